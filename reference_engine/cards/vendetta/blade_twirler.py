"""Blade Twirler (unit): "The first time I move each turn, choose a player. They [Burn 1]."

A "the Nth time" trigger (383.1): only its first move of the turn. The player is chosen as the ability is
finalized; Burn 1 puts the top card of their Main Deck into their trash (burning out first if it is empty,
431)."""

from ...effects import mill
from .. import Behaviour, TargetSpec, Trigger, card
from ..cardsC_common import first_move_this_turn


def _burn(ctx) -> None:
    for player in ctx.chosen(0):
        mill(ctx.g, player, 1)


@card("Blade Twirler")
class BladeTwirler(Behaviour):
    triggers = (Trigger(on="move", condition=first_move_this_turn, effect=_burn,
                        targets=(TargetSpec(kind="player", text="a player"),)),)
