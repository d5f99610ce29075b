"""Card lane D, Vendetta spells: each is played and its effect read from the observed state (Flow from the
trash where it has one, 829)."""

from __future__ import annotations

import pytest
from engine_helpers import deck, game, ok, refused, two_players, unit
from exercised import exercises
from unl_helpers import official, settle


def _spell(card, a=None, b=None, battlefields=None, active="A"):
    a = dict(a or {})
    a.setdefault("deck", deck(3))
    a["hand"] = [official("sp", card)] + list(a.get("hand", []))
    return game(two_players(a=a, b=b or {"deck": deck(3, "x")}, battlefields=battlefields or [], active=active))


def _pass_until_empty(s, limit=12):
    """Whoever holds priority passes, until the chain is empty."""
    o = s.observe()
    for _ in range(limit):
        if not o["chain"]:
            break
        o = ok(s, player=o["priority"], **{"pass": "priority"})
    return o


def _flow(card, a=None, b=None, battlefields=None):
    a = dict(a or {})
    a.setdefault("deck", deck(3))
    a["trash"] = [official("sp", card)] + list(a.get("trash", []))
    return game(two_players(a=a, b=b or {"deck": deck(3, "x")}, battlefields=battlefields or []))


@exercises("Guttural Roar")
@pytest.mark.parametrize("empowered,might", [(False, 4), (True, 7)])
def test_guttural_roar_gives_two_or_four_when_empowered(empowered, might):
    # Legion Marauder: 2 Might, empowered by its [1] ability (and +1 for its own Empowered static)
    s = _spell("Guttural Roar", a={"energy": 3, "base": [official("lm", "Legion Marauder")]})
    if empowered:
        ok(s, player="A", activate="lm", ability=1)
        settle(s)
    ok(s, player="A", play="sp", targets=["lm"])
    o = settle(s)
    assert o["cards"]["lm"]["might"] == might  # 2 + 2; or 2 + 1 (its Empowered static) + 4


@exercises("Twilight Shroud")
def test_twilight_shroud_gives_one_and_protects_from_enemy_choices_this_turn():
    s = _spell("Twilight Shroud", a={"energy": 2, "base": [unit("u", 2), unit("v", 2)], "hand": [official("st", "Stupefy")]},
               b={"deck": deck(3, "x"), "energy": 1, "hand": [official("bst", "Stupefy")]})
    ok(s, player="A", play="sp", targets=["u"])
    o = settle(s)
    assert o["cards"]["u"]["might"] == 3
    ok(s, player="A", play="st", targets=["u"])  # its controller's own spells may still choose it
    ok(s, player="A", **{"pass": "priority"})
    refused(s, "not a legal choice", player="B", play="bst", targets=["u"])  # an enemy spell may not (757-758)
    ok(s, player="B", play="bst", targets=["v"])


@exercises("Twilight Shroud")
def test_twilight_shroud_from_the_trash_for_its_flow_cost():
    s = _flow("Twilight Shroud", a={"energy": 2, "base": [unit("u", 2)]})
    ok(s, player="A", play="sp", targets=["u"])
    o = settle(s)
    assert o["cards"]["u"]["might"] == 3 and o["cards"]["sp"]["zone"] == "banishment" and o["players"]["A"]["energy"] == 0


@exercises("Twilight Step")
def test_twilight_step_moves_a_unit_with_three_might_or_less():
    s = _spell("Twilight Step", a={"energy": 2, "power": {"chaos": 1}, "base": [unit("big", 4)]},
               battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 3, controller="B")]}])
    refused(s, player="A", play="sp", targets=["big"], to="bf1")
    ok(s, player="A", play="sp", targets=["e"], to="base")
    o = settle(s)
    assert o["cards"]["e"]["zone"] == "base" and "e" in o["players"]["B"]["base"]


@exercises("Up from the Deep")
def test_up_from_the_deep_plays_two_tentacles():
    s = _flow("Up from the Deep", a={"energy": 3})
    ok(s, player="A", play="sp")
    o = settle(s)
    tokens = [c for c, v in o["cards"].items() if v["token"]]
    assert len(tokens) == 2 and all(o["cards"][t]["name"] == "Tentacle" and o["cards"][t]["zone"] == "base"
                                    and o["cards"][t]["might"] == 1 for t in tokens)
    assert o["cards"]["sp"]["zone"] == "banishment"


@exercises("Wind and Ghosts")
def test_wind_and_ghosts_banishes_the_small_and_returns_the_big():
    fields = [{"id": "bf1", "controller": "B", "units": [unit("small", 3, controller="B"), unit("big", 4, controller="B")]}]
    s = _spell("Wind and Ghosts", a={"energy": 3, "power": {"chaos": 1}}, battlefields=fields)
    ok(s, player="A", play="sp", targets=["small"])
    assert settle(s)["cards"]["small"]["zone"] == "banishment"
    s = _spell("Wind and Ghosts", a={"energy": 3, "power": {"chaos": 1}}, battlefields=fields)
    ok(s, player="A", play="sp", targets=["big"])
    o = settle(s)
    assert o["cards"]["big"]["zone"] == "hand" and "big" in o["players"]["B"]["hand"]


@exercises("Public Execution")
def test_public_execution_kills_an_enemy_weaker_than_the_friendly_unit():
    s = _spell("Public Execution", a={"energy": 2, "power": {"body": 1}, "base": [unit("f", 3)]},
               b={"deck": deck(3, "x"), "base": [unit("weak", 2, controller="B"), unit("same", 3, controller="B")]})
    refused(s, player="A", play="sp", targets=["f", "same"])
    ok(s, player="A", play="sp", targets=["f", "weak"])
    o = settle(s)
    assert o["cards"]["weak"]["zone"] == "trash" and o["cards"]["same"]["zone"] == "base"


@exercises("Public Execution")
def test_public_execution_flow_cost_takes_power_of_any_domain():
    s = _flow("Public Execution", a={"energy": 5, "power": {"fury": 2}, "base": [unit("f", 3)]},
              b={"deck": deck(3, "x"), "base": [unit("weak", 2, controller="B")]})
    ok(s, player="A", play="sp", targets=["f", "weak"])
    o = settle(s)
    assert o["cards"]["weak"]["zone"] == "trash" and o["cards"]["sp"]["zone"] == "banishment"
    assert o["players"]["A"]["energy"] == 0 and not o["players"]["A"]["power"]


@exercises("Shadow Dash")
@pytest.mark.parametrize("mine,bonus", [(1, 0), (2, 1)])
def test_shadow_dash_pulls_an_enemy_and_pumps_exactly_two(mine, bonus):
    units = [unit(f"m{i}", 2, controller="A") for i in range(mine)]
    s = _spell("Shadow Dash", a={"energy": 2, "power": {"calm": 1}},
               b={"deck": deck(3, "x"), "base": [unit("e", 2, controller="B")]},
               battlefields=[{"id": "bf1", "controller": "A", "units": units}, {"id": "bf2"}])
    refused(s, player="A", play="sp", targets=["e"], to="bf2")  # no units of A there
    ok(s, player="A", play="sp", targets=["e"], to="bf1")
    o = settle(s)
    assert o["cards"]["e"]["zone"] == "bf1"
    assert [o["cards"][f"m{i}"]["might"] for i in range(mine)] == [2 + bonus] * mine and o["cards"]["e"]["might"] == 2


@exercises("Shuriken Flip")
def test_shuriken_flip_deals_two_then_moves_a_friendly_unit():
    s = _spell("Shuriken Flip", a={"energy": 1, "power": {"fury": 1}, "base": [unit("f", 2)]},
               battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 3, controller="B")]}, {"id": "bf2"}])
    ok(s, player="A", play="sp", targets=["e", "f"], to="bf2")
    o = settle(s)
    assert o["cards"]["e"]["damage"] == 2 and o["cards"]["f"]["zone"] == "bf2"


@exercises("Shuriken Flip")
def test_shuriken_flip_with_no_enemy_still_moves():
    s = _spell("Shuriken Flip", a={"energy": 1, "power": {"fury": 1}, "base": [unit("f", 2)]}, battlefields=[{"id": "bf2"}])
    ok(s, player="A", play="sp", targets=["f"], to="bf2")
    assert settle(s)["cards"]["f"]["zone"] == "bf2"


@exercises("Siphoning Strike")
@pytest.mark.parametrize("runes,dmg", [(6, 4), (7, 7)])
def test_siphoning_strike_deals_four_or_seven_and_channels_when_it_dies(runes, dmg):
    rune_cards = [{"id": f"r{i}", "domain": "calm"} for i in range(runes)]
    s = _spell("Siphoning Strike", a={"energy": 4, "runes": rune_cards, "rune_deck": [{"id": "rd", "domain": "mind"}]},
               battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 6, controller="B")]}])
    ok(s, player="A", play="sp", targets=["e"])
    o = settle(s)
    assert o["cards"]["e"]["damage"] == dmg if dmg < 6 else o["cards"]["e"]["zone"] == "trash"
    assert ("rd" in o["players"]["A"]["runes"]) is (dmg >= 6)
    if dmg >= 6:
        assert o["cards"]["rd"]["exhausted"]


@exercises("Ruthless Strike")
@pytest.mark.parametrize("discard,dmg", [(False, 3), (True, 5)])
def test_ruthless_strike_deals_five_if_a_card_was_discarded(discard, dmg):
    s = _spell("Ruthless Strike", a={"energy": 3, "hand": [unit("h", 1)]},
               battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 6, controller="B")]}])
    ok(s, player="A", play="sp", targets=["e"], **({"additional_cost": True} if discard else {}))
    o = settle(s)
    assert o["cards"]["e"]["damage"] == dmg and (o["players"]["A"]["trash"] == ["h", "sp"] if discard
                                                 else "h" in o["players"]["A"]["hand"])


@exercises("Rampage")
@pytest.mark.parametrize("paid,friend_damage,enemy_damage", [(False, 4, 3), (True, 4, 5)])
def test_rampage_fights_and_the_paid_cost_adds_two(paid, friend_damage, enemy_damage):
    s = _spell("Rampage", a={"energy": 3, "power": {"body": 1}, "base": [unit("f", 3)]},
               b={"deck": deck(3, "x"), "base": [unit("e", 4, controller="B"), ]})
    ok(s, player="A", play="sp", targets=["f", "e"], **({"additional_cost": True} if paid else {}))
    o = settle(s)
    if paid:
        assert o["cards"]["e"]["zone"] == "trash" and o["cards"]["f"]["damage"] == friend_damage
        assert not o["players"]["A"]["power"]
    else:
        assert o["cards"]["f"]["zone"] == "trash" and o["cards"]["e"]["damage"] == enemy_damage


@exercises("Resonating Strike")
def test_resonating_strike_moves_a_unit_to_a_battlefield_you_control_with_two_more():
    s = _spell("Resonating Strike", a={"energy": 2, "power": {"calm": 1}, "base": [unit("u", 2)]},
               battlefields=[{"id": "bf1", "controller": "A", "units": [unit("w", 1, controller="A")]},
                             {"id": "bf2", "controller": "B", "units": [unit("e", 1, controller="B")]}])
    refused(s, player="A", play="sp", targets=["bf2", "u"])  # not a battlefield A controls
    refused(s, player="A", play="sp", targets=["bf1", "w"])  # not at a different location
    ok(s, player="A", play="sp", targets=["bf1", "u"])
    o = settle(s)
    assert o["cards"]["u"]["zone"] == "bf1" and o["cards"]["u"]["might"] == 4


@exercises("Resonating Strike")
def test_resonating_strike_from_hidden_chooses_its_battlefield_and_a_unit_anywhere():
    s = game(two_players(a={"energy": 0, "power": {"calm": 1}, "base": [unit("u", 2)], "deck": deck(2)},
                         b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("w", 1, controller="A")],
                                        "facedown": [official("sp", "Resonating Strike", controller="A")]},
                                       {"id": "bf2", "controller": "A", "units": [unit("x", 1, controller="A")]}]))
    refused(s, player="A", play="sp", targets=["bf2", "u"])  # 811.1.d.2: the battlefield must be its own
    ok(s, player="A", play="sp", targets=["bf1", "u"])  # the unit is elsewhere by the text (811.1.d.2.a)
    o = settle(s)
    assert o["cards"]["u"]["zone"] == "bf1" and o["cards"]["u"]["might"] == 4


def test_a_battlefield_target_keeps_its_restriction():
    """355.9.b for battlefields: a restriction on a battlefield target is checked (Moonfall's "where you
    have units"), as for any other target."""
    s = _spell("Moonfall", a={"energy": 5, "power": {"calm": 2, "mind": 2, "body": 2}},
               battlefields=[{"id": "bf1", "controller": "A", "units": [unit("w", 1, controller="A")]},
                             {"id": "bf2", "controller": "B", "units": [unit("e", 3, controller="B")]}])
    refused(s, "not a legal choice", player="A", play="sp", targets=["bf2"])
    ok(s, player="A", play="sp", targets=["bf1"])


@exercises("Ki Barrier")
def test_ki_barrier_prevents_the_next_seven_damage_in_parts():
    s = game(two_players(a={"energy": 2, "power": {"order": 1}, "hand": [official("sp", "Ki Barrier")], "deck": deck(3)},
                         b={"deck": deck(3, "x"), "energy": 8, "power": {"fury": 2},
                            "hand": [official("v1", "Void Seeker"), official("v2", "Void Seeker")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("w", 9, controller="A")]}],
                         active="B"))
    ok(s, player="B", play="v1", targets=["w"])
    ok(s, player="B", **{"pass": "priority"})
    ok(s, player="A", play="sp", targets=["w"])  # a Reaction, resolving first
    o = _pass_until_empty(s)
    assert o["cards"]["w"]["damage"] == 0  # 4 of the 7 used
    ok(s, player="B", play="v2", targets=["w"])
    o = _pass_until_empty(s)
    assert o["cards"]["w"]["damage"] == 1  # 3 left of the shield, 1 dealt
