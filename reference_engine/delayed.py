"""Delayed triggered abilities (rules 389-392): abilities a resolving spell or ability creates, which
trigger later ("at end of turn", "the next time ..."), wherever their source is by then (392).

A card declares the ability among its behaviour's ``triggers`` with ``zones=()`` (so it never triggers by
itself) and creates it with :func:`create`; its chain reference is then ``<source>.trigger[.N]`` like any
triggered ability of that card. The objects it is linked to (390.5) travel in ``data`` and reach the
effect as ``ctx.item.data["delayed"]``.
"""

from __future__ import annotations

from typing import Any

from .behaviour import Behaviour, behaviour_named, behaviour_of
from .state import DelayedTrigger, GameState, PendingTrigger


def create(g: GameState, source: str, controller: str, index: int, data: dict[str, Any] | None = None, *,
           once: bool = True, this_turn: bool = True) -> None:
    """Make the ``index``-th triggered ability of ``source`` a delayed trigger controlled by ``controller``
    (the controller of the effect that created it, 191.4)."""
    c, making = g.cards.get(source), g.resolving
    if making is not None and making["source"] == source and making.get("of"):
        of = making["of"]  # the resolving ability's text makes it, whatever its source is now (383.3)
    else:
        of = c.name if c is not None and c.official else None
    g.delayed.append(DelayedTrigger(source=source, controller=controller, index=index, turn=g.turn_number,
                                    data=dict(data or {}), once=once, this_turn=this_turn,
                                    of=of))


def behaviour_of_delayed(g: GameState, d: DelayedTrigger) -> Behaviour:
    """The behaviour whose text made ``d``: that of the card it was made from (390.4), even if its source is
    something else by now (a battlefield replaced by a token keeps its id, 438)."""
    return behaviour_named(d.of) if d.of is not None else behaviour_of(g, d.source)


def check_delayed(g: GameState, event: dict) -> None:
    """Called for every event after the ordinary trigger check (383.2.c)."""
    if not g.delayed:
        return
    from .triggers import all_triggers

    for d in list(g.delayed):
        if d.this_turn and d.turn != g.turn_number:
            g.delayed.remove(d)  # its window is over (390, 391)
            continue
        trig = behaviour_of_delayed(g, d).triggers[d.index - 1] if d.of else all_triggers(g, d.source)[d.index - 1]
        if event["type"] not in ((trig.on,) if isinstance(trig.on, str) else trig.on):
            continue
        if not trig.condition(g, d.source, {**event, "delayed": d.data}):
            continue
        g.pending_triggers.append(PendingTrigger(source=d.source, controller=d.controller, key=str(d.index),
                                                 index=d.index, data={"event": dict(event), "delayed": dict(d.data),
                                                       **({"of": d.of} if d.of else {})}))
        if d.once:
            g.delayed.remove(d)
