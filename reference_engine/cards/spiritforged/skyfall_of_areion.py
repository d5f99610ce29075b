"""Skyfall of Areion (gear, Equipment, +2 Might, [Equip] [1][C]). Its Effect Text: "My hold effects are also
conquer effects, and vice versa."

While attached (434.1.c, 718.3), each triggered ability of the unit that triggers on its holding ("When I
hold") also triggers on its conquering, and each conquer ability also on holding (``triggers.check`` reads
``effect_event_aliases``); one that already names both (Hunt, "When I conquer or hold") triggers once."""

from .. import card
from ...equipment import Equipment, equip_ability


@card("Skyfall of Areion")
class SkyfallOfAreion(Equipment):
    bonus = 2
    abilities = (equip_ability(energy=1, power=1),)
    effect_event_aliases = {"hold": "conquer", "conquer": "hold"}
