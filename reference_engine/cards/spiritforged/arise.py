"""Arise! (spell, Signature of Azir), with its Spiritforged errata: "Play a 2 [M] Sand Soldier unit token for
each Equipment you control. Then do this: Ready up to two of them." The Equipment are counted as it
resolves; its controller chooses up to two of the new Sand Soldiers to ready."""

from ...decisions import choose_from
from ...effects import ready
from .. import Behaviour, card
from ..spiritforged_common import play_unit_token


@card("Arise!")
class Arise(Behaviour):
    def resolve(self, ctx):
        g = ctx.g
        n = sum(1 for c in g.cards.values() if "Equipment" in c.tags and c.controller == ctx.controller
                and g.is_board_zone(c.zone) and not c.facedown)
        soldiers = [t for t in (play_unit_token(ctx, "Sand Soldier") for _ in range(n)) if t is not None]
        if soldiers:
            for soldier in choose_from(g, ctx.controller, soldiers, "ready up to two of the Sand Soldiers",
                                       minimum=0, maximum=2):
                ready(g, soldier)
