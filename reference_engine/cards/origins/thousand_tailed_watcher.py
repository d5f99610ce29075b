"""Thousand-Tailed Watcher (unit, Accelerate): "When you play me, give enemy units -3 Might this turn, to
a minimum of 1 Might." A play effect (383.4.a); each unit's decrease is limited as the ability resolves
and remembered at that size (477.3.b). "Stand-in: Watcher" has the same
ability."""

from ...effects import give_might
from .. import Behaviour, Trigger, card
from ...trigger_conditions import played_me as _played_me


def _shrink_enemies(ctx):
    g = ctx.g
    for unit in g.board_units():
        if g.cards[unit].controller != ctx.controller:
            give_might(g, unit, -3, minimum=1, source=ctx.source)


@card("Thousand-Tailed Watcher")
class ThousandTailedWatcher(Behaviour):
    triggers = (Trigger(on="play", condition=_played_me, effect=_shrink_enemies),)
