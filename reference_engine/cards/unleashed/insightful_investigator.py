"""Insightful Investigator (unit): "When you play me, choose an opponent. They reveal their hand. You may pay
2 XP to choose a card from their hand. If you do, they discard that card and draw 1." Paying the XP is
choosing a card (730.2); with less than 2 XP nothing is asked."""

from ...decisions import choose_from
from ...effects import discard, draw
from ...xp import spend_xp
from .. import Behaviour, TargetSpec, card
from ..unleashed_common import reveal_hand, when_you_play_me


def _investigate(ctx):
    g, me = ctx.g, ctx.controller
    for player in ctx.chosen(0):
        hand = reveal_hand(g, player)
        if not hand or g.players[me].xp < 2:
            continue
        for cid in choose_from(g, me, hand, "pay 2 XP to choose a card they discard, or nothing", minimum=0, maximum=1):
            spend_xp(g, me, 2)
            discard(g, player, cid)
            draw(g, player, 1)


@card("Insightful Investigator")
class InsightfulInvestigator(Behaviour):
    triggers = (when_you_play_me(_investigate, targets=(TargetSpec(kind="player", relation="enemy", text="an opponent"),)),)
