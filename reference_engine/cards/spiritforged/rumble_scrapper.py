"""Rumble, Scrapper (unit, Mech): his controller's Mechs, himself included, have +1 Might (364); when he
holds, his controller plays a 3 Might Mech unit token to their base (187.4)."""

from .. import Behaviour, card
from ..spiritforged_common import play_unit_token, when


@card("Rumble, Scrapper")
class RumbleScrapper(Behaviour):
    triggers = (when("on_hold", lambda ctx: play_unit_token(ctx, "Mech")),)

    def might_bonus(self, g, source, unit):
        u = g.cards[unit]
        return 1 if "Mech" in u.tags and u.controller == g.cards[source].controller else 0
