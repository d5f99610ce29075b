"""Asking a player a question in the middle of processing (rule 312.1.b.1: limited actions and choices
are made when instructed, regardless of priority).

``ask`` returns the next recorded answer if there is one (the decision is being replayed, see api.py),
after checking it; otherwise it raises :class:`NeedDecision` and the question becomes the observed
``decision``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .errors import IllegalAction, NeedDecision
from .state import GameState

#: The key of a recorded answer that is an [Add] ability used while the question was open (429.3).
ADD_MARK = "__add__"
#: The field of a question that decides whether to pay a cost: while it is open the player may use [Add]
#: abilities (429.3); its value is the cost, e.g. ``{"energy": 1}``.
PAYING = "paying"
#: The key of a recorded answer that is another player's concession made while the question was open (650).
CONCEDE_MARK = "__concede__"


def _gone(g: GameState, ref: Any) -> bool:
    """Whether ``ref`` names a card that has left the game (652.3: observed zone ``none``)."""
    return isinstance(ref, str) and ref in g.cards and g.cards[ref].zone == "none"


def ask(g: GameState, player: str, kind: str, options: list[Any], prompt: str,
        check: Callable[[Any], str | None] | None = None, extra: dict | None = None) -> Any:
    """Ask ``player`` a question of ``kind`` (``order-triggers``, ``choose``, ``assign-damage``).

    ``check(answer)`` returns an error message for an unacceptable answer, or None.
    """
    conceded = perform_waiting(g, player)
    if conceded:
        options = [o for o in options if not _gone(g, o)]
    if g.answers:
        answer = g.answers.pop(0)
        gone = [x for x in (answer if isinstance(answer, list) else [answer]) if _gone(g, x)]
        problem = f"{gone[0]} has left the game" if gone else (check(answer) if check else None)
        if problem:
            raise IllegalAction(problem, code="invalid-answer")
        return answer
    raise NeedDecision({"player": player, "kind": kind, "options": options, "prompt": prompt, **(extra or {})})


def still_in_the_game(g: GameState, player: str, refs: list[str]) -> list[str]:
    """``refs`` less the cards that left the game once what was recorded while ``player``'s next question
    was open is performed (650: another player may have conceded meanwhile; 652.3), for a caller about to
    ask a question naming them."""
    perform_waiting(g, player)
    return [r for r in refs if not _gone(g, r)]


def perform_waiting(g: GameState, player: str) -> bool:
    """Perform what was recorded while the next question was open, before it is asked (again): [Add]
    abilities its player used (429.3), finalized and resolved at once, and other players' concessions (650).
    A caller may call it first to decide on the state after them. Returns True if someone conceded."""
    conceded = False
    while g.answers and isinstance(g.answers[0], dict) and set(g.answers[0]) & {ADD_MARK, CONCEDE_MARK}:
        entry = g.answers.pop(0)
        if CONCEDE_MARK in entry:
            # 650: another player conceded while this question was open; they are removed here (652) and
            # the question is asked again without the cards that left the game with them (652.3).
            from .turns import concede

            concede(g, entry[CONCEDE_MARK])
            conceded = True
            continue
        from .playing import add_while_paying

        entry = entry[ADD_MARK]
        if entry["player"] != player:
            raise IllegalAction(f"{player} must answer the open question first", code="no-priority")
        add_while_paying(g, player, entry["activate"], entry.get("ability", 1))
    return conceded


def choose_from(g: GameState, player: str, options: list[str], prompt: str, *, minimum: int = 1,
                maximum: int = 1, extra: dict | None = None,
                group: Callable[[list[str]], str | None] | None = None) -> list[str]:
    """Ask for a list of references among ``options`` (between ``minimum`` and ``maximum`` of them).
    ``group``: a check of the answer as a whole (e.g. at most one at each location).

    When the answer is forced (exactly as many options as must be chosen), no question is asked.
    """
    if len(options) <= minimum:
        return list(options)[:minimum] if len(options) >= minimum else list(options)

    def check(answer: Any) -> str | None:
        items = answer if isinstance(answer, list) else [answer]
        if not all(isinstance(x, str) and x in options for x in items):
            return f"choose among {options}"
        if len(set(items)) != len(items) or not minimum <= len(items) <= maximum:
            return f"choose between {minimum} and {maximum} of {options}"
        return group(items) if group else None

    if (minimum, maximum) != (1, 1):  # how many to choose, so a player (and legal_actions) can answer
        extra = {**(extra or {}), "minimum": minimum, "maximum": maximum}
    answer = ask(g, player, "choose", list(options), prompt, check, extra)
    return answer if isinstance(answer, list) else [answer]
