"""Heart of the Tempest (Kennen legend): "When you play a card from anywhere other than your hand, empower
me. [Action] Disempower me, [E]: give a unit [Assault 2] this turn." Where a card was played from is the
zone it left for the chain (354; its ``play`` event's ``origin``): trash, deck, banishment, facedown...
Tokens are not cards played from a zone."""

from ...effects import give_keyword
from .. import Ability, Behaviour, TargetSpec, card
from ..legend_common import LEGEND, empower_me, when_you


def _not_from_hand(g, source, event) -> bool:
    return event.get("origin") not in (None, "hand")


def _assault(ctx):
    for unit in ctx.chosen(0):
        give_keyword(ctx.g, unit, "Assault 2", source=ctx.source)


@card("Heart of the Tempest")
class HeartOfTheTempest(Behaviour):
    triggers = (when_you("play", empower_me, condition=_not_from_hand),)
    abilities = (Ability(effect=_assault, disempower=True, exhaust=True, timing=("Action",), zones=LEGEND,
                         targets=(TargetSpec(kind="unit", text="a unit"),)),)
