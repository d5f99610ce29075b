"""The context a resolving chain item's effect runs with (what card behaviours call)."""

from __future__ import annotations

from .behaviour import TargetSpec
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

    def chosen_group(self, i: int = 0) -> list[str]:
        """The targets of spec ``i`` still legal one by one; if together they no longer meet the spec's group
        requirement, the controller chooses among the original targets a subset that does (355.11.b), one
        to which no further original target could be added (a ``choose`` question unless only one such
        subset exists). None may fit: then nothing is affected."""
        from itertools import combinations

        from .decisions import choose_from
        from .targets import group_problem

        spec = self.specs[i + self.offset]
        still = self.chosen(i)
        if group_problem(self.g, spec, still) is None:
            return still
        fits = [list(c) for n in range(len(still), 0, -1) for c in combinations(still, n)
                if group_problem(self.g, spec, list(c)) is None]
        maximal = [s for s in fits if not any(set(s) < set(t) for t in fits)]
        if len(maximal) <= 1:
            return maximal[0] if maximal else []

        def check(answer: list[str]) -> str | None:
            return None if sorted(answer) in [sorted(s) for s in maximal] else (
                f"choose one of these groups of the original targets: {maximal} (355.11.b)")

        return choose_from(self.g, self.controller, still, "the targets no longer meet their group requirement: "
                           "choose which of them to affect (355.11.b)", minimum=1, maximum=len(still), group=check)

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
