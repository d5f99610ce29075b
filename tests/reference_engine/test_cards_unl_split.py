"""Split damage (355.14) with Alpha Strike, and Repulse's "chooses it and no other friendly unit": targets
relative to earlier choices (355.9.b), checked as the cards are played and as they resolve."""

from __future__ import annotations

from engine_helpers import deck, game, ok, refused, two_players, unit
from exercised import exercises
from unl_helpers import PASS, official, resolve_top, settle


def _alpha(might=3, enemies=(2, 1, 5), b_extra=None):
    return game(two_players(a={"energy": 3, "power": {"calm": 1}, "hand": [official("as", "Alpha Strike")],
                               "base": [unit("yi", might)]},
                            b={"deck": deck(2, "x"), **(b_extra or {})},
                            battlefields=[{"id": "bf1", "controller": "B",
                                           "units": [unit(f"e{i}", m, controller="B") for i, m in enumerate(enemies)]}]))


@exercises("Alpha Strike")
def test_alpha_strike_splits_the_units_might_and_gains_xp_per_kill():
    s = _alpha()
    ok(s, player="A", play="as", targets=["yi", "e0", "e1"])
    o = resolve_top(s)
    assert o["decision"]["kind"] == "assign-damage" and o["decision"]["amount"] == 3
    refused(s, player="A", assign={"e0": 3, "e1": 0})  # each target at least 1 (355.14.f-g)
    o = ok(s, player="A", assign={"e0": 2, "e1": 1})
    o = settle(s)
    assert o["cards"]["e0"]["zone"] == "trash" and o["cards"]["e1"]["zone"] == "trash"
    assert o["cards"]["e2"]["damage"] == 0 and o["players"]["A"]["xp"] == 2
    assert all(e.get("dealt_by") == "unit" for e in s.events() if e["type"] == "damage")


def test_alpha_strike_cannot_choose_more_targets_than_the_damage():
    s = _alpha(might=2)
    refused(s, player="A", play="as", targets=["yi", "e0", "e1", "e2"])  # 355.14.c
    ok(s, player="A", play="as", targets=["yi", "e0", "e1"])


def test_alpha_strike_with_less_damage_than_targets_drops_targets_down_to_the_damage():
    s = _alpha(might=5, enemies=(1, 1, 1), b_extra={"energy": 3, "hand": [official("ec", "Eclipse")]})
    ok(s, player="A", play="as", targets=["yi", "e0", "e1"])
    ok(s, player="A", **PASS)
    ok(s, player="B", play="ec", targets=["yi"])  # 5 - 4: one damage left
    ok(s, player="B", **PASS)
    ok(s, player="A", **PASS)  # Eclipse resolves (its predict: nothing to keep)
    o = s.observe()
    if o.get("decision"):
        o = ok(s, player="B", choose=[])
    assert o["cards"]["yi"]["might"] == 1
    o = resolve_top(s)
    assert o["decision"]["kind"] == "choose" and o["decision"]["options"] == ["e0", "e1"]  # keep one of two
    o = ok(s, player="A", choose=["e1"])
    o = settle(s)
    assert o["cards"]["e1"]["zone"] == "trash" and o["cards"]["e0"]["damage"] == 0 and o["players"]["A"]["xp"] == 1


@exercises("Repulse")
def test_repulse_counters_a_spell_choosing_only_that_friendly_unit():
    s = game(two_players(a={"energy": 4, "power": {"fury": 1}, "deck": deck(2), "hand": [official("vs", "Void Seeker")]},
                         b={"energy": 1, "power": {"body": 1}, "hand": [official("rp", "Repulse")]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("g", 3, controller="B")]}]))
    ok(s, player="A", play="vs", targets=["g"])
    ok(s, player="A", **PASS)
    ok(s, player="B", play="rp", targets=["g", "vs"])
    o = resolve_top(s, "B", "A")
    assert o["cards"]["vs"]["zone"] == "trash" and o["chain"] == [] and o["cards"]["g"]["damage"] == 0


def test_repulse_cannot_choose_a_spell_that_also_chooses_another_friendly_unit():
    s = _alpha(b_extra={"energy": 1, "power": {"body": 1}, "hand": [official("rp", "Repulse")]})
    ok(s, player="A", play="as", targets=["yi", "e0", "e1"])
    ok(s, player="A", **PASS)
    refused(s, player="B", play="rp", targets=["e0", "as"])
    refused(s, player="B", play="rp", targets=["e2", "as"])  # a unit it does not choose


def test_repulse_can_choose_a_spell_whose_other_target_left_the_board():
    """359.3.e.4: a target that changed to a non-board zone is no longer chosen."""
    s = _alpha(b_extra={"energy": 4, "power": {"body": 1, "chaos": 1},
                        "hand": [official("rp", "Repulse"), official("sc", "Star-Crossed")],
                        "base": [unit("bb", 1, controller="B")]})
    s2 = s  # A targets e0 and e1; B returns e1 to hand with Star-Crossed, then Repulse counters
    ok(s2, player="A", play="as", targets=["yi", "e0", "e1"])
    ok(s2, player="A", **PASS)
    ok(s2, player="B", play="sc", targets=["e1", "yi"])
    ok(s2, player="B", **PASS)
    o = ok(s2, player="A", **PASS)
    assert o["cards"]["e1"]["zone"] == "hand" and o["cards"]["yi"]["zone"] == "hand"
    ok(s2, player="A", **PASS)
    ok(s2, player="B", play="rp", targets=["e0", "as"])
    o = resolve_top(s2, "B", "A")
    assert o["cards"]["as"]["zone"] == "trash" and o["chain"] == []


def test_a_player_conceding_while_the_split_is_asked_takes_their_units_out_of_it():
    # 650, 652.3: C's unit leaves the game while A is asked how to split; the split is asked again without
    # it (here one target is left, so all the damage goes to it and nothing is asked).
    s = game({"turn": {"active": "A", "phase": "main"}, "order": ["A", "B", "C"],
              "battlefields": [{"id": "bf1", "controller": "B", "units": [unit("e0", 5, controller="B")]},
                               {"id": "bf2", "controller": "C", "units": [unit("c0", 5, controller="C")]}],
              "players": {"A": {"energy": 3, "power": {"calm": 1}, "hand": [official("as", "Alpha Strike")],
                                "base": [unit("yi", 3)]},
                          "B": {"deck": deck(2, "x")}, "C": {"deck": deck(2, "y")}}})
    ok(s, player="A", play="as", targets=["yi", "e0", "c0"])
    ok(s, player="A", **PASS)
    ok(s, player="B", **PASS)
    o = ok(s, player="C", **PASS)
    assert o["decision"]["kind"] == "assign-damage" and o["decision"]["options"] == ["e0", "c0"]
    o = ok(s, player="C", concede=True)
    assert o["cards"]["c0"]["zone"] == "none" and o["decision"] is None
    assert o["cards"]["e0"]["damage"] == 3  # all the damage went to the one target left
