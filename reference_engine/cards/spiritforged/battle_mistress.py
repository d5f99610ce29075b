"""Battle Mistress (Sivir legend): "When you recycle a rune, you may exhaust me to play a Gold gear token
exhausted. When one or more enemy units die, ready me." A rune is recycled to its owner's rune deck
(416.1.b; the ``recycle`` event's ``player`` is its owner). Units dying together (one ``die`` event each,
sharing ``together``) ready the legend once."""

from ...effects import ready
from .. import Behaviour, Trigger, card
from ..legend_common import LEGEND, controller, play_gold_exhausted, when_you


def _a_rune(g, source, event) -> bool:
    c = g.cards.get(event.get("card"))
    return c is not None and c.type == "rune"


def _first_enemy_of_those_dying(g, source, event) -> bool:
    me = controller(g, source)
    if event.get("controller") == me:
        return False
    for unit in event.get("together", [event.get("unit")]):
        if unit == event.get("unit"):
            return True
        if g.cards[unit].controller != me:
            return False  # an earlier enemy unit of the same event already triggered it
    return True


def _ready_me(ctx):
    ready(ctx.g, ctx.source)


@card("Battle Mistress")
class BattleMistress(Behaviour):
    triggers = (
        when_you("recycle", play_gold_exhausted, condition=_a_rune, optional=True, exhaust=True),
        Trigger(on="die", condition=_first_enemy_of_those_dying, effect=_ready_me, zones=LEGEND),
    )
