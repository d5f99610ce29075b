"""Sett, Brawler (unit; first printed in Origins, reprinted in Spiritforged): "When I'm played and when I
conquer, buff me. Spend my buff: Give me +4 [S] this turn." (The Vendetta promo's "When you play me or when
I conquer" is the same ability.) Spending the buff is the activated ability's cost (702.2.b,
``Ability.spend_buff``); no timing keyword, so it is used when its controller could play an Action-less
card (381)."""

from ...effects import buff, give_might
from .. import Ability, Behaviour, card
from ..spiritforged_common import when


def _buff_me(ctx) -> None:
    if ctx.g.is_board_zone(ctx.g.cards[ctx.source].zone):
        buff(ctx.g, ctx.source)


def _plus_four(ctx) -> None:
    if ctx.g.is_board_zone(ctx.g.cards[ctx.source].zone):
        give_might(ctx.g, ctx.source, 4, source=ctx.source)


@card("Sett, Brawler")
class SettBrawler(Behaviour):
    triggers = (when("on_play", _buff_me), when("on_conquer", _buff_me))
    abilities = (Ability(effect=_plus_four, spend_buff=True),)
