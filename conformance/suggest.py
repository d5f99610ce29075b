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
    found = difflib.get_close_matches(word.casefold(), list(by_folded), n=n, cutoff=0.72)
    return [by_folded[f] for f in found]


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """`` (did you mean 'x'?)`` for the closest of ``choices``, or ``""`` when none is close."""
    found = close_matches(word, choices)
    return f" (did you mean {found[0]!r}?)" if found else ""
