"""Pieces shared by the card modules of lane B (looking at and revealing cards, plays from other zones,
copies): choosing an opponent, "they reveal their hand and you choose ...", recycling a card."""

from __future__ import annotations

from .. import chain
from ..behaviour import TargetSpec

#: "Choose an opponent." A player is chosen as the card or ability is played (355.5); with one opponent the
#: choice is forced and no question is asked.
AN_OPPONENT = TargetSpec(kind="player", relation="enemy", text="an opponent")


def recycle(g, cid: str) -> None:
    """Recycle a card (416.1): to the bottom of its owner's Main Deck (a rune to their rune deck)."""
    chain._recycle(g, cid)


def reveal_and_choose(g, chooser: str, opponent: str | None, eligible, prompt: str) -> str | None:
    """"They reveal their hand. Choose a <card> from it": the opponent's hand is revealed (each card a
    ``reveal`` event), then ``chooser`` chooses one card ``eligible(card)`` accepts, if there is one (a
    forced choice is not asked). Returns the chosen card."""
    from ..decisions import choose_from
    from .unleashed_common import reveal_hand

    if opponent is None or opponent not in g.players:
        return None
    options = [cid for cid in reveal_hand(g, opponent) if eligible(g.cards[cid])]
    chosen = choose_from(g, chooser, options, prompt) if options else []
    return chosen[0] if chosen else None


def i_conquered(g, source, event) -> bool:
    """"When I conquer": the source is among the units that conquered (the ``conquer`` event's ``units``)."""
    return source in event.get("units", ())


def in_turn_order(g) -> list[str]:
    """The players still in the game in turn order, starting with the turn player (315.2)."""
    order = [p for p in g.order if not g.players[p].lost]
    i = order.index(g.active) if g.active in order else 0
    return order[i:] + order[:i]
