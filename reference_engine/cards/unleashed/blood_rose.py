"""Blood Rose (gear): "When you play a unit, you may pay [1] to gain 1 XP. Spend 3 XP, [T]: Ready a
unit." The [1] is a cost within the instruction, paid as the ability is finalized (383.3.b); the activated
ability's costs are XP and exhausting it (730.2, 403)."""

from ...effects import ready
from .. import Ability, Behaviour, TargetSpec, Trigger, card
from ..unleashed_common import gain


def _you_played_a_unit(g, source, event) -> bool:
    c = g.cards.get(event.get("card") or "")
    return (bool(event.get("permanent")) and c is not None and c.type == "unit"
            and event.get("player") == g.cards[source].controller)


def _ready(ctx):
    for unit in ctx.chosen(0):
        ready(ctx.g, unit)


@card("Blood Rose")
class BloodRose(Behaviour):
    triggers = (Trigger(on="play", condition=_you_played_a_unit, effect=gain(1), optional=True, energy=1),)
    abilities = (Ability(effect=_ready, xp=3, exhaust=True, targets=(TargetSpec(kind="unit", text="a unit"),)),)
