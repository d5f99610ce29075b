"""Mournful Witness (unit, 2 Might): "When a combat that I was in ends, empower me. [Empowered][>] I have +2 [S]."

A unit is in a combat while it is an attacker or a defender there (323.2); the ``combat-end`` event (466.7.b)
lists the units that had a designation as it ended. Empowering does nothing if Mournful Witness is already
Empowered (441.1.c) or no longer on the board (441.2)."""

from ...empowered import empower
from .. import Trigger, card
from ..cardsD_common import SelfStatic, empowered_bonus


def _i_was_in_it(g, source, event) -> bool:
    return source in event.get("units", ())


def _empower_me(ctx) -> None:
    empower(ctx.g, ctx.source, by=ctx.controller)


@card("Mournful Witness")
class MournfulWitness(SelfStatic):
    triggers = (Trigger(on="combat-end", condition=_i_was_in_it, effect=_empower_me),)
    self_might = (empowered_bonus(2),)
