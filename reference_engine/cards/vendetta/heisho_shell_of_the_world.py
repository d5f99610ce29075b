"""Heisho, Shell of the World (battlefield): a player paying for a spell or ability that chooses anything at
this battlefield ignores Deflect (809.1.c) for it."""

from .. import Behaviour, card


@card("Heisho, Shell of the World")
class HeishoShellOfTheWorld(Behaviour):
    def ignores_deflect(self, g, source, item):
        return any(t in g.cards and g.cards[t].zone == source for group in item.data.get("groups", []) for t in group)
