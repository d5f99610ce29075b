"""A last shrinking pass after Hypothesis: take cards and decisions out of the diverging game, one or two at a
time, replaying the same decisions (``lockstep.replay``), as long as the game still diverges the same way.

Hypothesis shrinks the choices that drew a game; a decision is drawn as an index into the offered actions,
so taking a card out of the position shifts the indexes and the same index then names another decision.
Hypothesis then stops at a local minimum (a card no decision uses, which it cannot drop). Here the
decisions are replayed by value, card IDs unchanged, so such a card goes. Cards are tried one at a time,
then in pairs (two cards that are only needed together, such as a target and what could replace it),
decisions one at a time from the last; the first change that keeps the divergence is kept and the passes
start again, until none helps or ``budget`` replays are spent (delta debugging's 1-minimal, in small steps).
"""

from __future__ import annotations

import copy
import itertools
from collections.abc import Callable, Iterator
from typing import Any

from conformance.fuzz.lockstep import Game

#: Setup lists that hold cards: a player's zones, and a battlefield's.
PLAYER_ZONES = ("hand", "base", "deck", "trash", "champion")
BATTLEFIELD_ZONES = ("units", "facedown")


def card_places(setup: dict[str, Any]) -> list[tuple]:
    """Where each card of the position is: ``("players", P, zone, i)`` or ``("battlefields", k, zone, i)``."""
    out: list[tuple] = []
    for p, spec in (setup.get("players") or {}).items():
        for zone in PLAYER_ZONES:
            out += [("players", p, zone, i) for i in range(len((spec or {}).get(zone) or ()))]
    for k, bf in enumerate(setup.get("battlefields") or ()):
        for zone in BATTLEFIELD_ZONES:
            out += [("battlefields", k, zone, i) for i in range(len(bf.get(zone) or ()))]
    return out


def without_cards(setup: dict[str, Any], places: list[tuple]) -> dict[str, Any]:
    """The position with the cards at ``places`` taken out (a zone left empty is left out)."""
    out = copy.deepcopy(setup)
    for top, key, zone, i in sorted(places, key=lambda place: place[3], reverse=True):  # last first
        holder = out[top][key]
        del holder[zone][i]
    for top in ("players", "battlefields"):
        holders = out.get(top) or {}
        for holder in holders.values() if isinstance(holders, dict) else holders:
            for zone in PLAYER_ZONES + BATTLEFIELD_ZONES:
                if isinstance(holder, dict) and zone in holder and not holder[zone]:
                    del holder[zone]
    return out


def _smaller(game: Game) -> Iterator[tuple[dict[str, Any], list[dict[str, Any]]]]:
    places = card_places(game.setup)
    for place in places:
        yield without_cards(game.setup, [place]), game.actions
    for pair in itertools.combinations(places, 2):
        yield without_cards(game.setup, list(pair)), game.actions
    for i in reversed(range(len(game.actions))):
        yield game.setup, game.actions[:i] + game.actions[i + 1:]


def minimize(game: Game, replay: Callable[[dict[str, Any], list[dict[str, Any]]], Game],
             budget: int) -> tuple[Game, int]:
    """The smallest game found that still diverges with the same kind of divergence, and the replays spent.
    ``replay(setup, actions)`` plays the decisions on both engines (``lockstep.replay``)."""
    kind = game.divergence.kind if game.divergence else None
    spent = 0
    improved = True
    while improved and spent < budget:
        improved = False
        for setup, actions in _smaller(game):
            if spent >= budget:
                break
            spent += 1
            tried = replay(setup, actions)
            if tried.divergence is not None and tried.divergence.kind == kind:
                game, improved = tried, True
                break
    return game, spent
