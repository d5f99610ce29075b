"""Yordle Explorer (unit): "When you play a card with Power cost [A][A] or more, draw 1." The card's printed
Power cost (its catalogue cost), whatever was paid."""

from ... import catalogue
from .. import Behaviour, card
from ..spiritforged_common import instructions_effect, when_you


def _two_power(g, source, event) -> bool:
    c = g.cards.get(event.get("card"))
    if c is None or c.token:
        return False
    facts = catalogue.lookup(c.name) if c.official else None
    power = facts.power if facts is not None else 0
    return (power or 0) >= 2


@card("Yordle Explorer")
class YordleExplorer(Behaviour):
    triggers = (when_you("play", instructions_effect({"draw": 1}), condition=_two_power),)
