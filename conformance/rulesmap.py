"""The map between two Core Rules versions (``conformance/data/rules-map-<from>-<to>.json``).

Built at development time by ``scripts/build_version_map.py``: for every rule of the later text, the earlier
text's number (if any) and a class: ``unchanged``, ``renumbered``, ``reworded`` (no change of behaviour),
``behaviour`` (changes what happens in a game) or ``new``; rules of the earlier text that match nothing are
``removed``. This module reads a map and translates citations between the two versions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from conformance import resources

CLASSES = ("unchanged", "renumbered", "reworded", "behaviour", "new")


class UnknownVersions(LookupError):
    """No map is shipped between the two versions asked for."""


@dataclass(frozen=True)
class Entry:
    rule: str                   # number in the later version
    old: str | None             # number in the earlier version, None for a new rule
    kind: str                   # one of CLASSES
    note: str = ""
    mechanism: str = ""         # the reference engine module implementing the changed behaviour, if any
    reviewed: bool = True       # False: a reworded or new rule nobody has classified yet
    ratio: float | None = None  # text similarity of a reworded rule
    supersedes: str = ""        # a new rule changing behaviour: the earlier rule whose outcome it changes

    @property
    def was(self) -> str | None:
        """The earlier rule this entry answers to: its own earlier number, else the rule it supersedes."""
        return self.old or self.supersedes or None


@dataclass(frozen=True)
class VersionMap:
    base: str
    new: str
    entries: tuple[Entry, ...]
    removed: tuple[str, ...]
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def by_new(self) -> dict[str, Entry]:
        return {e.rule: e for e in self.entries}

    @property
    def by_old(self) -> dict[str, Entry]:
        return {e.old: e for e in self.entries if e.old}

    def of_class(self, kind: str) -> list[Entry]:
        return [e for e in self.entries if e.kind == kind]

    def translate(self, number: str, version: str) -> str | None:
        """The number ``number`` (a rule of ``version``) has in the other version; None if the rule has
        no counterpart there (new in the later version, removed from the earlier one)."""
        if version == self.new:
            entry = self.by_new.get(number)
            if entry is None:
                raise KeyError(f"{number} is not a rule of Core Rules v{self.new}")
            return entry.old
        if version == self.base:
            entry = self.by_old.get(number)
            if entry is None and number not in self.removed:
                raise KeyError(f"{number} is not a rule of Core Rules v{self.base}")
            return entry.rule if entry else None
        raise UnknownVersions(f"the map covers {self.base} and {self.new}, not {version}")

    def responsible(self, numbers) -> list[Entry]:
        """The behaviour changes among ``numbers`` (later-version rule numbers, or their parents: a
        citation of 464.2.c covers a change in 464.2.c.1.b), in map order."""
        cited = set(numbers)
        return [e for e in self.of_class("behaviour")
                if any(e.rule == n or e.rule.startswith(n + ".") for n in cited)]


def available() -> list[tuple[str, str]]:
    """The (earlier, later) version pairs a map is shipped for."""
    pairs = []
    for path in sorted(resources.DATA.glob("rules-map-*-*.json")):
        base, _, new = path.stem.removeprefix("rules-map-").partition("-")
        pairs.append((base, new))
    return pairs


@cache
def load(base: str, new: str) -> VersionMap:
    """The map from ``base`` to ``new``; UnknownVersions if none is shipped."""
    if (base, new) not in available():
        shipped = ", ".join(f"{a} -> {b}" for a, b in available()) or "none"
        raise UnknownVersions(f"no rules map from {base} to {new} (shipped: {shipped})")
    data = resources.data(f"rules-map-{base}-{new}.json")
    entries = tuple(Entry(rule=e["rule"], old=e.get("old"), kind=e["class"], note=e.get("note", ""),
                          mechanism=e.get("mechanism", ""), reviewed=e.get("reviewed", True),
                          ratio=e.get("ratio"), supersedes=e.get("supersedes", "")) for e in data["rules"])
    return VersionMap(base=data["from"], new=data["to"], entries=entries, removed=tuple(data["removed"]),
                      counts=dict(data["counts"]))


def seed_citation(number: str) -> str | None:
    """For a citation missing from v1.4: the v1.4 rule the seed rulings mean by it, if the number falls in
    the range the seeds number differently (their October 2026 text has v1.4's 464-468 two numbers higher;
    the map's ``seed_numbering``, see docs/rules-patches.md). None otherwise."""
    shift = resources.data("rules-map-1.3-1.4.json").get("seed_numbering")
    head, _, rest = number.partition(".")
    if not shift or not head.isdigit() or not shift["first"] <= int(head) <= shift["last"]:
        return None
    shifted = f"{int(head) + shift['offset']}" + (f".{rest}" if rest else "")
    return shifted if shifted in load("1.3", "1.4").by_new else None


def older_citation(number: str) -> str | None:
    """For a citation missing from v1.4 that is a Core Rules v1.3 number: the v1.4 number of that rule
    (None if it is no v1.3 rule or was removed)."""
    try:
        return load("1.3", "1.4").translate(number, "1.3")
    except KeyError:
        return None
