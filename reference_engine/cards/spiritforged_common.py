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


def when_you(on, effect, *, condition=None, **kw) -> Trigger:
    """A permanent's "When you <event>[, if <condition>], <effect>": ``on`` events whose ``player`` is the
    source's controller (383.2.a.1: an "if" right after the condition is part of it)."""

    def cond(g, source, event) -> bool:
        return event.get("player") == g.cards[source].controller and (condition is None or condition(g, source, event))

    return Trigger(on=on, condition=cond, effect=effect, **kw)


def controls_other(g, source: str, player: str, tag: str) -> bool:
    """True if ``player`` controls a unit with ``tag`` on the board other than ``source`` ("if you control
    another Mech")."""
    return any(cid != source and tag in g.cards[cid].tags and g.cards[cid].controller == player
               for cid in g.board_units())


def tagged(tag: str):
    """A targeting restriction: the candidate has ``tag`` ("a friendly Mech")."""
    return lambda g, chooser, cand, source: tag in g.cards[cand].tags


def ready_me(ctx) -> None:
    from ..effects import ready

    if ctx.g.is_board_zone(ctx.g.cards[ctx.source].zone):
        ready(ctx.g, ctx.source)


def events_this_turn(g) -> list[dict]:
    """The events since the current turn began (``battlefield_common.events_this_turn``)."""
    from .battlefield_common import events_this_turn as since_turn

    return since_turn(g)


def instructions_effect(*body: dict):
    """The effect of compiled instructions without targets ("play a Gold gear token exhausted")."""
    targets, effect = instructions(list(body))
    if targets:
        raise ValueError("instructions_effect() takes instructions without targets")
    return effect


def play_unit_token(ctx, name: str, at: str = "base") -> str | None:
    """Play a unit token of rule 187 (``name``: "Mech", "Recruit", "Sand Soldier") for the ability's
    controller, to their base or (``at="here"``) the source's location. It enters exhausted unless a passive
    or an effect makes it enter ready (143.4, 143.4.a: ``tokens.create`` asks)."""
    from ..effects import create_token

    where = "base"
    if at == "here":
        where = here(ctx.g, ctx.source)
        if where is None:
            return None
    return create_token(ctx.g, name, ctx.controller, where)
