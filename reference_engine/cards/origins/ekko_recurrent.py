"""Ekko, Recurrent (unit, Accelerate, Deathknell): "[Deathknell] -- Recycle me to ready your runes."

"Recycle me" at the beginning of the effect is the triggered ability's base cost (383.3.b, the rules' own
example): it is paid as the Deathknell is finalized, by recycling Ekko from the trash to the bottom of his
owner's Main Deck; if he is no longer there (banished, played again) it cannot be paid and the ability
leaves the chain (383.3.b.1). As it resolves every rune its controller has on the board is readied."""

from dataclasses import replace

from ...effects import ready
from ...keywords import deathknell
from .. import Behaviour, card


def _ready_runes(ctx):
    for rid in list(ctx.g.players[ctx.controller].runes):
        ready(ctx.g, rid)


@card("Ekko, Recurrent")
class EkkoRecurrent(Behaviour):
    triggers = (replace(deathknell(_ready_runes), recycle=True),)
