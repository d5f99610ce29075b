"""Builders shared by the card lane C tests (``test_cards_laneC_*.py``)."""

from __future__ import annotations

from engine_helpers import ok


def resolve_answering(s, answer, limit=20):
    """Pass priority (whoever holds it) until the chain is empty, answering each ``choose`` question with
    ``answer(decision)``. Returns the final observed state."""
    o = s.observe()
    for _ in range(limit):
        if o["decision"]:
            o = ok(s, player=o["decision"]["player"], choose=answer(o["decision"]))
        elif o["chain"]:
            o = ok(s, player=o["priority"], **{"pass": "priority"})
        else:
            return o
    return o
