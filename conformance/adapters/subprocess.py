"""The out-of-process adapter: any engine program speaking protocol v1 (JSON lines) on stdin/stdout.

One process serves the whole run. Every request waits for its reply under a deadline (the per-step
timeout, cut short by the per-scenario timeout), read with ``selectors`` so a silent engine can never
block the run. The engine's stderr is drained by a thread into a bounded tail that is attached to every
error. A crash, a hang or a broken message ends the current scenario only: the process is killed and a
fresh one is started (and handshaken again) before the next ``setup``. After ``give_up_after``
consecutive scenarios ended by a crash or a hang, the adapter stops restarting and every later ``setup``
raises at once with a "not run" reason.
"""

from __future__ import annotations

import dataclasses

import collections
import os
import selectors
import shlex
import signal
import subprocess
import sys
import threading
import time
import weakref
from collections.abc import Mapping, Sequence
from typing import Any

from conformance.adapters import messages as m
from conformance.adapters.config import EngineConfig
from conformance.adapters.protocol import Action, ActionResult, EngineInfo, State
from conformance.exceptions import EngineCrashed, EngineProblem, EngineTimeout, ProtocolError

#: Longest reply line accepted; a longer one is a protocol error (it protects the harness's memory).
MAX_LINE = 32 * 1024 * 1024
#: At most this many bytes of requests are written ahead (``prefetch``): less than any pipe holds, so that
#: writing them never waits for the engine to read.
_AHEAD_BYTES = 16 * 1024


class EngineGaveUp(EngineCrashed):
    """The engine crashed or hung in too many scenarios in a row; the rest of the run is not run."""

    status = "crash"


class _StderrTail:
    """Drains a pipe on a daemon thread, keeping only the last ``limit`` bytes."""

    def __init__(self, pipe, limit: int = 8192):
        self._chunks: collections.deque[bytes] = collections.deque()
        self._size = 0  # bytes held in _chunks
        self._total = 0  # bytes read since the process started
        self._limit = limit
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._drain, args=(pipe,), daemon=True)
        self._thread.start()

    def _drain(self, pipe) -> None:
        try:
            for chunk in iter(lambda: pipe.read(4096), b""):
                with self._lock:
                    self._chunks.append(chunk)
                    self._size += len(chunk)
                    self._total += len(chunk)
                    while self._size - len(self._chunks[0]) >= self._limit:
                        self._size -= len(self._chunks.popleft())
        except (OSError, ValueError):
            pass

    def mark(self) -> int:
        """A position to read from later: what the engine writes from now on."""
        with self._lock:
            return self._total

    def text(self, settle: float = 0.0, since: int = 0) -> str:
        """The last ``limit`` bytes written after position ``since``."""
        if settle:
            self._thread.join(settle)
        with self._lock:
            data = b"".join(self._chunks)
            first = self._total - len(data)
        data = data[max(0, since - first):]
        return data[-self._limit:].decode("utf-8", "replace")


def _kill_group(popen: subprocess.Popen, guard: subprocess.Popen | None = None) -> None:
    """SIGKILL the engine's process group: the engine and anything it started, even after the engine
    itself exited (its children keep the group alive), then let the guard go."""
    try:
        os.killpg(popen.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    if popen.returncode is None:
        try:
            popen.wait(5)
        except subprocess.TimeoutExpired:
            pass
    if guard is not None:
        try:
            guard.stdin.close()  # end of input: the guard checks the group once more and exits
            guard.wait(5)
        except (OSError, subprocess.TimeoutExpired):
            pass


#: The parent-death guard (standard library only, run with ``python -I -c``). It lives in a session of
#: its own, so terminal signals do not reach it, and waits on a pipe from the harness. When the pipe
#: closes (the harness stopped the engine, or died, even by SIGKILL) it ends the engine's process group:
#: SIGTERM, a short grace, then SIGKILL. It also exits once the group is gone.
_GUARD = """
import os, select, signal, sys, time
group = int(sys.argv[1])
signal.signal(signal.SIGINT, signal.SIG_IGN)
def alive():
    try:
        os.killpg(group, 0)
        return True
    except (ProcessLookupError, PermissionError):
        return False
while alive():
    ready, _, _ = select.select([0], [], [], 1.0)
    if ready and not os.read(0, 4096):
        break
for sig, grace in ((signal.SIGTERM, 1.0), (signal.SIGKILL, 0.0)):
    if not alive():
        break
    os.killpg(group, sig)
    end = time.monotonic() + grace
    while alive() and time.monotonic() < end:
        time.sleep(0.05)
"""


def _start_guard(group: int) -> subprocess.Popen | None:
    try:
        return subprocess.Popen([sys.executable, "-I", "-S", "-c", _GUARD, str(group)], stdin=subprocess.PIPE,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    except OSError:  # pragma: no cover - the engine still runs, without the guard
        return None


class _Process:
    """One running engine process and its pipes."""

    def __init__(self, config: EngineConfig):
        if os.name != "posix":
            raise EngineCrashed("out-of-process engines need a POSIX system (Linux, macOS, or WSL on Windows)")
        env = None
        if config.env:
            env = {**os.environ, **config.env}
        try:
            self.popen = subprocess.Popen(
                list(config.command), cwd=config.cwd, env=env, stdin=subprocess.PIPE,
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, bufsize=0,
                start_new_session=True)  # its own process group: a kill reaches a wrapper's children too
        except OSError as exc:
            raise EngineCrashed(f"could not start engine {shlex.join(config.command)!r}: {exc}") from None
        # Never leave an engine behind: its group is killed when this object goes away or the harness
        # exits, and by the guard process if the harness dies without running any of that.
        self.guard = _start_guard(self.popen.pid)
        self._finalizer = weakref.finalize(self, _kill_group, self.popen, self.guard)
        self.stderr = _StderrTail(self.popen.stderr, config.stderr_limit)
        self._out = self.popen.stdout.fileno()
        self._in = self.popen.stdin.fileno()
        os.set_blocking(self._out, False)
        os.set_blocking(self._in, False)
        self._selector = selectors.DefaultSelector()
        self._selector.register(self._out, selectors.EVENT_READ)
        self._wselector = selectors.DefaultSelector()
        self._wselector.register(self._in, selectors.EVENT_WRITE)
        self._buffer = bytearray()
        self.writes = 0  # writes to the engine's stdin: the round trips (benchmarks/protocol_overhead.py)
        self._scanned = 0  # bytes of _buffer already searched for a newline (a long line is scanned once)

    def write(self, data: bytes, deadline: float) -> None:
        self.writes += 1
        view = memoryview(data)
        while view:
            try:
                sent = os.write(self._in, view)
            except BlockingIOError:
                sent = 0
            view = view[sent:]
            if view and not self._wselector.select(max(0.0, deadline - time.monotonic())):
                raise TimeoutError
            if view and time.monotonic() >= deadline:
                raise TimeoutError

    @property
    def partial(self) -> bytes:
        """Bytes read that do not yet make a whole line."""
        return bytes(self._buffer)

    def unread(self) -> bytes:
        """Output already waiting before a request is sent: the engine wrote something nobody asked for."""
        try:
            chunk = os.read(self._out, 1 << 16)
        except BlockingIOError:
            chunk = b""
        else:
            if not chunk:
                raise EOFError
        self._buffer += chunk
        return bytes(self._buffer)

    def read_line(self, deadline: float) -> bytes:
        """The next line; TimeoutError past the deadline, EOFError when stdout closes."""
        while True:
            end = self._buffer.find(b"\n", self._scanned)
            if end >= 0:
                line = bytes(self._buffer[: end + 1])
                del self._buffer[: end + 1]
                self._scanned = 0
                return line
            self._scanned = len(self._buffer)
            if len(self._buffer) > MAX_LINE:
                raise ProtocolError(f"the engine wrote more than {MAX_LINE} bytes without a newline")
            try:
                chunk = os.read(self._out, 1 << 16)
            except BlockingIOError:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise TimeoutError from None
                # Wake now and then to see whether the engine exited: a child it started may still
                # hold its stdout open, so end of file alone would never come.
                if not self._selector.select(min(remaining, 0.2)) and self.popen.poll() is not None:
                    try:
                        chunk = os.read(self._out, 1 << 16)
                    except BlockingIOError:
                        raise EOFError from None
                    if not chunk:
                        raise EOFError
                    self._buffer += chunk
                continue
            if not chunk:
                raise EOFError
            self._buffer += chunk

    def kill(self) -> int | None:
        self._finalizer.detach()
        _kill_group(self.popen, self.guard)
        try:
            return self.popen.wait(5)
        except subprocess.TimeoutExpired:
            return None
        finally:
            self._close()

    def exit_code(self, wait: float) -> int | None:
        try:
            return self.popen.wait(wait)
        except subprocess.TimeoutExpired:
            return None

    def _close(self) -> None:
        self._selector.close()
        self._wselector.close()
        self.stderr.text(settle=0.5)  # let the drain thread reach end of file
        for pipe in (self.popen.stdin, self.popen.stdout, self.popen.stderr):
            try:
                pipe.close()
            except OSError:
                pass


class SubprocessEngine:
    """An Engine (conformance.adapters.protocol) reached over protocol v1 on a child process."""

    def __init__(self, config: EngineConfig):
        self.config = config
        self._process: _Process | None = None
        self._info: EngineInfo | None = None
        self._needs_restart = False
        self._crashed_this_scenario = False
        self._consecutive_crashes = 0
        self._gave_up: EngineGaveUp | None = None
        self._scenario_deadline: float | None = None
        self._stderr_mark = 0
        self._observed: m.ObserveReply | m.ErrorReply | EngineProblem | None = None
        #: Decisions written ahead (``prefetch``), each followed by an ``observe``, whose replies are unread.
        self._ahead: collections.deque[Action] = collections.deque()
        self.restarts = 0

    @classmethod
    def from_command(cls, cmdline: str, **settings: Any) -> SubprocessEngine:
        """``--engine cmd:"<command line>"``: the command is split as a POSIX shell would."""
        return cls(EngineConfig.from_command(cmdline, **settings))

    @classmethod
    def from_config(cls, config: EngineConfig) -> SubprocessEngine:
        return cls(config)

    def __repr__(self) -> str:
        return f"SubprocessEngine({shlex.join(self.config.command)!r})"

    # ------------------------------------------------------------------------------------ Engine API

    def describe(self) -> EngineInfo:
        if self._info is None:
            self._start()
        return self._info

    def setup(self, setup: Mapping[str, Any], *, rules_version: str, then: Sequence[Action] = ()) -> None:
        """``then``: the scenario's first decisions, written right behind the setup like ``prefetch`` (an engine
        declaring ``batch``), so that the setup and the first run of decisions cost one round trip."""
        self._begin_scenario()
        self._scenario_deadline = time.monotonic() + self.config.scenario_timeout
        self._stderr_mark = self._process.stderr.mark()
        self._request(m.Setup(setup=setup, rules_version=rules_version), then_observe=True, ahead=then)

    def act(self, action: Action) -> ActionResult:
        request = m.Act(action=action, observe=self._folds())
        if self._ahead:
            if self._ahead[0] != action:
                self._drain()
                raise RuntimeError("harness bug: a decision other than the one written ahead was acted")
            self._ahead.popleft()
            return self._request(request, then_observe=True, written=True).result
        return self._request(request, then_observe=True).result

    def _folds(self) -> bool:
        """Whether an ``act`` asks for the state in its reply (the engine declares ``observe_with_act``, pipelining
        is on) instead of an ``observe`` written behind it (docs/engine-protocol.md, "Observing with act")."""
        info = self._info
        return info is not None and info.observe_with_act and self.config.pipeline

    def prefetch(self, actions: Sequence[Action]) -> None:
        """Batching, for an engine that declares ``batch`` (docs/engine-protocol.md): write ``act`` and ``observe``
        for each of ``actions`` at once, without waiting; the ``act`` calls that follow, with the same decisions
        in the same order, read their replies in turn. The runner passes the scripted decisions up to the next
        point where it needs the engine otherwise. Replies left unread when a scenario stops early are read and
        dropped before the next request. Nothing is written for other engines, or with ``pipeline = false``."""
        wire, batch = self._ahead_wire(actions)
        if len(batch) < 2 or self._process is None or self._needs_restart:
            return
        try:
            if self._process.unread():
                return  # output nobody asked for: the next request reports it
        except EOFError:
            return
        try:
            self._process.write(bytes(wire), time.monotonic() + self.config.step_timeout)
        except (TimeoutError, OSError):
            self._crash()  # the next request reports that the engine is not running
            return
        self._ahead.extend(batch)

    def _ahead_wire(self, actions: Sequence[Action]) -> tuple[bytes, list[Action]]:
        """The requests (``act`` then ``observe``) for as many of ``actions`` as may be written ahead, and those
        actions; nothing unless the engine declares ``batch``, pipelining is on and nothing is ahead already."""
        info = self._info
        if not actions or self._ahead or info is None or not info.batch or not self.config.pipeline:
            return b"", []
        wire = bytearray()
        fold = self._folds()
        observe = b"" if fold else m.encode(m.Observe().to_json())
        batch = []
        for action in actions:
            line = m.encode(m.Act(action=action, observe=fold).to_json()) + observe
            if len(wire) + len(line) > _AHEAD_BYTES:
                break  # the requests always fit in the pipe: the write never waits on the engine
            wire += line
            batch.append(action)
        return bytes(wire), batch

    def _drain(self) -> None:
        """Read and drop the replies of decisions written ahead that nobody will ask for (a scenario that
        stopped early); a problem reading them ends the process as any fault does."""
        ahead, self._ahead = self._ahead, collections.deque()
        process = self._process
        fold = self._folds()
        for request in (r for action in ahead for r in ((m.Act(action=action, observe=True),) if fold
                                                         else (m.Act(action=action), m.Observe()))):
            if process is None or self._needs_restart:
                return
            try:
                self._read_reply(request, process, None, None)
            except EngineProblem:
                return

    def observe(self) -> State:
        ahead, self._observed = self._observed, None
        if ahead is None:
            return self._request(m.Observe()).state
        if isinstance(ahead, EngineProblem):
            raise ahead
        return ahead.state

    def events(self) -> Sequence[Mapping[str, Any]]:
        self._not_ahead("events")
        observed = self._observed
        events = self._request(m.Events()).events
        self._observed = observed  # asking for events changes no state: the observation still holds
        return events

    def legal_actions(self, player: str | None = None) -> Sequence[Action]:
        self._not_ahead("legal_actions")
        observed = self._observed
        actions = self._request(m.LegalActions(player=player)).actions
        self._observed = observed
        return actions

    def _not_ahead(self, what: str) -> None:
        if self._ahead:
            raise RuntimeError(f"harness bug: {what} asked while decisions written ahead are unread")

    def close(self) -> None:
        self._drain()
        process, self._process = self._process, None
        self._observed = None
        if process is None:
            return
        if process.popen.poll() is None and not self._needs_restart:
            try:
                deadline = time.monotonic() + self.config.stop_timeout
                process.write(m.encode(m.Stop().to_json()), deadline)
                process.read_line(deadline)
                process.exit_code(max(0.0, deadline - time.monotonic()))
            except (OSError, TimeoutError, EOFError, EngineProblem):
                pass
        process.kill()

    # ------------------------------------------------------------------------------------- lifecycle

    def _begin_scenario(self) -> None:
        """Reset or count consecutive crashes; restart a dead engine, or give up on it."""
        self._drain()  # a fault reading them belongs to the scenario that wrote them ahead
        if self._gave_up is not None:
            raise EngineGaveUp(*self._gave_up.args)
        if self._crashed_this_scenario:
            self._consecutive_crashes += 1
        elif self._info is not None:
            self._consecutive_crashes = 0
        self._crashed_this_scenario = False
        self._scenario_deadline = None
        n = self.config.give_up_after
        if self._consecutive_crashes >= n:
            self._gave_up = EngineGaveUp(f"not run: engine gave up after {n} consecutive crashes or timeouts "
                                         f"({shlex.join(self.config.command)})")
            if self._process is not None:
                self._process.kill()
                self._process = None
            raise EngineGaveUp(*self._gave_up.args)
        if self._process is None or self._needs_restart:
            if self._process is not None:
                self.restarts += 1
            self._start()

    def _start(self) -> None:
        if self._process is not None:
            self._process.kill()
            self._process = None
        self._needs_restart = False
        self._process = _Process(self.config)
        self._stderr_mark = 0
        reply = self._request(m.Start(), timeout=self.config.start_timeout)
        try:
            agreed = m.agree(reply)
        except ProtocolError:
            self._fail_process()
            raise
        info = dataclasses.replace(reply.engine, protocol=agreed)
        if self._info is not None and info != self._info:
            self._fail_process()
            raise ProtocolError(f"the engine restarted as {info}, not {self._info}")
        self._info = info

    def _fail_process(self) -> None:
        self._needs_restart = True

    def _request(self, request: m.Request, *, timeout: float | None = None, then_observe: bool = False,
                 written: bool = False, ahead: Sequence[Action] = ()) -> Any:
        """Send one request and return its parsed reply, turning every fault into an EngineProblem.

        With ``then_observe`` (``setup`` and ``act``, ``pipeline`` on) an ``observe`` request is written
        right behind it, and its reply, or the problem reading it, is kept for the ``observe()`` that the
        harness makes next: one round trip per decision instead of two. An ``act`` that asks for the state itself
        (``observe_with_act``) gets no ``observe`` behind it: the state in its reply is kept instead. ``written``:
        the request and its ``observe`` were written ahead (``prefetch``); only their replies are read. ``ahead``:
        decisions to write ahead right behind this request and its ``observe`` (``setup``'s ``then``).
        """
        self._observed = None
        if self._process is None or self._needs_restart:
            if self._info is None or request.cmd == "setup":
                raise EngineCrashed("the engine is not running")
            raise EngineCrashed(f"the engine is not running (it failed earlier in this scenario); "
                                f"cannot send {request.cmd}")
        process = self._process
        folded = isinstance(request, m.Act) and request.observe
        pipelined = then_observe and not folded and (self.config.pipeline or written)
        wire = None if written else m.encode(request.to_json())
        if pipelined and not written:
            wire += m.encode(m.Observe().to_json())
        behind, batch = self._ahead_wire(ahead) if pipelined and not written else (b"", [])
        try:
            extra = b"" if written else process.unread()  # written ahead: its replies may be waiting already
        except EOFError:
            extra = b""  # the engine is gone; writing the request reports the crash
        if extra:
            self._fail_process()
            excerpt = extra[:200].decode("utf-8", "replace")
            raise self._with_stderr(ProtocolError(
                f"before {request.cmd}: the engine wrote output nobody asked for (a second reply, or a log "
                f"line on stdout?): {excerpt!r}"), process)
        if batch:
            wire += behind
            self._ahead.extend(batch)  # read by the acts that follow, or dropped by _drain
        reply = self._read_reply(request, process, wire, timeout)
        if folded and isinstance(reply, m.ActReply):
            if reply.state is None:
                self._fail_process()
                raise self._with_stderr(ProtocolError(
                    "reply to act: the engine declares observe_with_act, but its reply to an act with "
                    '"observe": true has no "state"'), process)
            self._observed = m.ObserveReply(reply.state)
        if pipelined:
            try:
                observed = self._read_reply(m.Observe(), process, None, None)
                if isinstance(observed, m.ErrorReply):
                    observed = self._with_stderr(observed.exception("observe"), process)
                self._observed = observed
            except EngineProblem as exc:
                self._observed = exc
        if isinstance(reply, m.ErrorReply):
            self._observed = None
            raise self._with_stderr(reply.exception(request.cmd), process)
        return reply

    def _read_reply(self, request: m.Request, process: _Process, wire: bytes | None,
                    timeout: float | None) -> m.Reply:
        """Write ``wire`` (if any) and read the reply to ``request``; an ErrorReply is returned, not raised."""
        step = self.config.step_timeout if timeout is None else timeout
        kind = "step" if timeout is None else request.cmd
        deadline, which = time.monotonic() + step, f"{kind} timeout of {step:g}s"
        if self._scenario_deadline is not None and self._scenario_deadline < deadline:
            deadline, which = self._scenario_deadline, f"scenario timeout of {self.config.scenario_timeout:g}s"
        try:
            if wire is not None:
                process.write(wire, deadline)
            return m.parse_reply(request, process.read_line(deadline))
        except TimeoutError:
            self._crash()
            message = f"no reply to {request.cmd} within the {which}"
            if process.partial:
                message += f" (received without a newline: {process.partial[:200].decode('utf-8', 'replace')!r})"
            raise self._with_stderr(EngineTimeout(message), process) from None
        except (EOFError, BrokenPipeError, ConnectionResetError):
            code = process.exit_code(1.0)  # before the kill, which would replace the engine's own code
            self._crash()
            how = f"exited with code {code}" if code is not None else "closed its stdout"
            raise self._with_stderr(EngineCrashed(f"the engine {how} during {request.cmd}"),
                                    process, settle=0.5) from None
        except ProtocolError as exc:
            self._fail_process()
            raise self._with_stderr(exc, process) from None

    def _crash(self) -> None:
        self._needs_restart = True
        self._crashed_this_scenario = True
        if self._process is not None:
            self._process.kill()

    def _with_stderr(self, exc: EngineProblem, process: _Process, settle: float = 0.0) -> EngineProblem:
        """Attach what the engine wrote to stderr in this scenario (as ``.stderr`` and in the message)."""
        since = self._stderr_mark if process is self._process else 0
        tail = process.stderr.text(settle, since).strip()
        exc.stderr = tail
        if tail:
            exc.args = (f"{exc.args[0] if exc.args else exc}\n--- engine stderr (last lines) ---\n{tail}",)
        return exc
