"""Card behaviours, one module per card, registered by exact catalogue name.

``behaviour_of(g, cid)`` returns the behaviour of a card instance: the registered one for official cards,
else the one built from the card's compiled effect spec (``compiled.py``; modules always win), else the
default (no text) one -- for plain test units and gear, and keyword-only cards. Setup refuses an official
card with rules text and neither (``coverage.py``).
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import TYPE_CHECKING

from .base import Ability, Behaviour, CostSpec, TargetSpec, Trigger

if TYPE_CHECKING:  # pragma: no cover
    from ..state import GameState

__all__ = ["Ability", "Behaviour", "CostSpec", "TargetSpec", "Trigger", "card", "behaviour_of", "registered",
           "passive_might", "compiled_behaviour"]

_REGISTRY: dict[str, Behaviour] = {}
_COMPILED: dict[str, Behaviour] = {}
_DEFAULT = Behaviour()
_loaded = False


def card(name: str):
    """Class decorator: register a :class:`Behaviour` subclass for the card named ``name``."""

    def register(cls: type[Behaviour]) -> type[Behaviour]:
        if name in _REGISTRY:
            raise ValueError(f"two behaviours registered for {name!r}")
        inst = cls()
        inst.name = name
        _REGISTRY[name] = inst
        return cls

    return register


def _load_all() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for mod in pkgutil.iter_modules(__path__):
        if mod.name != "base":
            importlib.import_module(f"{__name__}.{mod.name}")


def registered() -> dict[str, Behaviour]:
    _load_all()
    return dict(_REGISTRY)


def compiled_behaviour(name: str) -> Behaviour | None:
    """The behaviour built from the catalogue's compiled effect spec of ``name``, if it has one."""
    if name not in _COMPILED:
        from .. import catalogue
        from .compiled import behaviour

        facts = catalogue.lookup(name)
        _COMPILED[name] = behaviour(name, facts.effects) if facts is not None and facts.effects else None
    return _COMPILED[name]


def behaviour_of(g: GameState, cid: str) -> Behaviour:
    _load_all()
    c = g.cards[cid]
    if c.official:
        return _REGISTRY.get(c.name) or compiled_behaviour(c.name) or _DEFAULT
    return _DEFAULT


def passive_might(g: GameState, unit: str) -> int:
    """Sum of passive Might bonuses from every permanent on the board (and battlefield cards)."""
    _load_all()
    total = 0
    for cid, c in g.cards.items():
        if not c.official or c.facedown:
            continue
        beh = _REGISTRY.get(c.name) or compiled_behaviour(c.name)
        if beh is not None and (g.is_board_zone(c.zone) or c.type == "battlefield"):
            total += beh.might_bonus(g, cid, unit)
    return total
