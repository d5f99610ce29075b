"""Board pictures: the SVG renderer, the expected board at a divergence, and the states records keep."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET

from conformance.report.board import render_board
from conformance.report.expected import divergence, expected_state, highlights
from conformance.results import snapshots
from conformance.results.records import ResultRecord
from report_records import record

SVG = "{http://www.w3.org/2000/svg}"


def state(**over):
    base = {
        "turn": {"number": 2, "active": "A", "phase": "main", "state": "showdown-closed"},
        "priority": "B", "focus": "A",
        "chain": [{"ref": "flash", "kind": "card", "source": "flash", "controller": "B", "status": "pending"}],
        "showdown": {"at": "bf1", "combat": True, "attacker": "A", "defender": "B"}, "staged": [],
        "players": {p: {"score": 3 if p == "A" else 1, "energy": 2, "power": {"fury": 1}, "hand": ["h1"],
                        "deck": ["d1", "d2"], "trash": [], "base": [], "banishment": [], "runes": [],
                        "rune_deck": [], "legend": None, "lost": False, "conceded": False} for p in "AB"},
        "battlefields": {"bf1": {"name": "Altar", "controller": "B", "contested": True, "contested_by": "A",
                                 "units": ["fodder", "guard"], "facedown": ["secret"], "scored": []}},
        "cards": {
            "fodder": {"name": "Test Unit", "type": "unit", "owner": "A", "controller": "A", "zone": "bf1",
                       "exhausted": True, "damage": 2, "might": 4, "buffed": True, "stunned": False,
                       "designation": "attacker", "keywords": []},
            "guard": {"name": "Test Unit", "type": "unit", "owner": "B", "controller": "B", "zone": "bf1",
                      "exhausted": False, "damage": 0, "might": 3, "stunned": True, "designation": "defender"},
            "blade": {"name": "Long Sword", "type": "gear", "owner": "A", "controller": "A", "zone": "bf1",
                      "attached_to": "fodder"},
            "secret": {"name": "Ambush", "type": "spell", "owner": "B", "controller": "B", "zone": "bf1",
                       "hidden": True},
            "d1": {"name": "x", "zone": "deck"}, "d2": {"name": "y", "zone": "deck"},
        },
        "decision": None, "winner": None,
    }
    base.update(over)
    return base


def _texts(svg: str) -> list[str]:
    return [t.text or "" for t in ET.fromstring(svg).iter(f"{SVG}text")]


def test_board_shows_what_a_judge_reads():
    svg = render_board(state(), title="actual")
    ET.fromstring(svg)  # well-formed, standalone SVG
    texts = _texts(svg)
    for expected in ("Player A", "Player B", "priority: B", "focus: A", "fodder", "4", "2 dmg", "exhausted",
                     "buffed", "attacker", "stunned", "defender", "contested by A", "combat: A attacks B",
                     "controlled by B", "facedown", "Chain (newest first)", "1. flash", "card \u00b7 B \u00b7 pending",
                     "score 3 \u00b7 energy 2", "power fury 1", "hand 1 \u00b7 deck 2 \u00b7 trash 0"):
        assert any(expected in t for t in texts), expected
    assert any(t.startswith("+ blade") for t in texts)          # gear attached to its unit
    assert "Turn 2 \u00b7 A active \u00b7 main phase \u00b7 showdown-closed" in texts
    assert not re.search(r"<script|https?://(?!www\.w3\.org/2000/svg)", svg)


def test_highlighted_objects_are_marked_and_others_not():
    svg = render_board(state(), {"card:fodder", "chain"})
    marked = re.findall(r'<g class="obj diverged" data-object="([^"]+)"', svg)
    assert sorted(marked) == ["card:fodder", "chain"]
    assert 'class="obj" data-object="card:guard"' in svg


def test_every_value_is_escaped():
    evil = "<script>alert(1)</script>"
    s = state()
    s["cards"]["fodder"]["name"] = evil
    s["battlefields"]["bf1"]["name"] = evil
    svg = render_board(s, title=evil)
    assert "<script" not in svg and "&lt;script&gt;" in svg
    ET.fromstring(svg)


def test_expected_board_puts_each_expected_value_in_place():
    diffs = [{"field": "cards.fodder.might", "expected": 6, "actual": 4},
             {"field": "chain", "expected": [], "actual": ["flash"]},
             {"field": "priority", "expected": "A", "actual": "B"},
             {"field": "scores.B", "expected": 2, "actual": 1},
             {"field": "battlefields.bf1.units", "expected": ["guard", {"card": "Sprite"}], "actual": []},
             {"field": "events[0]", "expected": {"type": "die"}, "actual": "not found"}]
    actual = state()
    want = expected_state(actual, diffs)
    assert want["cards"]["fodder"]["might"] == 6 and want["chain"] == [] and want["priority"] == "A"
    assert want["players"]["B"]["score"] == 2
    assert want["battlefields"]["bf1"]["units"] == ["guard", "Sprite #2"]
    assert want["cards"]["Sprite #2"]["name"] == "Sprite"
    assert actual["cards"]["fodder"]["might"] == 4           # the actual state is left alone
    assert highlights(diffs, actual) == {"card:fodder", "chain", "priority", "player:B", "bf:bf1"}


def test_divergence_reads_the_state_kept_for_the_failing_step():
    r = record("x", "failed", fields=("cards.fodder.might",))
    data = r.to_json()
    data["states"] = [{"step": "setup", "state": state()}, {"step": "expect", "state": state()}]
    found = divergence(ResultRecord.from_json(data))
    assert found["step"] == "expect" and found["highlight"] == {"card:fodder"}
    assert found["expected"]["cards"]["fodder"]["might"] == "A"
    assert divergence(record("x", "failed")) is None              # no state kept: no board


def test_snapshots_drop_hidden_cards_and_stay_bounded(monkeypatch):
    kept = snapshots.trim(state())
    assert "d1" not in kept["cards"] and "fodder" in kept["cards"]
    assert "d1" in snapshots.trim(state(), keep={"d1"})["cards"]   # a card a checkpoint names survives
    big = state()
    big["cards"].update({f"t{i}": {"name": "x" * 50, "zone": "trash"} for i in range(2000)})
    monkeypatch.setattr(snapshots, "MAX_STATE_BYTES", 20_000)
    trimmed = snapshots.trim(big)
    assert trimmed is not None and "t1" not in trimmed["cards"] and len(json.dumps(trimmed)) < 20_000
    huge = state(chain=[{"ref": "x" * 30_000}])
    assert snapshots.trim(huge) is None
    shots = snapshots.Snapshots()
    for i in range(30):
        shots.take(f"actions[{i}]", state())
    shots.take("actions[0]", state())                              # one state per step
    kept = shots.kept()
    assert len(kept) == snapshots.MAX_STATES and kept[0]["step"] == "actions[0]" and kept[-1]["step"] == "actions[29]"


def test_a_run_keeps_setup_checkpoint_and_diverging_states(suite):
    from scenario_text import wrong_chain

    suite.write("timing/wrong.yaml", wrong_chain())
    out = suite.path / "r.jsonl"
    suite.run("--results", str(out))
    (line,) = out.read_text().splitlines()
    data = json.loads(line)
    assert [s["step"] for s in data["states"]] == ["setup", "actions[1]"]
    assert data["states"][1]["state"]["chain"][0]["ref"] == "cleave"
