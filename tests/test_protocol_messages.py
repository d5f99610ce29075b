"""Protocol v1 messages: every message round-trips through its schema, and bad ones are refused."""

from __future__ import annotations

import json

import jsonschema
import pytest

from conformance.adapters import messages as m
from conformance.adapters.protocol import ActionResult, EngineInfo
from conformance.exceptions import EngineError, ProtocolError, Unsupported

STATE = {"turn": {"number": 1, "active": "A", "phase": "main", "state": "neutral-open"},
         "priority": "A", "focus": None, "chain": [], "showdown": None, "players": {},
         "battlefields": {}, "cards": {}, "decision": None, "winner": None}
INFO = EngineInfo("x", "1.0", "1.4", frozenset({"events", "hidden"}), ("1.4",))

REQUESTS = [m.Start(), m.Setup(setup={"players": {}}, rules_version="1.4"),
            m.Act(action={"player": "A", "pass": "priority"}),
            m.Act(action={"player": "A", "end_turn": True}, observe=True),
            m.Observe(), m.Events(),
            m.LegalActions(player="A"), m.LegalActions(), m.Stop()]
INFO_V2 = EngineInfo("x", "1.0", "1.4", frozenset(), ("1.4",), features=frozenset({"move", "combat"}),
                     cards=frozenset({"Cleave"}), untracked=("battlefields.*.contested",),
                     damage_assignment="per-pair", targets="question", language="rust", batch=True,
                     observe_with_act=True)
REPLIES = [m.StartReply(1, INFO), m.StartReply(2, INFO_V2, (1, 2)), m.SetupReply(), m.ActReply(ActionResult.ok()),
           m.ActReply(ActionResult.refuse("not now")), m.ActReply(ActionResult.ok(), STATE),
           m.ActReply(ActionResult.refuse("not now", "wrong-timing"), STATE), m.ObserveReply(STATE),
           m.EventsReply([{"type": "move", "cards": ["u1"]}]), m.LegalActionsReply([{"player": "A", "pass": "focus"}]),
           m.StopReply(), m.ErrorReply("boom", "setup")]


def test_every_message_has_a_schema_file():
    names = {r.schema for r in REQUESTS} | {r.schema for r in REPLIES}
    for name in names:
        path = m.schema_root() / "protocol" / f"{name}.schema.json"
        schema = json.loads(path.read_text())
        assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
        assert schema["$id"].endswith(f"/protocol/{name}.schema.json")
        jsonschema.Draft202012Validator.check_schema(schema)
    files = {p.name.removesuffix(".schema.json") for p in (m.schema_root() / "protocol").glob("*.json")}
    assert files == names


@pytest.mark.parametrize("request_", REQUESTS, ids=lambda r: type(r).__name__)
def test_requests_round_trip(request_):
    wire = m.encode(request_.to_json())
    assert wire.endswith(b"\n") and wire.count(b"\n") == 1
    assert m.Request.from_json(json.loads(wire)) == request_


@pytest.mark.parametrize("reply", REPLIES, ids=lambda r: type(r).__name__)
def test_replies_round_trip(reply):
    again = type(reply).from_json(json.loads(m.encode(reply.to_json())))
    assert again == reply


@pytest.mark.parametrize("obj, fragment", [
    ({"cmd": "start"}, "'version' is a required property"),
    ({"cmd": "start", "version": "1"}, "is not of type 'integer'"),
    ({"cmd": "act", "action": {"pass": "priority"}}, "'player' is a required property"),
    ({"cmd": "setup", "setup": [], "rules_version": "1.4"}, "is not of type 'object'"),
    ({"cmd": "observe", "extra": 1}, "Additional properties"),
    ({"cmd": "launch"}, "unknown request 'launch'"),
])
def test_bad_requests_are_refused(obj, fragment):
    with pytest.raises(ProtocolError, match=fragment.replace("(", r"\(").replace(")", r"\)")):
        m.Request.from_json(obj)


@pytest.mark.parametrize("request_, line, fragment", [
    (m.Start, b'{"version": 1}', "'engine' is a required property"),
    (m.Start, b'{"version": 1, "engine": {"name": "x", "version": "1", "rules_version": "one"}}',
     "$.engine.rules_version"),
    (m.Start, b'{"version": 1, "engine": {"name": "x", "version": "1", "rules_version": "1.4",'
              b' "capabilities": ["telepathy"]}}', "telepathy"),
    (m.Act, b'{"accepted": false}', "'reason' is a required property"),
    (m.Act, b'{"accepted": "yes"}', "is not of type 'boolean'"),
    (m.Observe, b'{"state": {"turn": {"number": 1}}}', "$.state"),
    (m.Events, b'{"events": [{"kind": "move"}]}', "'type' is a required property"),
    (m.Setup, b'[1, 2]', "is not of type 'object'"),
    (m.Setup, b'{"ok": true', "not JSON"),
    (m.Setup, b'\xff\xfe', "not JSON"),
    (m.Act, b'{"accepted": true, "reason": NaN}', "not JSON"),
    (m.Setup, b'{"error": {"kind": "setup"}}', "'message' is a required property"),
])
def test_bad_replies_are_protocol_errors(request_, line, fragment):
    with pytest.raises(ProtocolError) as caught:
        m.parse_reply(request_, line + b"\n")
    assert fragment in str(caught.value)
    assert f"reply to {request_.cmd}" in str(caught.value)


def test_error_replies_become_engine_errors():
    reply = m.parse_reply(m.Setup, b'{"error": {"message": "no such card", "kind": "setup"}}\n')
    assert isinstance(reply.exception("setup"), EngineError)
    assert "no such card" in str(reply.exception("setup"))
    unsupported = m.parse_reply(m.Setup, b'{"error": {"message": "hidden cards", "kind": "unsupported"}}\n')
    assert isinstance(unsupported.exception("setup"), Unsupported)
    internal = m.parse_reply(m.Act, b'{"error": {"message": "oops", "traceback": "Traceback: line 3"}}\n')
    assert internal.kind == "internal" and "Traceback: line 3" in str(internal.exception("act"))


def test_observe_reply_uses_the_state_schema():
    broken = dict(STATE, turn={"number": 1, "active": "A", "phase": "lunch", "state": "neutral-open"})
    with pytest.raises(ProtocolError, match=r"\$\.state\.turn\.phase"):
        m.parse_reply(m.Observe, m.encode({"state": broken}))


def test_a_state_carried_by_an_act_reply_is_checked_as_an_observe_reply_is():
    broken = dict(STATE, turn={"number": 1, "active": "A", "phase": "lunch", "state": "neutral-open"})
    with pytest.raises(ProtocolError, match=r"reply to act: .*\$\.state\.turn\.phase"):
        m.parse_reply(m.Act, m.encode({"accepted": True, "state": broken}))
    assert m.parse_reply(m.Act, m.encode({"accepted": True, "state": STATE})).state == STATE


def test_the_pure_python_json_path_is_as_strict(monkeypatch):
    monkeypatch.setattr(m, "orjson", None)
    assert m.encode({"cmd": "observe"}) == b'{"cmd":"observe"}\n'
    for line in (b'{"accepted": true, "reason": NaN}\n', b'{"ok": tru\n', b'\xff\n'):
        with pytest.raises(ProtocolError, match="not JSON"):
            m.parse_reply(m.Act, line)


def test_encode_writes_number_keys_as_strings_and_refuses_what_json_cannot_hold():
    assert json.loads(m.encode({"cmd": "act", "action": {"player": "A", "assign": {1: 3}}})) == {
        "cmd": "act", "action": {"player": "A", "assign": {"1": 3}}}
    with pytest.raises(ValueError, match="cannot write this message as JSON"):
        m.encode({"cmd": "setup", "setup": {"units": {"u1", "u2"}}})
