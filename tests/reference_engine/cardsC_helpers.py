"""Builders shared by card lane C's tests (``test_cards_cardsC_*.py``)."""

from __future__ import annotations

from engine_helpers import ok
from unl_helpers import first_options


def yes(d) -> dict:
    """Answer "yes" to a "you may" question, else the first options."""
    return {"choose": "yes"} if d["options"] == ["yes", "no"] else first_options(d)


def no(d) -> dict:
    """Answer "no" to a "you may" question, else the first options."""
    return {"choose": "no"} if d["options"] == ["yes", "no"] else first_options(d)


def drive(s, answer=first_options, limit=60, *, showdowns: bool = False):
    """Run the chain out: whoever holds priority passes (the chain is newest first), and each open question
    gets ``answer(decision)``. With ``showdowns``, an open showdown or combat is also played out, the focus
    holder passing focus until it ends. Returns the observed state once nothing is left to do."""
    o = s.observe()
    for _ in range(limit):
        d = o.get("decision")
        if d:
            o = ok(s, player=d["player"], **answer(d))
        elif o["chain"]:
            o = ok(s, player=o["priority"], **{"pass": "priority"})
        elif showdowns and o.get("showdown") and o.get("focus"):
            o = ok(s, player=o["focus"], **{"pass": "focus"})
        else:
            return o
    raise AssertionError(f"the chain did not settle in {limit} steps: {o['chain']}")


def fight(s, answer=first_options):
    """``drive`` through showdowns and combats too."""
    return drive(s, answer, showdowns=True)


def named(o, player: str, name: str, zone: str = "base") -> list[str]:
    """The IDs of the cards called ``name`` in ``player``'s ``zone``."""
    return [c for c in o["players"][player][zone] if o["cards"][c]["name"] == name]
