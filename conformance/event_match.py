"""Matching expected events against an engine's event log (checkpoint ``events``).

An event pattern matches an event that has every field the pattern names, with equal values. A group
``{any_order: [p1, p2, ...]}`` is matched by distinct events, one per pattern, in any order, all after
the previous entry's match; the earliest such set is taken (the smallest last position), so the entry
after the group matches after all of it. ``cleanups: same`` asks for a set whose events were all
produced by one cleanup (the same ``cleanup`` serial, rules 322-323: simultaneous events, such as units
with lethal damage dying together); ``cleanups: different`` for a set whose events each came from a
cleanup of its own. Engines report the serial as each event's ``cleanup`` field (docs/engine-protocol.md,
"Events"); an engine that does not declares ``events.cleanup`` untracked, and the constraint is skipped.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any


def subset(want: Mapping[str, Any], have: Any) -> bool:
    """Whether ``have`` (an event or an offered action) has every field of ``want`` with equal values."""
    return isinstance(have, Mapping) and all(k in have and have[k] == v for k, v in want.items())


@dataclass(frozen=True)
class Found:
    indices: tuple[int, ...] | None   # the matched events' positions, one per pattern; None: no match
    why: str = ""


def _cleanups_ok(events: Sequence[Any], cleanups: str | None) -> bool:
    if cleanups is None:
        return True
    serials = [e.get("cleanup") for e in events]
    if any(not isinstance(s, int) or isinstance(s, bool) for s in serials):
        return False
    return len(set(serials)) == 1 if cleanups == "same" else len(set(serials)) == len(serials)


def _assign(options: list[list[int]], limit: int, chosen: list[int], events: Sequence[Any],
            cleanups: str | None) -> tuple[int, ...] | None:
    if len(chosen) == len(options):
        return tuple(chosen) if _cleanups_ok([events[i] for i in chosen], cleanups) else None
    for i in options[len(chosen)]:
        if i > limit:
            break
        if i not in chosen:
            found = _assign(options, limit, chosen + [i], events, cleanups)
            if found is not None:
                return found
    return None


def group(patterns: Sequence[Mapping[str, Any]], events: Sequence[Any], start: int,
          cleanups: str | None = None) -> Found:
    """The earliest set of distinct events at or after ``start`` matching ``patterns`` in any order (and
    the ``cleanups`` constraint), or why there is none."""
    options = [[i for i in range(start, len(events)) if subset(p, events[i])] for p in patterns]
    for j, found in enumerate(options):
        if not found:
            return Found(None, f"no event matches any_order[{j}] among the {len(events) - start} events "
                               f"{'after the previous entry' if start else 'logged'}")
    for limit in sorted({i for found in options for i in found}):
        match = _assign(options, limit, [], events, cleanups)
        if match is not None:
            return Found(match)
    if cleanups is None:
        return Found(None, "no distinct event for each of the patterns")
    loose = _assign(options, len(events), [], events, None)
    if loose is not None:
        serials = [events[i].get("cleanup") for i in loose]
        return Found(None, f"all found, but not in {'one cleanup' if cleanups == 'same' else 'different cleanups'}"
                           f" (cleanup serials: {', '.join('none' if s is None else str(s) for s in serials)})")
    return Found(None, "no distinct event for each of the patterns")
