"""Stand-in: Riptide Shark (unit; conformance/data/stand-in-cards.yaml): "When you play me, deal 6 to an
enemy unit at a battlefield." A play trigger (383.4.a): it happens however the card is played, including
by another card's effect that plays it."""

from ...effects import deal
from .. import Behaviour, TargetSpec, Trigger, card
from ...trigger_conditions import played_me as _played_me


def _bite(ctx):
    for unit in ctx.chosen(0):
        deal(ctx.g, unit, 6, by=ctx.controller, source=ctx.source)


@card("Stand-in: Riptide Shark")
class StandInRiptideShark(Behaviour):
    triggers = (Trigger(on="play", condition=_played_me, effect=_bite,
                        targets=(TargetSpec(kind="unit", where="battlefield", relation="enemy",
                                            text="an enemy unit at a battlefield"),)),)
