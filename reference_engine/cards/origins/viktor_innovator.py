"""Viktor, Innovator (unit): "When you play a card on an opponent's turn, play a 1 [M] Recruit unit token
in your base."

A card, not a token (185): the ``play`` event of a card its controller played while another player is the
turn player (Reactions, Hidden cards, abilities playing cards)."""

from .. import Behaviour, card
from ..cardsC_common import recruit_in_base, when_you


def _on_their_turn(g, source, event) -> bool:
    return not event.get("token") and g.active != g.cards[source].controller


@card("Viktor, Innovator")
class ViktorInnovator(Behaviour):
    triggers = (when_you("play", recruit_in_base, test=_on_their_turn),)
