"""Where a unit may be played beyond the default (355.2.a: its controller's base or a battlefield they
control): permissions that make other battlefields valid for that play (355.2.b). A unit's own text ("You
may play me to an open battlefield": ``Behaviour.may_play_to``) or a passive of another card on the board
("Friendly units may be played to open battlefields": ``Behaviour.grants_play_to``). And the battlefield
states such text names (170.11): occupied, open, an enemy unit alone there."""

from __future__ import annotations

from .behaviour import behaviour_of
from .passive_sources import board_sources
from .state import GameState


def units_there(g: GameState, bf: str) -> list[str]:
    """The units present at battlefield ``bf`` (a facedown card is not a unit, 107.3)."""
    return [u for u in g.battlefields[bf].units if g.cards[u].type == "unit" and not g.cards[u].facedown]


def occupied(g: GameState, bf: str) -> bool:
    """170.11.a: a unit is there."""
    return bool(units_there(g, bf))


def is_open(g: GameState, bf: str) -> bool:
    """170.11.c: unoccupied and uncontrolled."""
    return not occupied(g, bf) and g.battlefields[bf].controller is None


def occupied_enemy(g: GameState, bf: str, player: str) -> bool:
    """An occupied enemy battlefield (170.11.a): a unit is there and an opponent of ``player`` controls it."""
    controller = g.battlefields[bf].controller
    return occupied(g, bf) and controller is not None and controller != player


def enemy_unit_alone(g: GameState, bf: str, player: str) -> bool:
    """"An enemy unit is alone there": the one unit at ``bf`` is controlled by someone other than ``player``."""
    units = units_there(g, bf)
    return len(units) == 1 and g.cards[units[0]].controller != player


def may_play_to(g: GameState, card: str, player: str, bf: str) -> bool:
    """355.2.b: a permission lets ``player`` play unit ``card`` to battlefield ``bf``, which 355.2.a does not."""
    if behaviour_of(g, card).may_play_to(g, card, player, bf):
        return True
    return any(behaviour_of(g, sid).grants_play_to(g, sid, card, player, bf) for sid in board_sources(g, "grants_play_to"))
