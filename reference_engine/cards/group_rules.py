"""Group targeting requirements (355.11) shared by cards: builders of ``TargetSpec.group_rule`` callables
``(g, chosen) -> problem or None`` (no card is registered here)."""

from __future__ import annotations

from ..might import might


def group_rule(*, one_battlefield: bool = False, same_controller: bool = False, total_might: int | None = None):
    """A requirement on the chosen units as a whole: all at one battlefield, all controlled by one player,
    their Mights adding up to ``total_might`` or less (a negative Might counts as 0, 143.2.b)."""

    def check(g, chosen) -> str | None:
        if one_battlefield and len({g.cards[u].zone for u in chosen}) > 1:
            return "the units must all be at one battlefield"
        if same_controller and len({g.cards[u].controller for u in chosen}) > 1:
            return "the units must all have the same controller"
        if total_might is not None:
            total = sum(max(0, might(g, u) or 0) for u in chosen)
            if total > total_might:
                return f"the units' total Might is {total}, more than {total_might}"
        return None

    return check
