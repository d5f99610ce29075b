"""Dame the Despoiler (unit): "[Empower] [5][C]. [Empowered][>] When I attack or defend, choose a unit
here. Increase my Might to its Might this turn, then give me +1 [M] this turn."

A dependent ability of the Empowered state (828). The unit is chosen as the trigger is finalized; as it
resolves, "increase my Might to its Might" gives her the difference if its Might is higher (an increase
by a negative amount is by 0, 477.3.c), then +1 [M], both for the turn."""

from ...effects import give_might
from ...empowered import empower_ability, is_empowered
from ...might import increase_amount, might
from .. import Behaviour, TargetSpec, Trigger, card


def _i_fought_empowered(g, source, event) -> bool:
    return event.get("unit") == source and is_empowered(g, source)


def _match(ctx) -> None:
    g, me = ctx.g, ctx.source
    if not g.is_board_zone(g.cards[me].zone):
        return
    for unit in ctx.chosen(0):
        give_might(g, me, increase_amount((might(g, unit) or 0) - (might(g, me) or 0)), source=me)
    give_might(g, me, 1, source=me)


@card("Dame the Despoiler")
class DameTheDespoiler(Behaviour):
    abilities = (empower_ability(energy=5, power=1),)
    triggers = (Trigger(on=("attack", "defend"), condition=_i_fought_empowered, effect=_match,
                        targets=(TargetSpec(kind="unit", here=True, text="a unit here"),)),)
