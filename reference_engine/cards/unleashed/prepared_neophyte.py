"""Prepared Neophyte (unit): "If you've spent [4] or more to play a spell this turn, I have +4 Might." A
passive (364) over one spell's Energy this turn (``spent_four_on_a_spell``)."""

from .. import Behaviour, card
from ..unleashed_common import spent_four_on_a_spell


@card("Prepared Neophyte")
class PreparedNeophyte(Behaviour):
    def might_bonus(self, g, source, unit):
        return 4 if unit == source and spent_four_on_a_spell(g, g.cards[source].controller) else 0
