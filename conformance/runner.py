"""Runs one scenario against one engine and returns a result record.

Sequence: skip if the rules version or a capability does not fit; ``setup``; then for each step either
``act`` + ``observe`` (a decision) or a comparison (a checkpoint); finally ``expect``. Strict mode fails
the scenario when the engine asks a question the next scripted decision does not answer, when a
question is still open at the end, or when a decision expected to be accepted is refused. Every
engine-side problem becomes a status (``errored``, ``timeout``, ``crash``, ``protocol-error``,
``skipped``); the run goes on.
"""

from __future__ import annotations

import json
import re
import time
import traceback
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any, TypeVar

from jsonschema import Draft202012Validator

from conformance import action_shapes, refusals, resources
from conformance import features as feature_list
from conformance.adapters.protocol import Engine, EngineInfo
from conformance.bindings import Bindings, Unbound, bindings_in, bound_names
from conformance.compare import Comparison, Difference, state_changes
from conformance.exceptions import EngineProblem, Unsupported
from conformance.loader import fast_check
from conformance.results.records import FailureDetail, ResultRecord
from conformance.results.snapshots import Snapshots
from conformance.safe_yaml import parse_path
from conformance.scenario import Checkpoint, Decision, Scenario, instance_ids

T = TypeVar("T")
#: A setup field at the start of an engine's message (``setup.decks.A.main[3].card: no card named ...``).
_SETUP_FIELD = re.compile(r"(?:^|[\s(:])(setup(?:[.\[][^\s:]*)?):\s")

#: Which decision verb answers which kind of open question.
ANSWERS = {"order-triggers": "order", "assign-damage": "assign", "choose": "choose"}


@cache
def state_validator() -> Draft202012Validator:
    return Draft202012Validator(resources.schema("state.schema.json"))


class _Stop(Exception):
    """Ends a scenario early with a status and (for failures) a detail."""

    def __init__(self, status: str, detail: FailureDetail | None = None, reason: str | None = None):
        super().__init__(status)
        self.status = status
        self.detail = detail
        self.reason = reason


@dataclass
class Timings:
    engine: float = 0.0
    compare: float = 0.0


@dataclass
class _Run:
    scenario: Scenario
    engine: Engine
    info: EngineInfo
    strict: bool = True
    check_states: bool = True
    timings: Timings = field(default_factory=Timings)
    narrative: list[str] = field(default_factory=list)
    where: str = "setup"
    line: int | None = None
    verb: str = ""                        # the verb of the latest decision (for FailureDetail.step_kind)
    outcomes: dict[int, dict[str, Any]] = field(default_factory=dict)   # checkpoint index -> outcome
    untracked: list[str] = field(default_factory=list)
    snapshots: Snapshots = field(default_factory=Snapshots)   # boards for the reports
    last_state: Mapping[str, Any] | None = None
    bindings: Bindings = field(default_factory=Bindings)   # names of created cards (conformance/bindings.py)
    rulings_beside: list[dict[str, Any]] = field(default_factory=list)   # by_ruling, as the engine met it

    # -- engine calls, timed and mapped to statuses ------------------------------------------------
    def call(self, what: str, fn: Callable[[], T]) -> T:
        start = time.perf_counter()
        try:
            return fn()
        except Unsupported as exc:
            raise _Stop("skipped", reason=f"{what}: {exc}{self.partial()}") from None
        except EngineProblem as exc:
            raise _Stop(exc.status, self.detail("engine", f"{what}: {type(exc).__name__}: {exc}",
                                                field=self.refused_field(what, exc))) from None
        except Exception as exc:  # an in-process adapter's own bug must not stop the run
            tail = traceback.format_exception_only(type(exc), exc)[-1].strip()
            raise _Stop("errored", self.detail("engine", f"{what} raised {tail}")) from None
        finally:
            self.timings.engine += time.perf_counter() - start

    def detail(self, kind: str, message: str, diffs: list[Difference] | None = None, field: str = "") -> FailureDetail:
        """What went wrong, where: a ``field`` of the setup (``setup.decks.A.main[3]``) is located at its own
        YAML line (or its nearest ancestor's), like a checkpoint at its step's line."""
        line = self.line
        if field.startswith("setup"):
            line = self.scenario.setup_line(parse_path(field)[1:]) or line
        return FailureDetail(kind, self.where, line, message,
                             [{"field": d.field, "expected": d.expected, "actual": d.actual} for d in diffs or ()],
                             step_kind=self.step_kind(), field=field)

    def refused_field(self, what: str, exc: EngineProblem) -> str:
        """The setup field an engine refused: the one its error names (``field``, protocol error replies), else
        one its message begins with (``setup.decks.A.main: ...``, as the reference engine writes them)."""
        if what != "setup":
            return ""
        named = getattr(exc, "field", None)
        if not named:
            found = _SETUP_FIELD.search(str(exc))
            named = found.group(1) if found else ""
        if not named:
            return ""
        return named if named == "setup" or named.startswith(("setup.", "setup[")) else f"setup.{named}"

    def step_kind(self) -> str:
        """The diverging decision's verb, or ``after <verb>`` past it (a checkpoint, the end); ``setup``
        before any decision. ``run`` keeps ``verb`` so."""
        return self.verb or "setup"

    def partial(self) -> str:
        """`` (N of M checkpoints passed before)`` when a scenario stops after passing some."""
        passed = sum(1 for o in self.outcomes.values() if o["outcome"] == "passed")
        if not passed:
            return ""
        total = len(self.scenario.checkpoints())
        return f" ({passed} of {total} checkpoint{'s' if total != 1 else ''} passed before)"

    def checkpoint_outcomes(self) -> list[dict[str, Any]]:
        out = []
        for step in self.scenario.checkpoints():
            entry = self.outcomes.get(step.index, {"outcome": "not-reached"})
            out.append({"step": "expect" if step.index < 0 else f"actions[{step.index}]", "line": step.line, **entry})
        return out

    def fail(self, kind: str, message: str, diffs: list[Difference] | None = None) -> _Stop:
        self.snapshot(diffs)
        return _Stop("failed", self.detail(kind, message, diffs))

    def snapshot(self, diffs: list[Difference] | None = None) -> None:
        """Keep the latest observed state for this step (cards a difference names are never trimmed)."""
        keep = {d.field.split(".")[1] for d in diffs or () if d.field.startswith(("cards.", "units."))}
        self.snapshots.take(self.where, self.last_state, keep)

    def observe(self) -> Mapping[str, Any]:
        state = self.call("observe", self.engine.observe)
        if not isinstance(state, Mapping):
            raise _Stop("protocol-error", self.detail("engine", f"observe returned {type(state).__name__}, not an object"))
        self.last_state = state
        return state

    def validate_state(self, state: Mapping[str, Any]) -> None:
        if not self.check_states:
            return
        quick = fast_check("state.schema.json")
        if quick is not None and quick(state):
            return
        error = next(iter(state_validator().iter_errors(state)), None)
        if error is not None:
            where = "/".join(map(str, error.absolute_path)) or "<root>"
            raise _Stop("protocol-error", self.detail(
                "engine", f"observed state breaks schema/state.schema.json at {where}: {error.message}"))

    # -- the scenario ---------------------------------------------------------------------------
    def run(self) -> None:
        s = self.scenario
        if s.variant_skip:
            raise _Stop("skipped", reason=s.variant_skip)
        if not s.applies_to(self.info.rules_version):
            raise _Stop("skipped", reason=f"scenario applies to rules versions {', '.join(s.rules_versions)}, "
                                          f"engine implements {self.info.rules_version}")
        lacking = feature_list.missing(s.features, self.info.features, self.info.capabilities)
        if lacking:
            raise _Stop("skipped", reason=feature_list.skip_reason(lacking))
        if self.info.cards is not None:
            cards = [c for c in feature_list.official_cards(s.raw) if c not in self.info.cards]
            if cards:
                raise _Stop("skipped", reason=f"engine does not implement card{'s' if len(cards) > 1 else ''}: "
                                              f"{', '.join(cards)}")
        self.bindings = Bindings(bound_names(s.raw))  # before the look ahead: its actions use the same names
        prefetch = getattr(self.engine, "prefetch", None)  # batching adapters (conformance/adapters/subprocess.py)
        first, ahead = self.lookahead(0) if prefetch is not None else ([], 0)  # steps before ``ahead``: written
        then = {"then": first} if first else {}  # behind the setup (one round trip for both)
        self.call("setup", lambda: self.engine.setup(s.setup, rules_version=self.info.rules_version, **then))
        state = self.observe()
        self.validate_state(state)
        self.snapshot()
        comparison = Comparison(
            known_ids=_scenario_ids(s),
            rules_version=self.info.rules_version,
            events=lambda: self.call("events", self.engine.events),
            legal_actions=lambda player: self.call("legal_actions", lambda: self.engine.legal_actions(player)),
            untracked=self.info.untracked,
            bindings=self.bindings,
        )
        for i, step in enumerate(s.steps):
            self.where, self.line = f"actions[{step.index}]", step.line
            if isinstance(step, Checkpoint):
                self.check(comparison, step, state)
            else:
                if prefetch is not None and i >= ahead:
                    actions, ahead = self.lookahead(i)
                    prefetch(actions)
                self.verb = _verb(step)
                state = self.decide(step, state)
                self.verb = f"after {self.verb}"
        if s.expect is not None:
            self.where, self.line = "expect", s.expect.line
            self.check(comparison, s.expect, state)
        self.validate_state(state)
        question = state.get("decision")
        if self.strict and question:
            self.where, self.line = "end", None
            raise self.fail("open-decision", f"the engine is still waiting for {_question(question)} "
                                             f"after the last scripted step")

    def lookahead(self, first: int) -> tuple[list[dict[str, Any]], int]:
        """The engine actions of the scripted decisions from step ``first`` on that can be written before any
        reply is read, and the index of the first step past them: the run stops at a checkpoint that asks
        the engine (events, legal actions) or binds names, and at a decision whose form depends on the
        observed state (a damage assignment, targets asked as a question) or on a name not bound yet."""
        out: list[dict[str, Any]] = []
        steps = self.scenario.steps
        for i in range(first, len(steps)):
            step = steps[i]
            if isinstance(step, Checkpoint):
                if _asks_engine(step) or any(True for _ in bindings_in(step.fields)):
                    return out, i
                continue
            if "assign" in step.data or self.info.targets == "question":
                return out, i
            try:
                out.append(self.bindings.action(step.engine_action()))
            except Unbound:
                return out, i
        return out, len(steps)

    def check(self, comparison: Comparison, step: Checkpoint, state: Mapping[str, Any]) -> None:
        start = time.perf_counter()
        engine_before = self.timings.engine
        try:
            diffs = comparison.compare(step.fields, state)
        except Unbound as exc:  # its binding checkpoint read a field the engine does not track
            raise _Stop("skipped", reason=f"{step.label}: {exc}{self.partial()}") from None
        self.timings.compare += time.perf_counter() - start - (self.timings.engine - engine_before)
        outcome: dict[str, Any] = {"outcome": "failed" if diffs else "passed"}
        if comparison.skipped:
            outcome["untracked"] = list(comparison.skipped)
            self.untracked.extend(f for f in comparison.skipped if f not in self.untracked)
        self.outcomes[step.index] = outcome
        skipped = list(comparison.skipped)
        beside = self.beside_rulings(not diffs, {ruling: not comparison.compare(fields, state)
                                                 for ruling, fields in step.by_ruling.items()}, step.by_ruling)
        if diffs:
            raise self.fail("checkpoint", f"{step.label} diverged{beside}", diffs)
        untracked = f" (untracked: {', '.join(skipped)})" if skipped else ""
        self.snapshot()
        self.narrative.append(f"{self.where}: check passed{untracked}" + (f" -- {step.note}" if step.note else ""))

    def beside_rulings(self, v14_met: bool, ruling_met: Mapping[str, bool], expects: Mapping[str, Any]) -> str:
        """Record how the engine met each ruling that disagrees with Core Rules v1.4 at this step
        (``by_ruling``; never changing the outcome), narrate it, and return the words a failure adds."""
        tail = ""
        for ruling, met in ruling_met.items():
            side = ("both" if met else "v1.4") if v14_met else ("ruling" if met else "neither")
            self.rulings_beside.append({"step": self.where, "line": self.line, "ruling": ruling,
                                        "expects": expects[ruling], "engine": side})
            said = {"v1.4": "the engine follows Core Rules v1.4", "ruling": "the engine follows the ruling",
                    "both": "the engine meets both", "neither": "the engine meets neither"}[side]
            self.narrative.append(f"{self.where}: ruling {ruling} disagrees with Core Rules v1.4 here, "
                                  f"expecting {_compact(expects[ruling])}: {said}")
            if side == "ruling":
                tail += f" (as ruling {ruling} expects, which disagrees with Core Rules v1.4)"
        return tail

    def decide(self, step: Decision, state: Mapping[str, Any]) -> Mapping[str, Any]:
        question = state.get("decision")
        # Any player may concede at any time (Core Rules 650), an open question or not.
        if self.strict and question and not step.refused and "concede" not in step.data:
            verb = ANSWERS.get(question.get("kind")) if isinstance(question, Mapping) else None
            # The asked player may first use an [Add] ability to pay what the question is about (429.3).
            if question.get("player") != step.player or (verb not in step.data and "activate" not in step.data):
                raise self.fail("open-decision", f"the engine asked for {_question(question)}, "
                                                 f"but the next scripted step is: {step.describe()}")
        accepted, reason, code = self.send(step, state)
        text = step.describe()
        beside = self.beside_rulings(accepted != step.refused,
                                     {ruling: accepted != refused for ruling, refused in step.by_ruling.items()},
                                     {ruling: {"refused": refused} for ruling, refused in step.by_ruling.items()})
        if step.refused:
            if accepted:
                self.narrative.append(f"{self.where}: {text} -> accepted")
                raise self.fail("refusal", f"the engine accepted a decision the scenario expects it to refuse{beside}")
            verdict = refusals.check(step.code, code)
            shown = f"{code}: {reason}" if code else str(reason)
            if verdict.outcome == "untracked":
                shown += "; no refusal code reported (untracked)"
                if refusals.UNTRACKED not in self.untracked:
                    self.untracked.append(refusals.UNTRACKED)
            self.narrative.append(f"{self.where}: {text} -> refused ({shown})")
            if verdict.outcome == "failed":
                raise self.fail("refusal", verdict.message)
            if step.reason and step.reason.lower() not in (reason or "").lower():
                raise self.fail("refusal", f"refusal reason {reason!r} does not contain {step.reason!r}")
            after = self.observe()
            start = time.perf_counter()
            changes = state_changes(state, after)
            self.timings.compare += time.perf_counter() - start
            if changes:
                raise self.fail("changed-after-refusal", "the observed state changed after a refused decision",
                                changes[:20])
            return after
        if not accepted:
            reason = f"{code}: {reason}" if code else reason
            self.narrative.append(f"{self.where}: {text} -> refused ({reason})")
            if self.strict:
                raise self.fail("unexpected-refusal", f"the engine refused a decision the scenario expects "
                                                      f"to be accepted: {reason}{beside}")
            return state
        after = self.observe()
        self.narrative.append(f"{self.where}: {text}")
        self.narrative.append(situation(state, after))
        return after

    def send(self, step: Decision, state: Mapping[str, Any]) -> tuple[bool, str | None, str | None]:
        """Send one scripted decision in the engine's declared shapes (conformance/action_shapes.py);
        with ``targets: question`` that is the decision without its targets, then the answer to the
        ``choose`` question the engine must open for them. Returns (accepted, reason, refusal code)."""
        try:
            action = self.bindings.action(step.engine_action())
        except Unbound as exc:  # its binding checkpoint read a field the engine does not track
            raise _Stop("skipped", reason=f"{exc}{self.partial()}") from None
        action = action_shapes.adapt(action, self.info.damage_assignment, state)
        targets = None
        if self.info.targets == "question":
            action, targets = action_shapes.targets_apart(action)
        result = self.call("act", lambda: self.engine.act(action))
        if not getattr(result, "accepted", False) or targets is None:
            return _outcome(result)
        question = self.observe().get("decision")
        if not (isinstance(question, Mapping) and question.get("kind") == "choose"
                and question.get("player") == step.player):
            asked = _question(question) if question else "nothing"
            raise self.fail("open-decision", f"the engine takes targets as a question, but after "
                                             f"{step.describe()} without them it asked {asked}")
        result = self.call("act", lambda: self.engine.act({"player": step.player, "choose": targets}))
        return _outcome(result)


def _outcome(result: Any) -> tuple[bool, str | None, str | None]:
    """(accepted, reason, code) of an adapter's ActionResult (read leniently: an in-process adapter may
    return its own object)."""
    return (bool(getattr(result, "accepted", False)), getattr(result, "reason", None),
            getattr(result, "code", None))


def situation(before: Mapping[str, Any], after: Mapping[str, Any]) -> str:
    """Narrative tail after a decision: what left the chain (resolved), then priority, focus and chain."""
    def refs(state: Mapping[str, Any]) -> list[str]:
        chain = state.get("chain")
        return [str(i.get("ref")) for i in chain if isinstance(i, Mapping)] if isinstance(chain, list) else []
    now = refs(after)
    gone = [ref for ref in refs(before) if ref not in now]
    parts = [f"resolved {', '.join(gone)}"] if gone else []
    parts.append(f"priority {after.get('priority') or '-'}, focus {after.get('focus') or '-'}")
    parts.append(f"chain [{', '.join(now)}]" if now else "chain empty")
    return "  => " + "; ".join(parts)


def _verb(step: Decision) -> str:
    """The verb of a decision: ``play``, ``pass``, ... (``pass focus`` and ``pass priority`` apart)."""
    for verb in VERBS:
        if verb in step.data:
            return f"pass {step.data['pass']}" if verb == "pass" else verb
    return "decision"


#: Decision verbs (docs/scenario-format.md, "Actions").
VERBS = ("play", "hide", "activate", "move", "pass", "order", "assign", "choose", "concede", "end_turn")


#: Checkpoint fields whose comparison asks the engine (compare.Comparison: ``_check_events``, ``_check_legal``).
_ENGINE_FIELDS = ("events", "legal")


def _asks_engine(step: Checkpoint) -> bool:
    """Whether comparing this checkpoint asks the engine for more than the observed state (events, legal
    actions), in its fields or in those of a ruling or rules version beside them."""
    def asks(value: Any) -> bool:
        if isinstance(value, Mapping):
            return any(k in value for k in _ENGINE_FIELDS) or any(asks(v) for v in value.values())
        if isinstance(value, list):
            return any(asks(v) for v in value)
        return False
    return asks(step.fields) or asks(step.by_ruling)


def _compact(value: Any) -> str:
    """Checkpoint fields as one short line of JSON."""
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def _question(question: Any) -> str:
    if not isinstance(question, Mapping):
        return repr(question)
    text = f"{question.get('kind')} from {question.get('player')}"
    if question.get("prompt"):
        text += f" ({question['prompt']})"
    return text


def _scenario_ids(s: Scenario) -> set[str]:
    return set(instance_ids(s.setup))


def run_scenario(scenario: Scenario, engine: Engine, info: EngineInfo, *, strict: bool = True,
                 check_states: bool = True, timings: Timings | None = None) -> ResultRecord:
    """Run ``scenario`` on ``engine`` (already described as ``info``); never raises for engine faults."""
    run = _Run(scenario, engine, info, strict=strict, check_states=check_states, timings=timings or Timings())
    start = time.perf_counter()
    status, detail, reason = "passed", None, None
    try:
        run.run()
    except _Stop as stop:
        status, detail, reason = stop.status, stop.detail, stop.reason
    return ResultRecord(
        engine=info.name,
        engine_version=info.version,
        rules_version=info.rules_version,
        scenario=scenario.id,
        path=scenario.path,
        rulings=list(scenario.rulings),
        rules=list(scenario.rules),
        tags=list(scenario.tags),
        status=status,
        duration=time.perf_counter() - start,
        engine_time=run.timings.engine,
        failure=detail,
        narrative=run.narrative,
        reason=reason,
        features=sorted(scenario.features),
        mode=scenario.mode,
        checkpoints=run.checkpoint_outcomes(),
        untracked=run.untracked,
        urls=list(scenario.urls),
        states=run.snapshots.kept(),
        rulings_beside=run.rulings_beside,
    )


def explain(record: ResultRecord, scenario: Scenario | None = None) -> str:
    """A failure in the scenario's own terms: ruling, checkpoint, expected vs actual, steps so far."""
    lines = [f"scenario {record.scenario} ({', '.join(record.rulings) or 'no ruling'}) {record.status}"]
    if scenario is not None:
        lines[0] += f": {scenario.title}"
    failure = record.failure
    if failure is not None:
        where = f"{record.path}:{failure.line}" if failure.line else record.path
        if failure.field and failure.field not in failure.message:
            where += f", {failure.field}"
        lines.append(f"at {failure.step} ({where}): {failure.message}")
        for diff in failure.differences:
            lines.append(f"  {Difference(diff['field'], diff['expected'], diff['actual'])}")
    elif record.reason:
        lines.append(record.reason)
    if record.untracked:
        lines.append(f"untracked by the engine (not compared): {', '.join(record.untracked)}")
    if record.narrative:
        lines.append("steps so far:")
        lines.extend(f"  {line}" for line in record.narrative)
    if record.rules:
        lines.append(f"rules cited: {', '.join(record.rules)}")
    return "\n".join(lines)
