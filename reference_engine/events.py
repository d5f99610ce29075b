"""The event log and dispatcher: every game action that something can react to is emitted here.

``emit`` records the event (the ``events`` capability) and hands it to the trigger check
(``triggers.check``), which is the one dispatcher triggered abilities hook into (rule 383.2.c: a trigger
condition is evaluated after the event has happened).
"""

from __future__ import annotations

from typing import Any

from .state import GameState
from .triggers import check


def emit(g: GameState, type_: str, **fields: Any) -> dict:
    event = {"type": type_, **fields}
    if g.in_cleanup is not None:
        event["cleanup"] = g.in_cleanup  # which cleanup produced it (322)
    g.events.append(event)
    check(g, event)
    return event
