"""Albus Ferros (unit): "When you play me, spend any number of buffs. For each buff spent, channel 1 rune
exhausted."

As the ability resolves its controller chooses any number of their buffed units (702.2.b: only buffs of
units they control can be spent) and spends each one's buff; then they channel one rune exhausted for each
buff spent (430; fewer if the rune deck runs out, 430.3)."""

from ...decisions import choose_from
from ...effects import spend_buff
from ...runes import channel
from .. import Behaviour, card
from ..unleashed_common import when_you_play_me


def _spend_and_channel(ctx):
    g, me = ctx.g, ctx.controller
    buffed = [cid for cid, c in g.cards.items() if c.type == "unit" and c.buffed and c.controller == me
              and g.is_board_zone(c.zone)]
    chosen = choose_from(g, me, buffed, "choose the buffs to spend", minimum=0, maximum=len(buffed)) if buffed else []
    spent = sum(1 for cid in chosen if spend_buff(g, cid, me))
    if spent:
        channel(g, me, spent, exhausted=True)


@card("Albus Ferros")
class AlbusFerros(Behaviour):
    triggers = (when_you_play_me(_spend_and_channel),)
