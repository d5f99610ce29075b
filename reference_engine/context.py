"""The context a resolving chain item's effect runs with (what card behaviours call)."""

from __future__ import annotations

from .cards.base import TargetSpec
from .state import ChainItem, GameState
from .targets import still_legal


class Ctx:
    def __init__(self, g: GameState, item: ChainItem, specs: tuple[TargetSpec, ...], offset: int = 0):
        self.g = g
        self.item = item
        self.specs = specs
        #: Index of this execution's first choice: a Repeat execution reads its own choices (820.2).
        self.offset = offset

    @property
    def controller(self) -> str:
        return self.item.controller

    @property
    def source(self) -> str:
        return self.item.source

    def chosen(self, i: int = 0) -> list[str]:
        """The targets chosen for spec ``i`` that are still legal now (359.3.e.5: illegal targets are
        unaffected)."""
        groups = self.item.data.get("groups", [])
        i += self.offset
        if i >= len(groups):
            return []
        return [t for t in groups[i] if still_legal(self.g, self.item, self.specs[i], t)]

    def chosen_one(self, i: int = 0) -> str | None:
        c = self.chosen(i)
        return c[0] if c else None

    def was_chosen(self, i: int = 0) -> list[str]:
        groups = self.item.data.get("groups", [])
        i += self.offset
        return list(groups[i]) if i < len(groups) else []

    @property
    def event(self) -> dict:
        """For triggered abilities: the event that met the trigger condition."""
        return self.item.data.get("event", {})
