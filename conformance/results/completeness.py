"""Is a later run complete enough to compare with an earlier one?

A results file is written one line per scenario as each finishes, so a run that never started leaves an
empty file and a run killed halfway leaves the first half. Compared naively, both read as "scenarios
removed" and no regression, and a CI gate passes on a run that did not happen. ``diff`` and ``compare``
ask :func:`check_complete` first and refuse (exit 2) unless the user allows a partial run.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

#: Scenario IDs named in a refusal before "and N more".
SHOWN = 5


def _records(run: Any) -> Mapping[str, Any]:
    """A run's records by scenario ID: a ``Run`` (conformance.report.runs) or such a mapping itself."""
    return getattr(run, "records", run)


def _name(run: Any, default: str) -> str:
    return str(getattr(run, "path", "") or default)


def check_complete(base: Any, new: Any, allow_partial: bool = False) -> str | None:
    """None when ``new`` may be compared with ``base``, else the one-line reason to refuse.

    ``new`` is refused when it holds no record at all, or when scenarios ``base`` has a record for have
    none in ``new`` (a run stopped early, or run on fewer scenarios). ``allow_partial`` accepts both.
    """
    if allow_partial:
        return None
    base_records, new_records = _records(base), _records(new)
    base_name, new_name = _name(base, "the base run"), _name(new, "the new run")
    if not new_records:
        return (f"{new_name} holds no result records: the run did not happen or wrote nothing; "
                f"refusing to compare (--allow-partial compares anyway)")
    missing = sorted(set(base_records) - set(new_records))
    if missing:
        shown = ", ".join(missing[:SHOWN]) + (f" and {len(missing) - SHOWN} more" if len(missing) > SHOWN else "")
        return (f"{new_name} is incomplete: {len(missing)} of the {len(base_records)} scenarios in {base_name} "
                f"have no result in it ({shown}); was the run stopped early or narrowed with -k/-m? "
                f"Refusing to compare (--allow-partial compares anyway, listing them as removed)")
    return None
