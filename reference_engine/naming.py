"""Naming a card or a tag (762-763), and choices made "as you play" a card (355.1).

A named card must be one legal in the format: a real card, never a token's name (762, 762.2); "name a spell"
offers the official spells. A named tag must exist on some card or token (763). The name is a choice of the
object that made it: kept in its ``memory["named"]``, so it ends when the object leaves the board and becomes
a new object (359.3.e.4). A card's "As you play me, choose ..." is ``Behaviour.as_played``, asked while the
card is finalized, before its other choices (355.1: "those choices are made now")."""

from __future__ import annotations

from functools import lru_cache

from . import catalogue
from .decisions import ask
from .state import GameState


@lru_cache(maxsize=1)
def tag_names() -> tuple[str, ...]:
    """Every tag printed on a card or token (763), in alphabetical order."""
    return tuple(sorted({t for n in catalogue.names() for t in (catalogue.lookup(n).tags or ())}))


@lru_cache(maxsize=8)
def card_names(kind: str) -> tuple[str, ...]:
    """The names a player may name for "name a <kind>": official cards of that type, tokens and the suite's
    stand-ins left out (762.1-762.2)."""
    out = []
    for n in catalogue.names():
        f = catalogue.lookup(n)
        if f.type == kind and not {"token", "stand-in"} & set(f.supertypes):
            out.append(n)
    return tuple(sorted(out))


def _one_of(options) -> callable:
    def check(answer) -> str | None:
        value = answer[0] if isinstance(answer, list) and len(answer) == 1 else answer
        return None if value in options else f"choose one of the {len(options)} names offered"

    return check


def name_one(g: GameState, player: str, cid: str, options, prompt: str) -> str:
    """``player`` names one of ``options`` for ``cid``; recorded as ``cid``'s ``memory["named"]``."""
    options = list(options)
    answer = ask(g, player, "choose", options, prompt, _one_of(options))
    value = answer[0] if isinstance(answer, list) else answer
    g.cards[cid].memory["named"] = value
    return value


def named(g: GameState, cid: str) -> str | None:
    """What ``cid`` (this object) named, if anything."""
    c = g.cards.get(cid)
    return c.memory.get("named") if c is not None else None
