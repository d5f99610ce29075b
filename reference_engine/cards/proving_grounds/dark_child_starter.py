"""Dark Child - Starter (Annie legend), with its Origins errata: "At the end of your turn, ready up to 2
runes." Its controller chooses as it resolves which of their exhausted runes to ready, none to two."""

from ...decisions import choose_from
from ...effects import ready
from .. import Behaviour, card
from ..legend_common import when_you


def _ready_two(ctx):
    g = ctx.g
    tapped = [r for r in g.players[ctx.controller].runes if g.cards[r].exhausted]
    if not tapped:
        return
    for rune in choose_from(g, ctx.controller, tapped, "choose up to 2 runes to ready", minimum=0, maximum=2):
        ready(g, rune)


@card("Dark Child - Starter")
class DarkChildStarter(Behaviour):
    triggers = (when_you("end-of-turn", _ready_two),)
