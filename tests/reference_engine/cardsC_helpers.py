"""Builders shared by card lane C's tests (``test_cards_cardsC_*.py``)."""

from __future__ import annotations

from unl_helpers import drive, first_options  # noqa: F401  (drive: shared with the Unleashed tests)


def yes(d) -> dict:
    """Answer "yes" to a "you may" question, else the first options."""
    return {"choose": "yes"} if d["options"] == ["yes", "no"] else first_options(d)


def no(d) -> dict:
    """Answer "no" to a "you may" question, else the first options."""
    return {"choose": "no"} if d["options"] == ["yes", "no"] else first_options(d)


def fight(s, answer=first_options):
    """``drive`` through showdowns and combats too."""
    return drive(s, answer, showdowns=True)


def named(o, player: str, name: str, zone: str = "base") -> list[str]:
    """The IDs of the cards called ``name`` in ``player``'s ``zone``."""
    return [c for c in o["players"][player][zone] if o["cards"][c]["name"] == name]
