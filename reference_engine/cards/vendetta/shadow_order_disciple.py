"""Shadow Order Disciple (unit, 2 Might): "When I move, you may [Burn 1] to give me +1 [S] this turn."

Burning 1 (440: the top card of the Main Deck to the trash, burning out if there is none, 431) is done as
the ability resolves, if its controller chooses to (383.3.a); then the +1."""

from ...effects import mill
from .. import Behaviour, Trigger, card
from ..cardsD_common import give_this_turn, i_am


def _burn_for_might(ctx) -> None:
    mill(ctx.g, ctx.controller, 1)  # 440.4
    give_this_turn(ctx, ctx.source, 1)


@card("Shadow Order Disciple")
class ShadowOrderDisciple(Behaviour):
    triggers = (Trigger(on="move", condition=i_am("unit"), effect=_burn_for_might, optional=True),)
