"""Turn structure (314-317): ending the turn, the next turn's phases, extra turns, conceding."""

from engine_helpers import game, ok, refused, two_players, unit


def test_end_turn_runs_the_ending_phase_and_the_next_turns_start():
    s = game(two_players(
        a={"energy": 2, "power": {"fury": 1}, "base": [unit("au", 2, exhausted=True, damage=1)]},
        b={"runes": [{"id": "rb", "domain": "calm", "exhausted": True}], "deck": [unit("b1"), unit("b2")],
           "base": [unit("bu", exhausted=True, controller="B")]},
        battlefields=[{"id": "bf1", "controller": "B", "units": [unit("g", 2, controller="B")], "scored": ["B"]}]))
    o = ok(s, player="A", end_turn=True)
    assert o["turn"] == {"number": 2, "active": "B", "phase": "main", "state": "neutral-open"}
    assert o["priority"] == "B"
    assert o["cards"]["au"]["damage"] == 0  # healed at the end of turn (317.2.b)
    assert o["players"]["A"]["energy"] == 0 and o["players"]["A"]["power"] == {}  # pools empty (317.2.d)
    assert o["cards"]["rb"]["exhausted"] is False and o["cards"]["bu"]["exhausted"] is False  # awaken (315.1)
    assert o["cards"]["au"]["exhausted"] is True  # only the turn player's things ready
    assert o["players"]["B"]["hand"] == ["b1"]  # draw phase (315.4)
    assert o["players"]["B"]["score"] == 1 and o["battlefields"]["bf1"]["scored"] == ["B"]  # held (315.2.b)


def test_only_the_turn_player_ends_the_turn_in_neutral_open():
    s = game(two_players(a={"energy": 1, "hand": [{"id": "c", "card": "Cleave"}], "base": [unit("u")]}))
    refused(s, "turn player", player="B", end_turn=True)
    ok(s, player="A", play="c", targets=["u"])
    refused(s, None, player="A", end_turn=True)


def test_this_turn_effects_expire_at_the_end_of_turn():
    s = game(two_players(a={"energy": 2, "hand": [{"id": "d", "card": "Discipline"}], "base": [unit("u", 2)],
                            "deck": [unit("a1")]}, b={"deck": [unit("b1")]}))
    ok(s, player="A", play="d", targets=["u"])
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["cards"]["u"]["might"] == 4
    o = ok(s, player="A", end_turn=True)
    assert o["cards"]["u"]["might"] == 2


def test_temporary_kills_at_the_start_of_its_controllers_beginning_phase():
    s = game(two_players(a={"base": [unit("t", 2, keywords=["Temporary"])], "deck": [unit("a1")]},
                         b={"deck": [unit("b1")]}, active="B"))
    o = ok(s, player="B", end_turn=True)
    assert o["turn"]["phase"] == "beginning" and [c["ref"] for c in o["chain"]] == ["t.trigger"]
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["cards"]["t"]["zone"] == "trash" and o["turn"]["phase"] == "main"


def test_concede_ends_a_two_player_game():
    s = game(two_players())
    o = ok(s, player="B", concede=True)
    assert o["winner"] == "A" and o["players"]["B"]["conceded"] is True
    refused(s, "over", player="A", end_turn=True)


def test_burn_out_gives_the_opponent_a_point():
    s = game(two_players(a={"trash": [unit("t1")]}, b={"deck": [], "trash": [unit("t2")]}))
    o = ok(s, player="A", end_turn=True)
    # B draws from an empty deck: the trash is recycled, A gains 1 point, then B draws (431.2).
    assert o["players"]["A"]["score"] == 1 and any(e["type"] == "burn-out" for e in s.events())
    assert o["players"]["B"]["hand"] == ["t2"]



def test_a_later_additional_turn_is_taken_before_an_earlier_queued_one():
    # 738, second example: the Fourth Player's "take a turn after this" happens first, the Second Player's
    # after it; both are inserted right after the current turn, so B's Additional Turn comes first.
    from reference_engine.setup import build
    from reference_engine.turns import queue_additional_turn, start_next_turn

    g = build({"turn": {"active": "A", "number": 1}, "order": ["A", "B", "C", "D"],
               "players": {p: {} for p in "ABCD"}})
    queue_additional_turn(g, "D")
    queue_additional_turn(g, "B")
    taken = []
    for _ in range(4):
        start_next_turn(g)
        taken.append(g.active)
    assert taken == ["B", "D", "B", "C"]
