"""Aggregates for the dashboard: pass rates by topic and by Core Rules section, and the v1.4 rule
coverage map (which top-level rules the scenarios cite, and how often)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from conformance import resources
from conformance.rule_coverage import section_coverage
from conformance.report.runs import NOT_RUN, PASSING, Run, ScenarioInfo


@dataclass(frozen=True)
class Rate:
    passed: int
    ran: int

    @property
    def percent(self) -> float | None:
        return round(100.0 * self.passed / self.ran, 1) if self.ran else None

    def text(self) -> str:
        return f"{self.percent:g}% ({self.passed}/{self.ran})" if self.ran else "-"


@cache
def rule_index() -> dict:
    """``conformance/data/rules-v1.4.json``: the section headings and every rule number."""
    return resources.data("rules-v1.4.json")


def top_rule(number: str) -> str:
    """``"340.1.a"`` -> ``"340"``: the top-level rule a citation falls under."""
    return number.split(".")[0]


def section_of(number: str) -> str:
    """The Core Rules section (the hundreds digit) a rule number belongs to: ``"340.1"`` -> ``"3"``."""
    return top_rule(number)[:1]


def rate(run: Run, scenario_ids: list[str]) -> Rate:
    statuses = [run.records[s].status for s in scenario_ids if s in run.records]
    ran = [s for s in statuses if s not in NOT_RUN]
    return Rate(sum(1 for s in ran if s in PASSING), len(ran))


def rates_by(runs: list[Run], groups: dict[str, list[str]]) -> list[dict]:
    """One row per group: its name, its scenarios, and each run's rate over them."""
    return [{"name": name, "scenarios": len(ids), "rates": [rate(run, ids) for run in runs]}
            for name, ids in groups.items()]


def topics(infos: dict[str, ScenarioInfo]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for info in infos.values():
        out.setdefault(info.topic, []).append(info.id)
    return dict(sorted(out.items()))


def sections(infos: dict[str, ScenarioInfo]) -> dict[str, list[str]]:
    """Scenarios per Core Rules section they cite (a scenario citing rules of two sections is in both)."""
    headings = rule_index()["sections"]
    out: dict[str, list[str]] = {f"{k}xx {v}": [] for k, v in headings.items()}
    for info in infos.values():
        for section in sorted({section_of(r) for r in info.rules}):
            name = f"{section}xx {headings.get(section, '(unknown section)')}"
            out.setdefault(name, []).append(info.id)
    return out


def coverage(infos: dict[str, ScenarioInfo]) -> list[dict]:
    """Every v1.4 top-level rule, grouped by section, with the scenarios citing it or any sub-rule."""
    index = rule_index()
    citing: dict[str, set[str]] = {}
    for info in infos.values():
        for number in info.rules:
            citing.setdefault(top_rule(number), set()).add(info.id)
    groups: dict[str, dict] = {}
    for number in index["numbers"]:
        if "." in number:
            continue
        section = section_of(number)
        group = groups.setdefault(section, {"section": section, "heading": index["sections"].get(section, ""),
                                            "rules": []})
        group["rules"].append({"number": number, "scenarios": sorted(citing.get(number, ()))})
    testable = {s.section: s for s in section_coverage(n for info in infos.values() for n in info.rules)}
    for group in groups.values():
        numbers = testable[group["section"]]
        untestable = {r.number for r in numbers.rules if not r.testable}  # headings and definitions only
        group["covered"] = sum(1 for r in group["rules"] if r["scenarios"])
        group["uncovered"] = [r["number"] for r in group["rules"] if not r["scenarios"] and r["number"] not in untestable]
        group["testable_numbers"], group["cited_numbers"] = numbers.testable, numbers.cited
    return list(groups.values())
