"""Checkpoint comparison: only named fields, scenario terms, multisets, created cards, versions."""

from __future__ import annotations

from conformance.compare import ABSENT, Comparison, Difference, resolve_versions, state_changes

STATE = {
    "turn": {"number": 2, "active": "A", "phase": "main", "state": "showdown-closed"},
    "priority": "B",
    "focus": "A",
    "chain": [
        {"ref": "flash", "kind": "card", "source": "flash", "controller": "B", "status": "pending"},
        {"ref": "cleave", "kind": "card", "source": "cleave", "controller": "A", "status": "finalized"},
    ],
    "showdown": {"at": "bf1", "combat": True, "attacker": "A", "defender": "B"},
    "staged": [],
    "players": {
        "A": {"score": 3, "energy": 1, "power": {"fury": 0, "calm": 2}, "hand": ["c1", "t7"], "deck": ["d1", "d2"],
              "trash": [], "base": ["u1", "t8"], "banishment": [], "runes": [], "legend": None},
        "B": {"score": 0, "energy": 0, "power": {}, "hand": [], "deck": [], "trash": [], "base": [],
              "banishment": [], "runes": [], "legend": None},
    },
    "battlefields": {"bf1": {"name": None, "controller": "B", "contested": True, "contested_by": "A",
                             "units": ["striker", "guard"], "facedown": [], "scored": ["A"]}},
    "cards": {
        "striker": {"name": "Test Unit", "zone": "bf1", "might": 5, "exhausted": True, "keywords": ["Assault 2", "Tank"]},
        "guard": {"name": "Test Unit", "zone": "bf1", "might": 2, "designation": "defender"},
        "t7": {"name": "Sprite", "zone": "hand"},
        "t8": {"name": "Sprite", "zone": "base"},
        "u1": {"name": "Test Unit", "zone": "base"},
        "c1": {"name": "Cleave", "zone": "hand"},
    },
    "decision": {"player": "A", "kind": "assign-damage", "options": [], "prompt": "assign 5"},
    "winner": None,
}
KNOWN = {"striker", "guard", "u1", "c1", "d1", "d2", "flash", "cleave", "bf1"}


def diffs(fields, **kwargs):
    return [str(d) for d in Comparison(KNOWN, **kwargs).compare(fields, STATE)]


def test_matching_fields_give_no_differences():
    assert diffs({
        "state": "showdown-closed", "phase": "main", "active": "A", "turn": 2, "priority": "B", "focus": "A",
        "chain": ["flash", {"item": "cleave", "controller": "A", "status": "finalized"}],
        "combat": {"at": "bf1", "attacker": "A", "defender": "B"}, "showdown": {"at": "bf1", "combat": True},
        "staged": [], "winner": None,
        "cards": {"striker": {"zone": "bf1", "might": 5, "keywords": ["Tank", "Assault 2"]}},
        "units": {"guard": {"designation": "defender"}},
        "battlefields": {"bf1": {"controller": "B", "units": ["guard", "striker"], "scored": ["A"], "contested": True}},
        "players": {"A": {"hand": [{"card": "Sprite"}, "c1"], "base": ["u1", {"card": "Sprite"}], "deck": ["d1", "d2"],
                          "hand_count": 2, "deck_count": 2, "power": {"calm": 2}, "score": 3}},
        "scores": {"A": 3, "B": 0},
        "decision": {"player": "A", "kind": "assign-damage"},
    }) == []


def test_each_named_field_that_differs_is_reported_in_scenario_terms():
    assert diffs({"state": "neutral-open", "turn": 1, "focus": None, "scores": {"A": 4}, "winner": "A"}) == [
        "state: expected 'neutral-open', got 'showdown-closed'",
        "turn: expected 1, got 2",
        "focus: expected null, got 'A'",
        "scores.A: expected 4, got 3",
        "winner: expected 'A', got null",
    ]


def test_chain_is_newest_first_with_exact_length():
    assert diffs({"chain": ["cleave", "flash"]}) == ["chain: expected ['cleave', 'flash'], got ['flash', 'cleave']"]
    assert diffs({"chain": ["flash"]}) == ["chain: expected ['flash'], got ['flash', 'cleave']"]
    assert diffs({"chain": [{"item": "flash", "status": "finalized"}, "cleave"]}) == [
        "chain: expected [{item: 'flash', status: 'finalized'}, 'cleave'], "
        "got [{item: 'flash', status: 'pending'}, 'cleave']"]


def test_zones_are_multisets_except_the_deck():
    assert diffs({"players": {"A": {"hand": ["c1", {"card": "Sprite"}]}}}) == []
    assert diffs({"players": {"A": {"deck": ["d2", "d1"]}}}) == ["players.A.deck: expected ['d2', 'd1'], got ['d1', 'd2']"]
    assert diffs({"players": {"A": {"hand": ["c1"]}}}) == [
        "players.A.hand: expected ['c1'], got ['c1', {card: 'Sprite'}]"]
    assert diffs({"players": {"A": {"hand": ["c1", {"card": "Flash"}]}}}) == [
        "players.A.hand: expected ['c1', {card: 'Flash'}], got ['c1', {card: 'Sprite'}]"]


def test_created_cards_can_be_matched_by_name_and_fields():
    state = {**STATE, "cards": {**STATE["cards"],
                                "t7": {"name": "Sprite", "zone": "hand", "exhausted": True},
                                "t8": {"name": "Sprite", "zone": "base", "exhausted": False, "might": 3}}}
    players = {**STATE["players"], "A": {**STATE["players"]["A"], "base": ["u1", "t8", "t7"]}}
    state["players"] = players
    compare = Comparison(KNOWN).compare
    # each entry gets its own card, whatever order the entries are written in
    assert compare({"players": {"A": {"base": [{"card": "Sprite"}, {"card": "Sprite", "exhausted": False}, "u1"]}}},
                   state) == []
    assert compare({"players": {"A": {"base": [{"card": "Sprite", "exhausted": False, "might": 3},
                                               {"card": "Sprite", "exhausted": True}, "u1"]}}}, state) == []
    [difference] = compare({"players": {"A": {"base": [{"card": "Sprite", "exhausted": False},
                                                       {"card": "Sprite", "exhausted": False}, "u1"]}}}, state)
    assert str(difference) == (
        "players.A.base: expected ['u1', {card: 'Sprite', exhausted: false}, {card: 'Sprite', exhausted: false}], "
        "got ['u1', {card: 'Sprite', exhausted: false}, {card: 'Sprite', exhausted: true}]")


def test_combat_shorthand():
    assert diffs({"combat": None}) == ["combat: expected null, got {at: 'bf1', attacker: 'A', defender: 'B'}"]
    assert diffs({"combat": {"attacker": "B"}}) == ["combat.attacker: expected 'B', got 'A'"]


def test_missing_objects_are_absent():
    assert diffs({"cards": {"ghost": {"zone": "trash"}}}) == [f"cards.ghost: expected {{zone: 'trash'}}, got {ABSENT}"]
    assert diffs({"battlefields": {"bf2": {"controller": "A"}}}) == [
        f"battlefields.bf2: expected {{controller: 'A'}}, got {ABSENT}"]


def test_types_matter_booleans_are_not_integers():
    assert diffs({"cards": {"striker": {"exhausted": 1}}}) == ["cards.striker.exhausted: expected 1, got true"]
    assert diffs({"cards": {"striker": {"might": True}}}) == ["cards.striker.might: expected true, got 5"]
    assert diffs({"cards": {"striker": {"might": 5.0}}}) == []


def test_by_version_overrides_per_rules_version():
    fields = {"focus": "A", "by_version": {"1.5": {"focus": "B"}}}
    assert resolve_versions(fields, "1.4") == {"focus": "A"}
    assert resolve_versions(fields, "1.5") == {"focus": "B"}
    assert diffs(fields, rules_version="1.5") == ["focus: expected 'B', got 'A'"]


def test_events_are_an_ordered_subsequence():
    events = [{"type": "play", "card": "c1"}, {"type": "damage", "amount": 2}, {"type": "die", "card": "u1"}]
    comparison = Comparison(KNOWN, events=lambda: events)
    assert comparison.compare({"events": [{"type": "play"}, {"type": "die", "card": "u1"}]}, STATE) == []
    (diff,) = comparison.compare({"events": [{"type": "die"}, {"type": "play"}]}, STATE)
    assert diff.field == "events[1]"


def test_legal_actions_includes_and_excludes():
    offered = [{"play": "c1", "targets": ["u1"]}, {"pass": "priority"}]
    comparison = Comparison(KNOWN, legal_actions=lambda player: offered)
    assert comparison.compare({"legal": {"player": "A", "includes": [{"play": "c1"}], "excludes": [{"pass": "focus"}]}}, STATE) == []
    assert [str(d) for d in comparison.compare({"legal": {"player": "A", "excludes": [{"pass": "priority"}]}}, STATE)] == [
        "legal.A.excludes: expected {pass: 'priority'}, got offered"]


def test_state_changes_lists_every_changed_leaf():
    after = {"a": {"b": 1, "c": [1, 2]}, "d": None}
    assert state_changes({"a": {"b": 1, "c": [1, 2]}, "d": None}, after) == []
    assert state_changes({"a": {"b": 2, "c": [1]}}, after) == [
        Difference("a.b", 2, 1), Difference("a.c", [1], [1, 2]), Difference("d", ABSENT, None)]
