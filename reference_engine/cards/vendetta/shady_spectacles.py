"""Shady Spectacles (gear, Equipment, +0 Might, [Equip] [1][C]): "As this is attached to a unit, choose another
friendly unit. The equipped unit becomes a copy of that unit for as long as this is attached to it."

The unit is chosen as the gear attaches (by Equip or any attach; 434), among the other units its controller
controls; with none, nothing is copied. The copy (477.1.b) replaces the equipped unit's copyable traits and
ends as the gear detaches or leaves the board (``attached_copies``); a keyword given to the unit separately,
such as a Reflection's Temporary, is kept (477.2; the Shady Spectacles ruling)."""

from ...attached_copies import become_copy_while_attached
from ...decisions import choose_from
from ...equipment import Equipment, equip_ability
from .. import card


@card("Shady Spectacles")
class ShadySpectacles(Equipment):
    bonus = 0
    abilities = (equip_ability(energy=1, power=1),)

    def as_attached(self, g, source, unit):
        me = g.cards[source].controller
        others = [u for u in g.board_units() if u != unit and g.cards[u].controller == me
                  and not g.cards[u].facedown]
        if not others:
            return
        chosen = choose_from(g, me, others, f"choose another friendly unit for {unit} to become a copy of")
        if chosen:
            become_copy_while_attached(g, unit, chosen[0], source)
