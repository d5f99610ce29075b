"""The Zero Drive (gear, Equipment, +2 Might, [Equip] [1][C]): "[3][C], Banish this: Play all units banished
with this, ignoring their costs. (Use only if unattached.)" Its Effect Text: "[Deathknell] -- Banish me."

The Effect Text is the unit's while attached (718.3): as that unit dies, its Deathknell (808) banishes it from
the trash, and the unit is then one "banished with this" -- noted on the banished card with this gear and its
object (the link ends if the gear leaves the board and comes back, a new object, 359.3.e.4). The activated
ability may be used only while the gear is attached to nothing; banishing it is a cost (403.1.a), and as the
ability resolves its controller plays each such unit still in banishment, its cost ignored (356.1.b.1), its
location chosen as it is finalized (355.2)."""

from ...attachment import attached_to
from ...effects import banish
from ...equipment import Equipment, equip_ability
from ...keywords import deathknell
from ...playing import play_by_effect
from .. import Ability, card

_KEY = "banished_with"


def _banish_me(ctx) -> None:
    g, unit = ctx.g, ctx.source
    gear = (ctx.item.data.get("effect_of") or [None])[0]
    c = g.cards.get(unit)
    if c is None or c.zone != "trash":
        return  # no longer in the trash: nothing to banish (359.3.e)
    banish(g, unit, by=ctx.controller)
    if gear in g.cards and c.zone == "banishment":
        c.memory[_KEY] = [gear, g.cards[gear].obj]


def _only_unattached(g, source) -> str | None:
    return f"{source} is attached: use this only if unattached" if attached_to(g, source) is not None else None


def _play_them(ctx) -> None:
    g = ctx.g
    link = [ctx.source, ctx.item.data.get("source_obj")]
    for cid, c in list(g.cards.items()):
        if c.zone == "banishment" and c.type == "unit" and c.memory.get(_KEY) == link:
            play_by_effect(g, ctx.controller, cid, to=None, ignore_cost=True)


@card("The Zero Drive")
class TheZeroDrive(Equipment):
    bonus = 2
    abilities = (equip_ability(energy=1, power=1),
                 Ability(effect=_play_them, energy=3, power=1, banish=True, usable=_only_unattached))
    effect_triggers = (deathknell(_banish_me),)
