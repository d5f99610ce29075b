"""Svellsongur (gear, Equipment, +0 Might, [Equip] [1][C]): "As this is attached to a unit, copy that unit's text
to this Equipment's effect text for as long as this is attached to it."

As it is attached (by Equip or any attach, 434), its Effect Text becomes a copy of the unit's text: the printed
or copied rules text and keywords, nothing given or appended (477.1.b.1.b; the Spiritforged FAQ), appended to
the unit's Rules Text like any Effect Text (136.2.c, 718.3), so the unit has each of its abilities once more
with itself as their source (136.2.d); it ends as this detaches or the unit leaves the board. The mechanism is
``copied_text.py``; the copy is taken after the attachment's triggers were checked (the Aphelios, Exalted
ruling under 1.4: no second trigger from the attachment itself)."""

from ...copied_text import copy_unit_text
from ...equipment import Equipment, equip_ability
from .. import card


@card("Svellsongur")
class Svellsongur(Equipment):
    bonus = 0
    abilities = (equip_ability(energy=1, power=1),)

    def as_attached(self, g, source, unit):
        copy_unit_text(g, source, unit)
