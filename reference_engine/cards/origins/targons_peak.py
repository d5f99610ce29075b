"""Targon's Peak (battlefield), with its Origins errata: when you conquer it, you ready up to two runes at
the end of this turn. The conquer ability creates a delayed triggered ability (390) that triggers as the
turn ends (317.1) and is controlled by the conquering player (191.4); the runes are chosen as it
resolves, among that player's exhausted runes."""

from ...decisions import choose_from
from ...delayed import create
from ...effects import ready
from .. import Behaviour, Trigger, card
from ..battlefield_common import conquer_trigger


def _at_end_of_turn(g, source, event) -> bool:
    return True  # the delayed ability's window is this turn (delayed.create(..., this_turn=True))


def _make_delayed(ctx):
    create(ctx.g, ctx.source, ctx.controller, 2)


def _ready_runes(ctx):
    g, me = ctx.g, ctx.controller
    exhausted = [r for r in g.players[me].runes if g.cards[r].exhausted]
    for rune in choose_from(g, me, exhausted, "choose up to 2 runes to ready", minimum=0, maximum=2):
        ready(g, rune)


@card("Targon's Peak")
class TargonsPeak(Behaviour):
    triggers = (conquer_trigger(_make_delayed),
                Trigger(on="end-of-turn", condition=_at_end_of_turn, effect=_ready_runes, zones=()))
