"""Removal of a player who concedes while the game goes on (rules 651-652): passes, focus, the turn."""

from engine_helpers import game, ok, unit


def _three(active="A", **players):
    base = {"A": {"energy": 1, "hand": [{"id": "c", "card": "Cleave"}], "base": [unit("u")],
                  "deck": [unit("a_top")]},
            "B": {"deck": [unit("b_top")], "base": [unit("bu")]},
            "C": {"deck": [unit("c_top")], "base": [unit("cu")]}}
    base.update(players)
    return game({"turn": {"active": active, "phase": "main"}, "battlefields": [{"id": "bf1"}],
                 "order": ["A", "B", "C"], "players": base})


def test_a_pass_made_by_the_leaving_player_no_longer_counts():
    s = _three()
    ok(s, player="A", play="c", targets=["u"])
    ok(s, player="A", **{"pass": "priority"})
    ok(s, player="B", **{"pass": "priority"})
    o = ok(s, player="B", concede=True)  # A passed, C has not: nothing resolves yet (652.5.c.2)
    assert o["chain"][0]["ref"] == "c" and o["priority"] == "C"
    assert o["cards"]["bu"]["zone"] == "none" and o["players"]["B"]["base"] == []
    o = ok(s, player="C", **{"pass": "priority"})
    assert o["chain"] == [] and o["cards"]["u"]["keywords"] == ["Assault 3"]


def test_everyone_left_has_passed_so_the_newest_item_resolves_at_once():
    s = _three()
    ok(s, player="A", play="c", targets=["u"])
    ok(s, player="A", **{"pass": "priority"})
    ok(s, player="B", **{"pass": "priority"})
    o = ok(s, player="C", concede=True)
    assert o["chain"] == [] and o["priority"] == "A" and o["winner"] is None


def test_the_turn_players_removal_hands_the_turn_to_the_next_player():
    s = _three(active="B")
    o = ok(s, player="B", concede=True)
    assert o["turn"]["active"] == "C" and o["turn"]["phase"] == "main" and o["priority"] == "C"
    assert o["players"]["C"]["hand"] == ["c_top"]
    o = ok(s, player="C", end_turn=True)
    assert o["turn"]["active"] == "A"


def test_the_last_player_left_wins_and_keeps_the_board():
    s = _three()
    ok(s, player="B", concede=True)
    o = ok(s, player="C", concede=True)
    assert o["winner"] == "A" and o["cards"]["u"]["zone"] == "base"


def test_only_the_leaving_players_facedown_cards_are_revealed_and_banished():
    s = game({"turn": {"active": "A", "phase": "main"}, "order": ["A", "B", "C"],
              "battlefields": [
                  {"id": "bf_b", "controller": "B", "units": [unit("bu", controller="B")],
                   "facedown": [unit("b_secret", keywords=["Hidden"], controller="B")]},
                  {"id": "bf_c", "controller": "C", "units": [unit("cu", controller="C")],
                   "facedown": [unit("c_secret", keywords=["Hidden"], controller="C")]}],
              "players": {"A": {}, "B": {}, "C": {}}})
    o = ok(s, player="C", concede=True)
    revealed = [e["card"] for e in s.events() if e["type"] == "reveal"]
    assert revealed == ["c_secret"]  # 421.4: only a facedown card changing zones is revealed
    assert o["cards"]["c_secret"]["zone"] == "none" and o["battlefields"]["bf_c"]["facedown"] == []
    assert o["cards"]["b_secret"]["zone"] == "bf_b" and o["cards"]["b_secret"]["hidden"] is True


def test_a_leaving_player_loses_their_queued_extra_turn():
    s = _three(active="C", C={"energy": 10, "power": {"mind": 4}, "deck": [unit("c_top")],
                             "hand": [{"id": "warp", "card": "Time Warp"}]})
    ok(s, player="C", play="warp")
    for p in ("C", "A", "B"):
        o = ok(s, player=p, **{"pass": "priority"})
    assert o["cards"]["warp"]["zone"] == "banishment"  # C's extra turn is queued
    o = ok(s, player="C", concede=True)  # 317.3: no turn is queued for a player who left
    assert o["turn"]["active"] == "A" and o["turn"]["number"] == 2


def test_focus_goes_once_to_the_next_player_when_the_focus_holders_chain_is_countered_by_removal():
    s = game({"turn": {"active": "A", "phase": "main"}, "order": ["A", "B", "C"],
              "battlefields": [{"id": "bf1", "controller": "B", "units": [unit("guard", 2, controller="B")]}],
              "players": {"A": {"base": [unit("raider", 3)]}, "B": {},
                          "C": {"energy": 2, "hand": [{"id": "inc", "card": "Incinerate"}]}}})
    ok(s, player="A", move=["raider"], to="bf1")
    ok(s, player="A", **{"pass": "focus"})
    ok(s, player="B", **{"pass": "focus"})
    ok(s, player="C", play="inc", targets=["guard"])
    assert ok(s, player="C", **{"pass": "priority"})["priority"] == "A"
    o = ok(s, player="C", concede=True)  # 652.4: Incinerate is countered; 652.5.b.1: focus to A, once
    assert o["chain"] == [] and o["focus"] == "A" and o["priority"] == "A"
    assert o["cards"]["guard"]["damage"] == 0 and o["cards"]["inc"]["zone"] == "none"
    ok(s, player="A", **{"pass": "focus"})
    o = ok(s, player="B", **{"pass": "focus"})  # A and B, the players left, passed in sequence
    assert o["showdown"] is None and o["battlefields"]["bf1"]["controller"] == "A"


def test_a_battlefield_names_the_player_who_contributed_it():
    import pytest

    from reference_engine.errors import SetupError

    with pytest.raises(SetupError, match="owner"):
        game({"battlefields": [{"id": "bf1", "card": "Trifarian War Camp", "owner": "Z"}],
              "players": {"A": {}, "B": {}}})
    s = game({"turn": {"active": "B", "phase": "main"}, "order": ["A", "B", "C"],
              "battlefields": [{"id": "camp", "card": "Trifarian War Camp", "controller": "B",
                                "units": [unit("bu", 2, controller="B")]}],
              "players": {"A": {}, "B": {}, "C": {}}})
    o = ok(s, player="A", concede=True)  # no contributor named: the battlefield stays as it is
    assert o["battlefields"]["camp"]["name"] == "Trifarian War Camp" and o["cards"]["bu"]["might"] == 3


def test_when_the_removal_empties_the_chain_outside_a_showdown_the_turn_player_gets_priority():
    s = game({"turn": {"active": "A", "phase": "main"}, "order": ["A", "B", "C", "D"],
              "battlefields": [{"id": "bf_c", "controller": "C",
                                "units": [{"id": "sentry", "card": "Watchful Sentry", "controller": "C"}]}],
              "players": {"A": {"energy": 2, "hand": [{"id": "inc", "card": "Incinerate"}]}, "B": {},
                          "C": {"deck": [unit("c_top")]}, "D": {}}})
    ok(s, player="A", play="inc", targets=["sentry"])
    for p in ("A", "B", "C", "D"):
        o = ok(s, player=p, **{"pass": "priority"})
    assert [c["ref"] for c in o["chain"]] == ["sentry.trigger"] and o["priority"] == "C"
    o = ok(s, player="C", concede=True)  # the Deathknell is countered (652.4); the chain is gone
    assert o["chain"] == [] and o["turn"]["state"] == "neutral-open" and o["priority"] == "A"  # 335


def test_the_turn_players_removal_lets_the_chain_finish_before_the_next_turn():
    s = game({"turn": {"active": "A", "phase": "main"}, "order": ["A", "B", "C"],
              "players": {"A": {"energy": 1, "hand": [{"id": "c", "card": "Cleave"}], "base": [unit("u")]},
                          "B": {"energy": 2, "hand": [{"id": "disc", "card": "Discipline"}],
                                "base": [unit("bu")], "deck": [unit("b1"), unit("b2")]},
                          "C": {}}})
    ok(s, player="A", play="c", targets=["u"])
    ok(s, player="A", **{"pass": "priority"})
    ok(s, player="B", play="disc", targets=["bu"])
    o = ok(s, player="A", concede=True)  # Cleave is countered; B's Discipline stays on the chain
    assert [c["ref"] for c in o["chain"]] == ["disc"] and o["turn"]["active"] == "A" and o["priority"] == "B"
    ok(s, player="B", **{"pass": "priority"})
    o = ok(s, player="C", **{"pass": "priority"})  # it resolves; then A's turn ends and B's begins
    assert o["cards"]["disc"]["zone"] == "trash" and o["players"]["B"]["hand"] == ["b1", "b2"]
    assert o["turn"]["active"] == "B" and o["turn"]["number"] == 2 and o["priority"] == "B"
    assert o["cards"]["bu"]["might"] == 1  # "this turn" effects ended with A's turn (317.2)
