"""Shared pieces of the cards that play a card from the trash by their own instruction and then recycle it
("play a spell from your trash ..., ignoring its Energy cost. Recycle that spell after you play it."); no card
is registered here."""

from __future__ import annotations

from ..playing import play_by_effect


def energy_cost_within(limit):
    """A targeting restriction: a card whose printed Energy cost passes ``limit(g, chooser, energy)``."""

    def check(g, chooser, cand, source) -> bool:
        return limit(g, chooser, g.cards[cand].energy or 0)

    return check


def play_chosen_then_recycle(ctx) -> None:
    """Play each chosen trash card (355.9.a) ignoring its Energy cost (356.1.b.2: its Power is still paid), its
    choices made as it is finalized (a play that cannot be completed is undone, 358.5); once played, its
    leaving the chain is replaced by recycling it (390.3.a)."""
    for cid in ctx.chosen(0):
        play_by_effect(ctx.g, ctx.controller, cid, to=None, ignore_energy=True, choose_on_finalize=True,
                       then_recycle=True)
