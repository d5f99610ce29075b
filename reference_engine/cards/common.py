"""Shared pieces of card behaviours (no card is registered here)."""

from __future__ import annotations

from ..decisions import choose_from
from ..effects import add_resources
from ..might import effective_might
from ..movement import destination_problem
from ..behaviour import Behaviour, TargetSpec, Trigger
from ..state import PendingTrigger

#: "a friendly unit": the first of the two targets of "Choose a friendly unit and ..." spells.
FRIENDLY_UNIT = TargetSpec(kind="unit", relation="friendly", text="a friendly unit")


def friendly_unit_and(other: TargetSpec, first: TargetSpec = FRIENDLY_UNIT) -> tuple[TargetSpec, TargetSpec]:
    """The targets of a spell choosing a friendly unit and one more object (355.10: both chosen as it is
    played), in the order of the text."""
    return (first, other)


def add_power_of_source(ctx, *, spells_only: bool = False) -> None:
    """[Add] [C]: one Power of the source's domain (163.2.a.1); with several domains its controller
    chooses which."""
    domains = [d for d in ctx.g.cards[ctx.source].domains if d != "colorless"] or ["any"]
    domain = domains[0] if len(domains) == 1 else choose_from(
        ctx.g, ctx.controller, domains, "choose the domain of the power to add")[0]
    add_resources(ctx.g, ctx.controller, 0, {domain: 1}, spells_only=spells_only)


def never(g, source, event) -> bool:
    """The condition of an ability that never triggers by itself: a reflexive or delayed one."""
    return False


def reflexive(effect, *, targets=(), optional: bool = False) -> Trigger:
    """A reflexive triggered ability ("do this:", 387.1) declared among a card's ``triggers``: it has no
    event of its own and is created by :func:`do_this` while the first effect resolves. ``optional``: "you
    may do this", decided as it is finalized (383.3.a)."""
    return Trigger(on="resolve", condition=never, effect=effect, targets=tuple(targets), zones=(),
                   optional=optional)


def do_this(ctx, index: int, data: dict | None = None) -> None:
    """Create the ``index``-th trigger of the resolving card as a pending item (388.1): it goes on the chain
    once the current item finishes resolving, its targets chosen as it is finalized, and players may respond
    before it resolves. ``data`` (the objects it refers to) reaches its effect as ``ctx.item.data``."""
    ctx.g.pending_triggers.append(PendingTrigger(source=ctx.source, controller=ctx.controller, key=str(index),
                                                 index=index, data=dict(data or {})))


def might_at_most(limit: int):
    """A targeting restriction: a unit with ``limit`` Might or less (a negative Might counts as 0)."""

    def check(g, chooser, cand, source) -> bool:
        return effective_might(g, cand) <= limit

    return check


def other_than_source(g, chooser, cand, source) -> bool:
    return cand != source


def take_control_of_spell(ctx, ref: str) -> None:
    """Gain control of the spell ``ref`` on the chain (191.2) and make new choices for it (752-753): each
    new choice must be legal, with the same restrictions as before, e.g. a card played from hidden still
    chooses at its battlefield (811.1.d.2); keeping a choice is one of the options."""
    from ..chain import specs_of
    from ..decisions import choose_from as choose
    from ..events import emit
    from ..targets import candidates

    g = ctx.g
    it = g.item(ref)
    it.controller = ctx.controller
    g.cards[it.source].controller = ctx.controller
    emit(g, "control-spell", item=ref, player=ctx.controller)
    groups = []
    old_groups = it.data.get("groups", [])
    for i, spec in enumerate(specs_of(g, it)):
        old = old_groups[i] if i < len(old_groups) else []
        cands = candidates(g, spec, ctx.controller, it.source, it.data.get("hidden_at"), it.ref)
        if len(cands) < spec.minimum:
            groups.append(old)  # no legal new choice: the old one stands (and will mistarget)
        elif len(cands) == spec.minimum == spec.maximum:
            groups.append(cands)
        else:
            groups.append(choose(g, ctx.controller, cands, f"new choices for {ref}",
                                 minimum=spec.minimum, maximum=spec.maximum))
    if groups:
        it.data["groups"] = groups
        it.target_objs = {t: g.cards[t].obj for grp in groups for t in grp if t in g.cards}
        before = {t for grp in old_groups for t in grp}
        for grp in groups:
            for t in grp:
                if t not in before:  # 754: only an object it did not target before is newly chosen
                    emit(g, "choose", item=ref, kind=it.kind, target=t, player=ctx.controller, spell=True)


class MovesToChosenDestination(Behaviour):
    """A spell that moves the units it chooses to a destination its player names as it is played (355.4,
    the play action's ``to``). Each chosen unit must be able to go there (449); subclasses add their own
    limits on the destination and call this for the rest."""

    chooses_destination = True

    def destination_problem(self, g, card, player, to, targets):
        if to is None:
            return "choose the destination of the move with 'to'"
        for unit in targets:
            problem = destination_problem(g, unit, to)
            if problem:
                return problem
        return None


def banish_then_owner_plays(g, unit: str, **where) -> None:
    """"Banish a unit, then its owner plays it" (427, 419): only a unit that reached banishment is played,
    by its owner and ignoring its cost; ``where`` is ``play_by_effect``'s location (``to``, ``choices``)."""
    from ..effects import banish
    from ..playing import play_by_effect

    banish(g, unit)
    c = g.cards[unit]
    if c.zone == "banishment":
        play_by_effect(g, c.owner, unit, ignore_cost=True, **where)
