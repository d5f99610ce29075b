"""XP (728-733) and the Level keyword (824).

XP is a number kept on each player (``Player.xp``), not a game object (731): it is public (729.2), gained
and spent (730), never shared between allies (732) and without limit (733). Spending XP is a cost like
paying resources (202, 203.1): ``Ability(xp=N)`` is paid with the ability's other costs (``payment.pay``).
[Level N] (824.1.b.1) reads "while you have N or more XP, this card gains ...": ``has_level`` is that
condition, for the card's controller now (824.1.c.1), so a Level ability is active exactly while it holds
(727.1.b.2, 824.1.d).
"""

from __future__ import annotations

from .errors import IllegalAction
from .events import emit
from .state import GameState


def gain_xp(g: GameState, player: str, n: int = 1) -> None:
    """730.1: increase the XP marked on ``player``."""
    if n <= 0 or player not in g.players:
        return
    g.players[player].xp += n
    gained = g.turn_memory.setdefault("xp_gained", [])
    if player not in gained:
        gained.append(player)  # "if you've gained XP this turn"
    emit(g, "xp", player=player, amount=n, total=g.players[player].xp)


def spend_xp(g: GameState, player: str, n: int) -> None:
    """730.2: spend ``n`` XP as a cost; IllegalAction (nothing spent) if the player has less."""
    p = g.players[player]
    if p.xp < n:
        raise IllegalAction(f"{player} has {p.xp} XP, needs {n} (730.2)", code="cannot-pay")
    if n:
        p.xp -= n
        emit(g, "xp", player=player, amount=-n, total=p.xp)


def gained_xp_this_turn(g: GameState, player: str) -> bool:
    """Whether ``player`` has gained XP this turn (730.1; ``turn_memory`` is cleared as each turn starts)."""
    return player in g.turn_memory.get("xp_gained", ())


def has_level(g: GameState, cid: str, n: int) -> bool:
    """824.1.b.1, 824.1.c: the [Level n] ability of ``cid`` is active while its controller has n+ XP."""
    c = g.cards.get(cid)
    return c is not None and c.controller in g.players and g.players[c.controller].xp >= n
