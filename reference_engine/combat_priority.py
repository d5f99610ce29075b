"""Passives that change the order combat damage is assigned in (465.2.c.2, 465.2.c.6): beside the keywords
Tank (815) and Backline (826), a card's own text may say a unit "must be assigned combat damage last" (the
requirement Backline stands for, 826.3), or that a player ignores [Tank] while assigning combat damage at a
battlefield (815.1.b then does not bind that player). ``combat_damage.rank_options`` asks these."""

from __future__ import annotations

from .behaviour import behaviour_of
from .passive_sources import board_sources
from .state import GameState


def must_be_last(g: GameState, unit: str) -> bool:
    """A passive says ``unit`` must be assigned combat damage last (465.2.c.6)."""
    return any(behaviour_of(g, sid).assigned_damage_last(g, sid, unit)
               for sid in board_sources(g, "assigned_damage_last"))


def assigner_of(g: GameState, unit: str) -> str | None:
    """The player who assigns combat damage to ``unit`` in the combat now: the other side (465.2.c)."""
    sd = g.showdown
    c = g.cards[unit]
    if sd is None or not sd.combat or c.controller not in (sd.attacker, sd.defender):
        return None
    return sd.defender if c.controller == sd.attacker else sd.attacker


def tank_ignored(g: GameState, unit: str) -> bool:
    """The player assigning combat damage to ``unit`` ignores its [Tank] (a passive says so)."""
    sources = board_sources(g, "ignores_tank")
    if not sources:
        return False
    assigner = assigner_of(g, unit)
    return assigner is not None and any(behaviour_of(g, sid).ignores_tank(g, sid, unit, assigner) for sid in sources)
