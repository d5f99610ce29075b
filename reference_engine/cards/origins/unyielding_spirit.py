"""Unyielding Spirit (spell, Reaction), with its Origins errata: "Prevent all damage that would be dealt
this turn by spells and abilities." Damage a spell or ability instructs its controller to deal is
prevented in full for the rest of the turn (437, 437.1.b), wherever the unit is and whenever it arrives;
combat damage is dealt by units, not by a spell or ability, and is not prevented; neither is damage a
spell or ability tells a unit to deal ("they deal damage equal to their Mights to each other"): that unit
deals it, not the spell (417.6.b.3)."""

from ...effects import add_turn_replacement
from .. import Behaviour, card


@card("Unyielding Spirit")
class UnyieldingSpirit(Behaviour):
    def resolve(self, ctx):
        add_turn_replacement(ctx.g, ctx.source, prevent="spells-and-abilities")

    def replace(self, g, source, event):
        entry = event.get("delayed") or {}
        if event["type"] != "damage" or entry.get("prevent") != "spells-and-abilities":
            return None
        if event.get("dealt_by") not in ("spell", "ability"):
            return None  # 417.6.b.3: damage a spell or ability has a unit deal is dealt by that unit
        return lambda: 0
