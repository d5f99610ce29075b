"""The Core Rules v1.3 -> v1.4 map: how the build script classifies rules, the shipped map's counts, the
``rules diff`` / ``rules translate`` verbs and the linter's hint for the seeds' numbering."""

from __future__ import annotations

import importlib.util
import json
from collections import Counter
from pathlib import Path

import pytest

from conformance import rulesmap
from conformance.cli import main

ROOT = Path(__file__).resolve().parent.parent


def _script():
    spec = importlib.util.spec_from_file_location("build_version_map", ROOT / "scripts" / "build_version_map.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


OLD_TEXT = """Riftbound Core Rules
Last Updated: 2026-03-30
100. Zones
101. A unit enters the board exhausted unless an effect says otherwise.
102. Players draw one card at the start of their turn.
103. The attacker gains Focus as combat begins.
104. An ancient rule that nobody kept in the next version of the text.
"""
NEW_TEXT = """Riftbound Core Rules
Last Updated: 2026-07-16
100. Zones
101. A unit enters the board exhausted unless an effect says otherwise.
102. A brand-new rule about counters that has no ancestor at all here.
103. The attacker gains Focus as combat begins, unless a showdown is already going on there.
104. Players draw one card at the start of their turn.
"""


@pytest.fixture
def texts(tmp_path):
    old, new = tmp_path / "core-rules-v1.3-2026-03-30.txt", tmp_path / "core-rules-v1.4-2026-07-16.txt"
    old.write_text(OLD_TEXT)
    new.write_text(NEW_TEXT)
    return old, new


def test_matching_finds_exact_renumbered_reworded_and_new_rules(texts, tmp_path):
    data = _script().build(*texts, tmp_path / "no-review.yaml")
    classes = {e["rule"]: (e["old"], e["class"], e.get("reviewed")) for e in data["rules"]}
    assert classes == {"100": ("100", "unchanged", None), "101": ("101", "unchanged", None),
                       "102": (None, "new", False), "103": ("103", "reworded", False),
                       "104": ("102", "renumbered", None)}
    assert data["removed"] == ["104"]
    assert data["counts"]["unreviewed"] == 2 and data["counts"]["renumbered"] == 1


def test_a_review_turns_a_rewording_into_a_behaviour_change(texts, tmp_path):
    review = tmp_path / "review.yaml"
    review.write_text('"103": {class: behaviour, note: "focus stays in a showdown", mechanism: combat}\n'
                      '"102": {class: new, note: "counters"}\n')
    data = _script().build(*texts, review)
    entry = next(e for e in data["rules"] if e["rule"] == "103")
    assert (entry["class"], entry["note"], entry["mechanism"], entry["reviewed"]) == \
        ("behaviour", "focus stays in a showdown", "combat", True)
    assert data["counts"]["behaviour"] == 1 and data["counts"]["unreviewed"] == 0


@pytest.mark.parametrize("line, message", [
    ('"101": {class: reworded}\n', "only reworded and new rules are reviewed"),
    ('"103": {class: sideways}\n', "is not one of"),
    ('"999": {class: new}\n', "not rules of v1.4"),
    ('"102": {class: reworded}\n', "names no v1.3 rule"),
])
def test_a_review_that_contradicts_the_texts_stops_the_build(texts, tmp_path, line, message):
    review = tmp_path / "review.yaml"
    review.write_text(line)
    with pytest.raises(SystemExit, match=message):
        _script().build(*texts, review)


def test_the_shipped_map_counts_agree_with_its_rules():
    patch = rulesmap.load("1.3", "1.4")
    counted = Counter(e.kind for e in patch.entries)
    assert {c: counted.get(c, 0) for c in rulesmap.CLASSES} == {c: patch.counts[c] for c in rulesmap.CLASSES}
    assert patch.counts["removed"] == len(patch.removed)
    assert patch.counts["unreviewed"] == sum(1 for e in patch.entries if not e.reviewed) == 0
    index = json.loads((ROOT / "conformance" / "data" / "rules-v1.4.json").read_text())["numbers"]
    old_index = set(json.loads((ROOT / "conformance" / "data" / "rules-v1.3.json").read_text())["numbers"])
    assert [e.rule for e in patch.entries] == index
    olds = [e.old for e in patch.entries if e.old]
    assert len(olds) == len(set(olds)) and set(olds) | set(patch.removed) == old_index
    for e in patch.of_class("behaviour"):
        assert e.note and e.was in old_index, e.rule   # each behaviour change names its v1.3 rule


def test_rules_diff_behaviour_lists_each_change_with_both_numbers(capsys):
    assert main(["rules", "diff", "1.3", "1.4", "--behaviour"]) == 0
    out, err = capsys.readouterr()
    rows = [line.split()[:3] for line in out.splitlines()[1:]]
    patch = rulesmap.load("1.3", "1.4")
    assert [r[0] for r in rows] == [e.rule for e in patch.of_class("behaviour")]
    assert all(r[2] == "behaviour" and r[1] != "-" for r in rows)
    assert ["464.2.c.1.b", "(459.2.c)", "behaviour"] in rows and ["805.1.a.1", "805.1.a.1", "behaviour"] in rows
    assert f"{patch.counts['behaviour']} behaviour" in err and f"{patch.counts['renumbered']} renumbered" in err


def test_rules_diff_json_and_every_rule(capsys):
    assert main(["rules", "diff", "1.3", "1.4", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    patch = rulesmap.load("1.3", "1.4")
    assert len(data["rules"]) == len(patch.entries) and data["removed"] == list(patch.removed)
    assert Counter(r["class"] for r in data["rules"])["renumbered"] == patch.counts["renumbered"]


def test_rules_diff_without_a_map_exits_2(capsys):
    assert main(["rules", "diff", "1.2", "1.4"]) == 2
    assert "no rules map from 1.2 to 1.4" in capsys.readouterr().err


def test_citations_translate_both_ways(capsys):
    patch = rulesmap.load("1.3", "1.4")
    for e in patch.entries:
        if e.old:
            assert patch.translate(e.old, "1.3") == e.rule and patch.translate(e.rule, "1.4") == e.old
    assert patch.translate("459.2.b.1", "1.3") == "464.2.c.1"   # combat moved by five numbers
    assert patch.translate(patch.removed[0], "1.3") is None
    with pytest.raises(KeyError):
        patch.translate("999.9", "1.4")
    assert main(["rules", "translate", "459.2.b.1", "--from", "1.3"]) == 0
    assert capsys.readouterr().out.strip() == "459.2.b.1 (v1.3) = 464.2.c.1 (v1.4), reworded"
    assert main(["rules", "translate", "466.2.c.1"]) == 2
    assert "the seed rulings' numbering: v1.4 464.2.c.1" in capsys.readouterr().err


def test_the_seed_numbering_hint_comes_from_the_map():
    assert rulesmap.seed_citation("466.2.c.1") == "464.2.c.1"
    assert rulesmap.seed_citation("468.5.d") == "466.5.d"
    assert rulesmap.seed_citation("465.2.c.3") is None     # outside the range the seeds renumber
    assert rulesmap.seed_citation("470.99") is None        # 468.99 is no rule


def test_responsible_rules_include_children_of_a_citation():
    patch = rulesmap.load("1.3", "1.4")
    assert [e.rule for e in patch.responsible(["464.2.c"])] == ["464.2.c.1.b"]
    assert patch.responsible(["100"]) == []


def test_the_linter_translates_a_v1_3_citation(tmp_path):
    from conformance.loader import load_suite
    from scenario_text import passing

    path = tmp_path / "old-number.yaml"
    path.write_text(passing().replace('rules: ["340.1"]', 'rules: ["340.1", "459.2.b.1", "999.1"]'))
    errors = [str(e) for item in load_suite([path]) for e in item.errors]
    assert any("rule 459.2.b.1 does not exist in Core Rules v1.4 (a Core Rules v1.3 number: v1.4 numbers "
               "that rule 464.2.c.1)" in e for e in errors), errors
    assert any(e.endswith("rule 999.1 does not exist in Core Rules v1.4") for e in errors), errors
