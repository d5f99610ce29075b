"""Battlefields changing game rules: the points needed to win, when a player may score, and abilities of a
player's first Beginning Phase (counted by ``Player.turns_started``, derived for mid-game setups)."""

from battlefield_helpers import PASS_FOCUS, resolve
from engine_helpers import game, ok, two_players, unit

from reference_engine import scoring
from reference_engine.setup import build
from exercised import exercises


def test_turns_started_is_derived_from_the_turn_number_and_order():
    g = build({"turn": {"active": "B", "number": 4}, "players": {"A": {}, "B": {}}})
    assert (g.players["A"].turns_started, g.players["B"].turns_started) == (2, 2)
    g = build({"turn": {"active": "A", "number": 5}, "order": ["A", "B", "C"], "players": {"A": {}, "B": {}, "C": {}}})
    assert [g.players[p].turns_started for p in "ABC"] == [2, 1, 2]


def test_aspirants_climb_raises_the_victory_score():
    with_climb = [{"id": "climb", "card": "Aspirant's Climb"}]
    assert scoring.victory_score(build(two_players(battlefields=with_climb))) == 9
    assert scoring.victory_score(build(two_players(battlefields=[{"id": "bf"}]))) == 8
    s = game(two_players(a={"score": 8, "base": [unit("u", 1)]}, battlefields=with_climb + [{"id": "far"}]))
    o = ok(s, player="A", move=["u"], to="far")  # the move ends in a cleanup, which checks victory (323.1)
    assert o["winner"] is None
    s = game(two_players(a={"score": 9}, battlefields=with_climb))
    assert s.observe()["winner"] == "A"


def test_forgotten_monument_prevents_scoring_before_the_third_turn():
    for number, score, conquered in ((1, 0, False), (3, 0, False), (5, 1, True)):
        s = game(two_players(a={"base": [unit("u", 2)]}, battlefields=[{"id": "bf", "card": "Forgotten Monument"}],
                             turn={"active": "A", "phase": "main", "number": number}))
        ok(s, player="A", move=["u"], to="bf")
        ok(s, player="A", **PASS_FOCUS)
        o = ok(s, player="B", **PASS_FOCUS)
        assert o["battlefields"]["bf"]["controller"] == "A"  # control is still gained
        assert o["players"]["A"]["score"] == score, number
        assert any(e["type"] == "conquer" for e in s.events()) is conquered


def _first_beginning(card, number=1):
    s = game(two_players(b={"deck": [unit("b1")], "rune_deck": [{"id": f"rb{i}", "domain": "calm"} for i in range(3)]},
                         battlefields=[{"id": "bf", "card": card}],
                         turn={"active": "A", "phase": "main", "number": number}))
    return s, ok(s, player="A", end_turn=True)


@exercises('Obelisk of Power')
def test_obelisk_of_power_channels_at_a_players_first_beginning_phase():
    s, o = _first_beginning("Obelisk of Power")
    assert [(c["ref"], c["controller"]) for c in o["chain"]] == [("bf.trigger", "B")]
    o = resolve(s, o)
    assert o["players"]["B"]["runes"] == ["rb0", "rb1", "rb2"]  # one from the Obelisk, two in the Channel Phase
    s, o = _first_beginning("Obelisk of Power", number=3)  # B's second turn
    assert o["chain"] == [] and len(o["players"]["B"]["runes"]) == 2


@exercises("The Arena's Greatest")
def test_the_arenas_greatest_gives_a_point_at_a_players_first_beginning_phase():
    s, o = _first_beginning("The Arena's Greatest")
    o = resolve(s, o)
    assert o["players"]["B"]["score"] == 1
    s, o = _first_beginning("The Arena's Greatest", number=3)
    assert o["players"]["B"]["score"] == 0
