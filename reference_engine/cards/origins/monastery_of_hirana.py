"""Monastery of Hirana (battlefield): when you conquer it, you may spend a buff to draw 1.

"Spend a buff to draw 1" is a cost within the instruction (355.10.c.1): the buff is not a target. The
ability triggers only if the conquering player controls a buffed unit (otherwise the cost could never be
paid); as it resolves they decide (a ``choose`` question, nothing to decline) which buffed unit pays, the
buff is removed (702.2.b) and they draw."""

from ...decisions import choose_from
from ...effects import draw, spend_buff
from .. import Behaviour, card
from ..battlefield_common import conquer_trigger, happened_here


def _buffed_units(g, player) -> list[str]:
    return [u for u in g.board_units() if g.cards[u].controller == player and g.cards[u].buffed]


def _conquered_with_a_buff(g, source, event) -> bool:
    return happened_here(g, source, event) and bool(_buffed_units(g, event["player"]))


def _spend_to_draw(ctx):
    g, me = ctx.g, ctx.controller
    buffed = _buffed_units(g, me)
    if not buffed:
        return
    chosen = choose_from(g, me, buffed, "you may spend the buff of one of your units to draw 1 (nothing: decline)",
                         minimum=0, maximum=1)
    if chosen and spend_buff(g, chosen[0], me):
        draw(g, me, 1)


@card("Monastery of Hirana")
class MonasteryOfHirana(Behaviour):
    triggers = (conquer_trigger(_spend_to_draw, condition=_conquered_with_a_buff),)
