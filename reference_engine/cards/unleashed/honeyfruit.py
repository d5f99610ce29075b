"""Honeyfruit (gear): "This enters exhausted. [Reaction] [T]: [Add] [A]. [Level 6] [Reaction] [T]: [Add]
[1][A]." Two [Add] abilities (429: resolved at once, not reacted to); the second exists only while its
controller has 6+ XP (824.1.b.1: "use this ability only while ..."). [A] is Power of a domain its player
chooses."""

from ...xp import has_level
from .. import Ability, Behaviour, card
from ..unleashed_common import add_any_power


def _add_power(ctx):
    add_any_power(ctx)


def _add_energy_and_power(ctx):
    add_any_power(ctx, energy=1)


def _level_six(g, source):
    return None if has_level(g, source, 6) else "only while you have 6+ XP (Level 6)"


@card("Honeyfruit")
class Honeyfruit(Behaviour):
    abilities = (Ability(effect=_add_power, exhaust=True, adds=True, timing=("Reaction",)),
                 Ability(effect=_add_energy_and_power, exhaust=True, adds=True, timing=("Reaction",), usable=_level_six))

    def enters_exhausted(self, g, card, player):
        return True
