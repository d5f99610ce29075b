"""Refusal codes: why the engine refused a decision, as one stable word beside the free-text reason.

The harness keeps its own copy of these words with their meaning and rules (``conformance/refusals.py``,
docs/engine-protocol.md "Refusal codes"); the engine imports nothing from the harness, so a test checks
that the two lists agree. Each refusal path of the engine names its code where it raises
:class:`~reference_engine.errors.IllegalAction`, or returns a :class:`Refusal` from a check that
explains a problem (``assignment_problem``, ``_timing_problem``, ...).
"""

from __future__ import annotations

MALFORMED = "malformed"                    # not a decision the protocol can read; unknown card / player
NO_PRIORITY = "no-priority"                # 312.1, 313.4: not this player's move (priority, focus, left the game)
WRONG_TIMING = "wrong-timing"              # 308-310, 144.1, 316.9: the turn's phase or state forbids it
WRONG_ZONE = "wrong-zone"                  # 355.1, 144: the card is not where the decision needs it
NOT_CONTROLLER = "not-controller"          # 144.1, 381: the player does not control the card
ILLEGAL_TARGET = "illegal-target"          # 355.9, 359.3.e, 362: a target the card cannot choose
ILLEGAL_DESTINATION = "illegal-destination"  # 355.2.a, 144.4, 462.2, 421.1: a place the card cannot go
CANNOT_PAY = "cannot-pay"                  # 358.2, 414.4, 730.2, 809.1.c: a cost that cannot be paid
FORBIDDEN = "forbidden"                    # 358.3.a, an ability's condition, an option the card lacks
ASSIGNMENT_ORDER = "assignment-order"      # 465.2.c.3, 465.2.c.6-9, 815.1, 826.3: who gets lethal first
ASSIGNMENT_AMOUNT = "assignment-amount"    # 465.2.c, 465.2.c.4, 465.2.c.10: how much in all / to one unit
INVALID_ANSWER = "invalid-answer"          # 383.4.b, 355.9: an answer that does not fit the open question

CODES = (MALFORMED, NO_PRIORITY, WRONG_TIMING, WRONG_ZONE, NOT_CONTROLLER, ILLEGAL_TARGET, ILLEGAL_DESTINATION,
         CANNOT_PAY, FORBIDDEN, ASSIGNMENT_ORDER, ASSIGNMENT_AMOUNT, INVALID_ANSWER)


class Refusal(str):
    """A problem message that carries its refusal code (``str`` so every ``if problem:`` still works)."""

    code: str | None

    def __new__(cls, message: str, code: str) -> Refusal:
        if code not in CODES:
            raise ValueError(f"unknown refusal code {code!r}")
        self = super().__new__(cls, message)
        self.code = code
        return self


def code_of(problem: object, default: str | None = None) -> str | None:
    """The code a problem message carries, else ``default``."""
    return getattr(problem, "code", None) or default
