"""Draven, Vanquisher (unit): when he wins a combat, his controller plays a Gold gear token exhausted; when
he attacks or defends, his controller may pay [C] (Fury Power, the ability's cost, 383.3.b) to give him +2
Might this turn."""

from ...effects import give_might
from .. import Behaviour, card
from ..spiritforged_common import gold_tokens, text_trigger, when


def _pump(ctx) -> None:
    if ctx.g.is_board_zone(ctx.g.cards[ctx.source].zone):
        give_might(ctx.g, ctx.source, 2, source=ctx.source)


@card("Draven, Vanquisher")
class DravenVanquisher(Behaviour):
    triggers = (text_trigger("on_win_combat", gold_tokens(1)),
                when("on_attack_or_defend", _pump, optional=True, power=1))
