"""Errors raised inside the engine.

* :class:`SetupError` -- a scenario setup the engine cannot build; names the field.
* :class:`IllegalAction` -- a decision refused by the rules; the state is restored as it was.
* :class:`UnpayableCost` -- an IllegalAction found by the legality check (358.2): a cost cannot be paid.
  For a card an effect instructed its player to play, the play is cancelled instead (358.5).
* :class:`NeedDecision` -- control flow, not an error: processing stopped to ask a player a question
  (order triggers, choose, assign damage). The api keeps the question open and replays the decision
  once the answer arrives (see README.md, "Decisions").
"""

from __future__ import annotations

from .refusals import CODES


class SetupError(Exception):
    def __init__(self, field: str, message: str):
        self.field = field
        self.message = message
        super().__init__(f"setup.{field}: {message}" if field else f"setup: {message}")


class IllegalAction(Exception):
    """The rules forbid this decision now. ``str(exc)`` is the reason reported to the harness, ``code`` its
    refusal code (refusals.py): the code a :class:`~reference_engine.refusals.Refusal` message carries,
    else the one given here."""

    def __init__(self, message: str = "", code: str | None = None):
        super().__init__(message)
        self.code = getattr(message, "code", None) or code
        if self.code is not None and self.code not in CODES:
            raise ValueError(f"unknown refusal code {self.code!r} (refusals.CODES)")


class UnpayableCost(IllegalAction):
    """A card or ability's cost cannot be paid in full (358.2)."""

    def __init__(self, message: str = "", code: str | None = "cannot-pay"):
        super().__init__(message, code)


class TrialAccepted(Exception):
    """Control flow for ``legal.py``: a decision tried on a copy of the state got past every check that can
    refuse it (its own checks, finalizing what it put on the chain); the rest of processing is not needed to
    know that ``act`` accepts it. Raised only on a copy marked ``GameState.trial``."""


class NeedDecision(Exception):
    def __init__(self, decision: dict):
        self.decision = decision
        super().__init__(f"decision needed: {decision.get('kind')} by {decision.get('player')}")
