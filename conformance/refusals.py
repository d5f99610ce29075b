"""Refusal codes: a small, stable taxonomy of why an engine refused a decision.

An engine may report one code with a refusal (``act`` reply ``code``, ``ActionResult.code``); a scenario's
refused decision may expect one (``code: illegal-target``, or a list of codes when the decision breaks
several rules at once and any of them is a right answer). The comparison (``check``):

* the engine reported no code: the scenario is not failed for it; the refusal is counted as untracked
  (``refusal-code`` in the record's ``untracked``), like a field the engine does not track;
* the engine reported an expected code: passed;
* the engine reported another code, or a word outside this taxonomy: the scenario fails at that step.

Documented for engine authors in docs/engine-protocol.md ("Refusal codes") and for scenario authors in
docs/scenario-format.md. The reference engine keeps its own copy of the words (reference_engine/refusals.py,
since it imports nothing from the harness); tests/test_refusal_codes.py checks that the lists agree.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

#: Untracked-field name recorded when an engine reports no code for a refusal that expects one.
UNTRACKED = "refusal-code"


@dataclass(frozen=True)
class Code:
    name: str
    meaning: str
    rules: tuple[str, ...]   # Core Rules v1.4 numbers the code stands for


TAXONOMY: tuple[Code, ...] = (
    Code("malformed", "the decision cannot be read: an unknown verb, key, card, player or ability number, "
                      "or a value of the wrong type", ()),
    Code("no-priority", "it is not this player's move: they lack priority or focus, another player must "
                        "answer a question first, or they have left the game", ("312.1", "313.4", "652")),
    Code("wrong-timing", "the turn's phase or state forbids it now: a card without [Action] or [Reaction] "
                         "in a showdown or a closed state, a standard move or ending the turn outside the "
                         "open Main Phase, passing priority with no chain", ("308.1.a", "309.1.a", "310.1.a",
                                                                              "144.1", "316.9")),
    Code("wrong-zone", "the card is not where the decision needs it: not in hand (or trash for Flow, "
                       "facedown for Hidden), not on the board, an ability used from a zone it does not "
                       "work in", ("355.1", "144.1")),
    Code("not-controller", "the player does not control the card, unit or facedown card they name",
         ("144.1", "381")),
    Code("illegal-target", "a chosen target is not one the card can choose, or too many or too few",
         ("355.9", "359.3.e")),
    Code("illegal-destination", "a unit or card cannot go where the decision sends it: a battlefield "
                                "the player does not control, battlefield to battlefield without Ganking, "
                                "a battlefield that is full, hiding where one may not", ("355.2.a", "144.4",
                                                                                         "449.2", "421.1")),
    Code("cannot-pay", "a cost cannot be paid: Energy, Power, XP, exhausting an exhausted card, an "
                       "additional cost", ("358.2", "414.4", "730.2", "809.1.c", "144.2")),
    Code("forbidden", "a rule or an effect forbids it for this card: a \"can't\" restriction, an "
                      "ability's condition not met, or an option the card lacks (Accelerate, Repeat, an "
                      "optional cost, [Hidden])", ("358.3.a", "356.2.b", "820.1.c.3", "811.1")),
    Code("assignment-order", "combat damage skips the order the rules impose: Tank first, Backline last, "
                             "lethal damage in full to one unit before the next", ("465.2.c.3", "465.2.c.6",
                                                                                    "815.1.b", "826.3")),
    Code("assignment-amount", "combat damage of the wrong amount: not the side's total, or more than "
                              "lethal to a unit while another still lacks lethal", ("465.2.c", "465.2.c.4",
                                                                                    "465.2.c.10")),
    Code("invalid-answer", "an answer that does not fit the open question: no question is open, it is not "
                           "among the options, or too many or too few are chosen", ("383.4.b",)),
)

CODES: tuple[str, ...] = tuple(c.name for c in TAXONOMY)
BY_NAME = {c.name: c for c in TAXONOMY}


def expected_codes(value: str | Sequence[str] | None) -> tuple[str, ...]:
    """A scenario's ``code`` (one word or a list of acceptable words) as a tuple; empty when absent."""
    if value is None:
        return ()
    return (value,) if isinstance(value, str) else tuple(value)


@dataclass(frozen=True)
class Verdict:
    outcome: str            # "passed", "untracked" or "failed"
    message: str = ""


def check(expected: str | Sequence[str] | None, reported: str | None) -> Verdict:
    """Compare the code a scenario expects with the one the engine reported (see the module docstring)."""
    want = expected_codes(expected)
    if reported is not None and reported not in BY_NAME:
        return Verdict("failed", f"refusal code {reported!r} is not in the taxonomy ({', '.join(CODES)})")
    if not want:
        return Verdict("passed")
    if reported is None:
        return Verdict("untracked")
    if reported in want:
        return Verdict("passed")
    return Verdict("failed", f"refusal code {reported!r}, expected {' or '.join(map(repr, want))}")
