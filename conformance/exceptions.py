"""Errors of the harness, by the lifecycle step that raises them.

Loading a scenario   -> ScenarioError (file, line, column, field path, message); several are collected
                        into a ScenarioErrors.
Choosing an engine   -> UnknownEngine
Talking to an engine -> EngineError (the engine reported an error), EngineTimeout, EngineCrashed,
                        ProtocolError (a message broke the protocol), Unsupported (a capability the
                        engine lacks; the scenario is skipped).

Every engine-side error becomes a result with its own status; none of them stops the run.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ScenarioError(Exception):
    """One problem in one scenario file, located as precisely as we can."""

    path: str
    line: int | None
    column: int | None
    field: str
    message: str

    def __str__(self) -> str:
        where = self.path
        if self.line is not None:
            where += f":{self.line}"
            if self.column is not None:
                where += f":{self.column}"
        return f"{where}: {self.field or '<root>'}: {self.message}"


class ScenarioErrors(Exception):
    """All the problems found in one or more scenario files."""

    def __init__(self, errors: list[ScenarioError]):
        self.errors = errors
        super().__init__("\n".join(str(e) for e in errors))


class UnknownEngine(Exception):
    """``--engine`` named no registered engine, importable class or command."""


class EngineProblem(Exception):
    """Base of everything that can go wrong on the engine's side."""

    status = "errored"


class EngineError(EngineProblem):
    """The engine said it could not do what was asked (not a refusal of an illegal action). ``field``: for a
    setup it refuses, the offending field inside the setup as the engine named it (``decks.A.main[3].card``)."""

    status = "errored"

    def __init__(self, message: str = "", field: str | None = None):
        super().__init__(message)
        self.field = field


class EngineTimeout(EngineProblem):
    status = "timeout"


class EngineCrashed(EngineProblem):
    status = "crash"


class ProtocolError(EngineProblem):
    status = "protocol-error"


class Unsupported(EngineProblem):
    """The scenario needs a capability the engine does not declare."""

    status = "skipped"
