"""Production Surge (spell): "This costs [2] less if you control a Mech. Play a 3 [S] Mech unit token to your
base. Draw 1." (356.4: a discount on its own play.)"""

from ...effects import draw
from .. import Behaviour, card
from ..spiritforged_common import controls_other, play_unit_token


@card("Production Surge")
class ProductionSurge(Behaviour):
    def cost_discount(self, g, source, item):
        if item.source == source and controls_other(g, source, item.controller, "Mech"):
            return 2, 0, 0
        return None

    def resolve(self, ctx):
        play_unit_token(ctx, "Mech")
        draw(ctx.g, ctx.controller, 1)
