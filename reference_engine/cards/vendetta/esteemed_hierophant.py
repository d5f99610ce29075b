"""Esteemed Hierophant (unit): "While you control 7 or more runes, prevent all damage that enemy spells and
abilities would deal to me."

A prevention (437), a replacement of the damage event (437.2): while its controller has 7 or more runes on
the board, damage dealt to it by a spell or ability an opponent controls (417.6.b: the ``damage`` event's
``dealt_by``) is reduced to none. Combat damage and its controller's own spells are not prevented."""

from .. import Behaviour, card


@card("Esteemed Hierophant")
class EsteemedHierophant(Behaviour):
    def replace(self, g, source, event):
        me = g.cards[source]
        if event["type"] != "damage" or event.get("unit") != source or event.get("delayed"):
            return None
        if event.get("dealt_by") not in ("spell", "ability") or event.get("player") in (None, me.controller):
            return None
        if len(g.players[me.controller].runes) < 7:
            return None
        return lambda: 0
