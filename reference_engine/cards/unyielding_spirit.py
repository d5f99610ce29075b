"""Unyielding Spirit (spell, Reaction), with its Origins errata: "Prevent all damage that would be dealt
this turn by spells and abilities." Damage a spell or ability instructs its controller to deal is
prevented in full for the rest of the turn (437, 437.1.b), wherever the unit is and whenever it arrives;
combat damage is dealt by units, not by a spell or ability, and is not prevented."""

from ..effects import add_turn_replacement
from . import Behaviour, card


@card("Unyielding Spirit")
class UnyieldingSpirit(Behaviour):
    def resolve(self, ctx):
        add_turn_replacement(ctx.g, ctx.source, prevent="spells-and-abilities")

    def replace(self, g, source, event):
        entry = event.get("delayed") or {}
        if event["type"] != "damage" or entry.get("prevent") != "spells-and-abilities":
            return None
        if event.get("source") in (None, "combat"):
            return None
        return lambda: 0
