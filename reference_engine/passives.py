"""Passive abilities (364) of cards on the board, legends and battlefields that apply to other objects as
they enter, asked of every such card's behaviour: "Your units enter ready" (143.4.a); and passives changing
a step of the turn: "players only channel 1 rune at the start of their Channel Phase" (315.3.b)."""

from __future__ import annotations

from .behaviour import behaviour_of
from .passive_sources import sources
from .state import GameState




def others_enter_ready(g: GameState, unit: str, player: str) -> bool:
    """True if a passive of another card makes ``unit``, entering the board under ``player``'s control,
    enter ready instead of exhausted (143.4.a): ``Behaviour.unit_enters_ready``; or a resolved effect made
    ``player``'s units enter ready for the rest of the turn (``turn_memory["units_enter_ready"]``, which
    ends with the turn, as turn memory is cleared when the next begins)."""
    if player in g.turn_memory.get("units_enter_ready", ()):
        return True
    return any(behaviour_of(g, sid).unit_enters_ready(g, sid, unit, player) for sid in sources(g, "unit_enters_ready") if sid != unit)


def channel_phase_runes(g: GameState, player: str, usual: int) -> int:
    """How many runes ``player`` channels at the start of their Channel Phase: ``usual`` (two, 315.3.b, plus
    any First Turn Process rune, 483.7), or fewer while a passive limits it (``Behaviour.channel_phase_limit``;
    the smallest limit wins, 054.1: what forbids supersedes what allows)."""
    n = usual
    for sid in sources(g, "channel_phase_limit"):
        if g.is_board_zone(g.cards[sid].zone) or g.cards[sid].zone == "legend":
            limit = behaviour_of(g, sid).channel_phase_limit(g, sid, player)
            if limit is not None:
                n = min(n, limit)
    return n
