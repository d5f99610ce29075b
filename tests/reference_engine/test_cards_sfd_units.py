"""Spiritforged units: each played (or triggered) in a small game, its effect checked on the observed state."""

import pytest
from battlefield_helpers import PASS_FOCUS, resolve
from engine_helpers import game, ok, refused, two_players, unit
from exercised import exercises

PASS = {"pass": "priority"}
DECK = [unit(f"d{i}") for i in range(6)]
B_DECK = [unit(f"b{i}") for i in range(6)]
RICH = {"energy": 14, "power": {"fury": 5, "calm": 5, "mind": 5, "body": 5, "chaos": 5, "order": 5}}


def card(cid, name, **extra):
    return {"id": cid, "card": name, **extra}


def setup(a=None, b=None, battlefields=None, active="A", rich=True):
    a = dict(a or {})
    a.setdefault("deck", list(DECK))
    if rich:
        for k, v in RICH.items():
            a.setdefault(k, v)
    b = dict(b or {})
    b.setdefault("deck", list(B_DECK))
    return game(two_players(a=a, b=b, battlefields=battlefields or [{"id": "bf"}], active=active))


def play(name, a=None, b=None, battlefields=None, **action):
    """A plays ``name`` (``x``) from hand; returns the session and the observed state."""
    a = dict(a or {})
    a["hand"] = [card("x", name)] + list(a.get("hand", []))
    s = setup(a, b, battlefields)
    return s, ok(s, player="A", play="x", **action)


def refs(o):
    return [c["ref"] for c in o["chain"]]


@exercises("Direwing")
def test_direwing_enters_ready_only_with_another_dragon():
    s, o = play("Direwing", a={"base": [card("drake", "Direwing")]})
    assert o["cards"]["x"]["exhausted"] is False
    s, o = play("Direwing")
    assert o["cards"]["x"]["exhausted"] is True


@exercises("Xin Zhao, Vigilant")
def test_xin_zhao_enters_ready_with_two_other_units_in_base():
    s, o = play("Xin Zhao, Vigilant", a={"base": [unit("u1"), unit("u2")]})
    assert o["cards"]["x"]["exhausted"] is False and "Tank" in o["cards"]["x"]["keywords"]
    s, o = play("Xin Zhao, Vigilant", a={"base": [unit("u1")]})
    assert o["cards"]["x"]["exhausted"] is True


@exercises("Dunebreaker")
def test_dunebreaker_enters_ready_with_a_small_hand_and_draws_2_on_hold():
    s, o = play("Dunebreaker", a={"hand": [unit("h1"), unit("h2")]})
    assert o["cards"]["x"]["exhausted"] is False
    s, o = play("Dunebreaker", a={"hand": [unit("h1"), unit("h2"), unit("h3")]})
    assert o["cards"]["x"]["exhausted"] is True
    s = setup(a={"hand": []}, battlefields=[{"id": "bf", "controller": "A",
                                              "units": [card("x", "Dunebreaker", controller="A")]}], active="B")
    o = ok(s, player="B", end_turn=True)
    assert "x.trigger" in refs(o)
    o = resolve(s, o)
    assert len(o["players"]["A"]["hand"]) == 1 + 2  # the Beginning Phase's draw, then the hold's 2


@exercises("Breakneck Mech")
def test_breakneck_mech_gives_mechs_deflect_and_ganking_and_enters_ready_beside_a_mech():
    s, o = play("Breakneck Mech", a={"base": [card("m", "Prize of Progress"), unit("n", 2)]})
    assert o["cards"]["x"]["exhausted"] is False
    assert {"Deflect", "Ganking"} <= set(o["cards"]["m"]["keywords"]) and o["cards"]["n"]["keywords"] == []
    assert {"Deflect", "Ganking"} <= set(o["cards"]["x"]["keywords"])
    s, o = play("Breakneck Mech")
    assert o["cards"]["x"]["exhausted"] is True


@exercises("Laurent Bladekeeper")
def test_laurent_bladekeeper_has_ganking():
    s = setup(battlefields=[{"id": "bf", "controller": "A", "units": [card("x", "Laurent Bladekeeper", controller="A")]},
                            {"id": "bf2"}])
    assert "Ganking" in s.observe()["cards"]["x"]["keywords"]
    o = ok(s, player="A", move=["x"], to="bf2")  # battlefield to battlefield (813)
    assert o["cards"]["x"]["zone"] == "bf2"


@exercises("Bubble Bot")
def test_bubble_bot_readies_another_friendly_mech():
    s, o = play("Bubble Bot", a={"base": [card("m", "Prize of Progress", exhausted=True), unit("n", 2, exhausted=True)]})
    o = resolve(s, o)
    assert o["cards"]["m"]["exhausted"] is False and o["cards"]["n"]["exhausted"] is True


@exercises("Dropboarder")
def test_dropboarder_readies_itself_with_two_gear():
    s, o = play("Dropboarder", a={"base": [card("g1", "Doran's Shield"), card("g2", "Doran's Shield")]})
    o = resolve(s, o)
    assert o["cards"]["x"]["exhausted"] is False
    s, o = play("Dropboarder", a={"base": [card("g1", "Doran's Shield")]})
    assert o["chain"] == [] and o["cards"]["x"]["exhausted"] is True


@exercises("Trusty Ramhound")
def test_trusty_ramhound_has_1_more_with_another_friendly_unit_here():
    s, o = play("Trusty Ramhound")
    assert o["cards"]["x"]["might"] == 2
    s, o = play("Trusty Ramhound", a={"base": [unit("u")]})
    assert o["cards"]["x"]["might"] == 3


@exercises("Beast Below")
def test_beast_below_returns_another_friendly_unit_and_an_enemy_unit():
    s, o = play("Beast Below", a={"base": [unit("mine")]}, b={"base": [unit("theirs")]})
    o = resolve(s, o)
    assert "mine" in o["players"]["A"]["hand"] and "theirs" in o["players"]["B"]["hand"]
    assert o["cards"]["x"]["zone"] == "base"


@exercises("Renata Glasc, Industrialist")
def test_renata_industrialist_makes_her_controllers_tokens_enter_ready():
    s = setup(a={"hand": [card("call", "Desert's Call")], "base": [card("r", "Renata Glasc, Industrialist")]})
    ok(s, player="A", play="call")
    o = resolve(s)
    soldiers = [c for c in o["cards"].values() if c["name"] == "Sand Soldier"]
    assert len(soldiers) == 1 and soldiers[0]["exhausted"] is False


@exercises("Renata Glasc, Mastermind")
def test_renata_mastermind_draws_and_scores_only_at_a_battlefield():
    s = setup(a={"base": [card("r", "Renata Glasc, Mastermind")]})
    refused(s, "battlefield", player="A", activate="r", ability=1)
    s = setup(battlefields=[{"id": "bf", "controller": "A", "units": [card("r", "Renata Glasc, Mastermind",
                                                                         controller="A")]}])
    ok(s, player="A", activate="r", ability=1)
    o = resolve(s)
    assert o["players"]["A"]["hand"] == ["d0"] and o["players"]["A"]["energy"] == 13
    ok(s, player="A", activate="r", ability=2)
    o = resolve(s)
    assert o["players"]["A"]["score"] == 1 and o["cards"]["r"]["exhausted"] is True


@exercises("Rumble, Scrapper")
def test_rumble_scrapper_pumps_mechs_and_makes_a_mech_on_hold():
    s = setup(a={"base": [card("m", "Prize of Progress"), unit("n", 2)]},
              battlefields=[{"id": "bf", "controller": "A", "units": [card("x", "Rumble, Scrapper", controller="A")]}],
              active="B")
    o = s.observe()
    assert o["cards"]["m"]["might"] == 4 and o["cards"]["n"]["might"] == 2 and o["cards"]["x"]["might"] == 5
    o = resolve(s, ok(s, player="B", end_turn=True))
    mechs = [c for c in o["cards"].values() if c["name"] == "Mech"]
    assert len(mechs) == 1 and mechs[0]["zone"] == "base" and mechs[0]["might"] == 4  # 3, +1 from Rumble


@exercises("Ornn, Forge God")
def test_ornn_forge_god_has_1_more_per_friendly_gear():
    s, o = play("Ornn, Forge God", a={"base": [card("g1", "Doran's Shield"), card("g2", "Long Sword")]},
                b={"base": [card("g3", "Doran's Shield")]})
    assert o["cards"]["x"]["might"] == 4 + 2


@exercises("Ancient Warmonger")
def test_ancient_warmonger_has_assault_per_enemy_unit_here():
    s = setup(a={"base": [card("x", "Ancient Warmonger")]},
              battlefields=[{"id": "bf", "controller": "B", "units": [unit("e1", 1, controller="B"),
                                                                       unit("e2", 1, controller="B")]}])
    assert not any(k.startswith("Assault") for k in s.observe()["cards"]["x"]["keywords"])
    o = ok(s, player="A", move=["x"], to="bf")
    assert "Assault 2" in o["cards"]["x"]["keywords"] and o["cards"]["x"]["might"] == 4 + 2


@exercises("Lucian, Gunslinger")
def test_lucian_gunslinger_shoots_for_his_assault_when_he_attacks():
    s = setup(a={"base": [card("x", "Lucian, Gunslinger")]},
              battlefields=[{"id": "bf", "controller": "B", "units": [unit("e", 5, controller="B")]}])
    o = ok(s, player="A", move=["x"], to="bf")
    assert "x.trigger" in refs(o)
    resolve(s, o)
    assert [e["amount"] for e in s.events() if e["type"] == "damage" and e["source"] == "x"][0] == 1


@exercises("Lucian, Merciless")
def test_lucian_merciless_readies_after_his_first_conquer():
    s = setup(a={"base": [card("x", "Lucian, Merciless")]})
    ok(s, player="A", move=["x"], to="bf")
    ok(s, player="A", **PASS_FOCUS)
    o = ok(s, player="B", **PASS_FOCUS)
    assert "x.trigger" in refs(o)
    o = resolve(s, o)
    assert o["cards"]["x"]["exhausted"] is False and o["cards"]["x"]["zone"] == "bf"


@exercises("Yasuo, Windrider")
def test_yasuo_scores_on_his_third_move_of_the_turn():
    s = setup({"hand": [card("hunt1", "On the Hunt"), card("hunt2", "On the Hunt")]},
              battlefields=[{"id": "bf", "controller": "A", "units": [card("x", "Yasuo, Windrider", controller="A")]},
                            {"id": "bf2", "controller": "A", "units": [unit("h2", controller="A")]},
                            {"id": "bf3", "controller": "A", "units": [unit("h3", controller="A")]}])
    for dest, hunt in (("bf2", "hunt1"), ("bf3", "hunt2")):
        o = ok(s, player="A", move=["x"], to=dest)
        assert "x.trigger" not in refs(o)
        resolve(s, ok(s, player="A", play=hunt))  # ready again, to move once more
    o = ok(s, player="A", move=["x"], to="bf")
    assert "x.trigger" in refs(o)
    o = resolve(s, o)
    assert o["players"]["A"]["score"] == 1


@exercises("Draven, Vanquisher")
def test_draven_pays_for_2_more_and_takes_gold_for_a_win():
    s = setup(a={"base": [card("x", "Draven, Vanquisher")]},
              battlefields=[{"id": "bf", "controller": "B", "units": [unit("e", 5, controller="B")]}])
    o = ok(s, player="A", move=["x"], to="bf")
    assert "x.trigger.2" in refs(o)
    o = ok(s, player="A", choose="yes") if o["decision"] else o
    o = resolve(s, o)
    while o["decision"] is None and o["showdown"] and o["focus"]:
        o = ok(s, player=o["focus"], **PASS_FOCUS)
        o = resolve(s, o)
    assert o["cards"]["e"]["zone"] == "trash" and o["players"]["A"]["power"]["fury"] == 4
    golds = [c for c in o["cards"].values() if c["name"] == "Gold"]
    assert len(golds) == 1 and golds[0]["exhausted"]


@exercises("Fiora, Worthy")
def test_fiora_worthy_pays_to_ready_a_unit_becoming_mighty():
    s = setup(a={"base": [card("f", "Fiora, Worthy"), unit("u", 4, exhausted=True)],
                 "hand": [card("t", "Bonds of Strength")]})
    ok(s, player="A", play="t", targets=["u", "f"])
    o = resolve(s)
    if o["decision"]:
        o = resolve(s, ok(s, player="A", choose="yes"))
    assert o["cards"]["u"]["might"] == 5 and o["cards"]["u"]["exhausted"] is False


@exercises("Jax, Unrelenting")
def test_jax_unrelenting_pays_1_to_draw_when_equipped():
    s = setup(a={"base": [card("j", "Jax, Unrelenting"), card("g", "Doran's Shield")]})
    ok(s, player="A", activate="g", targets=["j"])
    o = resolve(s)
    if o["decision"]:
        o = resolve(s, ok(s, player="A", choose="yes"))
    assert o["players"]["A"]["hand"] == ["d0"] and o["players"]["A"]["energy"] == 13


@exercises("Minotaur Reckoner")
def test_minotaur_reckoner_stops_moves_to_base_not_recalls():
    s = setup(battlefields=[{"id": "bf", "controller": "A", "units": [card("x", "Minotaur Reckoner", controller="A"),
                                                                       unit("u", 1, controller="A")]}])
    o = s.act({"player": "A", "move": ["u"], "to": "base"})
    o = s.observe()
    assert o["cards"]["u"]["zone"] == "bf"


@exercises("Void Drone")
def test_void_drone_costs_2_less_from_anywhere_but_hand():
    s, o = play("Void Drone", a={"energy": 3, "power": {}})
    assert o["players"]["A"]["energy"] == 0


@exercises("Battering Ram")
def test_battering_ram_costs_1_less_per_card_played_this_turn():
    s = setup(a={"energy": 5, "power": {}, "hand": [card("x", "Battering Ram"), unit("cheap", 1, cost=1)]})
    ok(s, player="A", play="cheap")
    o = ok(s, player="A", play="x")  # 5, one card played: 4, and 1 was spent
    assert o["cards"]["x"]["zone"] == "base" and o["players"]["A"]["energy"] == 0
    refused(setup(a={"energy": 4, "power": {}, "hand": [card("x", "Battering Ram")]}), player="A", play="x")


@exercises("Needlessly Large Yordle")
def test_needlessly_large_yordle_costs_less_per_hold_point():
    runes = [{"id": f"r{i}", "domain": "calm"} for i in range(10)]
    s = setup(a={"runes": runes, "hand": [card("x", "Needlessly Large Yordle")]},
              battlefields=[{"id": "bf", "controller": "A", "units": [unit("h", 1, controller="A")]}], active="B",
              rich=False)
    o = resolve(s, ok(s, player="B", end_turn=True))
    assert o["players"]["A"]["score"] == 1
    for i in range(8):
        ok(s, player="A", activate=f"r{i}")  # 8 Energy
    for i in (8, 9):
        ok(s, player="A", activate=f"r{i}", ability=2)  # 2 Calm Power
    o = ok(s, player="A", play="x")  # [10][3] less [2][C]
    assert o["cards"]["x"]["zone"] == "base" and o["players"]["A"]["energy"] == 0


@exercises("Rengar, Pouncing")
def test_rengar_can_be_played_to_a_battlefield_his_player_is_attacking():
    s = setup(a={"base": [unit("u", 3)], "hand": [card("x", "Rengar, Pouncing")]},
              battlefields=[{"id": "bf", "controller": "B", "units": [unit("e", 1, controller="B")]}])
    refused(s, player="A", play="x", to="bf")  # no combat yet
    o = ok(s, player="A", move=["u"], to="bf")
    o = ok(s, player="A", play="x", to="bf")
    o = resolve(s, o)
    assert o["cards"]["x"]["zone"] == "bf"


@exercises("Black Market Broker")
def test_black_market_broker_gets_gold_for_a_card_played_from_face_down():
    s = setup(a={"energy": 0, "power": {}, "base": [card("x", "Black Market Broker")]},
              battlefields=[{"id": "bf", "controller": "A", "units": [unit("u", 1, controller="A")],
                             "facedown": [card("bw", "Bushwhack", controller="A")]}])
    ok(s, player="A", play="bw")  # from face down: [0] (811)
    o = resolve(s)
    golds = [c for c in o["cards"].values() if c["name"] == "Gold"]
    assert len(golds) == 2  # Bushwhack's own and the Broker's


@exercises("Jae Medarda")
def test_jae_medarda_draws_when_his_player_chooses_him_with_a_spell():
    s = setup(a={"base": [card("j", "Jae Medarda")], "hand": [card("t", "Bonds of Strength")]})
    s = setup(a={"base": [card("j", "Jae Medarda"), unit("u")], "hand": [card("t", "Bonds of Strength")]})
    o = ok(s, player="A", play="t", targets=["j", "u"])
    o = resolve(s, o)
    assert "d0" in o["players"]["A"]["hand"]


@exercises("Yordle Explorer")
def test_yordle_explorer_draws_for_a_card_with_two_power():
    s = setup(a={"base": [card("y", "Yordle Explorer")], "hand": [card("big", "Jae Medarda"), card("small", "Direwing")]})
    ok(s, player="A", play="small")
    o = resolve(s)
    assert o["players"]["A"]["hand"] == ["big"]
    o = resolve(s, ok(s, player="A", play="big"))
    assert "d0" in o["players"]["A"]["hand"]


@exercises("Prize of Progress")
def test_prize_of_progress_grows_when_a_gear_ability_is_used():
    s = setup(a={"base": [card("p", "Prize of Progress"), card("g", "Doran's Shield"), unit("u")]})
    ok(s, player="A", activate="g", targets=["u"])
    o = resolve(s)
    assert o["cards"]["p"]["might"] == 4


@exercises("Yone, Blademaster")
def test_yone_strikes_a_unit_in_a_base_after_conquering_an_uncontrolled_battlefield():
    s = setup(a={"base": [card("x", "Yone, Blademaster")]}, b={"base": [unit("e", 9)]})
    ok(s, player="A", move=["x"], to="bf")
    ok(s, player="A", **PASS_FOCUS)
    o = ok(s, player="B", **PASS_FOCUS)
    assert "x.trigger" in refs(o)
    o = resolve(s, o)
    assert o["cards"]["e"]["damage"] == 5


@exercises("Yone, Blademaster")
def test_yone_does_not_trigger_conquering_a_battlefield_an_opponent_controlled():
    s = setup(a={"base": [card("x", "Yone, Blademaster")]}, b={"base": [unit("e", 9)]},
              battlefields=[{"id": "bf", "controller": "B", "units": [unit("d", 1, controller="B")]}])
    o = ok(s, player="A", move=["x"], to="bf")
    while o["showdown"] and o["decision"] is None:
        o = resolve(s, ok(s, player=o["focus"], **PASS_FOCUS))
    assert o["battlefields"]["bf"]["controller"] == "A"
    assert not any(e["type"] == "damage" and e.get("source") == "x" and e["unit"] == "e" for e in s.events())


@exercises("Janna, Savior")
def test_janna_heals_her_units_here_then_pushes_up_to_one_enemy():
    s = setup(a={"hand": [card("x", "Janna, Savior")]},
              battlefields=[{"id": "bf", "controller": "A", "units": [unit("u", 3, controller="A", damage=2)]}])
    o = ok(s, player="A", play="x", to="bf")
    o = resolve(s, o)
    assert o["cards"]["u"]["damage"] == 0  # no enemy here: it still heals (the FAQ's "up to one")


@exercises("Janna, Savior")
def test_janna_moves_an_enemy_unit_here_to_its_base():
    s = setup(a={"hand": [card("x", "Janna, Savior")]}, b={"base": [unit("e", 5)]}, active="B",
              battlefields=[{"id": "bf", "controller": "A", "units": [unit("u", 1, controller="A")]}])
    o = ok(s, player="B", move=["e"], to="bf")
    if o["focus"] == "B":
        o = ok(s, player="B", **PASS_FOCUS)
    o = ok(s, player="A", play="x", to="bf")  # Reaction, to the battlefield A controls, during the combat
    o = resolve(s, ok(s, player="A", choose=["e"]))
    assert o["cards"]["e"]["zone"] == "base"


@exercises("Pickpocket")
def test_pickpocket_may_kill_a_gold_token_and_takes_gold():
    s = setup(a={"hand": [card("x", "Pickpocket")]}, b={"base": [card("pricey", "B.F. Sword")]})
    o = ok(s, player="A", play="x")
    assert o["decision"] is None and o["chain"] == []  # the only gear costs 4: nothing to choose, declined
    s = setup(a={"hand": [card("x", "Pickpocket"), card("call", "Bushwhack")]}, b={"base": [card("pricey", "B.F. Sword")]})
    ok(s, player="A", play="call")
    o = resolve(s)
    gold = [cid for cid, c in o["cards"].items() if c["name"] == "Gold"][0]
    o = ok(s, player="A", play="x")
    o = ok(s, player="A", choose=[gold]) if o["decision"] else o
    o = resolve(s, o)
    golds = [cid for cid, c in o["cards"].items() if c["name"] == "Gold" and c["zone"] == "base"]
    assert gold not in golds and len(golds) == 1  # a token's cost is 0 (FAQ): killed, and a new Gold


@exercises("Zaun Punk")
def test_zaun_punk_kills_a_gear_if_its_additional_cost_was_paid():
    s = setup(a={"hand": [card("x", "Zaun Punk")], "base": [card("mine", "Doran's Shield")]},
              b={"base": [card("theirs", "B.F. Sword")]})
    o = ok(s, player="A", play="x", additional_cost=True)
    o = resolve(s, o)
    assert o["cards"]["mine"]["zone"] == "trash" and o["cards"]["theirs"]["zone"] == "trash"
    s = setup(a={"hand": [card("x", "Zaun Punk")], "base": [card("mine", "Doran's Shield")]},
              b={"base": [card("theirs", "B.F. Sword")]})
    o = resolve(s, ok(s, player="A", play="x"))
    assert o["cards"]["mine"]["zone"] == "base" and o["cards"]["theirs"]["zone"] == "base"


@exercises("Guardian of the Passage")
def test_guardian_of_the_passage_returns_a_unit_or_gear_from_trash_on_hold():
    s = setup(a={"trash": [card("sw", "B.F. Sword"), card("sp", "Bushwhack")]},
              battlefields=[{"id": "bf", "controller": "A",
                             "units": [card("x", "Guardian of the Passage", controller="A")]}], active="B")
    o = ok(s, player="B", end_turn=True)
    o = resolve(s, o)
    if o["decision"]:
        assert "sp" not in o["decision"]["options"]
        o = resolve(s, ok(s, player="A", choose=["sw"]))
    assert "sw" in o["players"]["A"]["hand"]


@exercises("Loyal Pup")
def test_loyal_pup_may_join_a_defence():
    s = setup(b={"base": [unit("e", 2)]}, active="B",
              a={"base": [card("x", "Loyal Pup")]},
              battlefields=[{"id": "bf", "controller": "A", "units": [unit("h", 1, controller="A")]}])
    o = ok(s, player="B", move=["e"], to="bf")
    assert "x.trigger" in refs(o)
    o = resolve(s, ok(s, player="A", choose="yes") if o["decision"] else o)
    assert o["cards"]["x"]["zone"] == "bf"


@exercises("Fae Porter")
def test_fae_porter_pays_to_bring_a_unit_along():
    s = setup(a={"base": [card("x", "Fae Porter"), unit("u", 1)]})
    o = ok(s, player="A", move=["x"], to="bf")
    assert "x.trigger" in refs(o)
    if o["decision"]:
        o = ok(s, player="A", choose=["u"])
    o = resolve(s, o)
    assert o["cards"]["u"]["zone"] == "bf" and o["players"]["A"]["power"]["chaos"] == 4


@exercises("Royal Entourage")
def test_royal_entourage_readies_or_exhausts_a_legend():
    s = setup(a={"hand": [card("x", "Royal Entourage")], "legend": {"id": "L", "card": "Blade Dancer", "exhausted": True}})
    o = ok(s, player="A", play="x")
    o = resolve(s, o)
    if o["decision"]:
        o = ok(s, player="A", choose="yes")
    assert o["cards"]["L"]["exhausted"] is False


@exercises("Buhru Captain")
@pytest.mark.parametrize("answer", ["Draw 1", "Buff me"])
def test_buhru_captain_draws_or_buffs(answer):
    """Played from its compiled spec: "you may" is chosen as the trigger is finalized (383.3.a), which of
    the two as it resolves (383.3.a.1)."""
    s, o = play("Buhru Captain")
    assert o["decision"]["options"] == ["yes", "no"]
    o = resolve(s, ok(s, player="A", choose="yes"))
    assert sorted(o["decision"]["options"]) == ["Buff me", "Draw 1"]
    o = ok(s, player="A", choose=answer)
    if answer == "Draw 1":
        assert o["players"]["A"]["hand"] == ["d0"] and not o["cards"]["x"]["buffed"]
    else:
        assert o["cards"]["x"]["buffed"] and o["cards"]["x"]["might"] == 4 and o["players"]["A"]["hand"] == []


@exercises("Ruin Runner")
def test_ruin_runner_cannot_be_chosen_by_an_enemy_spell_but_by_its_own_player():
    bf = [{"id": "bf", "controller": "A", "units": [card("r", "Ruin Runner", controller="A")]}]
    s = setup({"hand": [card("t", "Against the Odds")]}, {"hand": [card("ray", "Hextech Ray")], "energy": 2,
                                                           "power": {"fury": 1}}, battlefields=bf, active="B")
    refused(s, player="B", play="ray", targets=["r"])
    s = setup({"hand": [card("ray", "Hextech Ray")]}, battlefields=bf)
    o = resolve(s, ok(s, player="A", play="ray", targets=["r"]))
    assert o["cards"]["r"]["damage"] == 3


@exercises("Simian Ancestor")
def test_simian_ancestor_readies_when_its_player_buffs_it():
    s = setup({"base": [card("x", "Simian Ancestor", exhausted=True)], "hand": [card("fd", "Fae Dragon")]})
    o = ok(s, player="A", play="fd")
    o = resolve(s, ok(s, player="A", choose=["x"]))
    assert o["cards"]["x"]["buffed"] and o["cards"]["x"]["exhausted"] is False


@exercises("Apprentice Smith")
@pytest.mark.parametrize("top,drawn", [("B.F. Sword", True), (None, False)])
def test_apprentice_smith_draws_a_revealed_gear_or_recycles_the_card(top, drawn):
    deck = [card("t", top) if top else unit("t"), unit("d1")]
    s = setup({"base": [card("x", "Apprentice Smith")], "deck": deck})
    o = resolve(s, ok(s, player="A", move=["x"], to="bf"))
    if o["showdown"]:
        ok(s, player="A", **PASS_FOCUS)
        o = resolve(s, ok(s, player="B", **PASS_FOCUS))
    assert ("t" in o["players"]["A"]["hand"]) is drawn
    if not drawn:
        assert o["players"]["A"]["deck"][-1] == "t"
    assert any(e["type"] == "reveal" and e["card"] == "t" for e in s.events())


@exercises("Rell, Magnetic")
def test_rell_plays_a_cheap_equipment_free_and_then_attaches_it():
    s = setup({"base": [card("x", "Rell, Magnetic")], "energy": 0, "power": {},
               "hand": [card("dirk", "Serrated Dirk"), card("sword", "B.F. Sword")]},
              battlefields=[{"id": "bf", "controller": "B", "units": [unit("e", 9, controller="B")]}])
    o = ok(s, player="A", move=["x"], to="bf")
    o = resolve(s, ok(s, player="A", choose="yes"))  # "you may", decided as it is finalized
    assert o["decision"]["options"] == ["dirk"]  # B.F. Sword costs 4
    o = ok(s, player="A", choose=["dirk"])
    o = resolve(s, o)
    assert o["cards"]["dirk"]["attached_to"] == "x" and "Assault 2" in o["cards"]["x"]["keywords"]
    assert o["players"]["A"]["hand"] == ["sword"]  # B.F. Sword costs 4: not offered


@exercises("Lonely Poro")
@pytest.mark.parametrize("friend,drawn", [(False, 1), (True, 0)])
def test_lonely_poro_draws_only_if_it_died_alone(friend, drawn):
    here = [card("p", "Lonely Poro", controller="A")] + ([unit("f", 5, controller="A")] if friend else [])
    s = setup({"hand": [card("drag", "Drag Under")]}, battlefields=[{"id": "bf", "controller": "A", "units": here}])
    o = resolve(s, ok(s, player="A", play="drag", targets=["p"]))
    assert o["cards"]["p"]["zone"] == "trash" and len(o["players"]["A"]["hand"]) == drawn


@exercises("Lonely Poro")
def test_lonely_poro_dying_with_a_friend_is_not_alone():
    # 2 Might with 1 damage: one more kills it, as the 1 Might friend dies in the same cleanup
    here = [card("p", "Lonely Poro", controller="A", damage=1), unit("f", 1, controller="A")]
    s = setup({"hand": [card("bb", "Bellows Breath")]}, battlefields=[{"id": "bf", "controller": "A", "units": here}])
    o = resolve(s, ok(s, player="A", play="bb", targets=["p", "f"]))
    assert o["cards"]["p"]["zone"] == "trash" and o["cards"]["f"]["zone"] == "trash"
    assert o["players"]["A"]["hand"] == []


@exercises("Relentless Pursuit")
def test_relentless_pursuit_moves_attaches_and_grants_a_conquer_retreat():
    s = setup({"base": [unit("u", 3), card("g", "B.F. Sword")], "hand": [card("rp", "Relentless Pursuit")]})
    o = ok(s, player="A", play="rp", targets=["u"], to="bf")
    o = resolve(s, o)
    o = ok(s, player="A", choose=["g"])
    assert o["cards"]["u"]["zone"] == "bf" and o["cards"]["g"]["attached_to"] == "u"
    while o["showdown"] and o["decision"] is None:
        o = resolve(s, ok(s, player=o["focus"], **PASS_FOCUS))
    assert o["decision"] is not None and "u.trigger" in refs(o)  # the granted "When I conquer"
    o = resolve(s, ok(s, player="A", choose="yes"))
    assert o["cards"]["u"]["zone"] == "base" and o["players"]["A"]["score"] == 1


@exercises("Ezreal, Dashing")
def test_ezreal_dashing_shoots_for_his_might_deals_no_combat_damage_and_dashes_home():
    s = setup({"base": [card("x", "Ezreal, Dashing"), unit("pal", 1)]},
              battlefields=[{"id": "bf", "controller": "B", "units": [unit("e1", 9, controller="B"),
                                                                       unit("e2", 9, controller="B")]}])
    o = ok(s, player="A", move=["x", "pal"], to="bf")
    o = ok(s, player="A", choose=["e1"]) if o["decision"] and o["decision"]["kind"] == "choose" else o
    while o["decision"] is None and (o["chain"] or o["showdown"]):
        o = ok(s, player=o["priority"], **PASS) if o["chain"] else ok(s, player=o["focus"], **PASS_FOCUS)
    if o["decision"] and o["decision"]["kind"] == "assign-damage":
        o = ok(s, player="A", assign=o["decision"]["example"])
    while o["decision"] is None and (o["chain"] or o["showdown"]):
        o = ok(s, player=o["priority"], **PASS) if o["chain"] else ok(s, player=o["focus"], **PASS_FOCUS)
    hits = [(e["unit"], e["amount"]) for e in s.events() if e["type"] == "damage" and e.get("dealt_by") == "ability"]
    assert hits == [("e1", 3)]
    combat = [e for e in s.events() if e["type"] == "assigned" and e.get("player") == "A"]
    assert combat and all(e["total"] == 1 for e in combat)  # only the 1 Might pal counts (465.2.a)
    s = setup({"base": [], "power": {"mind": 1}},
              battlefields=[{"id": "bf", "controller": "A", "units": [card("x", "Ezreal, Dashing", controller="A")]}])
    o = resolve(s, ok(s, player="A", activate="x"))
    assert o["cards"]["x"]["zone"] == "base" and o["players"]["A"]["power"].get("mind", 0) == 0


@exercises("Sivir, Mercenary")
def test_sivir_mercenary_grows_and_ganks_once_two_power_was_spent_this_turn():
    s = setup({"base": [card("x", "Sivir, Mercenary")], "hand": [card("hunt", "On the Hunt")]})
    o = s.observe()
    assert o["cards"]["x"]["might"] == 4 and "Ganking" not in o["cards"]["x"]["keywords"]
    o = resolve(s, ok(s, player="A", play="hunt"))  # [1] and two Power
    assert o["cards"]["x"]["might"] == 6 and "Ganking" in o["cards"]["x"]["keywords"]
    ok(s, player="A", end_turn=True)
    o = ok(s, player="B", end_turn=True)
    assert o["cards"]["x"]["might"] == 4  # a new turn: nothing spent yet


@exercises("Perched Grimwyrm")
def test_perched_grimwyrm_only_to_a_battlefield_conquered_this_turn():
    s = setup({"base": [unit("u", 2)], "hand": [card("x", "Perched Grimwyrm")]},
              battlefields=[{"id": "bf"}, {"id": "bf2", "controller": "A", "units": [unit("h", 1, controller="A")]}])
    refused(s, "conquered", player="A", play="x")  # to base
    refused(s, "conquered", player="A", play="x", to="bf2")  # controlled, not conquered this turn
    ok(s, player="A", move=["u"], to="bf")
    ok(s, player="A", **PASS_FOCUS)
    resolve(s, ok(s, player="B", **PASS_FOCUS))
    o = resolve(s, ok(s, player="A", play="x", to="bf"))
    assert o["cards"]["x"]["zone"] == "bf"
