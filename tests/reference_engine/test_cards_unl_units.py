"""Unleashed units, gear and spells outside the XP family: each is played, triggered or activated and its
effect checked on the observed state."""

from __future__ import annotations

import pytest
from engine_helpers import deck, game, ok, refused, two_players, unit
from exercised import exercises
from unl_helpers import PASS, official, resolve_top, settle


# -- Untargetable (757-758) ------------------------------------------------------------------------------


def _void_seeker_against(units: list, a_extra: dict | None = None):
    return game(two_players(active="B", a=a_extra or {}, b={"energy": 4, "power": {"fury": 1}, "deck": deck(2, "x"),
                                                         "hand": [official("vs", "Void Seeker")]},
                            battlefields=[{"id": "bf1", "controller": "A", "units": units}]))


@exercises("Alpha Wildclaw")
def test_alpha_wildclaw_protects_weaker_friendly_units_here_from_enemies():
    units = [official("w", "Alpha Wildclaw", controller="A"), unit("small", 3, controller="A"),
             unit("big", 8, controller="A")]
    s = _void_seeker_against(units)
    refused(s, player="B", play="vs", targets=["small"])  # 3 < 7: can't be chosen
    ok(s, player="B", play="vs", targets=["big"])  # 8 is not less than 7
    s = _void_seeker_against(units)
    ok(s, player="B", play="vs", targets=["w"])  # not itself


def test_alpha_wildclaw_does_not_protect_from_its_controllers_own_spells():
    s = game(two_players(a={"energy": 4, "power": {"fury": 1}, "deck": deck(2), "hand": [official("vs", "Void Seeker")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [
                             official("w", "Alpha Wildclaw", controller="A"), unit("small", 3, controller="A")]}]))
    ok(s, player="A", play="vs", targets=["small"])
    o = resolve_top(s)
    assert o["cards"]["small"]["zone"] == "trash"


# -- combat damage passives (465.2.a-b) --------------------------------------------------------------------


@exercises("Galio, Indefatigable")
def test_galio_deals_no_combat_damage_but_takes_it():
    s = game(two_players(a={"base": [official("g", "Galio, Indefatigable")]}, b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 2, controller="B")]}]))
    ok(s, player="A", move=["g"], to="bf1")
    ok(s, player="A", **{"pass": "focus"})
    o = settle(ok(s, player="B", **{"pass": "focus"}) and s)
    assert o["cards"]["e"]["zone"] == "bf1" and o["cards"]["e"]["damage"] == 0  # 6 Might, no damage dealt
    assert o["cards"]["g"]["zone"] == "base"  # both remain: the attacker is recalled (466.1.a.2)


@exercises("Vilemaw")
def test_vilemaw_stops_weaker_enemies_here_from_dealing_combat_damage():
    s = game(two_players(active="B", a={"deck": deck(2)},
                         b={"base": [unit("weak", 7, controller="B"), unit("strong", 8, controller="B")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [official("v", "Vilemaw", controller="A")]}]))
    ok(s, player="B", move=["weak"], to="bf1")
    ok(s, player="B", **{"pass": "focus"})
    ok(s, player="A", **{"pass": "focus"})
    o = settle(s)
    assert o["cards"]["v"]["damage"] == 0 and o["cards"]["weak"]["zone"] == "trash"


def test_vilemaw_does_not_stop_an_enemy_as_mighty_as_it():
    s = game(two_players(active="B", a={"deck": deck(2)}, b={"base": [unit("strong", 8, controller="B")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [official("v", "Vilemaw", controller="A")]}]))
    ok(s, player="B", move=["strong"], to="bf1")
    ok(s, player="B", **{"pass": "focus"})
    ok(s, player="A", **{"pass": "focus"})
    o = settle(s)
    assert o["cards"]["v"]["zone"] == "trash" and o["cards"]["strong"]["zone"] == "trash"


@exercises("Vilemaw")
def test_vilemaw_draws_when_it_holds():
    s = game(two_players(active="B", a={"deck": deck(2)}, b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [official("v", "Vilemaw", controller="A")]}]))
    ok(s, player="B", end_turn=True)
    o = settle(s)
    assert "d0" in o["players"]["A"]["hand"]


@exercises("Determined Sentry")
def test_determined_sentry_cannot_move_to_base():
    s = game(two_players(battlefields=[{"id": "bf1", "controller": "A", "units": [
        official("ds", "Determined Sentry", controller="A"), unit("u", controller="A")]}]))
    refused(s, player="A", move=["ds"], to="base")
    ok(s, player="A", move=["u"], to="base")


# -- spells -------------------------------------------------------------------------------------------------


@exercises("Eclipse")
def test_eclipse_gives_minus_four_and_predicts():
    s = game(two_players(a={"energy": 3, "hand": [official("ec", "Eclipse")], "deck": deck(2)},
                         b={"base": [unit("e", 6, controller="B")]}))
    ok(s, player="A", play="ec", targets=["e"])
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["decision"]["kind"] == "choose" and o["decision"]["options"] == ["d0"]
    o = ok(s, player="A", choose=["d0"])  # recycle it (436.1)
    assert o["cards"]["e"]["might"] == 2 and o["players"]["A"]["deck"] == ["d1", "d0"]


@exercises("Lonely Poro", "Loyal Poro")
@pytest.mark.parametrize("name,with_friend,drawn", [("Lonely Poro", False, True), ("Lonely Poro", True, False),
                                                     ("Loyal Poro", False, False), ("Loyal Poro", True, True)])
def test_poros_draw_depending_on_dying_alone(name, with_friend, drawn):
    here = [official("p", name, controller="A")] + ([unit("f", 5, controller="A")] if with_friend else [])
    s = game(two_players(active="B", a={"deck": deck(2)},
                         b={"energy": 4, "power": {"fury": 1}, "deck": deck(2, "x"), "hand": [official("vs", "Void Seeker")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": here}]))
    ok(s, player="B", play="vs", targets=["p"])
    resolve_top(s, "B", "A")
    o = settle(s)
    assert o["cards"]["p"]["zone"] == "trash" and ("d0" in o["players"]["A"]["hand"]) is drawn


@pytest.mark.parametrize("with_friend,drawn", [(True, False), (False, True)])
def test_units_dying_together_in_combat_keep_a_poro_company(with_friend, drawn):
    """323.4: a friend dying in the same combat damage was still there as the Poro died."""
    attackers = ["p", "f"] if with_friend else ["p"]
    s = game(two_players(a={"deck": deck(2), "base": [official("p", "Lonely Poro"), unit("f", 1)]},
                         b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 9, controller="B")]}]))
    ok(s, player="A", move=attackers, to="bf1")
    ok(s, player="A", **{"pass": "focus"})
    o = ok(s, player="B", **{"pass": "focus"})
    if o.get("decision"):  # B assigns its 9 damage: lethal to each attacker
        o = ok(s, player="B", assign={u: (2 if u == "p" else 7) for u in attackers})
    o = settle(s)
    assert all(o["cards"][u]["zone"] == "trash" for u in attackers)
    assert ("d0" in o["players"]["A"]["hand"]) is drawn


@exercises("LeBlanc, Fragmented")
def test_leblanc_fragmented_draws_one_or_two_in_your_beginning_phase():
    s = game(two_players(active="B", a={"deck": deck(3)},
                         b={"energy": 4, "power": {"fury": 1}, "deck": deck(2, "x"), "hand": [official("vs", "Void Seeker")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [official("l", "LeBlanc, Fragmented", controller="A")]}]))
    ok(s, player="B", play="vs", targets=["l"])
    resolve_top(s, "B", "A")
    o = settle(s)
    assert o["players"]["A"]["hand"] == ["d0"]


@exercises("LeBlanc, Fragmented", "Shadow's Call")
def test_shadows_call_gives_temporary_and_leblanc_then_draws_two_in_her_beginning_phase():
    s = game(two_players(a={"energy": 2, "deck": deck(6), "base": [official("l", "LeBlanc, Fragmented")],
                            "hand": [official("sc", "Shadow's Call")]}, b={"deck": deck(3, "x")}))
    ok(s, player="A", play="sc", targets=["l"])
    o = resolve_top(s)
    assert "Temporary" in o["cards"]["l"]["keywords"] and o["players"]["A"]["hand"] == ["d0", "d1"]
    refused(s, player="A", play="sc")  # gone to the trash; and nothing else to play
    o = ok(s, player="A", end_turn=True)
    assert "Temporary" in o["cards"]["l"]["keywords"]  # not "this turn"
    ok(s, player="B", end_turn=True)  # A's Beginning Phase: Temporary kills her (816.1.b)
    o = settle(s)
    assert o["cards"]["l"]["zone"] == "trash"
    assert o["players"]["A"]["hand"][:4] == ["d0", "d1", "d2", "d3"]  # Deathknell: 2 in her Beginning Phase


@exercises("Bewitching Spirit")
def test_bewitching_spirit_makes_the_chosen_player_discard_their_choice():
    s = game(two_players(a={"energy": 3, "hand": [official("bs", "Bewitching Spirit")]},
                         b={"hand": [unit("h1"), unit("h2")]}))
    ok(s, player="A", play="bs")
    o = ok(s, player="A", choose=["B"])
    o = resolve_top(s)
    assert o["decision"]["player"] == "B" and sorted(o["decision"]["options"]) == ["h1", "h2"]
    o = ok(s, player="B", choose=["h2"])
    assert o["cards"]["h2"]["zone"] == "trash" and o["cards"]["h1"]["zone"] == "hand"


@exercises("Right of Conquest")
def test_right_of_conquest_draws_one_plus_one_per_battlefield_you_control():
    s = game(two_players(a={"energy": 3, "power": {"fury": 1}, "hand": [official("rc", "Right of Conquest")], "deck": deck(5)},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("u1", controller="A")]},
                                       {"id": "bf2", "controller": "A", "units": [unit("u2", controller="A")]},
                                       {"id": "bf3", "controller": "B", "units": [unit("u3", controller="B")]}]))
    ok(s, player="A", play="rc")
    o = resolve_top(s)
    assert o["players"]["A"]["hand"] == ["d0", "d1", "d2"]


@exercises("Star-Crossed")
def test_star_crossed_returns_a_friendly_and_an_enemy_unit():
    s = game(two_players(a={"energy": 3, "power": {"chaos": 1}, "hand": [official("sc", "Star-Crossed")], "base": [unit("mine")]},
                         b={"base": [unit("theirs", controller="B")]}))
    refused(s, player="A", play="sc", targets=["theirs", "mine"])  # first a friendly unit, then an enemy one
    ok(s, player="A", play="sc", targets=["mine", "theirs"])
    o = resolve_top(s)
    assert o["cards"]["mine"]["zone"] == "hand" and o["cards"]["theirs"]["zone"] == "hand"
    assert "theirs" in o["players"]["B"]["hand"]


@exercises("Isolate")
@pytest.mark.parametrize("enemies,drawn", [(2, True), (3, False), (1, False)])
def test_isolate_sends_an_enemy_home_and_draws_if_one_is_left_alone(enemies, drawn):
    s = game(two_players(a={"energy": 2, "hand": [official("i", "Isolate")], "deck": deck(2)},
                         battlefields=[{"id": "bf1", "controller": "B",
                                        "units": [unit(f"e{i}", controller="B") for i in range(enemies)]}]))
    ok(s, player="A", play="i", targets=["e0"])
    o = resolve_top(s)
    assert o["cards"]["e0"]["zone"] == "base" and ("d0" in o["players"]["A"]["hand"]) is drawn


@exercises("Clash of Giants")
def test_clash_of_giants_units_deal_their_mights_to_each_other():
    s = game(two_players(a={"energy": 6, "power": {"body": 2}, "hand": [official("cg", "Clash of Giants")], "base": [unit("a", 3)]},
                         b={"base": [unit("b", 5, controller="B")]}))
    ok(s, player="A", play="cg", targets=["a", "b"])
    o = resolve_top(s)
    assert o["cards"]["a"]["zone"] == "trash" and o["cards"]["b"]["damage"] == 3
    dealt = {e["unit"]: e.get("dealt_by") for e in s.events() if e["type"] == "damage"}
    assert dealt == {"b": "unit", "a": "unit"}


@exercises("Monster Harpoon")
@pytest.mark.parametrize("facedown,damage", [(True, 4), (False, 2)])
def test_monster_harpoon_deals_four_if_you_control_a_facedown_card(facedown, damage):
    bf2 = {"id": "bf2", "controller": "A", "units": [unit("mine", controller="A")], **({"facedown": [unit("fd", controller="A")]} if facedown else {})}
    s = game(two_players(a={"energy": 1, "power": {"fury": 1}, "hand": [official("mh", "Monster Harpoon")]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 9, controller="B")]}, bf2]))
    ok(s, player="A", play="mh", targets=["e"])
    o = resolve_top(s)
    assert o["cards"]["e"]["damage"] == damage


@exercises("Sprite Burst")
def test_sprite_burst_plays_two_ready_temporary_sprites():
    s = game(two_players(a={"energy": 5, "hand": [official("sb", "Sprite Burst")]}))
    ok(s, player="A", play="sb")
    o = resolve_top(s)
    sprites = [cid for cid in o["players"]["A"]["base"] if o["cards"][cid]["name"] == "Sprite"]
    assert len(sprites) == 2
    for cid in sprites:
        c = o["cards"][cid]
        assert c["might"] == 3 and c["exhausted"] is False and "Temporary" in c["keywords"] and c["token"]


@exercises("Turn to Dust")
def test_turn_to_dust_kills_an_attached_equipment_in_its_controllers_beginning_phase():
    s = game(two_players(a={"power": {"calm": 1}, "deck": deck(2), "base": [unit("u", 2), official("sw", "Soul Sword")]},
                         b={"runes": [official("r1", "Mind Rune"), official("r2", "Mind Rune")],
                            "hand": [official("td", "Turn to Dust")], "deck": deck(2, "x")}))
    ok(s, player="A", activate="sw", targets=["u"])
    resolve_top(s)
    ok(s, player="A", end_turn=True)
    assert s.observe()["cards"]["u"]["might"] == 3 and s.observe()["cards"]["sw"]["attached_to"] == "u"
    ok(s, player="B", activate="r1")
    ok(s, player="B", activate="r2")
    ok(s, player="B", play="td", targets=["sw"])
    o = resolve_top(s, "B", "A")
    assert "Temporary" in o["cards"]["sw"]["keywords"] and o["cards"]["sw"]["zone"] == "base"
    ok(s, player="B", end_turn=True)
    o = settle(s)
    assert o["cards"]["sw"]["zone"] == "trash" and o["cards"]["u"]["might"] == 2


@exercises("Starhound")
def test_starhound_returns_a_critter_from_the_trash():
    s = game(two_players(a={"energy": 5, "power": {"order": 1}, "hand": [official("sh", "Starhound")],
                            "trash": [official("poro", "Lonely Poro"), unit("plain")]}))
    ok(s, player="A", play="sh")
    o = s.observe()
    if o.get("decision"):
        assert o["decision"]["options"] == ["poro"]
        ok(s, player="A", choose=["poro"])
    o = resolve_top(s)
    assert o["cards"]["poro"]["zone"] == "hand" and o["cards"]["plain"]["zone"] == "trash"


@exercises("Angler Beast")
def test_angler_beast_returns_every_unit_with_two_might_or_less():
    s = game(two_players(a={"energy": 5, "power": {"chaos": 1}, "hand": [official("ab", "Angler Beast")], "base": [unit("m2", 2), unit("m3", 3)]},
                         b={"base": [unit("e1", 1, controller="B")]}))
    ok(s, player="A", play="ab")
    o = resolve_top(s)
    assert o["cards"]["m2"]["zone"] == "hand" and o["cards"]["e1"]["zone"] == "hand"
    assert o["cards"]["m3"]["zone"] == "base" and o["cards"]["ab"]["zone"] == "base"


@exercises("Walking Roost")
def test_walking_roost_gives_the_opponent_a_bird():
    s = game(two_players(a={"energy": 5, "hand": [official("wr", "Walking Roost")]}))
    ok(s, player="A", play="wr")
    o = resolve_top(s)
    birds = [cid for cid in o["players"]["B"]["base"] if o["cards"][cid]["name"] == "Bird"]
    assert len(birds) == 1 and o["cards"][birds[0]]["controller"] == "B" and "Deflect" in o["cards"][birds[0]]["keywords"]


@exercises("Xerath, Freed")
def test_xerath_deals_three_only_from_a_battlefield():
    s = game(two_players(a={"power": {"fury": 1}, "base": [official("x", "Xerath, Freed")]},
                         b={"base": [unit("e", 5, controller="B")]}))
    refused(s, "battlefield", player="A", activate="x", targets=["e"])
    s = game(two_players(a={"power": {"fury": 1}}, b={"base": [unit("e", 5, controller="B")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [official("x", "Xerath, Freed", controller="A")]}]))
    ok(s, player="A", activate="x", targets=["e"])
    o = resolve_top(s)
    assert o["cards"]["e"]["damage"] == 3 and o["cards"]["x"]["exhausted"] is True


@exercises("Vi, Hotheaded")
def test_vi_hotheaded_doubles_her_might_this_turn():
    s = game(two_players(a={"energy": 4, "power": {"fury": 2}, "base": [official("vi", "Vi, Hotheaded")]}))
    ok(s, player="A", activate="vi")
    o = resolve_top(s)
    assert o["cards"]["vi"]["might"] == 6
    ok(s, player="A", activate="vi")
    o = resolve_top(s)
    assert o["cards"]["vi"]["might"] == 12
    o = ok(s, player="A", end_turn=True)
    assert o["cards"]["vi"]["might"] == 3


@exercises("Soul Sword", "Hunter's Machete", "Blighted Battleaxe")
@pytest.mark.parametrize("name,energy,domain,bonus", [("Soul Sword", 0, "calm", 1), ("Hunter's Machete", 0, "body", 2),
                                                      ("Blighted Battleaxe", 1, "fury", 4)])
def test_equipment_attaches_for_its_equip_cost_and_gives_its_bonus(name, energy, domain, bonus):
    s = game(two_players(a={"energy": energy, "power": {domain: 1}, "base": [unit("u", 2), official("eq", name)]}))
    ok(s, player="A", activate="eq", targets=["u"])
    o = resolve_top(s)
    assert o["cards"]["eq"]["attached_to"] == "u" and o["cards"]["u"]["might"] == 2 + bonus
    assert o["players"]["A"]["energy"] == 0 and o["players"]["A"]["power"] == {}
