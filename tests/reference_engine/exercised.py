"""The registry of card effect tests: ``@exercises("Card", ...)`` on a test that plays (or triggers, or
activates) those cards and asserts their effect on the observed state. ``test_card_effect_coverage.py``
checks every implemented card against it: an implemented card no test exercises fails the suite."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable

#: card name -> the tests (``module::function``) that exercise it
EXERCISED: dict[str, list[str]] = defaultdict(list)


def exercises(*names: str) -> Callable:
    """Record that the decorated test asserts the effect of each card in ``names``. ``names`` may be empty
    for a test computed over a family (a compiled template's cards without a module): once every card of
    it has a hand-written module (which wins in play), the family is empty and its test is skipped."""

    def record(test: Callable) -> Callable:
        for name in names:
            EXERCISED[name].append(f"{test.__module__}::{test.__name__}")
        return test

    return record
