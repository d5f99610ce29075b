"""Symbol of the Solari (gear): "If a combat where you are the attacker ends in a tie, recall ALL units
instead." A replacement effect (367) of the recall of attackers in the combat cleanup (466.1.a.2): a tie
is a combat where both sides still have units after combat damage. All units at the battlefield are
recalled instead (a recall, not a move: 456)."""

from ...effects import recall
from .. import Behaviour, card


@card("Symbol of the Solari")
class SymbolOfTheSolari(Behaviour):
    def replace(self, g, source, event):
        if event["type"] != "combat-tie" or event.get("attacker") != g.cards[source].controller:
            return None
        bf = event["battlefield"]

        def recall_all():
            for unit in list(g.battlefields[bf].units):
                if g.cards[unit].type == "unit":
                    recall(g, unit)

        return recall_all
