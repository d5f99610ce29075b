"""Annie, Fiery (unit): "Your spells and abilities deal 1 Bonus Damage." A passive granting Bonus Damage (712-715)
to each deal action of a spell or ability her controller controls (417.6.b), never to combat damage."""

from .. import Behaviour, card


@card("Annie, Fiery")
class AnnieFiery(Behaviour):
    def replace(self, g, source, event):
        if event["type"] != "bonus-damage" or event.get("dealt_by") not in ("spell", "ability") \
                or event.get("player") != g.cards[source].controller:
            return None
        return lambda: 1
