"""Scoring (467-472): conquer and hold once per battlefield per turn, the final point rule, victory."""

from engine_helpers import game, ok, two_players, unit

from reference_engine import scoring
from reference_engine.setup import build

PASS_FOCUS = {"pass": "focus"}


def board(score=0, scored_bf2=False, victory=8, deck=2):
    return build(two_players(a={"score": score, "deck": [unit(f"c{i}") for i in range(deck)]},
                             battlefields=[{"id": "bf1"}, {"id": "bf2", **({"scored": ["A"]} if scored_bf2 else {})}],
                             victory_score=victory), "1.4")


def test_conquer_scores_once_per_battlefield_per_turn():
    g = board()
    scoring.establish_control(g, "A", "bf1")
    assert g.players["A"].score == 1 and g.battlefields["bf1"].scored == ["A"]
    g.battlefields["bf1"].controller = "B"
    scoring.establish_control(g, "A", "bf1")
    assert g.players["A"].score == 1  # 470: already scored here this turn
    assert g.battlefields["bf1"].controller == "A"


def test_keeping_control_is_not_a_conquer():
    g = board()
    g.battlefields["bf1"].controller = "A"
    scoring.establish_control(g, "A", "bf1")
    assert g.players["A"].score == 0 and g.battlefields["bf1"].scored == []


def test_final_point_by_conquest_needs_every_battlefield_scored_or_draws_instead():
    g = board(score=7)
    scoring.establish_control(g, "A", "bf1")
    assert g.players["A"].score == 7 and g.players["A"].hand == ["c0"]  # 471.1.b.1: draw instead
    types = [e["type"] for e in g.events]
    assert "score" not in types and types.index("draw") < types.index("conquer")  # 471.2 after scoring
    assert g.battlefields["bf1"].scored == ["A"]  # it was still scored


def test_final_point_by_conquest_when_every_battlefield_is_scored():
    g = board(score=7, scored_bf2=True)
    scoring.establish_control(g, "A", "bf1")
    assert g.players["A"].score == 8 and g.players["A"].hand == []
    scoring.check_victory(g)
    assert g.winner == "A"


def test_the_final_point_rule_applies_from_one_point_short_or_more():
    g = board(score=9, victory=8)
    scoring.establish_control(g, "A", "bf1")
    assert g.players["A"].score == 9
    g = board(score=6)
    scoring.establish_control(g, "A", "bf1")
    assert g.players["A"].score == 7


def test_the_final_point_by_holding_has_no_restriction():
    g = board(score=7)
    g.battlefields["bf1"].controller = "A"
    scoring.hold_all(g, "A")
    assert g.players["A"].score == 8 and g.battlefields["bf1"].scored == ["A"]
    scoring.hold_all(g, "A")
    assert g.players["A"].score == 8  # once per battlefield per turn


def test_victory_needs_more_points_than_every_opponent():
    g = board(score=8)
    g.players["B"].score = 8
    scoring.check_victory(g)
    assert g.winner is None
    g.players["B"].score = 7
    scoring.check_victory(g)
    assert g.winner == "A"


def test_conquest_through_combat_wins_at_the_next_cleanup():
    s = game(two_players(a={"score": 7, "base": [unit("a", 3)]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("d", 1, controller="B")]},
                                       {"id": "bf2", "controller": "A", "scored": ["A"]}]))
    ok(s, player="A", move=["a"], to="bf1")
    ok(s, player="A", **PASS_FOCUS)
    o = ok(s, player="B", **PASS_FOCUS)
    assert o["players"]["A"]["score"] == 8 and o["winner"] == "A"


def test_hold_in_the_turn_players_beginning_phase_only():
    s = game(two_players(active="B", a={"deck": [unit("x1"), unit("x2")]}, b={"deck": [unit("y1")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("h", 1, controller="A")]},
                                       {"id": "bf2", "controller": "B", "units": [unit("k", 1, controller="B")]}]))
    o = ok(s, player="B", end_turn=True)
    assert o["turn"]["active"] == "A" and o["turn"]["phase"] == "main"
    assert o["players"]["A"]["score"] == 1 and o["players"]["B"]["score"] == 0
    assert o["battlefields"]["bf1"]["scored"] == ["A"]
    holds = [e for e in s.events() if e["type"] == "hold"]
    assert [(e["player"], e["battlefield"]) for e in holds] == [("A", "bf1")]
