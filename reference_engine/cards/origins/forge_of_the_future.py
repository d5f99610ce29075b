"""Forge of the Future (gear): "When you play this, play a 1 [S] Recruit unit token at your base. Kill this:
Recycle up to 4 cards from trashes."

The Recruit is the standard token (187.1). The ability's only cost is killing the gear (403.1.a); as it
resolves its controller chooses up to four cards from any players' trashes (not targets: 416.6) and each is
recycled into its owner's Main Deck (416.1; a player always recycles into their own deck)."""

from ...decisions import choose_from
from ...effects import create_token
from .. import Ability, Behaviour, card
from ..cardsB_common import recycle
from ..unleashed_common import when_you_play_me


def _recruit(ctx):
    create_token(ctx.g, "Recruit", ctx.controller, "base")


def _recycle_up_to_four(ctx):
    g = ctx.g
    pool = [cid for p in g.order for cid in g.players[p].trash]
    for cid in choose_from(g, ctx.controller, pool, "choose up to 4 cards from trashes to recycle", minimum=0,
                           maximum=4) if pool else []:
        recycle(g, cid)


@card("Forge of the Future")
class ForgeOfTheFuture(Behaviour):
    triggers = (when_you_play_me(_recruit),)
    abilities = (Ability(effect=_recycle_up_to_four, kill=True),)
