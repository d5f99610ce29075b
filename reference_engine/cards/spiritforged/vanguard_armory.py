"""Vanguard Armory (gear): "[E]: Play three 1 [S] Recruit unit tokens." They may go to different locations:
for each, its controller chooses its base or a battlefield they control (355.2.a, as for units played
without a named location)."""

from ...decisions import choose_from
from ...effects import create_token
from .. import Ability, Behaviour, card


def _three_recruits(ctx) -> None:
    g, me = ctx.g, ctx.controller
    for n in range(3):
        places = ["base"] + [bid for bid, b in g.battlefields.items() if b.controller == me]
        where = choose_from(g, me, places, f"choose where Recruit {n + 1} of 3 is played")[0]
        create_token(g, "Recruit", me, where)


@card("Vanguard Armory")
class VanguardArmory(Behaviour):
    abilities = (Ability(effect=_three_recruits, exhaust=True),)
