"""Shared pieces of card behaviours (no card is registered here)."""

from __future__ import annotations

from ..decisions import choose_from
from ..effects import add_resources
from ..might import effective_might


def add_power_of_source(ctx, *, spells_only: bool = False) -> None:
    """[Add] [C]: one Power of the source's domain (163.2.a.1); with several domains its controller
    chooses which."""
    domains = [d for d in ctx.g.cards[ctx.source].domains if d != "colorless"] or ["any"]
    domain = domains[0] if len(domains) == 1 else choose_from(
        ctx.g, ctx.controller, domains, "choose the domain of the power to add")[0]
    add_resources(ctx.g, ctx.controller, 0, {domain: 1}, spells_only=spells_only)


def might_at_most(limit: int):
    """A targeting restriction: a unit with ``limit`` Might or less (a negative Might counts as 0)."""

    def check(g, chooser, cand, source) -> bool:
        return effective_might(g, cand) <= limit

    return check


def other_than_source(g, chooser, cand, source) -> bool:
    return cand != source


def predict(g, player: str) -> None:
    """Predict (436.1): look at the top card of your Main Deck and choose whether to recycle it (416) --
    a ``choose`` question answered with that card, or nothing to keep it on top."""
    from ..zones import put

    deck = g.players[player].deck
    if deck and choose_from(g, player, [deck[0]], "choose the top card to recycle it, or nothing to keep it",
                            minimum=0, maximum=1):
        put(g, deck[0], "deck", bottom=True)
