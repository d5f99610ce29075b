"""Three players: priority and focus go around in turn order, and a round of passes needs everyone."""

from engine_helpers import game, ok, refused, unit


def _three():
    return game({"turn": {"active": "A", "phase": "main"},
                 "battlefields": [{"id": "bf1"}],
                 "players": {"A": {"energy": 1, "hand": [{"id": "c", "card": "Cleave"}], "base": [unit("u")]},
                             "B": {}, "C": {}}})


def test_every_player_must_pass_before_the_newest_item_resolves():
    s = _three()
    ok(s, player="A", play="c", targets=["u"])
    assert ok(s, player="A", **{"pass": "priority"})["priority"] == "B"
    assert ok(s, player="B", **{"pass": "priority"})["priority"] == "C"
    o = ok(s, player="C", **{"pass": "priority"})
    assert o["chain"] == [] and o["cards"]["u"]["keywords"] == ["Assault 3"]


def test_focus_goes_around_and_the_showdown_ends_after_everyone_passed():
    s = _three()
    ok(s, player="A", move=["u"], to="bf1")
    assert ok(s, player="A", **{"pass": "focus"})["focus"] == "B"
    refused(s, "focus", player="A", **{"pass": "focus"})
    assert ok(s, player="B", **{"pass": "focus"})["focus"] == "C"
    o = ok(s, player="C", **{"pass": "focus"})
    assert o["showdown"] is None and o["battlefields"]["bf1"]["controller"] == "A"


def test_a_conceding_player_leaves_and_the_round_goes_on_without_them():
    s = _three()
    ok(s, player="A", play="c", targets=["u"])
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="C", concede=True)
    assert o["winner"] is None and o["players"]["C"]["lost"] is True
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["chain"] == []  # A and B are the players left, and both passed
