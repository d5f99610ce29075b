"""The Seal gear (Seal of Rage, Focus, Insight, Strength, Discord, Unity): "[E]: [Reaction] -- [Add] [C]"
(one Power of the seal's domain). Identical text on six cards, so one module registers them."""

from .. import Ability, Behaviour, card
from ..common import add_power_of_source


class Seal(Behaviour):
    abilities = (Ability(effect=add_power_of_source, exhaust=True, timing=("Reaction",), adds=True),)


for _name in ("Seal of Rage", "Seal of Focus", "Seal of Insight", "Seal of Strength", "Seal of Discord",
              "Seal of Unity"):
    card(_name)(type(_name.replace(" ", ""), (Seal,), {}))
