""""Did you mean ...?" for a name that is not one of the known ones (a typo in an instance ID, a card
name, a verb, a key, a -m marker)."""

from __future__ import annotations

import difflib
from collections.abc import Iterable


def close_matches(word: str, choices: Iterable[str], n: int = 1) -> list[str]:
    """Up to ``n`` of ``choices`` that look like ``word`` (case is ignored when comparing)."""
    by_folded: dict[str, str] = {}
    for choice in choices:
        if isinstance(choice, str):
            by_folded.setdefault(choice.casefold(), choice)
    if not isinstance(word, str) or not word or len(word) > 200:
        return []
    folded = word.casefold()
    found = difflib.get_close_matches(folded, list(by_folded), n=n, cutoff=0.72)
    if not found:  # short names (u1, bf2) are too short for a ratio: one edit away, if only one is
        near = [c for c in by_folded if abs(len(c) - len(folded)) <= 1 and _one_edit(folded, c)]
        found = near if len(near) == 1 else []
    return [by_folded[f] for f in found]


def _one_edit(a: str, b: str) -> bool:
    """``a`` and ``b`` differ by one substitution, insertion, deletion or swap of neighbours."""
    if a == b:
        return False
    if len(a) == len(b):
        diff = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1
                                  and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]])
    short, long = sorted((a, b), key=len)
    return any(long[:i] + long[i + 1:] == short for i in range(len(long)))


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """`` (did you mean 'x'?)`` for the closest of ``choices``, or ``""`` when none is close."""
    found = close_matches(word, choices)
    return f" (did you mean {found[0]!r}?)" if found else ""
