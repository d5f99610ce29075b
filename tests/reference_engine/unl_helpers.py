"""Builders shared by the Unleashed card tests (``test_cards_unl_*.py``)."""

from __future__ import annotations

from engine_helpers import ok

PASS = {"pass": "priority"}


def official(cid: str, name: str, **extra) -> dict:
    """An official card by its catalogue name, for a setup zone."""
    return {"id": cid, "card": name, **extra}


def resolve_top(s, first="A", second="B"):
    """Both players pass priority once: the newest chain item resolves."""
    ok(s, player=first, **PASS)
    return ok(s, player=second, **PASS)


def settle(s, limit=20):
    """Pass priority until the chain is empty (each item resolves, its controller passing first)."""
    o = s.observe()
    for _ in range(limit):
        if not o["chain"]:
            return o
        top = o["chain"][-1]["controller"]
        ok(s, player=top, **PASS)
        o = ok(s, player="B" if top == "A" else "A", **PASS)
    return o
