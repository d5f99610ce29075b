"""A unit's current Might (rule 143.2, 807, 814-ish).

Might = printed Might + 1 for a buff counter (rule 426/701) + the snapshotted changes of resolved
effects, in timestamp order + passive modifiers (Assault while an attacker, Shield while a defender, and
card passives registered through ``cards.passive_might``). Negative Might is kept (rule 143.2.b.1);
``effective_might`` gives the value treated as 0 when referenced (rule 143.2.b).
"""

from __future__ import annotations

from .keywords import keyword_values
from .state import GameState


def might(g: GameState, cid: str) -> int | None:
    c = g.cards[cid]
    if c.type != "unit" or c.printed_might is None:
        return None
    total = c.printed_might
    if c.buffed:
        total += 1
    for m in sorted(c.modifiers, key=lambda m: m.timestamp):
        if m.kind == "might":
            total += m.amount
    kws = keyword_values(c)
    if c.designation == "attacker":
        total += kws.get("Assault", 0)  # rule 807.1.c
    if c.designation == "defender":
        total += kws.get("Shield", 0)  # rule 814-ish: +X while a defender
    from .cards import passive_might  # late import: cards import effects which import might
    total += passive_might(g, cid)
    return total


def effective_might(g: GameState, cid: str) -> int:
    """Might as referenced by spells, abilities and combat damage: negative counts as 0 (143.2.b)."""
    m = might(g, cid)
    return max(0, m or 0)


def decrease_with_minimum(g: GameState, cid: str, amount: int, minimum: int) -> int:
    """The snapshotted change for "give -X Might, to a minimum of M": never takes Might below M, and
    never raises it (a unit already at or below the minimum loses nothing)."""
    current = might(g, cid) or 0
    room = max(0, current - minimum)
    return -min(amount, room)
