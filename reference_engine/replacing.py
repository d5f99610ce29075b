"""Replacing a battlefield with a token, and swapping it back (rule 438).

The replacing token takes the replaced battlefield's place: it is the same game object for effects that
target or refer to it (438.1.a) and inherits its statuses (438.1) -- its units, control, contested status
and who scored it this turn -- so the battlefield keeps its ID (its zone) and only what it *is* changes:
its name and abilities become the token's. The replaced card goes to its owner's banishment (438.5), as a
card with an ID of its own; a replaced token stops existing instead (438.6). The token remembers every
card it (or a token it replaced) stood in for, so a swap back may bring back any of them (438.7.b.1).

Passive abilities follow at once: the replaced battlefield's stop applying, the token's start (e.g. a
changed victory score is checked in the next cleanup, 323.1).
"""

from __future__ import annotations

from . import catalogue
from .events import emit
from .state import CardInstance, GameState


def replaced_by(g: GameState, bid: str) -> list[str]:
    """The banished cards the token at battlefield ``bid`` may swap back to (438.7.b.1), oldest first."""
    c = g.cards.get(bid)
    if c is None or not c.token:
        return []
    return [r for r in c.memory.get("replaced", []) if r in g.cards and g.cards[r].zone == "banishment"]


def replace_battlefield(g: GameState, bid: str, token: str, player: str) -> None:
    """``player`` replaces battlefield ``bid`` with a ``token`` battlefield token (438.3); the token keeps
    the battlefield's statuses, its control included (438.1)."""
    c = g.cards[bid]
    remembered = list(c.memory.get("replaced", [])) if c.token else []
    if not c.token:
        g.created += 1
        rid = f"{bid}-replaced-{g.created}"
        g.cards[rid] = CardInstance(id=rid, name=c.name, type="battlefield", owner=c.owner, controller=c.owner,
                                    zone="banishment", official=c.official, obj=g.new_obj(),
                                    memory={"replaced_at": bid})  # 438.5.a: replaced, not banished
        g.players[c.owner].banishment.append(rid)
        remembered.append(rid)
    old = c.name
    c.name, c.token, c.official = token, True, catalogue.lookup(token) is not None
    c.memory["replaced"] = remembered
    c.entered = g.tick()  # its passive abilities apply from now (480.1)
    g.battlefields[bid].name = token
    g.cleanup_due = True
    emit(g, "replace", battlefield=bid, card=token, replaced=old, player=player)


def swap_back(g: GameState, bid: str, card: str) -> None:
    """Swap the token at ``bid`` back to ``card``, one of ``replaced_by(g, bid)`` (438.7.b): the token stops
    existing and the card returns to its place, with the battlefield's current statuses."""
    c = g.cards[bid]
    if card not in replaced_by(g, bid):
        raise ValueError(f"{card} was not replaced by the token at {bid}")
    back = g.cards.pop(card)
    g.players[back.owner].banishment.remove(card)
    old = c.name
    c.name, c.token, c.official = back.name, False, back.official
    c.memory.pop("replaced", None)
    c.entered = g.tick()
    g.battlefields[bid].name = back.name
    g.cleanup_due = True
    emit(g, "swap-back", battlefield=bid, card=back.name, token=old)
