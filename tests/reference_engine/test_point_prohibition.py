"""A passive "can't gain points" (a ``gain-point`` replacement): scoring a battlefield still happens, the
final-point draw still happens (471.1.b), only the point itself is not gained (471.1)."""

from engine_helpers import two_players, unit
from exercised import exercises

from reference_engine import scoring
from reference_engine.setup import build


def board(score=0, tianna_at="bf2"):
    tianna = {"id": "tianna", "card": "Tianna Crownguard"}
    bf2 = {"id": "bf2"}
    b = {"deck": [unit("b0")]}
    if tianna_at == "bf2":
        bf2 = {"id": "bf2", "controller": "B", "units": [{**tianna, "controller": "B"}]}
    else:
        b["base"] = [tianna]
    return build(two_players(a={"score": score, "deck": [unit("c0"), unit("c1")]}, b=b,
                             battlefields=[{"id": "bf1"}, bf2]), "1.4")


@exercises("Tianna Crownguard")
def test_opponent_scores_the_battlefield_but_gains_no_point():
    g = board(score=3)
    scoring.establish_control(g, "A", "bf1")
    assert g.players["A"].score == 3
    assert g.battlefields["bf1"].scored == ["A"] and g.battlefields["bf1"].controller == "A"
    types = [e["type"] for e in g.events]
    assert "score" not in types and "conquer" in types


def test_final_point_draw_still_happens():
    g = board(score=7)
    scoring.establish_control(g, "A", "bf1")
    assert g.players["A"].score == 7 and g.players["A"].hand == ["c0"]


def test_only_opponents_and_only_while_at_a_battlefield():
    g = board(score=3)
    assert scoring.gain_point(g, "B", how="effect") and g.players["B"].score == 1
    g = board(score=3, tianna_at="base")
    scoring.establish_control(g, "A", "bf1")
    assert g.players["A"].score == 4
