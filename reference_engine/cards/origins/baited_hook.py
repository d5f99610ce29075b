"""Baited Hook (gear), with its Origins errata: "[1][C], [E]: Kill a friendly unit. Look at the top 5 cards
of your Main Deck. You may banish a unit from among them that has Might up to 1 more than the killed unit
and play it, ignoring its cost. Then recycle the rest."

The friendly unit is a target chosen as the ability is finalized (everything before the ":" is the cost,
377.1), so opponents may react before it dies. "The killed unit" links the later instructions to the kill
(359.3.e.14): its Might is read as it was just before it left the board (359.3.e.13); if it was not killed
(an illegal target, or its death replaced) there is no Might to compare with and no unit can be banished,
while the rest is still recycled. The banished unit is played from banishment: it goes on the chain as a
pending item above anything the kill triggered, and is finalized after them (354.2, 337.1.b)."""

from ...decisions import choose_from
from ...effects import banish, kill
from ...might import effective_might
from ...playing import play_by_effect
from ...revealing import see_top
from ...zones import put
from .. import Ability, Behaviour, TargetSpec, card


def _hook(ctx):
    g, player = ctx.g, ctx.controller
    killed_might = None
    for unit in ctx.chosen(0):
        before = effective_might(g, unit)
        if kill(g, unit, by=player, source=ctx.source):
            killed_might = before
    top = see_top(g, player, 5)
    eligible = [c for c in top if g.cards[c].type == "unit" and killed_might is not None
                and max(0, g.cards[c].printed_might or 0) <= killed_might + 1]
    chosen = choose_from(g, player, eligible, "banish a unit to play, or nothing", minimum=0, maximum=1) \
        if eligible else []
    for cid in chosen:
        banish(g, cid)
        if g.cards[cid].zone == "banishment":
            play_by_effect(g, player, cid, to=None, ignore_cost=True)
    for cid in top:
        if cid not in chosen and g.cards[cid].zone == "deck":
            put(g, cid, "deck", bottom=True)  # recycle (416)


@card("Baited Hook")
class BaitedHook(Behaviour):
    abilities = (Ability(effect=_hook, energy=1, power=1, exhaust=True,
                         targets=(TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)),)
