"""Restrictions a resolved effect puts on a player for the rest of the turn: "Its controller can't play
spells this turn", "opponents can't play cards this turn".

They limit playing, i.e. putting a card on the chain and queuing it (419.1): cards already on the chain,
pending or finalized, are not affected (329.1, 329.3). A discretionary play they forbid is refused; a play
an effect instructs is impossible and skipped (358.3.a). "This turn" ends with the turn
(``g.turn_memory`` is cleared when a turn starts)."""

from __future__ import annotations

from .behaviour import behaviour_of
from .passive_sources import sources
from .state import GameState


def forbid_playing(g: GameState, player: str, what: str, source: str) -> None:
    """``player`` can't play ``what`` (``spells`` or ``cards``) this turn, by the effect of ``source``."""
    g.turn_memory.setdefault("cant_play", []).append({"player": player, "what": what, "source": source})


def play_forbidden(g: GameState, player: str, cid: str) -> str | None:
    """Why ``player`` may not play card ``cid`` now because of such a restriction, or None."""
    kind = g.cards[cid].type
    for entry in g.turn_memory.get("cant_play", []):
        if entry["player"] != player:
            continue
        if entry["what"] == "cards" or (entry["what"] == "spells" and kind == "spell"):
            return f"{player} can't play {entry['what']} this turn ({entry['source']})"
    return _passive_forbids(g, player, cid)


def _passive_forbids(g: GameState, player: str, cid: str) -> str | None:
    """A passive of a face-up permanent on the board forbidding the play (364: "opponents can't play ...")."""
    for sid in sources(g, "forbids_play"):
        if g.is_board_zone(g.cards[sid].zone):
            problem = behaviour_of(g, sid).forbids_play(g, sid, cid, player)
            if problem:
                return problem
    return None


def forbid_choosing_this_turn(g: GameState, unit: str, source: str) -> None:
    """``unit`` "can't be chosen by enemy spells and abilities this turn" (757-758, 355.9.b), by the effect
    of ``source``. It is kept with the object (``memory``), so it ends when the unit leaves the board and
    becomes a new object (359.3.e.4), and with the turn."""
    g.cards[unit].memory.setdefault("unchoosable", []).append({"turn": g.turn_number, "source": source})


def choosing_forbidden(g: GameState, unit: str, chooser: str) -> bool:
    """True if a resolved effect made ``unit`` an illegal choice for spells and abilities ``chooser``
    controls now: an enemy's (a player other than the unit's controller), this turn."""
    c = g.cards.get(unit)
    if c is None or chooser == c.controller:
        return False
    return any(entry["turn"] == g.turn_number for entry in c.memory.get("unchoosable", ()))
