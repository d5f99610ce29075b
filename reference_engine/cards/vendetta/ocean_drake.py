"""Ocean Drake (unit, 7 Might): "You may play me to an open battlefield. When you play me, you may return a
non-Dragon unit to its owner's hand."

An open battlefield is one no player controls (170.11 permission: beyond the base and controlled
battlefields of 355.2.a; a unit played there contests it, 190.3.a.1). The unit to return is chosen as the
ability is finalized; "you may" lets its controller decline (383.3.a)."""

from ...effects import return_to_hand
from .. import Behaviour, TargetSpec, Trigger, card
from ...trigger_conditions import played_me


def _not_a_dragon(g, chooser, cand, source) -> bool:
    return "Dragon" not in g.cards[cand].tags


def _return(ctx) -> None:
    for unit in ctx.chosen(0):
        return_to_hand(ctx.g, unit)


@card("Ocean Drake")
class OceanDrake(Behaviour):
    triggers = (Trigger(on="play", condition=played_me, effect=_return, optional=True,
                        targets=(TargetSpec(kind="unit", restriction=_not_a_dragon, text="a non-Dragon unit"),)),)

    def may_play_to(self, g, card, player, battlefield):
        return g.battlefields[battlefield].controller is None
