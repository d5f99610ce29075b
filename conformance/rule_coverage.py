"""How much of Core Rules v1.4 the scenarios cite, counting only the rules a scenario can test.

Data: ``conformance/data/rules-v1.4.json`` (every rule number, our section headings) and
``conformance/data/rule-testability-v1.4.json`` (the numbers that are headings, examples or definitions,
not testable on their own, each with a reason; built by ``scripts/build_rule_testability.py``).

* A rule number is **cited** when a scenario's ``rules`` lists it.
* A top-level rule (``464``) is **testable** when it or any rule under it is testable, and **cited** when
  it or any rule under it is cited.

``section_coverage`` is what ``list --rules`` prints and what the dashboard's coverage map can show.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache

from conformance import resources


@cache
def not_testable() -> dict[str, str]:
    """Rule number -> why it is not testable on its own."""
    return dict(resources.data("rule-testability-v1.4.json")["not_testable"])


@cache
def _index() -> dict:
    return resources.data("rules-v1.4.json")


def top_rule(number: str) -> str:
    return number.split(".")[0]


@dataclass
class TopRule:
    number: str
    testable: list[str] = field(default_factory=list)   # testable numbers at or under it
    cited: list[str] = field(default_factory=list)      # the testable ones a scenario cites
    cited_any: bool = False                             # it or any number under it is cited

    @property
    def uncited(self) -> list[str]:
        return [n for n in self.testable if n not in set(self.cited)]


@dataclass
class Section:
    section: str                # "4"
    heading: str
    rules: list[TopRule]

    @property
    def testable(self) -> int:
        return sum(len(r.testable) for r in self.rules)

    @property
    def cited(self) -> int:
        return sum(len(r.cited) for r in self.rules)

    @property
    def top_testable(self) -> list[TopRule]:
        return [r for r in self.rules if r.testable]

    @property
    def top_uncited(self) -> list[TopRule]:
        return [r for r in self.top_testable if not r.cited_any]

    def to_json(self) -> dict:
        return {"section": self.section, "heading": self.heading, "testable": self.testable, "cited": self.cited,
                "top_level_testable": len(self.top_testable),
                "top_level_cited": len(self.top_testable) - len(self.top_uncited),
                "top_level_uncited": [r.number for r in self.top_uncited],
                "uncited": [n for r in self.rules for n in r.uncited]}


def section_coverage(cited: Iterable[str]) -> list[Section]:
    """Every section of v1.4 with its top-level rules, given all rule numbers the scenarios cite."""
    cited = set(cited)
    skip = not_testable()
    tops: dict[str, TopRule] = {}
    for number in _index()["numbers"]:
        top = tops.setdefault(top_rule(number), TopRule(top_rule(number)))
        if number in cited:
            top.cited_any = True
        if number not in skip:
            top.testable.append(number)
            if number in cited:
                top.cited.append(number)
    sections: dict[str, Section] = {}
    for top in tops.values():
        key = top.number[0]
        sections.setdefault(key, Section(key, _index()["sections"].get(key, ""), [])).rules.append(top)
    return list(sections.values())


def share(sections: list[Section]) -> tuple[int, int]:
    """(cited, testable) rule numbers over all sections."""
    return sum(s.cited for s in sections), sum(s.testable for s in sections)


def print_listing(sections: list[Section], uncited_only: bool, out) -> None:
    """``list --rules [--uncited]``: per section the covered share; with ``--uncited`` the testable
    top-level rules no scenario cites and, per top-level rule, the testable numbers still uncited."""
    for s in sections:
        tops = s.top_testable
        print(f"{s.section}00-{s.section}99 {s.heading}: {s.cited}/{s.testable} testable rule numbers cited, "
              f"{len(tops) - len(s.top_uncited)}/{len(tops)} top-level rules", file=out)
        if not uncited_only:
            continue
        for top in s.rules:
            if not top.testable:
                continue
            if not top.cited_any:
                print(f"  {top.number}  not cited at all ({len(top.testable)} testable numbers)", file=out)
            elif top.uncited:
                print(f"  {top.number}  uncited: {', '.join(top.uncited)}", file=out)
    cited, testable = share(sections)
    tops = [t for s in sections for t in s.top_testable]
    top_cited = sum(1 for t in tops if t.cited_any)
    print(f"total: {cited}/{testable} testable rule numbers cited ({100 * cited / max(testable, 1):.1f}%), "
          f"{top_cited}/{len(tops)} testable top-level rules; {len(not_testable())} numbers not testable on their own",
          file=out)
