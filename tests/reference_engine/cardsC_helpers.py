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


def drive(s, answer=first_options, limit=60):
    """Run the chain out: whoever holds priority passes (the chain is newest first), and each open question
    gets ``answer(decision)``. Returns the observed state once the chain is empty and nothing is asked."""
    o = s.observe()
    for _ in range(limit):
        d = o.get("decision")
        if d:
            o = ok(s, player=d["player"], **answer(d))
        elif o["chain"]:
            o = ok(s, player=o["priority"], **{"pass": "priority"})
        else:
            return o
    raise AssertionError(f"the chain did not settle in {limit} steps: {o['chain']}")


def named(o, player: str, name: str, zone: str = "base") -> list[str]:
    """The IDs of the cards called ``name`` in ``player``'s ``zone``."""
    return [c for c in o["players"][player][zone] if o["cards"][c]["name"] == name]
