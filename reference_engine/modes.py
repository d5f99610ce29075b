"""Modes of Play (481-488): the variables a mode defines (483) for the sanctioned modes the engine models.

Each :class:`Mode` gives the number of players (483.1), the Victory Score (483.3), how many battlefields
each deck provides and which players contribute one to the game (483.4, 483.5), the format (483.6: one
game, or best of 3) and the First Turn Process (483.7). ``game_setup`` applies them.

2v2 (Magma Chamber, 489) is not modelled: its team rules (shared points 489.8.d, "friendly" covering a
teammate's objects 489.8.e, playing on a teammate's turn with their priority 489.8.a, teams winning and
losing together 489.6.a, 651.4) reach into scoring, targeting and priority, which the engine models for
players alone. Asking for it is refused (``mode()``), never played as a free-for-all.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import SetupError


@dataclass(frozen=True)
class Mode:
    name: str
    rule: str
    players: int  # 483.1
    victory_score: int  # 483.3
    deck_battlefields: int  # each deck provides this many (485.4.a)
    #: Whether the First Player's battlefield is removed (488.4.b): then only the others contribute one.
    first_player_contributes: bool = True
    best_of: int = 1  # 483.6: 486.6 is best of 3
    #: First Turn Process (483.7).
    second_extra_rune: bool = False  # 485.7, 486.7: the player going second channels one more rune
    first_skips_draw: bool = False  # 487.7, 488.7: the player going first does not draw
    last_extra_rune: bool = False  # 487.7, 488.7: the player going last channels one more rune
    #: Whether players pick their battlefield at random (485.5) or choose it (486.5).
    random_battlefield: bool = True

    @property
    def battlefield_count(self) -> int:
        """483.4: battlefields in play."""
        return self.players - (0 if self.first_player_contributes else 1)

    def first_turn(self, order: list[str]) -> dict[str, dict[str, object]]:
        """The First Turn Process adjustments by player, for turn order ``order`` (first player first)."""
        out: dict[str, dict[str, object]] = {}
        if self.second_extra_rune:
            out.setdefault(order[1], {})["extra_runes"] = 1
        if self.first_skips_draw:
            out.setdefault(order[0], {})["skip_draw"] = True
        if self.last_extra_rune:
            out.setdefault(order[-1], {})["extra_runes"] = 1
        return out


MODES = {
    "duel": Mode("duel", "485", 2, 8, 3, second_extra_rune=True),
    "match": Mode("match", "486", 2, 8, 3, best_of=3, second_extra_rune=True, random_battlefield=False),
    "skirmish": Mode("skirmish", "487", 3, 8, 3, first_skips_draw=True, last_extra_rune=True),
    "war": Mode("war", "488", 4, 8, 3, first_player_contributes=False, first_skips_draw=True, last_extra_rune=True),
}
NOT_MODELLED = {"2v2": "489"}


def mode(name: object, field: str = "mode") -> Mode:
    if isinstance(name, str) and name in NOT_MODELLED:
        raise SetupError(field, f"the reference engine does not model {name} (rule {NOT_MODELLED[name]}): its team "
                                "rules are not implemented")
    if not isinstance(name, str) or name not in MODES:
        raise SetupError(field, f"expected one of {', '.join(MODES)}, not {name!r}")
    return MODES[name]
