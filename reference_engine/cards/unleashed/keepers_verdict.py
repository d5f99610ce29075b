"""Keeper's Verdict (spell, Action): "Choose an enemy unit at a battlefield. Its owner places it on the top or
bottom of their Main Deck." The owner chooses (a ``choose`` question: ``top`` or ``bottom``); the unit leaves
the board for the deck, a new object there (124), its attached cards detaching (719.5)."""

from ...decisions import ask
from ...zones import put
from .. import Behaviour, TargetSpec, card


@card("Keeper's Verdict")
class KeepersVerdict(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", relation="enemy", text="an enemy unit at a battlefield"),)

    def resolve(self, ctx):
        g = ctx.g
        for unit in ctx.chosen(0):
            owner = g.cards[unit].owner
            where = ask(g, owner, "choose", ["top", "bottom"], f"put {unit} on the top or the bottom of your Main Deck",
                        lambda a: None if a in ("top", "bottom") else "answer top or bottom")
            put(g, unit, "deck", bottom=where == "bottom")
