"""Yi, Meditative (unit): "While you have 8+ runes, I have +4 [S]." A passive Might increase of his own (364,
477.3) while his controller controls 8 or more runes."""

from .. import Behaviour, card


@card("Yi, Meditative")
class YiMeditative(Behaviour):
    def might_bonus(self, g, source, unit):
        return 4 if unit == source and len(g.players[g.cards[source].controller].runes) >= 8 else 0
