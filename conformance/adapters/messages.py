"""Protocol v1 messages: one small frozen class per message, each tied to its JSON Schema.

The wire format is one JSON object per line (docs/engine-protocol.md). Every request the harness sends
and every reply an engine returns is checked against its schema in ``schema/protocol/``, in both
directions: ``Request.to_json`` / ``Reply.from_json`` on the harness side, and ``Request.from_json`` /
``Reply.to_json`` for in-memory engines and tests. A message that breaks its schema raises
``ProtocolError`` naming the message, the JSON path and the schema's complaint.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, ClassVar

import jsonschema
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

try:  # a compiled validator for the fast path; the pure-Python one still explains every failure
    import jsonschema_rs
except ImportError:  # pragma: no cover - jsonschema-rs is a declared dependency
    jsonschema_rs = None

try:  # about 3x faster than the json module on a game state; same strict JSON
    import orjson
except ImportError:  # pragma: no cover - orjson is a declared dependency
    orjson = None

from conformance import resources
from conformance.adapters.protocol import CAPABILITIES, ActionResult, EngineInfo
from conformance.exceptions import EngineError, ProtocolError, Unsupported

#: Every protocol version this harness speaks, oldest first (docs/engine-protocol.md, "Versions").
PROTOCOL_VERSIONS = (1, 2)
PROTOCOL_VERSION = PROTOCOL_VERSIONS[-1]

#: The URI our protocol schemas live under; ``../state.schema.json`` resolves against it.
SCHEMA_BASE = "https://riftbound-conformance.invalid/schema/"


def schema_root() -> Path:
    """The schema folder: the checkout's ``schema/``, or the copy packaged in the wheel."""
    return resources.schema_dir()


@lru_cache(maxsize=1)
def _schemas() -> tuple[tuple[str, Any], ...]:
    """Every schema under the schema root, by its own ``$id`` and by its path under SCHEMA_BASE."""
    root = schema_root()
    found: dict[str, Any] = {}
    for path in sorted(root.rglob("*.json")):
        contents = json.loads(path.read_text(encoding="utf-8"))
        found[SCHEMA_BASE + path.relative_to(root).as_posix()] = contents
        if isinstance(contents, dict) and isinstance(contents.get("$id"), str):
            found[contents["$id"]] = contents
    return tuple(found.items())


@lru_cache(maxsize=1)
def _registry() -> Registry:
    return Registry().with_resources(
        (uri, Resource.from_contents(contents, default_specification=DRAFT202012))
        for uri, contents in _schemas())


@lru_cache(maxsize=None)
def _fast_validator(name: str) -> Any:
    """A compiled validator (jsonschema-rs) when available: ~400x faster on a full game state."""
    if jsonschema_rs is None:
        return None
    registry = jsonschema_rs.Registry(list(_schemas()))
    return jsonschema_rs.validator_for(_registry().contents(_uri(name)), registry=registry)


def _uri(name: str) -> str:
    return SCHEMA_BASE + f"protocol/{name}.schema.json"


@lru_cache(maxsize=None)
def validator(name: str) -> jsonschema.protocols.Validator:
    """The compiled validator of ``schema/protocol/<name>.schema.json``."""
    schema = _registry().contents(_uri(name))
    cls = jsonschema.validators.validator_for(schema, default=jsonschema.Draft202012Validator)
    return cls(schema, registry=_registry())


def check(name: str, instance: Any) -> None:
    """Validate one message against its schema; ProtocolError with the most relevant error."""
    fast = _fast_validator(name)
    if fast is not None and fast.is_valid(instance):
        return
    error = jsonschema.exceptions.best_match(validator(name).iter_errors(instance))
    if error is not None:
        where = error.json_path if error.path else "$"
        raise ProtocolError(f"{name} message breaks schema/protocol/{name}.schema.json at {where}: "
                            f"{error.message}")


def encode(obj: Mapping[str, Any]) -> bytes:
    """One message as one line of UTF-8 JSON."""
    if orjson is not None:
        try:
            return orjson.dumps(obj) + b"\n"
        except TypeError:
            pass  # e.g. a YAML mapping with number keys: the json module writes them as strings
    try:
        return json.dumps(obj, separators=(",", ":"), ensure_ascii=False).encode("utf-8") + b"\n"
    except (TypeError, ValueError) as exc:
        raise ValueError(f"cannot write this message as JSON: {exc}") from None


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def decode(line: bytes, *, expecting: str) -> Any:
    """Parse one line; ProtocolError quoting the start of the line when it is not JSON."""
    try:
        if orjson is not None:
            return orjson.loads(line)  # strict: rejects NaN, Infinity and invalid UTF-8
        return json.loads(line, parse_constant=_no_constant)
    except (UnicodeDecodeError, ValueError) as exc:
        excerpt = line[:200].decode("utf-8", "replace").rstrip("\n")
        raise ProtocolError(f"{expecting}: the engine wrote a line that is not JSON ({exc}): {excerpt!r} "
                            f"(stdout carries protocol messages only; engines log to stderr)") from None


# --------------------------------------------------------------------------------------------- requests


class Request:
    """A harness -> engine message. Subclasses set ``cmd`` and ``Reply``."""

    cmd: ClassVar[str]
    schema: ClassVar[str]
    Reply: ClassVar[type[Reply]]

    def _fields(self) -> dict[str, Any]:
        return {}

    def to_json(self) -> dict[str, Any]:
        obj = {"cmd": self.cmd, **self._fields()}
        check(self.schema, obj)
        return obj

    @classmethod
    def from_json(cls, obj: Any) -> Request:
        """Parse any request (the engine side of the protocol; used by in-memory engines and tests)."""
        cmd = obj.get("cmd") if isinstance(obj, dict) else None
        kind = REQUESTS.get(cmd)
        if kind is None:
            raise ProtocolError(f"unknown request {cmd!r}; expected one of {sorted(REQUESTS)}")
        check(kind.schema, obj)
        return kind._build({k: v for k, v in obj.items() if k != "cmd"})

    @classmethod
    def _build(cls, fields: dict[str, Any]) -> Request:
        return cls(**fields)


class Reply:
    """An engine -> harness message. Subclasses set ``schema``."""

    schema: ClassVar[str]

    def to_json(self) -> dict[str, Any]:
        obj = self._fields()
        check(self.schema, obj)
        return obj

    def _fields(self) -> dict[str, Any]:
        return {}

    @classmethod
    def from_json(cls, obj: Any) -> Reply:
        check(cls.schema, obj)
        return cls._build(obj)

    @classmethod
    def _build(cls, obj: dict[str, Any]) -> Reply:
        return cls()


@dataclass(frozen=True)
class StartReply(Reply):
    schema: ClassVar[str] = "start-reply"
    version: int
    engine: EngineInfo
    #: Every protocol version the engine could speak (its offered range), if it says.
    versions: tuple[int, ...] = ()

    def _fields(self) -> dict[str, Any]:
        info = self.engine
        engine: dict[str, Any] = {
            "name": info.name, "version": info.version, "rules_version": info.rules_version,
            "rules_versions": list(info.rules_versions), "capabilities": sorted(info.capabilities)}
        if info.features is not None:
            engine["features"] = sorted(info.features)
        if info.cards is not None:
            engine["cards"] = sorted(info.cards)
        if info.untracked:
            engine["untracked"] = list(info.untracked)
        if info.batch:
            engine["batch"] = True
        if info.observe_with_act:
            engine["observe_with_act"] = True
        if (info.damage_assignment, info.targets) != ("per-defender", "with-play"):
            engine["conventions"] = {"damage_assignment": info.damage_assignment, "targets": info.targets}
        for key in ("language", "homepage"):
            if getattr(info, key):
                engine[key] = getattr(info, key)
        obj: dict[str, Any] = {"version": self.version, "engine": engine}
        if self.versions:
            obj["versions"] = list(self.versions)
        return obj

    @classmethod
    def _build(cls, obj: dict[str, Any]) -> StartReply:
        e = obj["engine"]
        features = e.get("features")
        cards = e.get("cards")
        info = EngineInfo(name=e["name"], version=e["version"], rules_version=e["rules_version"],
                          capabilities=frozenset(e.get("capabilities", ())) & CAPABILITIES,
                          rules_versions=tuple(e.get("rules_versions", (e["rules_version"],))),
                          features=frozenset(features) if features is not None else None,
                          cards=frozenset(cards) if cards is not None else None,
                          untracked=tuple(e.get("untracked", ())),
                          damage_assignment=e.get("conventions", {}).get("damage_assignment", "per-defender"),
                          targets=e.get("conventions", {}).get("targets", "with-play"),
                          language=e.get("language"), homepage=e.get("homepage"), batch=e.get("batch") is True,
                          observe_with_act=e.get("observe_with_act") is True)
        return cls(obj["version"], info, tuple(obj.get("versions", ())))


def agree(reply: StartReply, offered: Sequence[int] = PROTOCOL_VERSIONS) -> int:
    """The protocol version of the session: the engine's choice, if the harness offered it."""
    if reply.version in offered:
        return reply.version
    theirs = sorted(set(reply.versions) | {reply.version})
    common = sorted(set(theirs) & set(offered))
    ours = ", ".join(map(str, offered))
    if common:
        raise ProtocolError(f"the engine chose protocol version {reply.version}, which the harness did not "
                            f"offer ({ours}); both speak {', '.join(map(str, common))}")
    raise ProtocolError(f"no protocol version in common: the engine speaks {', '.join(map(str, theirs))}; "
                        f"this harness speaks {ours}")


@dataclass(frozen=True)
class Start(Request):
    """``version`` stays 1, the one every engine written for protocol v1 checks; ``versions`` lists
    every version the harness speaks, and the engine answers with the one it picks."""

    cmd: ClassVar[str] = "start"
    schema: ClassVar[str] = "start"
    Reply: ClassVar[type[Reply]] = StartReply
    version: int = PROTOCOL_VERSIONS[0]
    versions: tuple[int, ...] = PROTOCOL_VERSIONS

    def _fields(self) -> dict[str, Any]:
        return {"version": self.version, "versions": list(self.versions)}

    @classmethod
    def _build(cls, fields: dict[str, Any]) -> Start:
        return cls(fields["version"], tuple(fields.get("versions", (fields["version"],))))


@dataclass(frozen=True)
class SetupReply(Reply):
    schema: ClassVar[str] = "setup-reply"

    def _fields(self) -> dict[str, Any]:
        return {"ok": True}


@dataclass(frozen=True)
class Setup(Request):
    cmd: ClassVar[str] = "setup"
    schema: ClassVar[str] = "setup"
    Reply: ClassVar[type[Reply]] = SetupReply
    setup: Mapping[str, Any]
    rules_version: str

    def _fields(self) -> dict[str, Any]:
        return {"setup": self.setup, "rules_version": self.rules_version}


@dataclass(frozen=True)
class ActReply(Reply):
    schema: ClassVar[str] = "act-reply"
    result: ActionResult
    #: The state after the decision, when the ``act`` asked for it (``observe``; engine ``observe_with_act``).
    state: Mapping[str, Any] | None = None

    def _fields(self) -> dict[str, Any]:
        reply: dict[str, Any] = {"accepted": True}
        if not self.result.accepted:
            reply = {"accepted": False, "reason": self.result.reason or ""}
            if self.result.code is not None:
                reply["code"] = self.result.code
        if self.state is not None:
            reply["state"] = self.state
        return reply

    @classmethod
    def _build(cls, obj: dict[str, Any]) -> ActReply:
        return cls(ActionResult(obj["accepted"], obj.get("reason"), obj.get("code")), obj.get("state"))


@dataclass(frozen=True)
class Act(Request):
    cmd: ClassVar[str] = "act"
    schema: ClassVar[str] = "act"
    Reply: ClassVar[type[Reply]] = ActReply
    action: Mapping[str, Any]
    #: Ask for the state after the decision in the reply (only to an engine declaring ``observe_with_act``).
    observe: bool = False

    def _fields(self) -> dict[str, Any]:
        if self.observe:
            return {"action": self.action, "observe": True}
        return {"action": self.action}


@dataclass(frozen=True)
class ObserveReply(Reply):
    schema: ClassVar[str] = "observe-reply"
    state: Mapping[str, Any]

    def _fields(self) -> dict[str, Any]:
        return {"state": self.state}

    @classmethod
    def _build(cls, obj: dict[str, Any]) -> ObserveReply:
        return cls(obj["state"])


@dataclass(frozen=True)
class Observe(Request):
    cmd: ClassVar[str] = "observe"
    schema: ClassVar[str] = "observe"
    Reply: ClassVar[type[Reply]] = ObserveReply


@dataclass(frozen=True)
class EventsReply(Reply):
    schema: ClassVar[str] = "events-reply"
    events: Sequence[Mapping[str, Any]]

    def _fields(self) -> dict[str, Any]:
        return {"events": list(self.events)}

    @classmethod
    def _build(cls, obj: dict[str, Any]) -> EventsReply:
        return cls(obj["events"])


@dataclass(frozen=True)
class Events(Request):
    cmd: ClassVar[str] = "events"
    schema: ClassVar[str] = "events"
    Reply: ClassVar[type[Reply]] = EventsReply


@dataclass(frozen=True)
class LegalActionsReply(Reply):
    schema: ClassVar[str] = "legal-actions-reply"
    actions: Sequence[Mapping[str, Any]]

    def _fields(self) -> dict[str, Any]:
        return {"actions": list(self.actions)}

    @classmethod
    def _build(cls, obj: dict[str, Any]) -> LegalActionsReply:
        return cls(obj["actions"])


@dataclass(frozen=True)
class LegalActions(Request):
    cmd: ClassVar[str] = "legal_actions"
    schema: ClassVar[str] = "legal-actions"
    Reply: ClassVar[type[Reply]] = LegalActionsReply
    player: str | None = None

    def _fields(self) -> dict[str, Any]:
        return {"player": self.player}


@dataclass(frozen=True)
class StopReply(Reply):
    schema: ClassVar[str] = "stop-reply"

    def _fields(self) -> dict[str, Any]:
        return {"ok": True}


@dataclass(frozen=True)
class Stop(Request):
    cmd: ClassVar[str] = "stop"
    schema: ClassVar[str] = "stop"
    Reply: ClassVar[type[Reply]] = StopReply


@dataclass(frozen=True)
class ErrorReply(Reply):
    """``{"error": {...}}``, valid in answer to any request."""

    schema: ClassVar[str] = "error"
    message: str
    kind: str = "internal"
    traceback: str | None = None
    field: str | None = None  # kind setup: the field of the setup the engine refuses (decks.A.main[3].card)

    def _fields(self) -> dict[str, Any]:
        error: dict[str, Any] = {"message": self.message, "kind": self.kind}
        if self.traceback:
            error["traceback"] = self.traceback
        if self.field:
            error["field"] = self.field
        return {"error": error}

    @classmethod
    def _build(cls, obj: dict[str, Any]) -> ErrorReply:
        e = obj["error"]
        return cls(e["message"], e.get("kind", "internal"), e.get("traceback"), e.get("field"))

    def exception(self, request: str) -> EngineError | Unsupported:
        """The harness exception this reply stands for."""
        text = f"engine error on {request} ({self.kind}): {self.message}"
        if self.traceback:
            text += "\n" + self.traceback.rstrip()
        return Unsupported(text) if self.kind == "unsupported" else EngineError(text, field=self.field)


REQUESTS: dict[str, type[Request]] = {
    kind.cmd: kind for kind in (Start, Setup, Act, Observe, Events, LegalActions, Stop)}


def parse_reply(request: type[Request] | Request, line: bytes) -> Reply:
    """Parse and check the engine's answer to ``request``: its own reply type, or an ErrorReply."""
    expecting = f"reply to {request.cmd}"
    obj = decode(line, expecting=expecting)
    kind = ErrorReply if isinstance(obj, dict) and "error" in obj else request.Reply
    try:
        return kind.from_json(obj)
    except ProtocolError as exc:
        raise ProtocolError(f"{expecting}: {exc}") from None
