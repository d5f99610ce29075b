"""Minefield (battlefield): "When you conquer here, put the top 2 cards of your Main Deck into your
trash.\""""

from ...effects import mill
from .. import Behaviour, Trigger, card


def _conquered_here(g, source, event) -> bool:
    return event.get("battlefield") == source


def _mill(ctx):
    mill(ctx.g, ctx.controller, 2)


@card("Minefield")
class Minefield(Behaviour):
    triggers = (Trigger(on="conquer", condition=_conquered_here, effect=_mill, zones=("battlefield",),
                        controller=lambda g, source, event: event["player"]),)
