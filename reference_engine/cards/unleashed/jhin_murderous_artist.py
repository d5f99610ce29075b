"""Jhin, Murderous Artist (unit, Deflect, Ganking): "When I move, [Add] [1][A]." A triggered [Add] ability: it
resolves as soon as it is finalized, without passing priority (429.2, ``Trigger(adds=True)``); [A] is Power
of a domain its player chooses."""

from .. import Behaviour, Trigger, card
from ..unleashed_common import add_any_power, i_moved


def _add(ctx):
    add_any_power(ctx, energy=1)


@card("Jhin, Murderous Artist")
class JhinMurderousArtist(Behaviour):
    triggers = (Trigger(on="move", condition=i_moved, effect=_add, adds=True),)
