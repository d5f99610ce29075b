"""Spoils of War (spell, Reaction): "If an enemy unit has died this turn, this costs [2] less. Draw 2."
(356.4: an enemy unit is one another player controlled as it died.)"""

from ...effects import draw
from .. import card
from ..cardsA_common import OwnDiscount, enemy_unit_died_this_turn


@card("Spoils of War")
class SpoilsOfWar(OwnDiscount):
    per = 2

    def count(self, g, item) -> int:
        return 1 if enemy_unit_died_this_turn(g, item.controller) else 0

    def resolve(self, ctx):
        draw(ctx.g, ctx.controller, 2)
