"""Irelia, Graceful (unit): "Your spells that choose me cost [1] or [A] less." A passive discount of the
total cost (356.4.b, ``Behaviour.either_discount``) of each spell her controller plays that chooses her
(its targets are chosen before its cost is determined, 355.5 then 356); with both Energy and Power due,
its player chooses which is taken off."""

from .. import Behaviour, card


@card("Irelia, Graceful")
class IreliaGraceful(Behaviour):
    def either_discount(self, g, source, item):
        if item.kind != "card" or g.cards[item.source].type != "spell" \
                or item.controller != g.cards[source].controller:
            return 0
        return 1 if any(source in group for group in item.data.get("groups", [])) else 0
