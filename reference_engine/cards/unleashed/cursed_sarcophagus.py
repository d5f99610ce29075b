"""Cursed Sarcophagus (gear): "When you play this, banish all units from your trash. [T]: Play a unit banished
with this. (You must pay its costs.)" The banished units are linked to this gear (they are "banished with
this" while it is the same object); the activated ability's player chooses one as it resolves and plays it
by the effect, paying its cost (``play_by_effect``); only units whose cost they can pay are offered."""

from ...decisions import choose_from
from ...effects import banish
from ...payment import energy_available, power_available
from ...playing import play_by_effect
from .. import Ability, Behaviour, card
from ..unleashed_common import when_you_play_me


def _banish_trash_units(ctx):
    g = ctx.g
    me = g.cards[ctx.source]
    linked = me.memory.setdefault("banished_with", [])
    for cid in [c for c in g.players[ctx.controller].trash if g.cards[c].type == "unit"]:
        banish(g, cid, by=ctx.controller)
        if g.cards[cid].zone == "banishment":
            linked.append(cid)


def _play_one(ctx):
    g, me = ctx.g, ctx.controller
    linked = g.cards[ctx.source].memory.get("banished_with", [])
    options = [cid for cid in linked if g.cards[cid].zone == "banishment"
               and energy_available(g, me) >= (g.cards[cid].energy or 0)
               and power_available(g, me, g.cards[cid].domains) >= (g.cards[cid].power or 0)]
    if options:
        cid = choose_from(g, me, options, "choose a unit banished with this to play")[0]
        linked.remove(cid)
        play_by_effect(g, me, cid, to=None)


@card("Cursed Sarcophagus")
class CursedSarcophagus(Behaviour):
    triggers = (when_you_play_me(_banish_trash_units),)
    abilities = (Ability(effect=_play_one, exhaust=True),)
