"""The rune deck: channelling runes onto the board and recycling them (rules 103.3, 315.3, 416, 430).

A player's rune deck (``Player.rune_deck``, top first) is a non-board zone; channelled runes are in the
``runes`` zone (on the board, 430.1), where their abilities can be activated.
"""

from __future__ import annotations

from .events import emit
from .state import GameState
from .zones import put


def channel(g: GameState, player: str, n: int, *, exhausted: bool = False) -> list[str]:
    """430.1: ``player`` puts the top ``n`` runes of their rune deck onto the board, ready unless the
    effect says otherwise (430.2.a); with fewer left, as many as possible (430.3, 315.3.b.1). Returns the
    runes channelled, so an effect can check "if you couldn't channel N" (430.5)."""
    p = g.players[player]
    done: list[str] = []
    for _ in range(n):
        if not p.rune_deck:
            break
        rid = p.rune_deck[0]
        put(g, rid, "runes", player=player)
        g.cards[rid].exhausted = exhausted
        done.append(rid)
        emit(g, "channel", player=player, rune=rid, exhausted=exhausted)
    return done


def recycle_rune(g: GameState, rid: str) -> None:
    """416.1.b-c: a rune is recycled to the bottom of its owner's rune deck."""
    put(g, rid, "rune_deck", bottom=True)
    emit(g, "recycle", card=rid, player=g.cards[rid].owner)
