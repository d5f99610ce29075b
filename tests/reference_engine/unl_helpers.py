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
    """Pass priority until the chain is empty (each item resolves, its controller passing first), or a
    question is open (then its state is returned)."""
    o = s.observe()
    for _ in range(limit):
        if not o["chain"] or o.get("decision"):
            return o
        top = o["chain"][-1]["controller"]
        ok(s, player=top, **PASS)
        o = ok(s, player="B" if top == "A" else "A", **PASS)
    return o


def drive(s, answer=None, limit=60, *, showdowns: bool = False):
    """Run the chain out: whoever holds priority passes (the chain is newest first), and each open question
    gets ``answer(decision)`` (default :func:`first_options`). With ``showdowns``, an open showdown or
    combat is also played out, the focus holder passing focus until it ends. Returns the observed state once nothing is left to do."""
    o = s.observe()
    for _ in range(limit):
        d = o.get("decision")
        if d:
            o = ok(s, player=d["player"], **(answer or first_options)(d))
        elif o["chain"]:
            o = ok(s, player=o["priority"], **{"pass": "priority"})
        elif showdowns and o.get("showdown") and o.get("focus"):
            o = ok(s, player=o["focus"], **{"pass": "focus"})
        else:
            return o
    raise AssertionError(f"the chain did not settle in {limit} steps: {o['chain']}")


def first_options(d) -> dict:
    """An answer to any question: the triggers in the order offered, or the first option(s)."""
    if d["kind"] == "order-triggers":
        return {"order": d["options"]}
    return {"choose": d["options"][: d.get("minimum", 1)] if d.get("minimum", 1) else []}
