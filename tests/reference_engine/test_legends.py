"""Legends (107.4): each legend's abilities played, triggered or activated from the Legend Zone, with their
effect checked on the observed state."""

from engine_helpers import conquer, deck, game, ok, refused, two_players, unit
from exercised import exercises

PASS_FOCUS = {"pass": "focus"}
PASS = {"pass": "priority"}


def legend(name: str, lid: str = "leg") -> dict:
    return {"id": lid, "card": name}


def resolve_top(s, first="A", second="B"):
    ok(s, player=first, **PASS)
    return ok(s, player=second, **PASS)


def hold_next_turn(a: dict, extra_a_units=()):
    """B's turn ends with A controlling bf1, so A holds it in A's Beginning Phase (468)."""
    return two_players(active="B", a=a, b={"deck": deck(2, "e")},
                       battlefields=[{"id": "bf1", "controller": "A",
                                      "units": [unit("h", 1, controller="A"), *extra_a_units]}])


@exercises("Herald of the Arcane")
def test_herald_plays_a_recruit_token_to_base():
    s = game(two_players(a={"legend": legend("Herald of the Arcane"), "energy": 1}))
    ok(s, player="A", activate="leg")
    o = resolve_top(s)
    recruits = [cid for cid in o["players"]["A"]["base"] if o["cards"][cid]["name"] == "Recruit"]
    assert len(recruits) == 1 and o["cards"][recruits[0]]["might"] == 1
    assert o["cards"]["leg"]["exhausted"] is True and o["players"]["A"]["energy"] == 0
    refused(s, "exhausted", player="A", activate="leg")


@exercises("Bounty Hunter")
def test_bounty_hunter_gives_ganking_this_turn():
    s = game(two_players(a={"legend": legend("Bounty Hunter")}, battlefields=[{"id": "bf1", "controller": "A",
                                                                                "units": [unit("u", 2, controller="A")]}]))
    ok(s, player="A", activate="leg", targets=["u"])
    o = resolve_top(s)
    assert "Ganking" in o["cards"]["u"]["keywords"]
    o = ok(s, player="A", end_turn=True)
    assert "Ganking" not in o["cards"]["u"]["keywords"]


@exercises("Eye of Twilight")
def test_eye_of_twilight_gives_a_friendly_unit_tank():
    s = game(two_players(a={"legend": legend("Eye of Twilight"), "base": [unit("u")]},
                         b={"base": [unit("bu", controller="B")]}))
    refused(s, None, player="A", activate="leg", targets=["bu"])  # friendly only
    ok(s, player="A", activate="leg", targets=["u"])
    o = resolve_top(s)
    assert "Tank" in o["cards"]["u"]["keywords"] and o["cards"]["leg"]["exhausted"] is True


@exercises("Unforgiven")
def test_unforgiven_moves_a_unit_to_and_from_its_base():
    s = game(two_players(a={"legend": legend("Unforgiven"), "energy": 4, "base": [unit("u")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("v", controller="A")]},
                                       {"id": "bf2", "controller": "A"}]))
    ok(s, player="A", activate="leg", targets=["v"])
    o = resolve_top(s)
    assert o["cards"]["v"]["zone"] == "base" and o["players"]["A"]["energy"] == 2
    s = game(two_players(a={"legend": legend("Unforgiven"), "energy": 2, "base": [unit("u")]},
                         battlefields=[{"id": "bf1", "controller": "A"}, {"id": "bf2", "controller": "A"}]))
    ok(s, player="A", activate="leg", targets=["u"])
    ok(s, player="A", **PASS)
    s.act({"player": "B", **PASS})
    assert s.observe()["decision"]["options"] == ["bf1", "bf2"]
    o = ok(s, player="A", choose="bf2")
    assert o["cards"]["u"]["zone"] == "bf2"


@exercises("Hand of Noxus")
def test_hand_of_noxus_adds_one_only_with_legion():
    s = game(two_players(a={"legend": legend("Hand of Noxus"), "energy": 1,
                            "hand": [{"id": "u", "unit": {"might": 1, "cost": 1}}]}))
    refused(s, "Legion", player="A", activate="leg")
    o = ok(s, player="A", play="u")  # a unit resolves at once (337.2)
    assert o["players"]["A"]["energy"] == 0
    o = ok(s, player="A", activate="leg")
    assert o["players"]["A"]["energy"] == 1 and o["chain"] == [] and o["cards"]["leg"]["exhausted"] is True


@exercises("Gloomist")
def test_gloomist_may_exhaust_to_draw_when_you_hold():
    s = game(hold_next_turn({"legend": legend("Gloomist"), "deck": deck(3)}))
    o = ok(s, player="B", end_turn=True)
    assert o["decision"]["options"] == ["yes", "no"]
    o = ok(s, player="A", choose="yes")
    assert o["cards"]["leg"]["exhausted"] is True
    o = resolve_top(s)
    assert o["players"]["A"]["hand_count"] == 2  # the hold draw (1) and the turn's draw (1)
    assert o["turn"]["phase"] == "main"


@exercises("Might of Demacia - Starter")
def test_might_of_demacia_draws_two_with_four_units_there():
    a = {"legend": legend("Might of Demacia - Starter"), "deck": deck(3),
         "base": [unit(f"u{i}") for i in range(4)]}
    s = game(two_players(a=a, battlefields=[{"id": "bf1"}]))
    o = conquer(s, [f"u{i}" for i in range(4)])
    o = resolve_top(s)
    assert o["players"]["A"]["hand_count"] == 2
    s = game(two_players(a=a, battlefields=[{"id": "bf1"}]))
    o = conquer(s, ["u0", "u1", "u2"])
    assert o["chain"] == [] and o["players"]["A"]["hand_count"] == 0


@exercises("Lady of Luminosity - Starter")
def test_lady_of_luminosity_draws_after_a_spell_costing_five():
    s = game(two_players(a={"legend": legend("Lady of Luminosity - Starter"), "energy": 8, "power": {"fury": 1},
                            "deck": deck(2), "hand": [{"id": "seeker", "card": "Void Seeker"},
                                                      {"id": "comet", "card": "Falling Comet"}]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 9, controller="B")]}]))
    ok(s, player="A", play="seeker", targets=["bu"])
    o = resolve_top(s)
    assert o["chain"] == [] and o["players"]["A"]["hand_count"] == 2  # Void Seeker's own draw only
    ok(s, player="A", play="comet", targets=["bu"])
    o = resolve_top(s)
    assert [c["ref"] for c in o["chain"]] == ["leg.trigger"]
    o = resolve_top(s)
    assert o["players"]["A"]["hand_count"] == 2 and o["players"]["A"]["deck"] == []


@exercises("Relentless Storm")
def test_relentless_storm_channels_after_a_mighty_unit_unless_exhausted():
    a = {"legend": legend("Relentless Storm"), "energy": 10, "rune_deck": [{"id": "r1", "domain": "fury"}],
         "hand": [{"id": "big", "unit": {"might": 5, "cost": 0}}, {"id": "small", "unit": {"might": 4, "cost": 0}},
                  {"id": "big2", "unit": {"might": 6, "cost": 0}}]}
    s = game(two_players(a=a))
    o = ok(s, player="A", play="small")
    assert o["decision"] is None and o["chain"] == []
    o = ok(s, player="A", play="big")
    assert o["decision"]["options"] == ["yes", "no"]
    ok(s, player="A", choose="yes")
    o = resolve_top(s)
    assert o["players"]["A"]["runes"] == ["r1"] and o["cards"]["r1"]["exhausted"] is True
    assert o["cards"]["leg"]["exhausted"] is True
    o = ok(s, player="A", play="big2")  # the legend is exhausted: the cost can't be paid (383.3.b.1)
    assert o["decision"] is None and o["chain"] == []


@exercises("Nine-Tailed Fox")
def test_nine_tailed_fox_shrinks_each_unit_attacking_your_battlefield():
    s = game(two_players(a={"base": [unit("a1", 3), unit("a2", 1)]}, b={"legend": legend("Nine-Tailed Fox")},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 1, controller="B")]}]))
    ok(s, player="A", move=["a1", "a2"], to="bf1")
    o = s.observe()
    if o["decision"]:  # B orders its two triggers
        o = ok(s, player="B", order=[c for c in o["decision"]["options"]])
    while o["chain"]:
        o = resolve_top(s, o["priority"], "B" if o["priority"] == "A" else "A")
    assert o["cards"]["a1"]["might"] == 2 and o["cards"]["a2"]["might"] == 1  # to a minimum of 1


@exercises("Radiant Dawn")
def test_radiant_dawn_buffs_once_per_stun():
    s = game(two_players(a={"legend": legend("Radiant Dawn"), "energy": 4, "power": {"calm": 2},
                            "base": [unit("u", 2)],
                            "hand": [{"id": "p1", "card": "Rune Prison"}, {"id": "p2", "card": "Rune Prison"}]},
                         b={"base": [unit("bu", 2, controller="B")]}))
    ok(s, player="A", play="p1", targets=["u"])
    o = resolve_top(s)
    assert o["chain"] == [] and o["cards"]["u"]["stunned"] is True  # a friendly unit: no trigger
    ok(s, player="A", play="p2", targets=["bu"])
    o = resolve_top(s)
    assert [c["ref"] for c in o["chain"]] == ["leg.trigger"]
    o = resolve_top(s)
    assert o["cards"]["u"]["buffed"] is True and o["cards"]["u"]["might"] == 3


@exercises("Dark Child - Starter")
def test_dark_child_readies_two_runes_at_end_of_turn():
    runes = [{"id": f"r{i}", "domain": "fury", "exhausted": True} for i in range(3)]
    s = game(two_players(a={"legend": legend("Dark Child - Starter"), "runes": runes}, b={"deck": deck(2, "e")}))
    o = ok(s, player="A", end_turn=True)
    assert [c["ref"] for c in o["chain"]] == ["leg.trigger"]
    ok(s, player="A", **PASS)
    s.act({"player": "B", **PASS})
    assert s.observe()["decision"]["options"] == ["r0", "r1", "r2"]
    o = ok(s, player="A", choose=["r0", "r2"])
    assert [o["cards"][r]["exhausted"] for r in ("r0", "r1", "r2")] == [False, True, False]


@exercises("Wuju Bladesman - Starter")
def test_wuju_bladesman_gives_a_lone_defender_two_might():
    def fight(defenders):
        s = game(two_players(active="B", a={"legend": legend("Wuju Bladesman - Starter")},
                             b={"base": [unit("bu", 5, controller="B")]},
                             battlefields=[{"id": "bf1", "controller": "A",
                                            "units": [unit(d, 2, controller="A") for d in defenders]}]))
        ok(s, player="B", move=["bu"], to="bf1")
        return s.observe()
    o = fight(["d1"])
    assert o["cards"]["d1"]["might"] == 4
    o = fight(["d1", "d2"])
    assert o["cards"]["d1"]["might"] == 2 and o["cards"]["d2"]["might"] == 2


@exercises("Purifier")
def test_purifier_equipment_gives_assault():
    s = game(two_players(a={"legend": legend("Purifier"), "power": {"calm": 1},
                            "base": [{"id": "shield", "card": "Doran's Shield"}, unit("u", 2)]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 9, controller="B")]}]))
    ok(s, player="A", activate="shield", targets=["u"])
    o = resolve_top(s)
    assert "Assault" in o["cards"]["u"]["keywords"] and o["cards"]["u"]["might"] == 3
    o = ok(s, player="A", move=["u"], to="bf1")
    assert o["cards"]["u"]["might"] == 4  # +1 while an attacker (807)


@exercises("Pridestalker")
def test_pridestalker_gives_a_unit_might_when_you_play_a_unit():
    s = game(two_players(a={"legend": legend("Pridestalker"), "base": [unit("v", 2)],
                            "hand": [{"id": "u", "unit": {"might": 1, "cost": 0}}]}))
    o = ok(s, player="A", play="u")
    assert o["decision"]["kind"] == "choose" and set(o["decision"]["options"]) == {"u", "v"}
    ok(s, player="A", choose=["v"])
    o = resolve_top(s)
    assert o["cards"]["v"]["might"] == 3
    o = ok(s, player="A", end_turn=True)
    assert o["cards"]["v"]["might"] == 2


# -- XP (728-733) and Level (824) -------------------------------------------------------------------------


def test_xp_is_set_up_observed_and_refused_when_negative():
    from reference_engine.api import Session

    s = game(two_players(a={"xp": 4}))
    assert s.observe()["players"]["A"]["xp"] == 4 and s.observe()["players"]["B"]["xp"] == 0
    import pytest
    from reference_engine.setup import SetupError

    with pytest.raises(SetupError, match="players.A.xp"):
        Session().setup(two_players(a={"xp": -1}))


@exercises("Keeper of the Hammer")
def test_keeper_of_the_hammer_gains_xp_on_hold_and_spends_three_to_draw():
    s = game(hold_next_turn({"legend": legend("Keeper of the Hammer"), "deck": deck(3), "xp": 2}))
    o = ok(s, player="B", end_turn=True)
    o = resolve_top(s) if o["chain"] else o
    assert o["players"]["A"]["xp"] == 3 and o["turn"]["phase"] == "main"
    hand = o["players"]["A"]["hand_count"]
    ok(s, player="A", activate="leg")
    o = resolve_top(s)
    assert o["players"]["A"]["xp"] == 0 and o["players"]["A"]["hand_count"] == hand + 1
    s = game(two_players(a={"legend": legend("Keeper of the Hammer"), "deck": deck(1), "xp": 2}))
    refused(s, "XP", player="A", activate="leg")


@exercises("Voidreaver")
def test_voidreaver_gains_xp_on_a_won_combat_and_spends_it():
    s = game(two_players(a={"legend": legend("Voidreaver"), "base": [unit("a1", 3)]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 1, controller="B")]}]))
    ok(s, player="A", move=["a1"], to="bf1")
    o = s.observe()
    for _ in range(6):
        if o["players"]["A"]["xp"] == 1 and not o["chain"] and o["showdown"] is None:
            break
        if o["chain"]:
            o = resolve_top(s, o["priority"], "B" if o["priority"] == "A" else "A")
        else:
            o = ok(s, player=o["focus"], **PASS_FOCUS)
    assert o["players"]["A"]["xp"] == 1 and o["cards"]["bu"]["zone"] == "trash"
    ok(s, player="A", activate="leg", ability=1, targets=["a1"])
    o = resolve_top(s)
    assert o["cards"]["a1"]["buffed"] is True and o["players"]["A"]["xp"] == 0
    s = game(two_players(a={"legend": legend("Voidreaver"), "xp": 2},
                         battlefields=[{"id": "bf1", "controller": "A",
                                        "units": [unit("t", 1, controller="A", exhausted=True),
                                                  unit("r", 1, controller="A")]}]))
    refused(s, None, player="A", activate="leg", ability=2, targets=["r"])  # not exhausted
    ok(s, player="A", activate="leg", ability=2, targets=["t"])
    o = resolve_top(s)
    assert o["cards"]["t"]["zone"] == "base" and o["players"]["A"]["xp"] == 0


@exercises("Wuju Master")
def test_wuju_master_levels_give_might_then_ready_entry():
    def board(xp):
        return game(two_players(a={"legend": legend("Wuju Master"), "xp": xp, "base": [unit("u", 2)],
                                   "hand": [{"id": "n", "unit": {"might": 1, "cost": 0}}]},
                                b={"base": [unit("bu", 2, controller="B")]}))
    o = board(5).observe()
    assert o["cards"]["u"]["might"] == 2
    s = board(6)
    assert s.observe()["cards"]["u"]["might"] == 3 and s.observe()["cards"]["bu"]["might"] == 2
    o = ok(s, player="A", play="n")
    assert o["cards"]["n"]["exhausted"] is True and o["cards"]["n"]["might"] == 2
    s = board(11)
    o = ok(s, player="A", play="n")
    assert o["cards"]["n"]["exhausted"] is False


# -- Empower (441, 827) and Disempower (442) ---------------------------------------------------------------


def _empower_legend(s, ability=1):
    ok(s, player="A", activate="leg", ability=ability)
    return resolve_top(s)


@exercises("Rogue Assassin")
def test_rogue_assassin_pulls_a_unit_out_of_a_showdown_and_readies_it_when_empowered():
    def start():
        s = game(two_players(a={"legend": legend("Rogue Assassin"), "energy": 3, "power": {"mind": 1},
                                "base": [unit("u", 2)]}, battlefields=[{"id": "bf1"}]))
        return s
    s = start()
    ok(s, player="A", move=["u"], to="bf1")
    ok(s, player="A", activate="leg", ability=2, targets=["u"])
    o = resolve_top(s)
    assert o["cards"]["u"]["zone"] == "base" and o["cards"]["u"]["exhausted"] is True
    s = start()
    o = _empower_legend(s)
    assert o["cards"]["leg"]["empowered"] is True and o["players"]["A"]["power"] == {}
    refused(s, "Empowered", player="A", activate="leg", ability=1)
    ok(s, player="A", move=["u"], to="bf1")
    ok(s, player="A", activate="leg", ability=2, targets=["u"])
    o = resolve_top(s)
    assert o["cards"]["u"]["zone"] == "base" and o["cards"]["u"]["exhausted"] is False
    refused(start(), None, player="A", activate="leg", ability=2, targets=["u"])  # no showdown


@exercises("Defender of Tomorrow")
def test_defender_of_tomorrow_readies_gear_and_two_once_empowered():
    gear = [{"id": f"g{i}", "gear": {}, "exhausted": True} for i in range(3)]
    s = game(two_players(a={"legend": legend("Defender of Tomorrow"), "energy": 4, "power": {"fury": 2},
                            "base": gear}))
    refused(s, "Empowered", player="A", activate="leg", ability=3, targets=["g0", "g1"])
    ok(s, player="A", activate="leg", ability=2, targets=["g0"])
    o = resolve_top(s)
    assert o["cards"]["g0"]["exhausted"] is False
    s = game(two_players(a={"legend": legend("Defender of Tomorrow"), "energy": 3, "power": {"fury": 2},
                            "base": gear}))
    _empower_legend(s)
    ok(s, player="A", activate="leg", ability=3, targets=["g1", "g2"])
    o = resolve_top(s)
    assert [o["cards"][g]["exhausted"] for g in ("g0", "g1", "g2")] == [True, False, False]


def _mel_empowers(name, extra_a=None):
    a = {"legend": legend(name), "base": [{"id": "mel", "card": "Mel, Defiant Soul"}, unit("u", 3, exhausted=True)],
         "hand": [{"id": "ray", "card": "Hextech Ray"}], **(extra_a or {})}
    s = game(two_players(a=a, battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 5, controller="B")]}]))
    ok(s, player="A", activate="mel")
    o = resolve_top(s)
    assert o["decision"]["kind"] == "order-triggers"  # Mel's own trigger and the legend's
    o = ok(s, player="A", order=["mel.trigger", "leg.trigger"])
    while o["chain"]:
        o = resolve_top(s)
    return s, o


@exercises("Soul's Reflection")
def test_souls_reflection_empowers_with_another_and_spends_it():
    s = game(two_players(a={"legend": legend("Soul's Reflection")},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 5, controller="B")]}]))
    refused(s, "Empowered", player="A", activate="leg", targets=["bu"])
    s, o = _mel_empowers("Soul's Reflection")
    assert o["cards"]["mel"]["empowered"] is True and o["cards"]["leg"]["empowered"] is True
    ok(s, player="A", activate="leg", targets=["bu"])
    o = resolve_top(s)
    assert o["cards"]["bu"]["might"] == 3 and o["cards"]["leg"]["empowered"] is False


@exercises("Matriarch of War")
def test_matriarch_of_war_empowers_with_another_and_readies_a_unit():
    s, o = _mel_empowers("Matriarch of War", {"power": {"body": 1}})
    assert o["cards"]["leg"]["empowered"] is True
    ok(s, player="A", activate="leg", targets=["u"])
    o = resolve_top(s)
    assert o["cards"]["u"]["exhausted"] is False and o["cards"]["leg"]["empowered"] is False
    assert o["players"]["A"]["power"] == {}


@exercises("Master of Shadows", "Heart of the Tempest")
def test_banishing_your_own_card_and_playing_it_from_banishment_empower_legends():
    for name in ("Master of Shadows", "Heart of the Tempest"):
        s = game(two_players(a={"legend": legend(name), "energy": 2, "power": {"mind": 1}, "deck": deck(2),
                                "base": [unit("u", 2)],
                                "hand": [{"id": "tb", "card": "Temporal Breach"}, unit("x")]}))
        ok(s, player="A", play="tb", targets=["u"])
        o = resolve_top(s)  # u is banished, then played again from banishment
        for _ in range(4):
            if not o["chain"]:
                break
            o = resolve_top(s)
        assert o["cards"]["leg"]["empowered"] is True, name
        assert o["cards"]["u"]["zone"] == "base"
    # Master of Shadows: [Action] disempower, exhaust: discard 1, then draw 1
    s = game(two_players(a={"legend": legend("Master of Shadows"), "energy": 2, "power": {"mind": 1},
                            "deck": deck(2), "base": [unit("u", 2)],
                            "hand": [{"id": "tb", "card": "Temporal Breach"}, unit("x")]}))
    ok(s, player="A", play="tb", targets=["u"])
    o = resolve_top(s)
    while o["chain"]:
        o = resolve_top(s)
    o = ok(s, player="A", activate="leg")
    o = resolve_top(s)
    assert o["cards"]["x"]["zone"] == "trash" and o["players"]["A"]["hand"] == ["d0"]
    assert o["cards"]["leg"]["empowered"] is False


def test_heart_of_the_tempest_ignores_cards_played_from_hand_and_gives_assault():
    s = game(two_players(a={"legend": legend("Heart of the Tempest"), "hand": [{"id": "n", "unit": {"might": 1, "cost": 0}}]}))
    o = ok(s, player="A", play="n")
    assert o["chain"] == [] and o["cards"]["leg"]["empowered"] is False
    refused(s, "Empowered", player="A", activate="leg", targets=["n"])


# -- more triggered and activated legends ------------------------------------------------------------------


@exercises("Battle Mistress")
def test_battle_mistress_gold_on_rune_recycle_and_readies_once_when_enemies_die():
    s = game(two_players(a={"legend": legend("Battle Mistress"), "runes": [{"id": "r1", "domain": "body"}]}))
    o = ok(s, player="A", activate="r1", ability=2)  # recycle the rune for its power
    assert o["decision"]["options"] == ["yes", "no"]
    ok(s, player="A", choose="yes")
    o = resolve_top(s)
    gold = [c for c in o["players"]["A"]["base"] if o["cards"][c]["name"] == "Gold"]
    assert len(gold) == 1 and o["cards"][gold[0]]["exhausted"] is True and o["cards"]["leg"]["exhausted"] is True
    s = game(two_players(a={"legend": {**legend("Battle Mistress"), "exhausted": True}, "energy": 9,
                            "power": {"order": 3}, "hand": [{"id": "ruin", "card": "The Ruination"}],
                            "base": [unit("mine")]},
                         b={"base": [unit("b1", controller="B"), unit("b2", controller="B")]}))
    ok(s, player="A", play="ruin")
    o = resolve_top(s)
    assert [c["ref"] for c in o["chain"]] == ["leg.trigger.2"]  # once for the two enemy units
    o = resolve_top(s)
    assert o["cards"]["leg"]["exhausted"] is False


@exercises("Blade Dancer")
def test_blade_dancer_readies_a_chosen_friendly_unit_and_itself_on_conquer():
    s = game(two_players(a={"legend": legend("Blade Dancer"), "energy": 2, "power": {"calm": 2},
                            "base": [unit("u", 2, exhausted=True)], "hand": [{"id": "rp", "card": "Rune Prison"}]}))
    o = ok(s, player="A", play="rp", targets=["u"])
    assert o["decision"]["options"] == ["yes", "no"] and o["decision"]["paying"] == {"power": 1}
    ok(s, player="A", choose="yes")
    o = resolve_top(s)
    assert o["cards"]["u"]["exhausted"] is False and o["cards"]["leg"]["exhausted"] is True
    assert o["players"]["A"]["power"] == {}
    s = game(two_players(a={"legend": {**legend("Blade Dancer"), "exhausted": True}, "energy": 1,
                            "base": [unit("u", 2)]}, battlefields=[{"id": "bf1"}]))
    o = conquer(s, ["u"])
    ok(s, player="A", choose="yes")
    o = resolve_top(s)
    assert o["cards"]["leg"]["exhausted"] is False and o["players"]["A"]["energy"] == 0


@exercises("Grandmaster at Arms")
def test_grandmaster_at_arms_attaches_detached_then_moves_attached_equipment():
    s = game(two_players(a={"legend": legend("Grandmaster at Arms"), "energy": 1,
                            "base": [{"id": "shield", "card": "Doran's Shield"}, unit("u", 2), unit("v", 1)]}))
    ok(s, player="A", activate="leg", ability=1, targets=["shield", "u"])
    o = resolve_top(s)
    assert o["cards"]["u"]["might"] == 3 and o["cards"]["leg"]["exhausted"] is True
    s = game(two_players(a={"legend": legend("Grandmaster at Arms"), "power": {"calm": 1},
                            "base": [{"id": "shield", "card": "Doran's Shield"}, unit("u", 2), unit("v", 1)]}))
    refused(s, None, player="A", activate="leg", ability=2, targets=["shield", "v"])  # not attached yet
    ok(s, player="A", activate="shield", targets=["u"])
    resolve_top(s)
    ok(s, player="A", activate="leg", ability=2, targets=["shield", "v"])
    o = resolve_top(s)
    assert o["cards"]["u"]["might"] == 2 and o["cards"]["v"]["might"] == 2


@exercises("Emperor of the Sands")
def test_emperor_of_the_sands_soldiers_after_an_equipment_with_weaponmaster():
    s = game(two_players(a={"legend": legend("Emperor of the Sands"), "energy": 2,
                            "hand": [{"id": "shield", "card": "Doran's Shield"}]}))
    refused(s, "Equipment", player="A", activate="leg")
    ok(s, player="A", play="shield")
    ok(s, player="A", activate="leg")
    ok(s, player="A", **PASS)
    s.act({"player": "B", **PASS})
    o = s.observe()
    soldiers = [c for c in o["players"]["A"]["base"] if o["cards"][c]["name"] == "Sand Soldier"]
    assert len(soldiers) == 1 and "Weaponmaster" in o["cards"][soldiers[0]]["keywords"]
    assert o["cards"][soldiers[0]]["might"] == 2


@exercises("Curator of the Sands")
def test_curator_of_the_sands_readies_up_to_two_runes_after_a_seven_cost_unit():
    runes = [{"id": f"r{i}", "domain": "calm", "exhausted": True} for i in range(3)]
    s = game(two_players(a={"legend": legend("Curator of the Sands"), "energy": 13, "runes": runes,
                            "hand": [{"id": "big", "unit": {"might": 7, "cost": 7}},
                                     {"id": "mid", "unit": {"might": 6, "cost": 6}}]}))
    o = ok(s, player="A", play="mid")
    assert o["decision"] is None and o["chain"] == []
    o = ok(s, player="A", play="big")
    ok(s, player="A", choose="yes")
    ok(s, player="A", **PASS)
    s.act({"player": "B", **PASS})
    assert s.observe()["decision"]["options"] == ["r0", "r1", "r2"]
    o = ok(s, player="A", choose=["r1"])
    assert [o["cards"][r]["exhausted"] for r in ("r0", "r1", "r2")] == [True, False, True]


@exercises("Bashful Bloom")
def test_bashful_bloom_sprite_costs_one_less_per_temporary_friend():
    s = game(two_players(a={"legend": legend("Bashful Bloom"), "energy": 3,
                            "base": [unit("t", 1, keywords=["Temporary"])]}))
    ok(s, player="A", activate="leg")
    o = resolve_top(s)
    sprites = [c for c in o["players"]["A"]["base"] if o["cards"][c]["name"] == "Sprite"]
    assert len(sprites) == 1 and o["cards"][sprites[0]]["exhausted"] is False
    assert o["cards"][sprites[0]]["might"] == 3 and "Temporary" in o["cards"][sprites[0]]["keywords"]
    assert o["players"]["A"]["energy"] == 0
    refused(game(two_players(a={"legend": legend("Bashful Bloom"), "energy": 3})), "energy",
            player="A", activate="leg")


@exercises("Prodigal Explorer")
def test_prodigal_explorer_draws_after_choosing_enemies_twice():
    s = game(two_players(a={"legend": legend("Prodigal Explorer"), "energy": 4, "power": {"calm": 2},
                            "deck": deck(2), "base": [unit("u")],
                            "hand": [{"id": "p1", "card": "Rune Prison"}, {"id": "p2", "card": "Rune Prison"}]},
                         b={"base": [unit("b1", controller="B"), unit("b2", controller="B")]}))
    ok(s, player="A", play="p1", targets=["b1"])
    resolve_top(s)
    refused(s, "1 time", player="A", activate="leg")
    ok(s, player="A", play="p2", targets=["b2"])
    resolve_top(s)
    ok(s, player="A", activate="leg")
    o = resolve_top(s)
    assert o["players"]["A"]["hand"] == ["d0"]


@exercises("The Boss")
def test_the_boss_saves_a_buffed_unit_at_a_battlefield_or_lets_it_die():
    def hit(answer):
        s = game(two_players(a={"energy": 8, "hand": [{"id": "spark", "card": "Final Spark"}]},
                             b={"legend": legend("The Boss"), "power": {"order": 1}},
                             battlefields=[{"id": "bf1", "controller": "B",
                                            "units": [unit("g", 3, controller="B", buffed=True)]}]))
        ok(s, player="A", play="spark", targets=["g"])
        ok(s, player="A", **PASS)
        s.act({"player": "B", **PASS})
        assert s.observe()["decision"]["options"] == ["yes", "no"]
        return ok(s, player="B", choose=answer)
    o = hit("yes")
    assert o["cards"]["g"]["zone"] == "base" and o["cards"]["g"]["damage"] == 0 and o["cards"]["g"]["exhausted"]
    assert o["cards"]["leg"]["exhausted"] is True and o["players"]["B"]["power"] == {}
    o = hit("no")
    assert o["cards"]["g"]["zone"] == "trash" and o["cards"]["leg"]["exhausted"] is False


def test_the_boss_readies_on_conquer():
    s = game(two_players(a={"legend": {**legend("The Boss"), "exhausted": True}, "base": [unit("u")]},
                         battlefields=[{"id": "bf1"}]))
    conquer(s, ["u"])
    o = resolve_top(s)
    assert o["cards"]["leg"]["exhausted"] is False


@exercises("Gardens of Becoming")
def test_gardens_of_becoming_units_there_gain_xp():
    s = game(two_players(a={"base": [unit("home")]},
                         battlefields=[{"id": "gardens", "card": "Gardens of Becoming", "controller": "A",
                                        "units": [unit("u", controller="A")]}]))
    refused(s, None, player="A", activate="home")  # only units there have the ability
    assert {"player": "A", "activate": "u"} in s.legal_actions("A") or \
        any(a.get("activate") == "u" for a in s.legal_actions("A"))
    ok(s, player="A", activate="u")
    o = resolve_top(s)
    assert o["players"]["A"]["xp"] == 1 and o["cards"]["u"]["exhausted"] is True
    refused(s, "exhausted", player="A", activate="u")


# -- restricted resources (166.2) ---------------------------------------------------------------------------


@exercises("Scorn of the Moon")
def test_scorn_of_the_moon_energy_pays_only_during_showdowns():
    def start():
        return game(two_players(a={"legend": legend("Scorn of the Moon"), "base": [unit("u", 2)],
                                   "hand": [{"id": "stu", "card": "Stupefy"}], "deck": deck(1)},
                                b={"base": [unit("bu", 2, controller="B")]}, battlefields=[{"id": "bf1"}]))
    s = start()
    o = ok(s, player="A", activate="leg")
    assert o["players"]["A"]["energy"] == 1 and o["chain"] == []
    refused(s, "energy", player="A", play="stu", targets=["bu"])
    s = start()
    ok(s, player="A", move=["u"], to="bf1")  # a showdown opens at bf1
    ok(s, player="A", activate="leg")
    o = ok(s, player="A", play="stu", targets=["bu"])
    assert o["players"]["A"]["energy"] == 0 and [c["ref"] for c in o["chain"]] == ["stu"]


@exercises("Fire Below the Mountain")
def test_fire_below_the_mountain_power_pays_only_for_gear():
    s = game(two_players(a={"legend": legend("Fire Below the Mountain"), "energy": 1,
                            "base": [{"id": "shield", "card": "Doran's Shield"}, unit("u", 2)],
                            "hand": [{"id": "p", "unit": {"might": 1, "cost": 0, "power": 1}}]}))
    o = ok(s, player="A", activate="leg")
    assert o["players"]["A"]["power"] == {"any": 1}
    refused(s, "power", player="A", play="p")  # a unit: not gear
    ok(s, player="A", activate="shield", targets=["u"])  # Equip, an ability of a gear
    o = resolve_top(s)
    assert o["cards"]["u"]["might"] == 3 and o["players"]["A"]["power"] == {}


@exercises("Butcher of the Sands")
def test_butcher_of_the_sands_energy_pays_only_for_units():
    s = game(two_players(a={"legend": legend("Butcher of the Sands"), "power": {"body": 1, "fury": 1},
                            "hand": [{"id": "big", "unit": {"might": 3, "cost": 2}},
                                     {"id": "rp", "card": "Rune Prison"}]},
                         b={"base": [unit("bu", 2, controller="B")]}))
    o = ok(s, player="A", activate="leg")
    assert o["players"]["A"]["energy"] == 2 and o["players"]["A"]["power"] == {}
    refused(s, "energy", player="A", play="rp", targets=["bu"])
    o = ok(s, player="A", play="big")
    assert o["cards"]["big"]["zone"] == "base" and o["players"]["A"]["energy"] == 0


@exercises("Chem-Baroness")
def test_chem_baroness_gold_on_hold_and_richer_gold_near_victory():
    s = game(hold_next_turn({"legend": legend("Chem-Baroness"), "deck": deck(3)}))
    ok(s, player="B", end_turn=True)
    ok(s, player="A", choose="yes")
    o = resolve_top(s)
    gold = [c for c in o["players"]["A"]["base"] if o["cards"][c]["name"] == "Gold"]
    assert len(gold) == 1 and o["cards"]["leg"]["exhausted"] is True

    def tap_gold(score):
        s = game(two_players(a={"legend": legend("Chem-Baroness"), "score": score,
                                "base": [{"id": "gold", "card": "Gold"}]}))
        return ok(s, player="A", activate="gold")["players"]["A"]
    poor = tap_gold(4)  # 4 is not within 3 points of 8
    assert poor["energy"] == 0 and sum(poor["power"].values()) == 1
    rich = tap_gold(5)
    assert rich["energy"] == 1 and sum(rich["power"].values()) == 1


@exercises("Grand Duelist")
def test_grand_duelist_channels_when_a_unit_becomes_mighty():
    def start():
        return game(two_players(a={"legend": legend("Grand Duelist"), "rune_deck": [{"id": "r1", "domain": "body"}],
                                   "energy": 2, "deck": deck(2), "base": [unit("u", 4), unit("big", 6)],
                                   "hand": [{"id": "n", "unit": {"might": 5, "cost": 0}},
                                            {"id": "disc", "card": "Discipline"}]}))
    s = start()
    o = ok(s, player="A", play="n")  # entering the board already Mighty is not becoming Mighty (709)
    assert o["decision"] is None and o["chain"] == []
    ok(s, player="A", play="disc", targets=["big"])
    o = resolve_top(s)  # 6 -> 8: it was Mighty already
    assert o["decision"] is None and o["chain"] == []
    s = start()
    ok(s, player="A", play="disc", targets=["u"])
    ok(s, player="A", **PASS)
    s.act({"player": "B", **PASS})
    assert s.observe()["decision"]["options"] == ["yes", "no"]  # 4 -> 6: it becomes Mighty
    ok(s, player="A", choose="yes")
    o = resolve_top(s)
    assert o["players"]["A"]["runes"] == ["r1"] and o["cards"]["r1"]["exhausted"] is True
    assert o["cards"]["leg"]["exhausted"] is True


@exercises("Piltover Enforcer")
def test_piltover_enforcer_readies_a_unit_after_three_excess_damage():
    def fight(attacker_might):
        s = game(two_players(a={"legend": legend("Piltover Enforcer"), "base": [unit("a1", attacker_might)]},
                             battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 2, controller="B")]}]))
        ok(s, player="A", move=["a1"], to="bf1")
        o = s.observe()
        for _ in range(6):
            if o["decision"] or o["showdown"] is None:
                break
            o = ok(s, player=o["focus"], **PASS_FOCUS)
        return s, o
    s, o = fight(5)  # 5 assigned to a 2 Might unit: 3 excess
    assert o["decision"]["kind"] == "choose" and "a1" in o["decision"]["options"]
    ok(s, player="A", choose=["a1"])
    o = resolve_top(s)
    assert o["cards"]["a1"]["exhausted"] is False and o["cards"]["leg"]["exhausted"] is True
    assert [e["excess"] for e in s.events() if e["type"] == "assigned" and e["player"] == "A"] == [3]
    s, o = fight(4)  # 2 excess: no trigger
    assert o["decision"] is None and o["cards"]["a1"]["zone"] == "bf1" and o["chain"] == []
