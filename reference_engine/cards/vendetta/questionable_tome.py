"""Questionable Tome (gear): "[Empower] -- [T]. Disempower this, [1], [T]: Draw 1."

Exhausting is the Empower ability's cost (827.1.c.2); the second ability costs disempowering it (442), [1]
and exhausting it, so the Tome must be Empowered and ready -- in practice readied between the two."""

from ...effects import draw
from ...empowered import empower_ability
from .. import Ability, Behaviour, card


def _draw(ctx) -> None:
    draw(ctx.g, ctx.controller, 1)


@card("Questionable Tome")
class QuestionableTome(Behaviour):
    abilities = (empower_ability(exhaust=True), Ability(effect=_draw, energy=1, exhaust=True, disempower=True))
