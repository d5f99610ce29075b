"""Builders for battlefield tests: conquer or hold a battlefield card and let its ability go on the chain."""

from __future__ import annotations

from engine_helpers import game, ok, two_players, unit

PASS_PRIORITY = {"pass": "priority"}
PASS_FOCUS = {"pass": "focus"}


def conquer(card: str, a: dict | None = None, b: dict | None = None, others: list | None = None,
            raider: int = 3, **top):
    """A moves a unit of Might ``raider`` from base to the empty battlefield ``bf`` (``card``) and conquers
    it; returns the session and the observed state with the conquer ability on the chain (or asking)."""
    a = dict(a or {})
    a["base"] = [unit("raider", raider)] + list(a.get("base", []))
    s = game(two_players(a=a, b=b, battlefields=[{"id": "bf", "card": card}] + list(others or []), **top))
    ok(s, player="A", move=["raider"], to="bf")
    ok(s, player="A", **PASS_FOCUS)
    return s, ok(s, player="B", **PASS_FOCUS)


def hold(card: str, a: dict | None = None, b: dict | None = None, here: list | None = None,
         others: list | None = None, **top):
    """B ends its turn while A controls the battlefield ``bf`` (``card``) with ``here`` (default one unit
    ``h``): A holds it in its Beginning Phase; returns the session and the observed state."""
    b = dict(b or {})
    a = dict(a or {})
    a.setdefault("deck", [unit("a1"), unit("a2")])
    units = here if here is not None else [unit("h", 1, controller="A")]
    s = game(two_players(a=a, b=b, active="B",
                         battlefields=[{"id": "bf", "card": card, "controller": "A", "units": units}]
                         + list(others or []), **top))
    return s, ok(s, player="B", end_turn=True)


def resolve(s, o=None):
    """Pass priority until the chain is empty (or a question is open); returns the observed state."""
    o = o or s.observe()
    while o["chain"] and o["decision"] is None and not o.get("winner"):
        o = ok(s, player=o["priority"], **PASS_PRIORITY)
    return o
