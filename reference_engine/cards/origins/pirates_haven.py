"""Pirate's Haven (gear): "When you ready a friendly unit, give it +1 [M] this turn."

Readying is a player's action (415.3): the turn player readies their permanents in the Awaken Phase
(415.3.a), and a spell or ability's controller readies what it instructs (415.3.b). A unit that was already
ready is not readied (415.1.b), so nothing triggers."""

from ...effects import give_might
from .. import Behaviour, card
from ..cardsC_common import friendly_unit, when_you


def _friendly(g, source, event) -> bool:
    return friendly_unit(g, source, event.get("card"))


def _pump(ctx) -> None:
    give_might(ctx.g, ctx.event["card"], 1, source=ctx.source)


@card("Pirate's Haven")
class PiratesHaven(Behaviour):
    triggers = (when_you("ready", _pump, test=_friendly),)
