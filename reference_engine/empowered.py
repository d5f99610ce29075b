"""The Empowered state (441) and the Empower keyword (827).

Empowered is a binary state of game objects on the board (441.1.a, 441.2): it is kept in the object's
``memory``, so it ends when the object leaves the board (a new object, 359.3.e.4). Players empower only
when an effect directs them to (441.3.a), such as an Empower ability ("[Cost]: Empower this. Play only
if not Empowered.", 827.1.c.1).
"""

from __future__ import annotations

from .behaviour import Ability, abilities_of, behaviour_of
from .events import emit
from .state import GameState


def _on_board(g: GameState, c) -> bool:
    """The board (107): bases, battlefields and the Legend Zone (107.4, not a location but on the board)."""
    return g.is_board_zone(c.zone) or c.zone == "legend"


def is_empowered(g: GameState, cid: str) -> bool:
    c = g.cards.get(cid)
    return c is not None and _on_board(g, c) and bool(c.memory.get("empowered"))


def times_empowered(g: GameState, cid: str) -> int:
    """How many times ``cid`` is Empowered now: 0 or 1, unless its text lets it be Empowered several times
    (441.1.c.1: "I can be [Empowered] up to three times"), then up to that many."""
    c = g.cards.get(cid)
    if c is None or not _on_board(g, c):
        return 0
    return int(c.memory.get("empowered") or 0)


def empower_limit(g: GameState, cid: str) -> int:
    """How many times ``cid`` may be Empowered at once: 1 (441.1.b), or more by the permission of an effect
    (441.1.c.1, ``Behaviour.empower_limit``)."""
    return max(1, behaviour_of(g, cid).empower_limit)


def empower(g: GameState, cid: str, *, by: str | None = None) -> bool:
    """Empower ``cid``: nothing happens off the board (441.2) or if it already is (441.1.c) -- unless it may
    be Empowered more times (441.1.c.1), then it is Empowered one time more. Becoming Empowered is an event
    (441.2.a, 827.2.a); ``by`` is the player whose effect empowers it (its controller's by default), for
    "when you empower something else"."""
    c = g.cards.get(cid)
    if c is None or not _on_board(g, c) or c.facedown or times_empowered(g, cid) >= empower_limit(g, cid):
        return False
    c.memory["empowered"] = times_empowered(g, cid) + 1
    emit(g, "empower", card=cid, player=c.controller, by=by or c.controller)
    return True


def is_empower_ability(g: GameState, cid: str, index: int) -> bool:
    """True if the ``index``-th (1-based) activated ability of ``cid`` is an Empower ability (827.1.c)."""
    abilities = abilities_of(g, cid)
    return 0 < index <= len(abilities) and getattr(abilities[index - 1].effect, "empowers", False)


def disempower(g: GameState, cid: str) -> bool:
    """442: remove the Empowered state; nothing happens to a card that is not Empowered (442.1.a.1)."""
    if not is_empowered(g, cid):
        return False
    g.cards[cid].memory.pop("empowered", None)
    emit(g, "disempower", card=cid, player=g.cards[cid].controller)
    return True


def empower_ability(energy: int = 0, power: int = 0, costs: tuple = (), any_power: int = 0,
                    zones: tuple[str, ...] = ("board",), exhaust: bool = False):
    """An Empower ability (827.1.c.1): pay the cost, then empower its source; usable only while the source
    is not Empowered. Its timing is that of any activated ability (381) unless its text says otherwise
    (827.1.c.4). The source is not a target (827.1.b.1). ``costs``: non-resource costs, as ``CostSpec``s
    (827.1.c.2). ``any_power``: Power of any domain ([A]); ``zones``: where the source must be (a legend's is
    ``("legend",)``); ``exhaust``: [T] among the costs ("[Empower] -- [1], [T]")."""
    def effect(ctx) -> None:
        empower(ctx.g, ctx.source, by=ctx.controller)

    effect.empowers = True  # marks the ability as an Empower ability (is_empower_ability)

    def usable(g: GameState, source: str) -> str | None:
        if times_empowered(g, source) >= empower_limit(g, source):
            return f"{source} is already Empowered (827.1.c.1)"
        return None

    return Ability(effect=effect, energy=energy, power=power, usable=usable, costs=tuple(costs), any_power=any_power,
                   zones=zones, exhaust=exhaust)
