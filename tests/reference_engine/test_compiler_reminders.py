"""The spec compiler strips only known reminder texts (``compile_effects.REMINDERS``): a clause written in
parentheses is never dropped silently; the card then gets no spec and is refused honestly."""

from __future__ import annotations

import pytest

from reference_engine.catalogue.compile_effects import REMINDERS, compile_card, strip_reminder

STUN = {"spell": [{"stun": True, "target": {"kind": "unit", "relation": "any", "at": "board"}}]}


def test_a_known_reminder_of_a_term_the_line_uses_is_stripped():
    assert strip_reminder("Stun a unit. (It doesn't deal combat damage this turn.)") == "Stun a unit."
    assert compile_card("spell", ["Stun a unit. (It doesn't deal combat damage this turn.)"]) == STUN
    # two reminders in one parenthesis, each of a term the line uses (Shield, then Tank)
    assert strip_reminder("Give a unit [Shield 3] and [Tank] this turn. (+3 [S] while it's a defender. "
                          "It must be assigned combat damage first.)") == "Give a unit [Shield 3] and [Tank] this turn."


@pytest.mark.parametrize("line", [
    "Stun a unit. (Then draw 2.)",  # a real clause in parentheses
    "Stun a unit. (It doesn't deal combat damage this turn. Draw 1.)",  # a clause after a reminder
    "Draw 1. (It doesn't deal combat damage this turn.)",  # a reminder of a term the line does not use
])
def test_anything_else_in_parentheses_is_kept_and_the_card_gets_no_spec(line):
    assert strip_reminder(line) == line
    assert compile_card("spell", [line]) is None


def test_every_reminder_names_the_term_it_explains():
    assert len({term for term, _ in REMINDERS}) == len(REMINDERS)
    assert all(term == term.lower() for term, _ in REMINDERS)
