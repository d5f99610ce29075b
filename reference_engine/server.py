"""The reference engine served over protocol v1: JSON lines on stdin/stdout (docs/engine-protocol.md).

This module may import only ``reference_engine.api`` and the standard library: the harness drives this
server exactly as it drives any third-party engine. Anything the engine prints is sent to stderr, so a
stray ``print`` can never corrupt the protocol stream.
"""

from __future__ import annotations

import gc
import json
import sys
import traceback
from typing import IO, Any

from reference_engine import api

try:  # optional: writes a game state several times faster than the json module, the same JSON either way
    import orjson
except ImportError:  # pragma: no cover - the standard library serves alone
    orjson = None

PROTOCOL_VERSIONS = (1, 2)  # protocol 2: the handshake declares features

#: One reply per line: compact, UTF-8, and no cycle check (replies are plain trees).
_encode_json = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False, check_circular=False).encode


def _encode(reply: Any) -> bytes:
    """A reply as compact UTF-8 JSON (without the newline). orjson when it is installed; anything it will not
    write (e.g. an integer beyond 64 bits) goes through the json module, which decides what is JSON."""
    if orjson is not None:
        try:
            return orjson.dumps(reply, option=orjson.OPT_NON_STR_KEYS)
        except TypeError:
            pass
    return _encode_json(reply).encode("utf-8")


class _BadRequest(Exception):
    pass


class _Unsupported(Exception):
    pass


class Server:
    """Answers one request at a time with a fresh ``api.Session`` per scenario."""

    def __init__(self) -> None:
        self.info = api.Session().describe()
        self.session: Any = None

    def handle(self, request: Any) -> dict[str, Any]:
        if not isinstance(request, dict) or not isinstance(request.get("cmd"), str):
            raise _BadRequest("a request is a JSON object with a string 'cmd'")
        handler = getattr(self, "_" + request["cmd"], None)
        if handler is None:
            raise _BadRequest(f"unknown request {request['cmd']!r}")
        return handler(request)

    def _start(self, request: dict[str, Any]) -> dict[str, Any]:
        offered = request.get("versions") or [request.get("version")]
        common = [v for v in PROTOCOL_VERSIONS if v in offered]
        if not common:
            raise _BadRequest(f"this engine speaks protocol versions {list(PROTOCOL_VERSIONS)}, "
                              f"not {offered!r}")
        info = self.info
        engine = {
            "name": info["name"], "version": info["version"], "rules_version": info["rules_version"],
            "rules_versions": list(info.get("rules_versions") or [info["rules_version"]]),
            "capabilities": sorted(info.get("capabilities") or []), "language": "python",
            "batch": True,  # requests are answered line by line, in order, however many arrive together
            "observe_with_act": True}  # an act with "observe": true carries the state after it in its reply
        if common[-1] >= 2:
            engine["features"] = sorted(info.get("features") or [])
        return {"version": common[-1], "versions": list(PROTOCOL_VERSIONS), "engine": engine}

    def _setup(self, request: dict[str, Any]) -> dict[str, Any]:
        rules_version = request.get("rules_version", self.info["rules_version"])
        if rules_version not in (self.info.get("rules_versions") or [self.info["rules_version"]]):
            raise _Unsupported(f"rules version {rules_version} is not implemented")
        self.session = None
        session = api.Session(rules_version=rules_version)
        session.setup(request["setup"])
        self.session = session
        return {"ok": True}

    def _need_session(self) -> Any:
        if self.session is None:
            raise _BadRequest("no scenario is set up")
        return self.session

    def _act(self, request: dict[str, Any]) -> dict[str, Any]:
        session = self._need_session()
        result = session.act(request["action"])
        reply = {"accepted": bool(result["accepted"])}
        if not reply["accepted"]:
            reply["reason"] = result.get("reason") or "refused"
            if result.get("code"):
                reply["code"] = result["code"]
        if request.get("observe") is True:  # observe_with_act: the state after the decision, accepted or not
            reply["state"] = session.observe()
        return reply

    def _observe(self, request: dict[str, Any]) -> dict[str, Any]:
        return {"state": self._need_session().observe()}

    def _events(self, request: dict[str, Any]) -> dict[str, Any]:
        return {"events": list(self._need_session().events())}

    def _legal_actions(self, request: dict[str, Any]) -> dict[str, Any]:
        return {"actions": list(self._need_session().legal_actions(request.get("player")))}

    def _stop(self, request: dict[str, Any]) -> dict[str, Any]:
        return {"ok": True}


def _error(message: str, kind: str, trace: str | None = None, field: str | None = None) -> dict[str, Any]:
    error = {"message": message or kind, "kind": kind}
    if trace:
        error["traceback"] = trace
    if field:  # the setup field refused (error.schema.json), so the harness can point at its YAML line
        error["field"] = field
    return {"error": error}


def read_request(line: bytes) -> Any:
    """One request line parsed, or the exception that makes it a bad request (answered by ``reply_to``)."""
    try:
        return json.loads(line)  # requests are small: the json module, and its error messages
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        return exc


def answer(server: Server, line: bytes) -> tuple[str | None, bytes]:
    """The request's ``cmd`` (if readable) and the encoded reply line."""
    return reply_to(server, read_request(line))


def reply_to(server: Server, request: Any) -> tuple[str | None, bytes]:
    """The ``cmd`` of a request read by ``read_request`` (if it has one) and the encoded reply line."""
    setup_error = getattr(api, "SetupError", None)
    cmd = None
    try:
        if isinstance(request, (json.JSONDecodeError, UnicodeDecodeError)):
            raise request
        cmd = request.get("cmd") if isinstance(request, dict) else None
        reply = server.handle(request)
    except (json.JSONDecodeError, UnicodeDecodeError, _BadRequest, KeyError) as exc:
        reply = _error(f"bad request: {exc}", "bad-request")
    except _Unsupported as exc:
        reply = _error(str(exc), "unsupported")
    except Exception as exc:  # every engine failure becomes an error reply, never a dead process
        if setup_error is not None and isinstance(exc, setup_error):
            reply = _error(str(exc), "setup", field=getattr(exc, "field", None))
        else:
            reply = _error(f"{type(exc).__name__}: {exc}", "internal", traceback.format_exc())
    try:
        data = _encode(reply)
    except (TypeError, ValueError) as exc:
        data = json.dumps(_error(f"reply is not JSON-serialisable: {exc}", "internal")).encode("utf-8")
    return cmd, data + b"\n"


def serve(stdin: IO[bytes], stdout: IO[bytes]) -> int:
    """Serve requests until ``stop`` or end of input. Returns the process exit code.

    Requests that arrive together are answered in order, one decision per write: the replies of a ``setup``
    or an ``act`` and the ``observe`` behind it go out together (the harness wakes once for both), and those
    gathered so far are written before an ``act`` is carried out, so that the harness checks one decision
    while the engine works out the next (batching writes a run of decisions at once).
    """
    server = Server()
    pending = b""
    replies: list[bytes] = []

    def write() -> None:
        stdout.write(b"".join(replies))
        stdout.flush()
        replies.clear()

    while True:
        chunk = stdin.read1(1 << 16)
        if not chunk:
            return 0
        *lines, pending = (pending + chunk).split(b"\n")
        for line in lines:
            if not line.strip():
                continue
            request = read_request(line)
            if replies and isinstance(request, dict) and request.get("cmd") == "act":
                write()  # a new decision: the harness reads the previous one meanwhile
            cmd, reply = reply_to(server, request)
            replies.append(reply)
            if cmd == "stop":
                write()
                return 0
        if replies:
            write()


def main() -> int:
    gc.freeze()  # the engine's modules and card data live for the whole run: keep them out of collections
    protocol_out = sys.stdout.buffer
    sys.stdout = sys.stderr  # stray prints go to stderr, never into the protocol stream
    return serve(sys.stdin.buffer, protocol_out)
