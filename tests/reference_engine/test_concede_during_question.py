"""Conceding while a question is open (650: a player may concede at any time), in two and three players."""

from engine_helpers import game, ok, refused, unit

PASS_FOCUS = {"pass": "focus"}


def _combat(third=None):
    """A attacks B at bf1 with 5 Might into two 3-Might units: A must assign the damage (465.2.c)."""
    ps = {"A": {"base": [unit("att", 5)]}, "B": {"deck": [unit("b_top")]}}
    if third is not None:
        ps["C"] = {"deck": [unit("c_top")], **third}
    s = game({"turn": {"active": "A", "phase": "main"}, "order": list(ps),
              "battlefields": [{"id": "bf1", "controller": "B",
                                "units": [unit("d1", 3, controller="B"), unit("d2", 3, controller="B")]}],
              "players": ps})
    ok(s, player="A", move=["att"], to="bf1")
    ok(s, player="A", **PASS_FOCUS)
    o = ok(s, player="B", **PASS_FOCUS)
    if third is not None:
        o = ok(s, player="C", **PASS_FOCUS)
    assert o["decision"]["player"] == "A" and o["decision"]["kind"] == "assign-damage"
    return s


def test_the_player_not_asked_concedes_and_the_other_wins():
    s = _combat()
    o = ok(s, player="B", concede=True)
    assert o["winner"] == "A" and o["decision"] is None and o["players"]["B"]["conceded"]


def test_the_player_asked_concedes_and_the_question_is_void():
    s = _combat()
    o = ok(s, player="A", concede=True)
    assert o["winner"] == "B" and o["decision"] is None


def test_a_third_player_concedes_and_the_question_stays_open():
    s = _combat(third={"base": [unit("cu", 2)]})
    o = ok(s, player="C", concede=True)
    assert o["winner"] is None and o["players"]["C"]["lost"]
    assert o["cards"]["cu"]["zone"] == "none"
    assert o["decision"]["player"] == "A" and o["decision"]["kind"] == "assign-damage"
    o = ok(s, player="A", assign={"d1": 3, "d2": 2})
    assert o["cards"]["d1"]["zone"] == "trash" and o["cards"]["att"]["zone"] == "trash"
    assert o["players"]["C"]["conceded"] and o["decision"] is None


def test_the_asked_player_leaves_a_three_player_game_and_play_goes_on():
    s = _combat(third={})
    o = ok(s, player="A", concede=True)
    assert o["winner"] is None and o["decision"] is None and o["cards"]["att"]["zone"] == "none"
    assert o["cards"]["d1"]["zone"] == "bf1" and o["cards"]["d1"]["damage"] == 0
    assert o["turn"]["active"] == "B" and o["showdown"] is None


def test_a_player_who_left_cannot_concede_again_or_answer():
    s = _combat(third={})
    ok(s, player="C", concede=True)
    refused(s, "already left", player="C", concede=True)
    refused(s, player="C", assign={"d1": 3, "d2": 2})


def test_the_defender_leaves_while_the_attacker_assigns_and_the_damage_step_is_skipped():
    # 652.3 takes the defending units out of the game; the assignment asked of A named them, so it is
    # asked again on the board after the removal: no defenders remain, no damage is dealt (465.1).
    s = _combat(third={})
    o = ok(s, player="B", concede=True)
    assert o["winner"] is None and o["players"]["B"]["lost"]
    assert o["cards"]["d1"]["zone"] == "none" and o["cards"]["d2"]["zone"] == "none"
    assert o["decision"] is None or o["decision"]["kind"] != "assign-damage"
    assert o["cards"]["att"]["zone"] == "bf1" and o["cards"]["att"]["damage"] == 0
    assert o["battlefields"]["bf1"]["controller"] == "A"
