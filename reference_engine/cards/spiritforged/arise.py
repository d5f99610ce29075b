"""Arise! (spell, Signature of Azir), with its Spiritforged errata: "Play a 2 [M] Sand Soldier unit token for
each Equipment you control. Then do this: Ready up to two of them." The Equipment are counted as it
resolves. "Then do this" is a reflexive triggered ability (387-388): it goes on the chain after the spell
has resolved, so players may respond before any Sand Soldier is readied; as it resolves its controller
chooses up to two of the Sand Soldiers still on the board (355.17)."""

from ...decisions import choose_from
from ...effects import ready
from .. import Behaviour, card
from ..common import do_this, reflexive
from ..spiritforged_common import play_unit_token


def _ready_two(ctx):
    g, made = ctx.g, ctx.item.data
    soldiers = [t for t in made.get("tokens", ()) if t in g.cards and g.is_board_zone(g.cards[t].zone)
                and g.cards[t].obj == made["objs"][t]]
    if soldiers:
        for soldier in choose_from(g, ctx.controller, soldiers, "ready up to two of the Sand Soldiers",
                                   minimum=0, maximum=2):
            ready(g, soldier)


@card("Arise!")
class Arise(Behaviour):
    triggers = (reflexive(_ready_two),)

    def resolve(self, ctx):
        g = ctx.g
        n = sum(1 for c in g.cards.values() if "Equipment" in c.tags and c.controller == ctx.controller
                and g.is_board_zone(c.zone) and not c.facedown)
        soldiers = [t for t in (play_unit_token(ctx, "Sand Soldier") for _ in range(n)) if t is not None]
        do_this(ctx, 1, {"tokens": soldiers, "objs": {t: g.cards[t].obj for t in soldiers}})
