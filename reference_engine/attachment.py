"""Attaching and detaching (434-435, 716-719) and the Equipment keywords Equip (818) and Quick-Draw (819).

An attached card keeps ``memory["attached_to"]`` = its top-most card; it is at the same location as
that card (719.3) and goes wherever it goes (719.3.a: ``carry``). An attached gear at a battlefield is
not listed among the battlefield's units (it is no unit there: it neither contests nor holds). When the
top-most card leaves the board its attached cards detach and stay at its last location (719.5,
435.4.b: ``detach_all``); a detached gear at a battlefield is recalled in the next cleanup (435.4.a).
Control of attached and top-most cards is independent (718.5.e-f).

Effect Text appended to the top-most card (434.1.c, 718.3): an attached card's ``Behaviour.effect_triggers``
trigger with the top-most card as their source, and its own Rules Text does not trigger (718.2), see
``triggers.check``; an Equipment's ``effect_keywords`` and Might bonus are passives of the gear
(``equipment.Equipment``).
"""

from __future__ import annotations

from .behaviour import behaviour_of
from .copied_text import end_copy, forget
from .events import emit
from .passive_sources import on_board
from .state import GameState


def attached_to(g: GameState, cid: str) -> str | None:
    c = g.cards.get(cid)
    return c.memory.get("attached_to") if c is not None else None


def attachments(g: GameState, unit: str) -> list[str]:
    """The cards attached to ``unit`` (it is a top-most card while there are any, 719.2)."""
    return [cid for cid, c in g.cards.items() if c.memory.get("attached_to") == unit]


def _relocate(g: GameState, cid: str, zone: str, base_of: str | None) -> None:
    """Put an attached card at its top-most card's location without a move (board to board)."""
    c = g.cards[cid]
    for p in g.players.values():
        if cid in p.base:
            p.base.remove(cid)
    for b in g.battlefields.values():
        if cid in b.units:
            b.units.remove(cid)
    c.zone = zone
    if zone == "base" and base_of is not None:
        g.players[base_of].base.append(cid)


def carry(g: GameState, unit: str) -> None:
    """719.3.a: the unit changed location on the board; its attached cards go with it."""
    u = g.cards[unit]
    base_of = next((name for name, p in g.players.items() if unit in p.base), None)
    for cid in attachments(g, unit):
        _relocate(g, cid, u.zone, base_of)


def detach(g: GameState, cid: str) -> bool:
    """435.1: unlink ``cid`` from its top-most card; it stays where it is (435.4)."""
    c = g.cards.get(cid)
    if c is None or "attached_to" not in c.memory:
        return False  # 435.1.a.1
    unit = c.memory.pop("attached_to")
    end_copy(g, cid, unit)  # a copy of the unit's text in this card's Effect Text lasts while attached
    g.cleanup_due = True  # 435.4.a: a gear left at a battlefield is recalled in the next cleanup
    _refresh_tags(g)
    emit(g, "detach", card=cid, unit=unit)
    return True


def detach_all(g: GameState, unit: str) -> None:
    """719.5: the top-most card left the board; every attached card detaches at its last location."""
    for cid in attachments(g, unit):
        detach(g, cid)


def attach(g: GameState, cid: str, unit: str, *, equip: bool = True) -> bool:
    """434: attach ``cid`` to ``unit``, both on the board; a card attaches to one top-most card at a time
    (718.5.d), so it first detaches from any other. Equipment attached this way has equipped the unit
    (818.2, an event)."""
    c, u = g.cards.get(cid), g.cards.get(unit)
    if c is None or u is None or u.type != "unit" or cid == unit:
        return False
    if not (g.is_board_zone(c.zone) and g.is_board_zone(u.zone)) or c.facedown or u.facedown:
        return False
    if attached_to(g, cid) == unit:
        return False
    if attached_to(g, cid) is not None:
        detach(g, cid)
    forget(g, cid)  # what it copied while attached before ends with that attachment
    c.memory["attached_to"] = unit
    carry(g, unit)
    g.cleanup_due = True
    _refresh_tags(g)
    emit(g, "attach", card=cid, unit=unit, player=c.controller)
    if equip:
        emit(g, "equip", card=cid, unit=unit, player=c.controller)
    if c.official:
        # "As this is attached to a unit, ...": a replacement adding its action to the attachment (369.1,
        # 370.1.b.1). The attachment's triggers were checked as it happened (383.2.c), before the added action,
        # so what it copies or changes sees no attachment of its own (401.1-401.2).
        behaviour_of(g, cid).as_attached(g, cid, unit)
    return True


def _refresh_tags(g: GameState) -> None:
    """Tags in an attached card's Effect Text ("I am a Mech", 477.1.c) follow the attachment at once, and a
    copy lasting while a card is attached ends as it detaches."""
    from .attached_copies import end_expired
    from .tag_grants import refresh

    end_expired(g)
    refresh(g)


def stray_gear(g: GameState) -> list[str]:
    """Gear at a battlefield that is not attached (435.4.a, 323.7): to be recalled in a cleanup."""
    out = []
    for cid in on_board(g):
        c = g.cards[cid]
        if c.type == "gear" and c.zone in g.battlefields and not c.facedown and attached_to(g, cid) is None:
            out.append(cid)
    return out
