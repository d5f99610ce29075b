"""Targets chosen as a group (355.11): a requirement on the whole choice when played (355.11.a) and the
subset chosen on resolution when it no longer holds (355.11.b). Card: Fox-Fire."""

from engine_helpers import game, ok, refused, two_players, unit
from exercised import exercises

PASS = {"pass": "priority"}
FOX = {"id": "fox", "card": "Fox-Fire"}


def fox_game(units, b_hand=None):
    return game(two_players(a={"energy": 3, "hand": [FOX]},
                            b={"energy": 2, "hand": b_hand or [], "deck": [unit("d1")]},
                            battlefields=[{"id": "bf1", "controller": "B", "units": units},
                                          {"id": "bf2", "controller": "B", "units": [unit("far", 1, controller="B")]}]))


def recruits(*mights):
    return [unit(f"r{i}", m, controller="B") for i, m in enumerate(mights, start=1)]


def test_the_group_must_fit_as_it_is_played():
    s = fox_game(recruits(1, 1, 2, 3))
    refused(s, "total Might is 5", player="A", play="fox", targets=["r1", "r2", "r4"])
    refused(s, "one battlefield", player="A", play="fox", targets=["r1", "far"])
    ok(s, player="A", play="fox", targets=["r1", "r2", "r3"])
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert [o["cards"][u]["zone"] for u in ("r1", "r2", "r3", "r4")] == ["trash", "trash", "trash", "bf1"]


def test_when_the_group_no_longer_fits_the_controller_picks_a_fitting_subset_of_the_originals():
    s = fox_game(recruits(1, 1, 1, 1), b_hand=[{"id": "disc", "card": "Discipline"}])
    ok(s, player="A", play="fox", targets=["r1", "r2", "r3", "r4"])
    ok(s, player="A", **PASS)
    ok(s, player="B", play="disc", targets=["r1"])  # r1 has 3 Might: the group totals 6
    ok(s, player="B", **PASS)
    ok(s, player="A", **PASS)
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["decision"]["player"] == "A" and o["decision"]["kind"] == "choose"
    refused(s, "355.11.b", player="A", choose=["r2", "r3"])  # r4 could still join: not a whole group
    refused(s, "355.11.b", player="A", choose=["r1", "r2", "r3"])  # total 5
    o = ok(s, player="A", choose=["r1", "r4"])
    assert [o["cards"][u]["zone"] for u in ("r1", "r2", "r3", "r4")] == ["trash", "bf1", "bf1", "trash"]


def test_a_single_fitting_subset_is_taken_without_a_question():
    s = fox_game(recruits(1, 1, 1, 1))
    ok(s, player="A", play="fox", targets=["r1", "r2", "r3", "r4"])
    ok(s, player="A", **PASS)
    from reference_engine.effects import give_might

    give_might(s._require(), "r1", 6)
    o = ok(s, player="B", **PASS)
    assert o["decision"] is None and o["cards"]["r1"]["zone"] == "bf1"
    assert all(o["cards"][u]["zone"] == "trash" for u in ("r2", "r3", "r4"))


@exercises("Decree of Discord")
def test_decree_of_discord_returns_enemy_order_units_with_total_might_five_or_less():
    s = game(two_players(a={"energy": 1, "power": {"chaos": 1}, "hand": [{"id": "decree", "card": "Decree of Discord"}]},
                         b={"base": [{"id": "poro", "card": "Daring Poro"}, {"id": "duel", "card": "Laurent Duelist"},
                                     {"id": "sarge", "card": "Vanguard Sergeant"}, unit("plain", 1)]}))
    refused(s, "total Might is 6", player="A", play="decree", targets=["poro", "sarge"])
    refused(s, player="A", play="decree", targets=["plain"])  # not an Order unit
    ok(s, player="A", play="decree", targets=["poro", "duel"])
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert sorted(o["players"]["B"]["hand"]) == ["duel", "poro"] and o["cards"]["sarge"]["zone"] == "base"


@exercises("Emperor's Divide")
def test_emperors_divide_moves_a_group_from_one_battlefield_to_base():
    s = game(two_players(a={"energy": 2, "hand": [{"id": "divide", "card": "Emperor's Divide"}]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("a1", 1, controller="A"),
                                                                                    unit("a2", 1, controller="A")]},
                                       {"id": "bf2", "controller": "A", "units": [unit("a3", 1, controller="A")]}]))
    refused(s, "one battlefield", player="A", play="divide", targets=["a1", "a3"])
    ok(s, player="A", play="divide", targets=["a1", "a2"])
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert [o["cards"][u]["zone"] for u in ("a1", "a2", "a3")] == ["base", "base", "bf2"]
