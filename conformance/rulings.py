"""The catalogue of public rulings (conformance/data/rulings-catalogue.json) and each ruling's status.

The catalogue is built at development time by ``scripts/build_rulings_catalogue.py``: one entry per
question of every official FAQ, clarification, errata entry, patch-notes section, community ruling and
seed ruling, each with a stable ID, where to read it (a URL with an anchor, or the seed document) and a
short heading in our own words. A scenario cites IDs in ``source.rulings``.

A ruling's status is computed from the scenarios that cite it:

* ``encoded``   some scenario cites it (or cites a ruling the catalogue marks as the same one);
* ``not yet``   testable, and no scenario cites it (the catalogue may say what the reference engine still
  needs before one can be written: ``needs``);
* ``not testable`` the catalogue says why (deck building, tournament policy, no rules consequence).

Independently of the status, a ruling may contradict Core Rules v1.4: its scenarios follow v1.4 and the
catalogue names the rule (``contradicts``).
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache

from conformance import resources

CATALOGUE = "rulings-catalogue.json"

ENCODED, NOT_YET, NOT_TESTABLE = "encoded", "not-yet", "not-testable"


@dataclass(frozen=True)
class Ruling:
    id: str
    source: str                      # a key of sources(): OGN-FAQ, RBFAQ, FAQ, ...
    heading: str                     # our own words, never the ruling's text
    url: str | None = None           # where to read it, with an anchor
    document: str | None = None      # for seed rulings: the seed document and the item's place in it
    cards: tuple[str, ...] = ()      # official card names the ruling is about
    untestable: str | None = None    # why no game state can check it
    contradicts: dict | None = None  # {"rule": "383.2.a.1", "why": "..."}: the scenarios follow v1.4
    same_as: str | None = None       # another catalogued ruling this one restates
    needs: str | None = None         # what the reference engine lacks before a scenario can encode it

    @property
    def where(self) -> str:
        return self.url or self.document or ""


@dataclass
class RulingStatus:
    ruling: Ruling
    status: str
    scenarios: list[str] = field(default_factory=list)
    missing_cards: list[str] = field(default_factory=list)  # cards the reference engine lacks (not yet only)


@cache
def catalogue() -> dict[str, Ruling]:
    """Every catalogued ruling by ID, in catalogue order (by source, then document order)."""
    out: dict[str, Ruling] = {}
    for entry in resources.data(CATALOGUE)["rulings"]:
        out[entry["id"]] = Ruling(
            id=entry["id"], source=entry["source"], heading=entry["heading"], url=entry.get("url"),
            document=entry.get("document"), cards=tuple(entry.get("cards", ())),
            untestable=entry.get("untestable"), contradicts=entry.get("contradicts"),
            same_as=entry.get("same_as"), needs=entry.get("needs"))
    return out


@cache
def sources() -> dict[str, str]:
    """Source key -> label, in catalogue order."""
    return dict(resources.data(CATALOGUE)["sources"])


def suggest(unknown: str) -> str | None:
    """The closest catalogued ID to a mistyped one, if any is close (difflib)."""
    ids = list(catalogue())
    match = difflib.get_close_matches(unknown, ids, n=1, cutoff=0.6)
    if not match:  # a case or prefix slip: compare lower-cased, without the source prefix
        lowered = {i.lower(): i for i in ids}
        match = [lowered[m] for m in difflib.get_close_matches(unknown.lower(), list(lowered), n=1, cutoff=0.6)]
    return match[0] if match else None


def statuses(citations: Iterable[tuple[str, Iterable[str]]],
             implemented: Callable[[str], bool] | None = None) -> list[RulingStatus]:
    """Each catalogued ruling's status, given ``(scenario id, cited ruling ids)`` pairs.

    ``implemented(card name)`` says whether an engine implements a card; for rulings not yet encoded it
    fills ``missing_cards``, so a reader can tell what is blocked on cards from what is simply to do.
    """
    rulings = catalogue()
    citing: dict[str, list[str]] = {rid: [] for rid in rulings}
    for scenario, cited in citations:
        for rid in cited:
            if rid in citing:
                citing[rid].append(scenario)
    out = []
    for rid, ruling in rulings.items():
        scenarios = sorted(set(citing[rid]) | set(citing.get(ruling.same_as or "", ())) |
                           {s for other in rulings.values() if other.same_as == rid for s in citing[other.id]})
        if scenarios:
            status = ENCODED
        elif ruling.untestable:
            status = NOT_TESTABLE
        else:
            status = NOT_YET
        missing = [c for c in ruling.cards if implemented and not implemented(c)] if status == NOT_YET else []
        out.append(RulingStatus(ruling, status, scenarios, missing))
    return out


def totals(rows: list[RulingStatus]) -> list[dict]:
    """Per source, in catalogue order: how many rulings, and how many in each status."""
    by: dict[str, dict] = {}
    for key, label in sources().items():
        by[key] = {"source": key, "label": label, "rulings": 0, ENCODED: 0, NOT_YET: 0, NOT_TESTABLE: 0,
                   "blocked_on_cards": 0, "blocked_on_needs": 0, "contradicts_v1_4": 0}
    for row in rows:
        t = by.setdefault(row.ruling.source, {"source": row.ruling.source, "label": row.ruling.source, "rulings": 0,
                                              ENCODED: 0, NOT_YET: 0, NOT_TESTABLE: 0, "blocked_on_cards": 0,
                                              "blocked_on_needs": 0, "contradicts_v1_4": 0})
        t["rulings"] += 1
        t[row.status] += 1
        t["blocked_on_cards"] += bool(row.missing_cards)
        t["blocked_on_needs"] += row.status == NOT_YET and bool(row.ruling.needs)
        t["contradicts_v1_4"] += bool(row.ruling.contradicts)
    return [t for t in by.values() if t["rulings"]]


def reference_engine_cards() -> Callable[[str], bool] | None:
    """Whether the reference engine implements a card, or None when the engine is not installed. Asked
    through the reference adapter, the harness's one door to the oracle."""
    from conformance.adapters.reference import card_support

    try:
        playable = {row["name"] for row in card_support() if row["problem"] is None}
    except ImportError:  # the harness installed without the reference engine
        return None
    return playable.__contains__


def to_json(rows: list[RulingStatus]) -> dict:
    """``list --rulings --json``: every ruling with its status, and the totals by source."""
    out = []
    for row in rows:
        r = row.ruling
        entry = {"id": r.id, "source": r.source, "heading": r.heading, "where": r.where, "status": row.status,
                 "scenarios": row.scenarios}
        entry.update({key: value for key, value in (("cards", list(r.cards)), ("missing_cards", row.missing_cards),
                                                    ("untestable", r.untestable), ("contradicts", r.contradicts),
                                                    ("same_as", r.same_as), ("needs", r.needs)) if value})
        out.append(entry)
    return {"rulings": out, "totals": totals(rows)}


def describe(row: RulingStatus) -> str:
    """The status column of ``list --rulings``."""
    ruling = row.ruling
    if row.status == ENCODED:
        text = f"encoded by {', '.join(row.scenarios)}"
    elif row.status == NOT_TESTABLE:
        text = f"not testable: {ruling.untestable}"
    else:
        text = "not yet" + (f" (needs cards the reference engine lacks: {', '.join(row.missing_cards)})"
                            if row.missing_cards else "")
        if ruling.needs:
            text += f" (needs: {ruling.needs})"
    if ruling.contradicts:
        text += f"; contradicts v1.4 {ruling.contradicts['rule']}, encoded to v1.4"
    return text


def print_listing(rows: list[RulingStatus], missing_only: bool, out) -> None:
    """``list --rulings [--missing]``: one line per ruling, then the totals by source."""
    shown = [r for r in rows if r.status == NOT_YET] if missing_only else rows
    width = max((len(r.ruling.id) for r in shown), default=0)
    for row in shown:
        print(f"{row.ruling.id:<{width}}  {row.ruling.heading}  [{describe(row)}]", file=out)
    print(file=out)
    print(f"{'source':<11} {'rulings':>7} {'encoded':>7} {'not yet':>7} {'(cards)':>7} {'untestable':>10}"
          f"  label", file=out)
    grand = {"rulings": 0, ENCODED: 0, NOT_YET: 0, "blocked_on_cards": 0, NOT_TESTABLE: 0}
    for t in totals(rows):
        print(f"{t['source']:<11} {t['rulings']:>7} {t[ENCODED]:>7} {t[NOT_YET]:>7} {t['blocked_on_cards']:>7} "
              f"{t[NOT_TESTABLE]:>10}  {t['label']}", file=out)
        for key in grand:
            grand[key] += t[key]
    print(f"{'total':<11} {grand['rulings']:>7} {grand[ENCODED]:>7} {grand[NOT_YET]:>7} "
          f"{grand['blocked_on_cards']:>7} {grand[NOT_TESTABLE]:>10}", file=out)
