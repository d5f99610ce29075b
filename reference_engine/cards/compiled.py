"""Behaviours built from compiled effect specs (the catalogue's ``effects`` facts, written at build time by
``catalogue/compile_effects.py``; that module's docstring gives the spec shape).

A card with a hand-written module never reaches this: modules always win. Everything here goes through
the same effect primitives and target machinery as the modules do.
"""

from __future__ import annotations

from collections.abc import Callable

from ..effects import buff, banish, deal, draw, give_keyword, give_might, kill, ready, return_to_hand, stun
from ..keywords import deathknell
from ..runes import channel
from .base import Ability, Behaviour, TargetSpec, Trigger
from .common import other_than_source

#: Triggered-ability sections: (event type, condition on the event for a source ``source``).
_TRIGGERS: dict[str, tuple[str, Callable]] = {
    "on_play": ("play", lambda g, source, e: e.get("card") == source and bool(e.get("permanent"))),  # 383.4.a
    "on_attack": ("attack", lambda g, source, e: e.get("unit") == source),  # 383.4.e
    "on_defend": ("defend", lambda g, source, e: e.get("unit") == source),
    "on_conquer": ("conquer", lambda g, source, e: source in e.get("units", [])),  # 383.4.c
    "on_hold": ("hold", lambda g, source, e: source in e.get("units", [])),  # 383.4.d
}


def _target_spec(t: dict) -> TargetSpec:
    where = {"board": "board", "battlefield": "battlefield", "here": "board"}[t["at"]]
    words = ["another" if t.get("other") else "a"] + ([t["relation"]] if t["relation"] != "any" else [])
    words.append(t["kind"])
    if t["at"] != "board":
        words.append("here" if t["at"] == "here" else "at a battlefield")
    return TargetSpec(kind=t["kind"], where=where, relation=t["relation"], here=t["at"] == "here",
                      restriction=other_than_source if t.get("other") else None, text=" ".join(words))


def _apply(ctx, ins: dict, objects: list[str]) -> None:
    g, me = ctx.g, ctx.controller
    if "draw" in ins:
        draw(g, me, ins["draw"])
    elif "channel" in ins:
        channel(g, me, ins["channel"], exhausted=True)
    for obj in objects:
        if "deal" in ins:
            deal(g, obj, ins["deal"], by=me, source=ctx.source)
        elif "might" in ins:
            give_might(g, obj, ins["might"], minimum=ins.get("minimum"), source=ctx.source)
        elif "keyword" in ins:
            give_keyword(g, obj, ins["keyword"], source=ctx.source)
        elif "stun" in ins:
            stun(g, obj, by=me)
        elif "kill" in ins:
            kill(g, obj, by=me, source=ctx.source)
        elif "ready" in ins:
            ready(g, obj)
        elif "buff" in ins:
            buff(g, obj)
        elif "banish" in ins:
            banish(g, obj)
        elif "return" in ins:
            return_to_hand(g, obj)


def instructions(spec: list[dict]) -> tuple[tuple[TargetSpec, ...], Callable]:
    """Instructions -> (the targets chosen for them, in order; the effect executing them top to bottom).
    A target no longer legal is unaffected, while the other instructions still happen (359.3.e.5)."""
    targets: list[TargetSpec] = []
    plan: list[tuple[dict, str, int | None]] = []  # (instruction, how it finds its objects, spec index)
    for ins in spec:
        t = ins.get("target")
        if t is None:
            plan.append((ins, "none", None))
        elif t.get("self"):
            plan.append((ins, "self", None))
        elif t.get("same"):
            plan.append((ins, "chosen", len(targets) - 1))
        else:
            targets.append(_target_spec(t))
            plan.append((ins, "chosen", len(targets) - 1))

    def effect(ctx) -> None:
        for ins, how, index in plan:
            if how == "self":
                objects = [ctx.source] if ctx.g.is_board_zone(ctx.g.cards[ctx.source].zone) else []
            elif how == "chosen":
                objects = ctx.chosen(index)
            else:
                objects = []
            _apply(ctx, ins, objects)

    return tuple(targets), effect


def behaviour(name: str, spec: dict) -> Behaviour:
    """The behaviour of the card ``name`` from its compiled spec."""
    attrs: dict = {}
    triggers: list[Trigger] = []
    if "spell" in spec:
        targets, effect = instructions(spec["spell"])
        attrs["targets"] = targets
        attrs["resolve"] = lambda self, ctx: effect(ctx)
    for section, body in spec.items():  # in the order of the card's text: trigger N is the Nth (803)
        if section in _TRIGGERS:
            on, condition = _TRIGGERS[section]
            targets, effect = instructions(body)
            triggers.append(Trigger(on=on, condition=condition, effect=effect, targets=targets))
        elif section == "deathknell":  # 808
            targets, effect = instructions(body)
            triggers.append(deathknell(effect, targets))
        elif section == "exhaust_ability":  # "[T]: ..." (376, 378)
            targets, effect = instructions(body)
            attrs["abilities"] = (Ability(effect=effect, exhaust=True, targets=targets),)
    if spec.get("enters_ready"):  # 143.4.a
        attrs["enters_ready"] = lambda self, g, card, player: True
    attrs["triggers"] = tuple(triggers)
    cls = type(f"Compiled<{name}>", (Behaviour,), attrs)
    inst = cls()
    inst.name = name
    return inst
