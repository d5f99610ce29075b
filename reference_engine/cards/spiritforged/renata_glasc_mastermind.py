"""Renata Glasc, Mastermind (unit): two activated abilities, "[1][C]: Draw 1." and "[4][C][C][C][C], [E]:
Score 1 point.", usable only while she is at a battlefield. [C] is Power of her domain (Mind)."""

from ...effects import draw
from ...scoring import gain_point
from .. import Ability, Behaviour, card


def _at_a_battlefield(g, source) -> str | None:
    return None if g.cards[source].zone in g.battlefields else "use her abilities only while she is at a battlefield"


def _draw(ctx) -> None:
    draw(ctx.g, ctx.controller, 1)


def _score(ctx) -> None:
    gain_point(ctx.g, ctx.controller, how="effect")  # 471.1: a point not from scoring a battlefield


@card("Renata Glasc, Mastermind")
class RenataGlascMastermind(Behaviour):
    abilities = (Ability(effect=_draw, energy=1, power=1, usable=_at_a_battlefield),
                 Ability(effect=_score, energy=4, power=4, exhaust=True, usable=_at_a_battlefield))
