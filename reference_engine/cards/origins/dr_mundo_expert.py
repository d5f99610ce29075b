"""Dr. Mundo, Expert (unit): "My Might is increased by the number of cards in your trash. At the start of
your Beginning Phase, recycle 3 from your trash."

The bonus is a passive (364) read afresh: the cards in his controller's trash now. The triggered ability
(315.2.a) recycles three cards of its controller's choice from their trash, as many as there are (416.6:
not targets, chosen as it resolves)."""

from ...decisions import choose_from
from .. import Behaviour, Trigger, card
from ..cardsB_common import recycle


def _my_beginning(g, source, event) -> bool:
    return event.get("player") == g.cards[source].controller


def _recycle_three(ctx):
    g = ctx.g
    trash = list(g.players[ctx.controller].trash)
    n = min(3, len(trash))
    for cid in choose_from(g, ctx.controller, trash, "choose 3 cards from your trash to recycle", minimum=n,
                           maximum=n) if n else []:
        recycle(g, cid)


@card("Dr. Mundo, Expert")
class DrMundoExpert(Behaviour):
    triggers = (Trigger(on="beginning-phase", condition=_my_beginning, effect=_recycle_three),)

    def might_bonus(self, g, source, unit):
        if unit != source:
            return 0
        return len(g.players[g.cards[source].controller].trash)
