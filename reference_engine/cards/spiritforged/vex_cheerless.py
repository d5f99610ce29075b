"""Vex, Cheerless (unit): "While I'm in combat, friendly spells cost [1][A] less to a minimum of [1], and
enemy spells cost [1][A] more."

A passive discount (356.4) and increase (356.3) while she is at the battlefield of a combat in progress.
The increase applies after a base cost is ignored (a card played from hidden, 811.1.b, 356.1.b.3); the
discount can reduce additional costs such as Deflect (356.4.f) but not below 1 Energy (356.4.e)."""

from .. import Behaviour, card


def _in_combat(g, source) -> bool:
    sd = g.showdown
    return sd is not None and sd.combat and g.cards[source].zone == sd.at


def _a_spell(g, item) -> bool:
    return item.kind == "card" and g.cards[item.source].type == "spell"


@card("Vex, Cheerless")
class VexCheerless(Behaviour):
    def cost_discount(self, g, source, item):
        if source == item.source or not _a_spell(g, item) or not _in_combat(g, source):
            return None
        return (1, 1, 1) if item.controller == g.cards[source].controller else None

    def cost_increase(self, g, source, item):
        if not _a_spell(g, item) or not _in_combat(g, source) or item.controller == g.cards[source].controller:
            return 0, 0
        return 1, 1
