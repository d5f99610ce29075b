"""Bewitching Spirit (unit): "When you play me, choose a player. They discard 1." The player is a target
(355.10); the card discarded is theirs to choose as it resolves (355.10.e)."""

from ...decisions import choose_from
from ...effects import discard
from .. import Behaviour, TargetSpec, card
from ..unleashed_common import when_you_play_me


def _they_discard(ctx):
    g = ctx.g
    for player in ctx.chosen(0):
        hand = list(g.players[player].hand)
        if hand:
            discard(g, player, choose_from(g, player, hand, "choose a card to discard")[0])


@card("Bewitching Spirit")
class BewitchingSpirit(Behaviour):
    triggers = (when_you_play_me(_they_discard, targets=(TargetSpec(kind="player", text="a player"),)),)
