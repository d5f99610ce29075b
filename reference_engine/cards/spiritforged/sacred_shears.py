"""Sacred Shears (gear, Equipment, +1 Might, [Equip] [C]). Its Effect Text is a Deathknell for the unit it is
attached to: when that unit dies, its controller draws 1 (808). The unit has [Deathknell] while the Shears
are attached (718.3); the cards attached as it died are on its ``die`` event, since they detach as it
leaves the board (719.5)."""

from .. import card
from ...equipment import Equipment, equip_ability
from ...keywords import deathknell
from ..compiled import instructions


@card("Sacred Shears")
class SacredShears(Equipment):
    bonus = 1
    abilities = (equip_ability(power=1),)
    effect_keywords = ("Deathknell",)
    effect_triggers = (deathknell(instructions([{"draw": 1}])[1]),)
