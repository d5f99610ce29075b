"""The Empowered state (441) and the Empower keyword (827).

Empowered is a binary state of game objects on the board (441.1.a, 441.2): it is kept in the object's
``memory``, so it ends when the object leaves the board (a new object, 359.3.e.4). Players empower only
when an effect directs them to (441.3.a), such as an Empower ability ("[Cost]: Empower this. Play only
if not Empowered.", 827.1.c.1).
"""

from __future__ import annotations

from .behaviour import Ability, abilities_of
from .events import emit
from .state import GameState


def is_empowered(g: GameState, cid: str) -> bool:
    c = g.cards.get(cid)
    return c is not None and g.is_board_zone(c.zone) and bool(c.memory.get("empowered"))


def empower(g: GameState, cid: str) -> bool:
    """Empower ``cid``: nothing happens off the board (441.2) or if it already is (441.1.c). Becoming
    Empowered is an event (441.2.a, 827.2.a)."""
    c = g.cards.get(cid)
    if c is None or not g.is_board_zone(c.zone) or c.facedown or is_empowered(g, cid):
        return False
    c.memory["empowered"] = True
    emit(g, "empower", card=cid, player=c.controller)
    return True


def is_empower_ability(g: GameState, cid: str, index: int) -> bool:
    """True if the ``index``-th (1-based) activated ability of ``cid`` is an Empower ability (827.1.c)."""
    abilities = abilities_of(g, cid)
    return 0 < index <= len(abilities) and getattr(abilities[index - 1].effect, "empowers", False)


def empower_ability(energy: int = 0, power: int = 0, costs: tuple = ()):
    """An Empower ability (827.1.c.1): pay the cost, then empower its source; usable only while the source
    is not Empowered. Its timing is that of any activated ability (381) unless its text says otherwise
    (827.1.c.4). The source is not a target (827.1.b.1). ``costs``: non-resource costs, as ``CostSpec``s
    (827.1.c.2)."""
    def effect(ctx) -> None:
        empower(ctx.g, ctx.source)

    effect.empowers = True  # marks the ability as an Empower ability (is_empower_ability)

    def usable(g: GameState, source: str) -> str | None:
        return f"{source} is already Empowered (827.1.c.1)" if is_empowered(g, source) else None

    return Ability(effect=effect, energy=energy, power=power, usable=usable, costs=tuple(costs))
