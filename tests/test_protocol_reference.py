"""The reference engine over protocol v1 (``python -m reference_engine``) behaves exactly as in-process.

Every shipped scenario runs both ways; status, failing step and differences must be identical, whatever
the engine's progress. The server must import nothing from ``conformance``.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from conformance import resources
from conformance.adapters.reference import ReferenceAdapter
from conformance.adapters.subprocess import SubprocessEngine
from conformance.loader import load_suite
from conformance.runner import run_scenario

ROOT = Path(__file__).resolve().parents[1]
SERVER_FILES = [ROOT / "reference_engine" / "server.py", ROOT / "reference_engine" / "__main__.py"]


def _summary(record):
    failure = record.failure
    # untracked: a refusal code the server failed to forward would show as an untracked refusal-code
    return (record.status, failure and failure.step, failure and failure.kind,
            failure and json.dumps(failure.differences, sort_keys=True, default=str), tuple(record.untracked))


@pytest.fixture(scope="module")
def scenarios():
    loaded = load_suite([resources.scenarios_dir()])
    found = [f.scenario for f in loaded if f.scenario is not None]
    if not found:
        pytest.skip("no loadable scenarios shipped yet")
    return found


def test_every_scenario_ends_the_same_in_process_and_over_the_protocol(scenarios):
    inproc = ReferenceAdapter()
    remote = SubprocessEngine.from_command(f"{sys.executable} -m reference_engine", step_timeout=30)
    try:
        info_in, info_remote = inproc.describe(), remote.describe()
        # Over the protocol the same engine, with the negotiated protocol version (2: features declared),
        # and its server lets the harness write decisions ahead (batch) and take the state in act replies.
        assert info_remote.protocol == 2 and info_remote.language == "python" and info_remote.batch
        assert info_remote.observe_with_act
        assert replace(info_remote, protocol=None, language=None, batch=False, observe_with_act=False) == info_in
        differ = {}
        for s in scenarios:
            a = _summary(run_scenario(s, inproc, info_in))
            b = _summary(run_scenario(s, remote, info_remote))
            if a != b:
                differ[s.id] = (a, b)
        assert not differ
        assert remote.restarts == 0
    finally:
        remote.close()
        inproc.close()


#: Modules the server may use when installed, each imported under ``try: ... except ImportError`` with a
#: standard-library fallback (the server must run on the standard library alone).
OPTIONAL_ACCELERATORS = ("orjson",)


def _guarded_imports(tree: ast.AST) -> set[ast.AST]:
    """The import statements directly in the body of a ``try`` whose handlers catch ImportError."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Try) and any(isinstance(h.type, ast.Name) and h.type.id == "ImportError"
                                             for h in node.handlers):
            out.update(n for n in node.body if isinstance(n, (ast.Import, ast.ImportFrom)))
    return out


def test_server_imports_only_the_api_and_the_standard_library():
    for path in SERVER_FILES:
        tree = ast.parse(path.read_text())
        guarded = _guarded_imports(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                assert top != "conformance", f"{path.name} imports {name}"
                if top == "reference_engine":
                    assert name in ("reference_engine", "reference_engine.server"), f"{path.name} imports {name}"
                    if isinstance(node, ast.ImportFrom) and name == "reference_engine":
                        assert [a.name for a in node.names] == ["api"]
                elif top in OPTIONAL_ACCELERATORS:
                    assert node in guarded, f"{path.name} imports {name} without a standard-library fallback"
                else:
                    assert top in sys.stdlib_module_names or top == "__future__", f"{path.name} imports {name}"


def test_the_server_answers_the_same_without_its_optional_json_module(monkeypatch):
    from reference_engine import server

    requests = [{"cmd": "start", "versions": [1, 2]}, {"cmd": "setup", "setup": {"players": {"A": {}, "B": {}}}}, {"cmd": "setup", "setup": {"players": 3}},
                {"cmd": "observe"}, {"cmd": "legal_actions"}, {"cmd": "act", "action": {"player": "A", "pass": "x"}},
                {"cmd": "events"}, {"cmd": "nope"}]
    lines = [json.dumps(r).encode() for r in requests] + [b"not json", b"\xff\xfe"]

    def talk():
        srv = server.Server()
        return [server.answer(srv, line) for line in lines]

    fast = talk()
    monkeypatch.setattr(server, "orjson", None)
    plain = talk()
    assert [cmd for cmd, _ in fast] == [cmd for cmd, _ in plain]
    assert [json.loads(r) for _, r in fast] == [json.loads(r) for _, r in plain]
    assert all(r.endswith(b"\n") and r.count(b"\n") == 1 for _, r in fast + plain)


def _talk(lines: list[dict]) -> list[dict]:
    proc = subprocess.run([sys.executable, "-m", "reference_engine"], cwd=ROOT, timeout=60,
                          input="".join(json.dumps(x) + "\n" for x in lines) + "not json\n",
                          capture_output=True, text=True)
    return [json.loads(line) for line in proc.stdout.splitlines()]


def test_server_answers_errors_as_error_replies_and_keeps_running():
    replies = _talk([
        {"cmd": "start", "version": 1},
        {"cmd": "observe"},
        {"cmd": "setup", "setup": {"players": {"A": {"hand": [{"id": "x", "card": "No Such Card"}]}, "B": {}}},
         "rules_version": "1.4"},
        {"cmd": "setup", "setup": {"players": {"A": {}, "B": {}}}, "rules_version": "9.9"},
        {"cmd": "teleport"},
    ])
    assert replies[0]["version"] == 1 and replies[0]["engine"]["name"]
    assert replies[1]["error"]["kind"] == "bad-request"
    assert replies[2]["error"]["kind"] == "setup" and "No Such Card" in replies[2]["error"]["message"]
    assert replies[3]["error"]["kind"] == "unsupported"
    assert replies[4]["error"]["kind"] == "bad-request"
    assert replies[5]["error"]["kind"] == "bad-request"  # the line that is not JSON
    assert len(replies) == 6


def test_server_stops_on_stop():
    replies = _talk([{"cmd": "start", "version": 1}, {"cmd": "stop"}, {"cmd": "observe"}])
    assert replies[1] == {"ok": True} and len(replies) == 2


def test_server_negotiates_the_highest_common_protocol_version():
    v1, v2, none = _talk([{"cmd": "start", "version": 1},
                          {"cmd": "start", "version": 1, "versions": [1, 2]},
                          {"cmd": "start", "version": 1, "versions": [7]}])[:3]
    assert v1["version"] == 1 and "features" not in v1["engine"]  # a protocol 1 harness: capabilities only
    assert v2["version"] == 2 and v2["versions"] == [1, 2] and "official-cards" in v2["engine"]["features"]
    assert none["error"]["kind"] == "bad-request" and "[1, 2]" in none["error"]["message"]


class _Writes:
    """A stdout that records each write the server makes (a flush follows each)."""

    def __init__(self) -> None:
        self.writes: list[list[dict]] = []

    def write(self, data: bytes) -> None:
        self.writes.append([json.loads(line) for line in data.splitlines()])

    def flush(self) -> None:
        pass


def test_the_server_writes_requests_that_arrived_together_one_decision_at_a_time():
    import io

    from reference_engine import server

    act = {"cmd": "act", "action": {"player": "A", "end_turn": True}}
    setup = {"cmd": "setup", "rules_version": "1.4",
             "setup": {"players": {"A": {}, "B": {}}, "turn": {"active": "A", "phase": "main"}}}
    requests = [{"cmd": "start", "versions": [1, 2]}, setup, {"cmd": "observe"},  # setup and its observe
                act, {"cmd": "observe"},  # an act and the observe behind it
                {**act, "observe": True}, {**act, "action": {"player": "B", "end_turn": True}, "observe": True},
                # observe_with_act: each act carries its state
                {"cmd": "stop"}]
    out = _Writes()
    wire = b"".join(json.dumps(r).encode() + b"\n" for r in requests)  # all in one read
    assert server.serve(io.BufferedReader(io.BytesIO(wire)), out) == 0
    # start, setup and its observe in one write; then one write per decision; stop begins none
    assert [len(write) for write in out.writes] == [3, 2, 1, 2]
    assert [sorted(reply) for reply in out.writes[1]] == [["accepted"], ["state"]]
    folded = [out.writes[2][0], out.writes[3][0]]
    assert all("accepted" in reply and "state" in reply for reply in folded)  # observe_with_act
    assert out.writes[3][1] == {"ok": True}
