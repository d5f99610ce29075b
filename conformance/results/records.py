"""One scenario's outcome against one engine, as a plain record that round-trips through JSON."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

#: Every status a scenario can end with. ``xfail``/``xpass`` come from a per-engine expectations file.
STATUSES = ("passed", "failed", "errored", "timeout", "crash", "protocol-error", "skipped", "xfail", "xpass")
#: Statuses that mean the engine misbehaved (the scenario could not be judged); they fail the run.
ENGINE_STATUSES = ("errored", "timeout", "crash", "protocol-error")


@dataclass(frozen=True)
class FailureDetail:
    """Where and how a scenario diverged, in the scenario's own terms."""

    kind: str                           # checkpoint | refusal | unexpected-refusal | changed-after-refusal
                                        # | open-decision | engine
    step: str                           # "actions[5]", "expect", "setup"
    line: int | None
    message: str
    differences: list[dict[str, Any]] = field(default_factory=list)   # {field, expected, actual}
    step_kind: str = ""                 # the verb of the diverging decision (play, pass, ...), or
                                        # "after <verb>" for a checkpoint; "setup" before any decision
    field: str = ""                     # the scenario field it points at (a refused setup: setup.decks.A.main[3])

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> FailureDetail:
        return cls(**data)


#: Which expectation the engine met where a ruling disagrees with Core Rules v1.4 (``by_ruling``).
RULING_SIDES = ("v1.4", "ruling", "both", "neither")

#: Outcomes of one checkpoint in ``ResultRecord.checkpoints``.
CHECKPOINT_OUTCOMES = ("passed", "failed", "not-reached")


@dataclass(frozen=True)
class ResultRecord:
    engine: str
    engine_version: str
    rules_version: str
    scenario: str
    path: str
    rulings: list[str]
    rules: list[str]
    tags: list[str]
    status: str
    duration: float                     # seconds, whole scenario
    engine_time: float = 0.0            # seconds spent inside the engine
    failure: FailureDetail | None = None
    narrative: list[str] = field(default_factory=list)
    reason: str | None = None           # skip reason, or the expectation's reason for xfail/xpass
    features: list[str] = field(default_factory=list)     # what the scenario needs (conformance/features.py)
    mode: str | None = None                               # the Mode of Play of a setup from decks (485-488), else None
    #: every checkpoint in order: {step, line, outcome (CHECKPOINT_OUTCOMES), untracked: [fields]}
    checkpoints: list[dict[str, Any]] = field(default_factory=list)
    untracked: list[str] = field(default_factory=list)    # checkpoint fields skipped: the engine does not track them
    suite_version: str = ""                               # the harness's version
    scenario_set: str = ""                                # content hash of the scenario files of the run

    @property
    def checkpoints_passed(self) -> int:
        return sum(1 for c in self.checkpoints if c.get("outcome") == "passed")
    urls: list[str] = field(default_factory=list)        # the scenario's URL sources (optional)
    states: list[dict[str, Any]] = field(default_factory=list)  # boards: {step, state}, see snapshots.py
    #: rulings recorded beside the v1.4 expectation (``by_ruling``), each as the engine met it:
    #: {step, line, ruling, expects, engine: "v1.4" | "ruling" | "both" | "neither"} (RULING_SIDES)
    rulings_beside: list[dict[str, Any]] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.status not in STATUSES:
            raise ValueError(f"unknown status {self.status!r}")

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["failure"] = self.failure.to_json() if self.failure else None
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ResultRecord:
        data = dict(data)
        failure = data.pop("failure", None)
        return cls(**data, failure=FailureDetail.from_json(failure) if failure else None)

    def with_status(self, status: str, reason: str | None = None) -> ResultRecord:
        data = self.to_json()
        data["status"] = status
        if reason is not None:
            data["reason"] = reason
        return ResultRecord.from_json(data)
