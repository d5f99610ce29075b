"""Fortified Position (battlefield): when you defend it, you choose a unit; it has [Shield 2] for this combat
(the grant ends with the combat, 466.7.c). The defending player controls the ability and chooses."""

from ...effects import give_keyword
from .. import Behaviour, TargetSpec, Trigger, card
from ..battlefield_common import defended_here, event_player


def _shield(ctx):
    for unit in ctx.chosen(0):
        give_keyword(ctx.g, unit, "Shield 2", source=ctx.source, duration="combat")


@card("Fortified Position")
class FortifiedPosition(Behaviour):
    triggers = (Trigger(on="defend", condition=defended_here, effect=_shield, zones=("battlefield",),
                        controller=event_player, targets=(TargetSpec(kind="unit", text="a unit"),)),)
