"""Akali, Silent (unit): "I can't be chosen by enemy spells and abilities unless I'm in combat. When I move
to a battlefield, give me +2 [M] this turn."

The first is an untargetable passive (757-758, 355.9.b) that lapses while she is in combat (740.2.c),
checked as targets are chosen and as they resolve (359.3.e). The second triggers on each move of hers
whose destination is a battlefield."""

from ...effects import give_might
from .. import Behaviour, Trigger, card
from ..cardsC_common import in_combat
from ..unleashed_common import i_moved_to_battlefield


def _pump(ctx) -> None:
    give_might(ctx.g, ctx.source, 2, source=ctx.source)


@card("Akali, Silent")
class AkaliSilent(Behaviour):
    triggers = (Trigger(on="move", condition=i_moved_to_battlefield, effect=_pump),)

    def untargetable(self, g, source, unit, chooser):
        return unit == source and chooser != g.cards[source].controller and not in_combat(g, source)
