"""Units moved by one move action move together: their move events share a batch number, so an ability
that triggers on "one or more units move" can trigger once (Volibear, Imposing's reading)."""

from engine_helpers import game, ok, two_players, unit


def test_units_of_one_move_share_a_batch_and_separate_moves_do_not():
    s = game(two_players(a={"base": [unit("u1"), unit("u2"), unit("u3")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("h", controller="A")]}]))
    ok(s, player="A", move=["u1", "u2"], to="bf1")
    ok(s, player="A", move=["u3"], to="bf1")
    batches = [e["batch"] for e in s.events() if e["type"] == "move"]
    assert batches[0] == batches[1] != batches[2]
