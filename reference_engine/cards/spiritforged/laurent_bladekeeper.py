"""Laurent Bladekeeper (unit): "Ganking" with its reminder -- printed without the keyword's brackets, so the
catalogue lists no keyword; the text gives the unit Ganking (813: it can move from battlefield to
battlefield)."""

from .. import Behaviour, card


@card("Laurent Bladekeeper")
class LaurentBladekeeper(Behaviour):
    def keyword_grants(self, g, source, unit):
        return ("Ganking",) if unit == source else ()
