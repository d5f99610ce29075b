"""Sandswept Tomb (battlefield): a spell that chooses one or more units at this battlefield that are friendly
to it (controlled by the spell's controller) costs [A] -- one Power of any domain -- less (356.4)."""

from .. import Behaviour, card


@card("Sandswept Tomb")
class SandsweptTomb(Behaviour):
    def cost_discount(self, g, source, item):
        if item.kind != "card" or g.cards[item.source].type != "spell":
            return None
        for group in item.data.get("groups", []):
            for t in group:
                c = g.cards.get(t)
                if c is not None and c.type == "unit" and c.zone == source and c.controller == item.controller:
                    return 0, 1, 0
        return None
