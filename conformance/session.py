"""The state of one pytest run: the chosen engine (started on first use), expectations, results file.

Kept apart from the hooks (``plugin.py``) and the items (``collect.py``): it is the only place that
starts the engine and turns a scenario into a final result record (with ``xfail``/``xpass`` applied).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from conformance.adapters.protocol import Engine, EngineInfo
from conformance.adapters.registry import EngineFactory
from conformance.exceptions import EngineProblem, UnknownEngine
from conformance.expectations import KnownFailure
from conformance.results.records import FailureDetail, ResultRecord
from conformance.results.stream import ResultsWriter
from conformance.runner import run_scenario
from conformance.scenario import Scenario


@dataclass
class RunSession:
    engine_name: str
    factory: EngineFactory
    rules_version: str | None = None
    strict: bool = True
    expectations: dict[str, KnownFailure] = field(default_factory=dict)
    strict_expectations: bool = False
    writer: ResultsWriter | None = None
    engine: Engine | None = None
    info: EngineInfo | None = None
    start_error: str | None = None
    start_status: str = "errored"
    seen_ids: dict[str, str] = field(default_factory=dict)
    tags: set[str] = field(default_factory=set)
    counts: dict[str, int] = field(default_factory=dict)

    def start(self) -> None:
        """Start the engine once; a failure is remembered and reported by every scenario."""
        if self.engine is not None or self.start_error is not None:
            return
        try:
            engine = self.factory(self.rules_version)
            info = engine.describe()
        except (UnknownEngine, EngineProblem) as exc:
            self.start_error = f"engine {self.engine_name!r} could not start: {exc}"
            self.start_status = getattr(exc, "status", "errored")  # crash, timeout, protocol-error, ...
            return
        except Exception as exc:  # an adapter's own bug
            self.start_error = f"engine {self.engine_name!r} could not start: {type(exc).__name__}: {exc}"
            return
        if self.rules_version and self.rules_version != info.rules_version:
            if self.rules_version not in info.rules_versions:
                self.start_error = (f"engine {info.name} implements rules version {info.rules_version}"
                                    f" (also: {', '.join(info.rules_versions) or 'none'}), not {self.rules_version}")
                self.engine, self.info = engine, info
                return
            info = replace(info, rules_version=self.rules_version)
        self.engine, self.info = engine, info

    def _unstarted(self, scenario: Scenario) -> ResultRecord:
        return ResultRecord(
            engine=self.info.name if self.info else self.engine_name,
            engine_version=self.info.version if self.info else "",
            rules_version=self.rules_version or (self.info.rules_version if self.info else ""),
            scenario=scenario.id, path=scenario.path, rulings=list(scenario.rulings),
            rules=list(scenario.rules), tags=list(scenario.tags), status=self.start_status, duration=0.0,
            mode=scenario.mode,
            failure=FailureDetail("engine", "setup", None, self.start_error or "engine not started"),
        )

    def run(self, scenario: Scenario) -> tuple[ResultRecord, KnownFailure | None]:
        """The scenario's raw result and the known failure that applies to it, if any."""
        self.start()
        if self.start_error is not None or self.engine is None or self.info is None:
            record = self._unstarted(scenario)
        else:
            record = run_scenario(scenario, self.engine, self.info, strict=self.strict)
        known = self.expectations.get(scenario.id)
        if known is None and scenario.variant_of:  # a known failure covers its scenario's variants too
            known = self.expectations.get(scenario.variant_of)
        version = self.info.rules_version if self.info else (self.rules_version or "")
        if known is not None and not known.applies_to(version):
            known = None
        return record, known

    @staticmethod
    def final(record: ResultRecord, known: KnownFailure | None) -> ResultRecord:
        """``record`` with the expectation applied: xfail for a known failure, xpass if it passed."""
        if known is None or record.status == "skipped":
            return record
        if record.status == "passed":
            return record.with_status("xpass", known.describe())
        return record.with_status("xfail", known.describe())

    def count(self, status: str) -> None:
        self.counts[status] = self.counts.get(status, 0) + 1

    def close(self) -> None:
        if self.engine is not None:
            try:
                self.engine.close()
            except Exception:  # closing must never fail the run
                pass
            self.engine = None
        if self.writer is not None:
            self.writer.close()
            self.writer = None

