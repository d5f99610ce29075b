"""Baron Nashor (unit): "As you play me, add the Baron Pit battlefield token to the board if it's not there
already. If you do, I enter there. / I can't be chosen by enemy spells and abilities. / Other friendly units
have +2 [S]."

"As you play me" is carried out while he is played (135.2.b.3, ``Behaviour.as_paid_for``): with no Baron Pit on
the board, the token (187.9: "Units can move here from anywhere") is created, uncontrolled (439.4.b), and his
entry is replaced by entry there (369.3) -- entering is a zone change, not a move (446.2). Entering an
uncontrolled battlefield contests it (190.3.a.1), so a showdown is staged there. With a Baron Pit already on
the board nothing is added and he enters where he was played. He is untargetable by enemy spells and
abilities (757-758), and gives his controller's other units +2 Might while on the board (364)."""

from ...battlefield_tokens import add, on_board
from .. import card
from ..cardsD_common import GroupStatic

PIT = "Baron Pit"


@card("Baron Nashor")
class BaronNashor(GroupStatic):
    def as_paid_for(self, g, card, item):
        if on_board(g, PIT) is None:
            item.data["to"] = add(g, PIT, item.controller)

    def untargetable(self, g, source, unit, chooser):
        return unit == source and chooser != g.cards[source].controller

    def applies(self, g, source, unit):
        return unit != source and g.cards[unit].controller == g.cards[source].controller

    def group_might(self, g, source):
        return 2
