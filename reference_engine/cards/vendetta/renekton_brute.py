"""Renekton, Brute (champion unit, 4 Might): "[1]: Give me +1 [S] this turn. When my Might becomes 10 or more,
empower me. [Empowered][>] I have [Deflect] and [Ganking]."

"Becomes 10 or more" is a change of his Might from below 10 to 10 or more while on the board (as becoming
Mighty, 709), noticed as cleanups run (``might_thresholds``, a ``might-reached`` event); entering the board
with 10 or more is not becoming it. While Empowered he has Deflect and Ganking (828, 364)."""

from ...empowered import empower
from .. import Ability, Trigger, card
from ..cardsD_common import SelfStatic, empowered_keywords, give_this_turn


def _pump(ctx) -> None:
    give_this_turn(ctx, ctx.source, 1)


def _reached_ten(g, source, event) -> bool:
    return event.get("unit") == source and event.get("threshold") == 10


def _empower_me(ctx) -> None:
    empower(ctx.g, ctx.source, by=ctx.controller)


@card("Renekton, Brute")
class RenektonBrute(SelfStatic):
    might_thresholds = (10,)
    abilities = (Ability(effect=_pump, energy=1),)
    triggers = (Trigger(on="might-reached", condition=_reached_ten, effect=_empower_me),)
    self_keywords = (empowered_keywords("Deflect", "Ganking"),)
