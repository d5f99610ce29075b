"""Bashful Bloom (Lillia legend): "[4], [E]: play a ready 3 Might Sprite unit token with [Temporary]. This
ability costs [1] less for each friendly unit with [Temporary]." The Sprite is rule 187.2's token, played
to its controller's base ready (143.4.a); the discount counts friendly units with Temporary as the cost
is determined, never below 0."""

from ...effects import create_token
from ...keywords import has_keyword
from .. import Ability, Behaviour, card
from ..legend_common import LEGEND


def _sprite(ctx):
    create_token(ctx.g, "Sprite", ctx.controller, "base", ready_=True)


def _temporary_friends(g, source) -> int:
    me = g.cards[source].controller
    return sum(1 for c in g.cards.values() if c.type == "unit" and c.controller == me
               and g.is_board_zone(c.zone) and has_keyword(c, "Temporary", g))


@card("Bashful Bloom")
class BashfulBloom(Behaviour):
    abilities = (Ability(effect=_sprite, energy=4, exhaust=True, zones=LEGEND, energy_discount=_temporary_friends),)
