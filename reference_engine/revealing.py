"""Looking at and revealing cards from the top of a deck (424, 431.1.c, 369-370).

``see_top(g, player, n, reveal=...)`` is the one place a player looks at or reveals the top cards of their
Main Deck (or rune deck). The cards stay where they are (424.1.a.2); with fewer than ``n`` there the player
sees as many as there are and does not burn out (431.1.c). Two kinds of replacement effects (370.1.b.1)
apply on the way, both read from the cards' behaviours, never by name:

* before a reveal, each face-up permanent of the revealing player whose behaviour overrides
  ``before_reveal_from_deck`` ("If you would reveal cards from a deck, look at the top card first ...")
  does its part, in the order of the board (the affected player's replacements, 372);
* each card seen on top of the deck whose behaviour overrides ``as_seen_from_deck`` ("As I'm revealed
  from your deck, [Add] [2]"; "as you look at or reveal me from the top of your deck, you may banish me")
  does its part, while it is seen.

Revealing logs a ``reveal`` event per card (``from`` the deck: public for the moment, 424.1); looking logs a
``look`` event naming only the card reference (private to the player, 128.4). The cards still on top of
the deck afterwards are returned, in order: the effect goes on with those (a card banished by its own
replacement is no longer among "them")."""

from __future__ import annotations

from .behaviour import behaviour_of, overriding
from .events import emit
from .passive_sources import board_sources
from .state import GameState


def _zone(g: GameState, player: str, deck: str) -> list[str]:
    return g.players[player].rune_deck if deck == "rune_deck" else g.players[player].deck


def see_top(g: GameState, player: str, n: int, *, reveal: bool = False, deck: str = "deck") -> list[str]:
    """``player`` looks at (or reveals) the top ``n`` cards of their ``deck``; returns those still there."""
    if reveal:
        _before_reveal(g, player, deck)
    zone = _zone(g, player, deck)
    seen = list(zone[:max(0, n)])  # 431.1.c: as many as there are, no burn out
    for cid in seen:
        if reveal:
            emit(g, "reveal", card=cid, name=g.cards[cid].name, player=player, **{"from": deck})
        else:
            emit(g, "look", card=cid, player=player, **{"from": deck})
    names = overriding("as_seen_from_deck")
    if names:
        for cid in seen:
            if cid in zone and g.cards[cid].name in names:
                behaviour_of(g, cid).as_seen_from_deck(g, cid, player, reveal)
    return [cid for cid in seen if cid in zone]


def _before_reveal(g: GameState, player: str, deck: str) -> None:
    for sid in board_sources(g, "before_reveal_from_deck"):
        if g.cards[sid].controller == player:
            behaviour_of(g, sid).before_reveal_from_deck(g, sid, player, deck)
