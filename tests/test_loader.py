"""Loading scenario files: hostile YAML is refused, schema and lint errors are located precisely."""

from __future__ import annotations

import pytest

from conformance import safe_yaml
from conformance.exceptions import ScenarioError
from conformance.loader import load_file
from scenario_text import move, passing


def errors_of(text: str | bytes, tmp_path, name: str = "s.yaml") -> list[str]:
    path = tmp_path / name
    path.write_bytes(text.encode() if isinstance(text, str) else text)
    loaded = load_file(path, origin=name)
    assert (loaded.scenario is None) == bool(loaded.errors)
    return [str(e) for e in loaded.errors]


# -- hostile input ---------------------------------------------------------------------------------

def test_alias_bomb_is_refused(tmp_path):
    lines = ["a: &a [x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 9):
        prev = "a" if i == 1 else f"l{i - 1}"
        lines.append(f"l{i}: &l{i} [" + ", ".join([f"*{prev}"] * 9) + "]")
    (error,) = errors_of("\n".join(lines) + "\n", tmp_path)
    assert error.startswith("s.yaml:5:") and "more than 32 YAML aliases" in error


def test_expansion_budget_catches_few_aliases_over_large_nodes(tmp_path, monkeypatch):
    monkeypatch.setattr(safe_yaml, "MAX_NODES", 50)
    text = "a: &a [" + ", ".join(["x"] * 30) + "]\nb: [*a, *a]\n"
    (error,) = errors_of(text, tmp_path)
    assert "more than 50 YAML nodes" in error


def test_deep_nesting_is_refused(tmp_path):
    (error,) = errors_of("a: " + "[" * 200 + "]" * 200 + "\n", tmp_path)
    assert error.startswith("s.yaml:1:") and "nesting deeper than 64 levels" in error


def test_block_nesting_is_refused(tmp_path):
    text = "".join("  " * i + f"k{i}:\n" for i in range(100)) + "  " * 100 + "v\n"
    (error,) = errors_of(text, tmp_path)
    assert "nesting deeper than 64 levels" in error


def test_huge_file_is_refused(tmp_path):
    (error,) = errors_of("# " + "x" * (safe_yaml.MAX_BYTES + 10) + "\n", tmp_path)
    assert error == f"s.yaml: <root>: file is {safe_yaml.MAX_BYTES + 13} bytes; the limit is {safe_yaml.MAX_BYTES}"


def test_non_utf8_is_refused_with_its_position(tmp_path):
    (error,) = errors_of(b"id: ok\ntitle: caf\xe9\n", tmp_path)
    assert error == "s.yaml:2:11: <root>: not UTF-8 (byte 0xe9 at offset 17)"


@pytest.mark.parametrize("tag", ["!!python/object/apply:os.system ['echo hi']", "!!python/name:os.system",
                                 "!!binary aGVsbG8=", "!!set {a, b}", "!custom 3"])
def test_object_constructing_tags_are_refused(tmp_path, tag):
    (error,) = errors_of(f"id: {tag}\n", tmp_path)
    assert error.startswith("s.yaml:1:5: id: YAML tag") and "is not allowed (plain data only)" in error


def test_duplicate_keys_are_refused(tmp_path):
    (error,) = errors_of("id: a\ntitle: x\nid: b\n", tmp_path)
    assert error == "s.yaml:3:1: id: duplicate key 'id'"


def test_merge_keys_are_refused(tmp_path):
    (error,) = errors_of("base: &b {x: 1}\nother:\n  <<: *b\n", tmp_path)
    assert error == "s.yaml:3:3: other: YAML merge keys (<<) are not allowed"


def test_empty_and_non_mapping_files(tmp_path):
    assert errors_of("", tmp_path) == ["s.yaml:1:1: <root>: the file is empty"]
    assert errors_of("- a\n", tmp_path) == ["s.yaml:1:1: <root>: a scenario must be a mapping"]


def test_yaml_syntax_error_is_located(tmp_path):
    (error,) = errors_of("id: ok\ntitle: [unclosed\nsummary: x\n", tmp_path)
    assert error.startswith("s.yaml:3:") and "invalid YAML" in error


def test_marks_and_plain_keys():
    data, marks = safe_yaml.load("a:\n  - x\n  - {b: 1.4}\n1.4: on\n", "m.yaml")
    assert data == {"a": ["x", {"b": 1.4}], "1.4": True}
    assert marks.at(("a", 1, "b")) == (3, 9)
    assert marks.at(("a", 1, "b"), key=True) == (3, 6)
    assert marks.at(("a", 7, "zzz")) == (2, 3)   # the nearest known ancestor


# -- schema ------------------------------------------------------------------------------------------

def test_valid_scenarios_load(tmp_path):
    assert errors_of(passing(), tmp_path) == []
    assert errors_of(move(), tmp_path) == []


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("id: spell-resolves", "id: Spell_Resolves",
         's.yaml:1:5: id: "Spell_Resolves" must be kebab-case: lower-case letters and digits in words joined by single hyphens'),
        ('rules: ["340.1"]', "rules: [340.1]",
         's.yaml:5:9: rules[0]: 340.1 must be a Core Rules number written as a string, like "340", "340.1" or "464.2.c.1"'),
        ("source: {rulings: [TIM-04]}", "source: {}",
         "s.yaml:3:9: source: needs rulings (catalogue ruling IDs) or urls, or both"),
        ("{player: A, pass: priority}", "{player: A, pass: priority, play: cleave}",
         "s.yaml:15:5: actions[3]: a decision needs exactly one verb: play, hide, activate, move, pass, order, "
         "assign, choose, concede or end_turn (a checkpoint is written check: {...})"),
        ("{player: A, pass: priority}", "{player: A, pass: sometimes}",
         "s.yaml:15:23: actions[3].pass: 'sometimes' is not one of ['priority', 'focus']"),
        ("chain: [cleave], priority: A", "chain: [{item: cleave, status: done}], priority: A",
         "s.yaml:13:67: actions[1].check.chain[0].status: 'done' is not one of ['pending', 'finalized']"),
        ("state: neutral-open", "state: neutral-open\n  colour: blue",
         "s.yaml:19:3: expect.colour: unknown key 'colour' (allowed here: active, battlefields, by_ruling, by_version, "
         "cards, chain, combat, decision, events, focus, legal, phase, players, priority, scores, showdown, "
         "staged, state, turn, units, winner)"),
        ("title: A spell resolves once both players pass priority\n", "",
         "s.yaml:1:1: <root>: 'title' is required"),
        ("{player: B, pass: priority, refused: true, reason: priority}", "{player: B, pass: priority, reason: p}",
         "s.yaml:14:5: actions[2]: reason checks a refusal's reason; it needs refused: true"),
    ],
)
def test_schema_errors_are_located(tmp_path, old, new, expected):
    text = passing()
    assert old in text
    assert errors_of(text.replace(old, new), tmp_path) == [expected]


def test_unit_at_a_battlefield_needs_a_controller(tmp_path):
    text = move().replace("battlefields: [{id: bf1}]", "battlefields: [{id: bf1, units: [{id: g, unit: {might: 1}}]}]")
    assert errors_of(text, tmp_path) == [
        "s.yaml:8:36: setup.battlefields[0].units[0]: a card at a battlefield needs a controller"]


def test_errors_are_sorted_weak_last(tmp_path):
    text = passing().replace("id: spell-resolves", "id: X").replace('rules: ["340.1"]', "rules: []")
    found = errors_of(text, tmp_path)
    assert [e.split(":")[1] for e in found] == ["1", "5"]


# -- lint ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ('rules: ["340.1"]', 'rules: ["340.1", "999.9"]', "s.yaml:5:18: rules[1]: rule 999.9 does not exist in Core Rules v1.4"),
        ("card: Cleave", "card: Cleeve",
         "s.yaml:9:35: setup.players.A.hand[0].card: unknown card name 'Cleeve' (did you mean 'Cleave'?) (official cards by exact printed "
         "name, or a stand-in listed in conformance/data/stand-in-cards.yaml)"),
        ("targets: [u1]", "targets: [u2]", "s.yaml:12:41: actions[0].targets[0]: unknown instance 'u2' (did you mean 'u1'?)"),
        ("targets: [u1]", "targets: [C]", "s.yaml:12:41: actions[0].targets[0]: unknown player 'C' (players: A, B)"),
        ("priority: A}", "priority: C}", "s.yaml:13:63: actions[1].check.priority: unknown player 'C' (players: A, B)"),
        ("chain: [cleave]", "chain: [cleeve.trigger]",
         "s.yaml:13:44: actions[1].check.chain[0]: chain reference 'cleeve.trigger' names unknown instance 'cleeve' (did you mean 'cleave'?)"),
        ("{id: u1, unit", "{id: cleave, unit",
         "s.yaml:9:57: setup.players.A.base[0].id: instance ID 'cleave' is used twice in this scenario"),
        ("{id: u1, unit", "{id: base, unit", "s.yaml:9:57: setup.players.A.base[0].id: 'base' is a zone name and cannot be an instance ID"),
        ("trash: [cleave]", "trash: [{card: Sprite}, ghost]", "s.yaml:19:41: expect.players.A.trash[1]: unknown card instance 'ghost'"),
    ],
)
def test_lint_errors_are_located(tmp_path, old, new, expected):
    text = passing()
    assert old in text
    assert errors_of(text.replace(old, new), tmp_path)[0] == expected


def test_lint_card_types_and_capabilities(tmp_path):
    text = move().replace("battlefields: [{id: bf1}]", "battlefields: [{id: bf1, card: Cleave}]")
    assert errors_of(text, tmp_path) == [
        "s.yaml:8:34: setup.battlefields[0].card: 'Cleave' is a spell card; a battlefield is expected here"]
    text = move().replace("actions:\n  - {player: A, move: [u1], to: bf1}", "actions:\n  - {player: A, hide: u1, at: bf1}")
    assert errors_of(text, tmp_path) == []  # hiding needs feature `hidden`, derived: no `requires:` to write
    text = passing().replace("    B: {}", "    B: {}\n    C: {}")
    assert errors_of(text, tmp_path) == []
    text = move().replace("to: bf1}", "to: bf9}")
    assert errors_of(text, tmp_path) == ["s.yaml:13:33: actions[0].to: unknown battlefield 'bf9' (did you mean 'bf1'?)"]


def test_stand_in_cards_are_known():
    from conformance.lint import card_catalogue

    names = card_catalogue()
    assert "Cleave" in names and names["Cleave"]["types"] == ["spell"]
    assert any(entry.get("stand_in") for entry in names.values())


def test_scenario_error_format():
    assert str(ScenarioError("a.yaml", 3, 7, "x.y", "bad")) == "a.yaml:3:7: x.y: bad"
    assert str(ScenarioError("a.yaml", None, None, "", "bad")) == "a.yaml: <root>: bad"


def test_compiled_check_agrees_with_jsonschema(tmp_path):
    """The compiled fast path may only accept what jsonschema accepts (else errors would be missed)."""
    from conformance.loader import SCENARIO_SCHEMA, fast_check, scenario_validator

    quick = fast_check(SCENARIO_SCHEMA)
    if quick is None:
        pytest.skip("jsonschema-rs not installed")
    variants = [passing(), move(), passing("X"), passing().replace('"340.1"', "340.1"),
                passing().replace("pass: priority}", "pass: priority, play: cleave}"),
                passing().replace("reason: priority", "reason: 3"), move().replace("might: 2", "might: two"),
                passing().replace("{player: A, pass: priority}", "{player: A, pass: priority, reason: x}"),
                move().replace("to: bf1", "to: Bf1"), passing().replace("chain: [cleave]", "chain: [cleave.trigger.0]")]
    for text in variants:
        data, _ = safe_yaml.load(text, "v.yaml")
        assert quick(data) == scenario_validator().is_valid(data), text


@pytest.mark.parametrize("old, new, expected", [
    # validator gaps: numbers past any game's, unknown rules versions, floats where counts go
    ("might: 2", "might: 1.0e+308", ["s.yaml:10:39: setup.players.A.base[0].unit.might: 1e+308 is greater than "
                                     "the maximum of 999"]),
    ("    B: {}", "    B: {energy: 1000000000000000000000000000000}",
     ["s.yaml:11:17: setup.players.B.energy: 1000000000000000000000000000000 is greater than the maximum of 999"]),
    ("might: 2", "might: 2.0", ["s.yaml:10:39: setup.players.A.base[0].unit.might: 2.0 is not a whole number "
                                "(write it as digits, without a fraction or an exponent)"]),
    ("tags: [movement]", 'tags: [movement]\nrules_versions: ["9.9"]',
     ["s.yaml:7:18: rules_versions[0]: unknown rules version '9.9' (known: 1.3, 1.4, 1.5)"]),
    ("  battlefields: {bf1: {units: [u1]}}", '  battlefields: {bf1: {units: [u1]}}\n  by_version: {"9.9": {winner: A}}',
     ["s.yaml:17:16: expect.by_version.9.9: unknown rules version '9.9' (known: 1.3, 1.4, 1.5)"]),
    # one typo, one error, with a suggestion
    ("{player: A, move: [u1], to: bf1}", "{player: A, mvoe: [u1], to: bf1}",
     ["s.yaml:13:17: actions[0].mvoe: unknown key 'mvoe': did you mean 'move'? (allowed here: ability, accelerate, "
      "activate, additional_cost, assign, at, by_ruling, choose, code, concede, end_turn, hidden, hide, move, note, order, pass, "
      "play, player, reason, refused, repeat, targets, to)"]),
    ("exhausted: true}", "exausted: true}",
     ["s.yaml:15:27: expect.cards.u1.exausted: unknown key 'exausted': did you mean 'exhausted'? (allowed here: "
      "attached_to, buffed, controller, damage, designation, empowered, exhausted, hidden, keywords, might, name, "
      "owner, stunned, token, zone)"]),
    ("{player: A, move: [u1], to: bf1}", "{player: A, move: [u2], to: bf1}",
     ["s.yaml:13:24: actions[0].move[0]: unknown card instance 'u2' (did you mean 'u1'?)"]),
    ("  - {player: A, move: [u1], to: bf1}", "  - {player: A, move: [u1], to: bf1}\n  - chek: {active: A}",
     ["s.yaml:14:5: actions[1].chek: unknown key 'chek': did you mean 'check'? (allowed here: ability, accelerate, "
      "activate, additional_cost, assign, at, by_ruling, choose, code, concede, end_turn, hidden, hide, move, note, order, pass, "
      "play, player, reason, refused, repeat, targets, to)"]),
    # a key of the format in the wrong place: say where it belongs, not "did you mean" the key itself
    ("  - {player: A, move: [u1], to: bf1}", '  - {player: A, move: [u1], to: bf1}\n  - check: {active: A, note: "x"}',
     ["s.yaml:14:24: actions[1].check.note: unknown key 'note': 'note' belongs to a check step or a decision, "
      "not here (allowed here: active, battlefields, by_ruling, by_version, cards, chain, combat, decision, events, "
      "focus, legal, phase, players, priority, scores, showdown, staged, state, turn, units, winner)"]),
    # a long value is cut, not echoed whole
    ("id: unit-moves", "id: " + "a" * 200_000, ["s.yaml:1:5: id: is 200000 characters long; at most 120 are allowed"]),
])
def test_authoring_mistakes_give_one_helpful_line(tmp_path, old, new, expected):
    text = move()
    assert old in text
    assert errors_of(text.replace(old, new), tmp_path) == expected


@pytest.mark.parametrize("text, expected", [
    ("id: a\nb: c\x00d\n", "s.yaml:2:5: <root>: invalid YAML: the control character U+0000 is not allowed"),
    ("id: é\nt: \x07\n", "s.yaml:2:4: <root>: invalid YAML: the control character U+0007 is not allowed"),
    ("a: &x [*x]\n", "s.yaml:1:4: a[0]: recursive YAML alias: a node contains an alias to itself"),
    ("a: &x {b: *x}\n", "s.yaml:1:4: a.b: recursive YAML alias: a node contains an alias to itself"),
    ("might: " + "1" * 5000 + "\n", "s.yaml:1:8: might: cannot read this int: Exceeds the limit (4300 digits) "
                                    "for integer string conversion: value has 5000 digits"),
])
def test_yaml_level_problems_are_one_located_line(tmp_path, text, expected):
    assert errors_of(text, tmp_path) == [expected]
