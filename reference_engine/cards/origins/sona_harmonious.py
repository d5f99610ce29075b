"""Sona, Harmonious (unit), with its Origins errata: "At the end of your turn, if I'm at a battlefield, ready
up to 4 friendly runes."

A triggered ability at a point in time (383.1: "at the end of your turn", 317.1); the "if" right after it is
part of its condition (383.2.a.1), checked as the turn ends. The runes are chosen as it resolves, among its
controller's exhausted runes (415.1.b: a ready rune cannot be readied)."""

from ...decisions import choose_from
from ...effects import ready
from .. import Behaviour, Trigger, card


def _my_turn_ends_at_a_battlefield(g, source, event) -> bool:
    me = g.cards[source]
    return g.active == me.controller and me.zone in g.battlefields


def _ready_runes(ctx) -> None:
    g, me = ctx.g, ctx.controller
    exhausted = [r for r in g.players[me].runes if g.cards[r].exhausted]
    for rune in choose_from(g, me, exhausted, "choose up to 4 runes to ready", minimum=0, maximum=4):
        ready(g, rune, by=me)


@card("Sona, Harmonious")
class SonaHarmonious(Behaviour):
    triggers = (Trigger(on="end-of-turn", condition=_my_turn_ends_at_a_battlefield, effect=_ready_runes),)
