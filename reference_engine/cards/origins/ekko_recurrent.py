"""Ekko, Recurrent (unit, Accelerate, Deathknell): "[Deathknell] -- Recycle me to ready your runes."

"Recycle me to X" makes recycling the card the condition of the rest (416.3): as the Deathknell resolves,
if Ekko is still in his owner's trash he goes to the bottom of their Main Deck and then every rune the
ability's controller has on the board is readied; if he has left the trash (banished, played again, a
token gone), nothing happens."""

from ...effects import ready
from ...keywords import deathknell
from .. import Behaviour, card
from ..cardsB_common import recycle


def _recycle_me_to_ready_runes(ctx):
    g = ctx.g
    me = g.cards[ctx.source]
    if me.zone != "trash" or ctx.source not in g.players[me.owner].trash:
        return
    recycle(g, ctx.source)
    for rid in list(g.players[ctx.controller].runes):
        ready(g, rid)


@card("Ekko, Recurrent")
class EkkoRecurrent(Behaviour):
    triggers = (deathknell(_recycle_me_to_ready_runes),)
