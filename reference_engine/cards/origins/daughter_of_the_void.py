"""Daughter of the Void (Kai'Sa legend): "[E]: [Reaction] -- [Add] [C]. Use only to play spells.\""""

from .. import Ability, Behaviour, card
from ..common import add_power_of_source


def _add(ctx):
    add_power_of_source(ctx, spells_only=True)


@card("Daughter of the Void")
class DaughterOfTheVoid(Behaviour):
    abilities = (Ability(effect=_add, exhaust=True, timing=("Reaction",), adds=True, zones=("legend",)),)
