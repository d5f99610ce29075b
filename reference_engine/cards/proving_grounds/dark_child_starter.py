"""Dark Child - Starter (Annie legend): "At the end of your turn, ready 2 runes." Its controller readies
two of their exhausted runes (their choice when more are exhausted; all of them when two or fewer are)."""

from ...decisions import choose_from
from ...effects import ready
from .. import Behaviour, card
from ..legend_common import when_you


def _ready_two(ctx):
    g = ctx.g
    tapped = [r for r in g.players[ctx.controller].runes if g.cards[r].exhausted]
    chosen = tapped if len(tapped) <= 2 else choose_from(g, ctx.controller, tapped, "choose 2 runes to ready",
                                                         minimum=2, maximum=2)
    for rune in chosen:
        ready(g, rune)


@card("Dark Child - Starter")
class DarkChildStarter(Behaviour):
    triggers = (when_you("end-of-turn", _ready_two),)
