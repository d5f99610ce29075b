"""Failures grouped by their root cause: the shape of their first divergence.

Most of an engine's failures share a handful of causes (one engine failed 63 of 86 scenarios on the
priority it gives after a play). A cause is what the first divergence looks like with the scenario's own
names taken out: the kind of failure, the step's verb (``play``, ``pass``, ... when the record says), and
the diverging fields with instance, player and battlefield names replaced by ``*``. The terminal
summary, ``riftbound-conformance summary`` and the dashboard all group with :func:`group_failures`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from conformance.results.records import ResultRecord

#: Statuses that are a failure of the rules (a cause is a rules divergence) or of the engine.
FAILING = ("failed", "errored", "timeout", "crash", "protocol-error", "xpass")

# `cards.guard.zone` -> `cards.*.zone`; `players.A.score` -> `players.*.score`; and so on for every
# collection whose second segment is a name chosen by the scenario's author.
_NAMED = re.compile(r"^(cards|players|battlefields|units)\.[^.]+")
_INDEX = re.compile(r"\[\d+\]")


def normalise_field(name: str) -> str:
    """A diverging field with the scenario's own names removed, so equal causes compare equal."""
    return _INDEX.sub("[*]", _NAMED.sub(lambda m: m.group(1) + ".*", name))


@dataclass(frozen=True)
class Cause:
    """The shape of a first divergence; equal causes are grouped."""

    status: str                    # failed, errored, crash, ...
    kind: str                      # FailureDetail.kind: checkpoint, refusal, unexpected-refusal, engine, ...
    step_kind: str                 # the verb of the diverging step (play, pass, ...), or the step's name
    fields: tuple[str, ...]        # normalised diverging fields, sorted

    @property
    def label(self) -> str:
        where = f"{self.kind} at {self.step_kind}" if self.step_kind else self.kind
        what = ", ".join(self.fields) if self.fields else self.status
        return f"{where}: {what}"


@dataclass
class CauseGroup:
    cause: Cause
    records: list[ResultRecord] = field(default_factory=list)

    @property
    def scenarios(self) -> list[str]:
        return [r.scenario for r in self.records]

    @property
    def tags(self) -> list[str]:
        """Mechanism tags shared by every record in the group (most telling first: by frequency)."""
        shared = set(self.records[0].tags) if self.records else set()
        for r in self.records[1:]:
            shared &= set(r.tags)
        return sorted(shared)

    def to_json(self) -> dict:
        return {"cause": self.cause.label, "status": self.cause.status, "kind": self.cause.kind,
                "step_kind": self.cause.step_kind, "fields": list(self.cause.fields),
                "count": len(self.records), "tags": self.tags, "scenarios": self.scenarios}


def _step_kind(record: ResultRecord) -> str:
    failure = record.failure
    if failure is None:
        return ""
    verb = getattr(failure, "step_kind", None)
    if verb:
        return str(verb)
    # "actions[5]" -> "actions"; "expect", "setup" stay as they are.
    return re.sub(r"\[\d+\]$", "", failure.step or "")


def cause_of(record: ResultRecord) -> Cause | None:
    """The cause of a failing record, or None for a record that did not fail."""
    if record.status not in FAILING:
        return None
    failure = record.failure
    if failure is None:
        return Cause(record.status, "engine" if record.status != "failed" else "unknown", "", ())
    fields = tuple(sorted({normalise_field(str(d.get("field", ""))) for d in failure.differences}))
    return Cause(record.status, failure.kind, _step_kind(record), fields)


def group_failures(records: Iterable[ResultRecord]) -> list[CauseGroup]:
    """Failing records grouped by cause, largest group first (ties by label, for stable output)."""
    groups: dict[Cause, CauseGroup] = {}
    for record in records:
        cause = cause_of(record)
        if cause is not None:
            groups.setdefault(cause, CauseGroup(cause)).records.append(record)
    return sorted(groups.values(), key=lambda g: (-len(g.records), g.cause.label))
