"""Shared pieces of legend behaviours (no card is registered here).

A legend's abilities work from the Legend Zone (107.4), so its triggers and abilities declare
``zones=LEGEND``; "you" is the legend's controller."""

from __future__ import annotations

from ..behaviour import Trigger
from ..effects import draw

#: Where a legend's triggered and activated abilities work (107.4).
LEGEND = ("legend",)


def controller(g, source: str) -> str:
    return g.cards[source].controller


def by_you(g, source: str, event: dict) -> bool:
    """The event was done by the legend's controller ("when you conquer", "when you hold")."""
    return event.get("player") == controller(g, source)


def draw_n(n: int):
    def effect(ctx) -> None:
        draw(ctx.g, ctx.controller, n)

    return effect


def when_you(on, effect, *, condition=None, optional: bool = False, exhaust: bool = False,
             energy: int = 0, power: int = 0, any_power: int = 0, targets: tuple = ()) -> Trigger:
    """A legend's "When you <event>[, if <condition>], <effect>" (383.2.a.1: the "if" right after the
    condition is part of it). ``exhaust``/``energy``/``power``: "you may exhaust me [and pay ...] to"
    (383.3.b)."""

    def cond(g, source, event) -> bool:
        return by_you(g, source, event) and (condition is None or condition(g, source, event))

    return Trigger(on=on, condition=cond, effect=effect, optional=optional, zones=LEGEND, exhaust=exhaust,
                   energy=energy, power=power, any_power=any_power, targets=targets)


def first_of_batch(g, event: dict, key: str, same) -> bool:
    """True unless an earlier event of the same type and the same ``key`` value (one game action acting on
    several objects together, e.g. a move's ``batch`` or a resolution's ``during``) already met ``same``:
    "when one or more ..." triggers once for that action."""
    if event.get(key) is None:
        return True
    for e in reversed(g.events[:-1]):
        if e["type"] != event["type"] or e.get(key) != event.get(key):
            continue
        if same(e):
            return False
    return True


def empower_me_when_you_empower_another() -> Trigger:
    """"When you empower something else, empower me." (441.2.a: becoming Empowered is an event)."""
    from ..empowered import empower

    def cond(g, source, event) -> bool:
        return event.get("by") == controller(g, source) and event.get("card") != source

    def effect(ctx) -> None:
        empower(ctx.g, ctx.source, by=ctx.controller)

    return Trigger(on="empower", condition=cond, effect=effect, zones=LEGEND)


def empower_me(ctx) -> None:
    from ..empowered import empower

    empower(ctx.g, ctx.source, by=ctx.controller)


def play_gold_exhausted(ctx) -> None:
    """"Play a Gold gear token exhausted" (187.5): it enters the board at its controller's base exhausted."""
    from ..effects import create_token

    create_token(ctx.g, "Gold", ctx.controller, "base", exhausted_=True)
