"""Readying is an action (415.1): the Awaken Phase readies with it (315.1.b), so "when ... ready"
abilities trigger; an object already ready is not readied (415.1.b)."""

from engine_helpers import game, ok, two_players, unit


def test_awaken_phase_emits_a_ready_event_only_for_exhausted_objects():
    s = game(two_players(a={"base": [unit("tired", exhausted=True), unit("fresh")], "deck": [unit("a1")]},
                         b={"deck": [unit("b1")]}, active="B"))
    ok(s, player="B", end_turn=True)
    readied = [e["card"] for e in s.events() if e["type"] == "ready"]
    assert readied == ["tired"]
