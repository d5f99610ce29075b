"""Shared pieces of the Spiritforged card modules (registers no card).

* :func:`text_trigger`: a triggered ability written as one of the spec compiler's trigger sections
  ("When I conquer", "When I attack or defend", ...) over compiled instructions (``compiled.instructions``),
  so a card module states its text as facts and the effect code is the one the compiled cards use.
* :func:`here` / :func:`enemy_units_here`: the source's location and the enemy units there.
"""

from __future__ import annotations

from ..behaviour import Trigger
from .compiled import _TRIGGERS, instructions


def when(section: str, effect, **kw) -> Trigger:
    """A Trigger on the condition of the compiled trigger ``section`` (``"on_conquer"``: "When I conquer",
    ``"on_attack_or_defend"``, ``"on_play"``, ...) running ``effect(ctx)``; keywords go to :class:`Trigger`."""
    on, condition = _TRIGGERS[section]
    return Trigger(on=on, condition=condition, effect=effect, **kw)


def text_trigger(section: str, *body: dict, optional: bool = False, **kw) -> Trigger:
    """:func:`when` executing the compiled instructions ``body`` (``{"draw": 1}``, ``{"deal": 2, "target":
    {...}}``); their targets are the trigger's. ``optional``: the effect starts with "you may" (383.3.a)."""
    targets, effect = instructions(list(body))
    return when(section, effect, targets=targets, optional=optional, **kw)


def gold_tokens(count: int = 1) -> dict:
    """"Play a Gold gear token exhausted" (187.5), ``count`` times, as a compiled instruction."""
    return {"token": "Gold", "count": count, "at": "base", "ready": False}


def enemy_unit(at: str = "here") -> dict:
    """The compiled target "an enemy unit here" (``at``: ``here``, ``battlefield`` or ``board``)."""
    return {"kind": "unit", "relation": "enemy", "at": at}


def here(g, cid: str) -> str | None:
    """The location of ``cid`` on the board (a battlefield ID or ``base``), or None off the board."""
    c = g.cards.get(cid)
    return c.zone if c is not None and g.is_board_zone(c.zone) else None


def enemy_units_here(g, source: str, player: str) -> list[str]:
    """The enemy units (of ``player``) at the battlefield where ``source`` is, in board order."""
    bf = g.battlefields.get(here(g, source) or "")
    if bf is None:
        return []
    return [u for u in bf.units if g.cards[u].type == "unit" and g.cards[u].controller != player
            and not g.cards[u].facedown]
