"""The engine adapter protocol: what the harness needs from any Riftbound engine.

Lifecycle of one scenario (each step names the error an adapter raises when it goes wrong; see
``conformance.exceptions``):

1. ``describe()`` once per run       -> EngineInfo            (ProtocolError, EngineCrashed, EngineTimeout)
2. ``setup(setup, rules_version)``   -> None                  (EngineError: the engine cannot build it;
                                                               Unsupported: it needs a missing capability)
3. ``act(action)`` once per decision -> ActionResult          (EngineError, EngineCrashed, EngineTimeout)
4. ``observe()`` after each decision -> the canonical state   (schema/state.schema.json)
5. ``events()`` / ``legal_actions()`` when a scenario asks and the capability is declared
6. ``close()`` at the end of the run

The reference engine itself imports nothing from ``conformance`` (that keeps this protocol honest): its
in-process adapter, ``conformance.adapters.reference``, wraps ``reference_engine``'s own API, and
``python -m reference_engine`` serves the same API over JSON lines.

Both the in-process adapters (a Python class) and the out-of-process adapter (JSON lines over a
subprocess's stdin/stdout) implement this protocol, so the plugin never knows which one it drives.
Actions and setups are plain JSON-compatible mappings, exactly as written in the scenario (see
docs/scenario-format.md), so an adapter only forwards them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

#: Capabilities an engine may declare (protocol v1); each is also a feature (``conformance.features``).
#: A scenario that needs one the engine lacks is skipped.
CAPABILITIES = frozenset({"hidden", "multiplayer", "legal-actions", "events", "setup-from-decks"})

JSON = Any
State = Mapping[str, JSON]
Action = Mapping[str, JSON]


@dataclass(frozen=True)
class EngineInfo:
    """What an engine says about itself (the handshake)."""

    name: str
    version: str
    rules_version: str
    capabilities: frozenset[str] = field(default_factory=frozenset)
    #: Other rules versions the engine can be configured for (informational).
    rules_versions: tuple[str, ...] = ()
    #: Features it implements (conformance.features.FEATURES); None: not declared (protocol v1), so
    #: only ``capabilities`` are checked before a scenario starts.
    features: frozenset[str] | None = None
    #: Official cards it implements, by printed name; None: not declared (any card may be tried).
    cards: frozenset[str] | None = None
    #: Observed-state fields it does not track, in checkpoint terms with ``*`` for any name
    #: (``battlefields.*.contested``); comparisons skip them and report them as untracked.
    untracked: tuple[str, ...] = ()
    #: Conventions (conformance.action_shapes): how it takes damage assignments and targets.
    damage_assignment: str = "per-defender"
    targets: str = "with-play"
    #: Whether the harness may write the decisions up to its next need of the engine at once, each with its
    #: ``observe``, before reading their replies (``batch`` in the handshake; docs/engine-protocol.md).
    batch: bool = False
    #: Whether an ``act`` may ask for the state after it in its reply (``observe_with_act`` in the handshake;
    #: docs/engine-protocol.md, "Observing with act"): one request and one reply per decision instead of two.
    observe_with_act: bool = False
    #: The protocol version agreed in the handshake (None: in process).
    protocol: int | None = None
    #: Informational: the language it is written in, its homepage.
    language: str | None = None
    homepage: str | None = None


@dataclass(frozen=True)
class ActionResult:
    """The engine's answer to one decision: accepted, or refused with a reason (and optionally a code)."""

    accepted: bool
    reason: str | None = None
    #: With a refusal, optionally: one word of the refusal taxonomy (conformance/refusals.py).
    code: str | None = None

    @classmethod
    def ok(cls) -> ActionResult:
        return cls(True)

    @classmethod
    def refuse(cls, reason: str, code: str | None = None) -> ActionResult:
        return cls(False, reason, code)


@runtime_checkable
class Engine(Protocol):
    """One engine connection; serves any number of scenarios, one at a time."""

    def describe(self) -> EngineInfo: ...

    def setup(self, setup: Mapping[str, JSON], *, rules_version: str) -> None: ...

    def act(self, action: Action) -> ActionResult: ...

    def observe(self) -> State: ...

    def events(self) -> Sequence[Mapping[str, JSON]]: ...

    def legal_actions(self, player: str | None = None) -> Sequence[Action]: ...

    def close(self) -> None: ...
