"""Each effect template of the spec compiler (``compile_effects.TEMPLATES``) has a real card whose line it
matches in full, compiling to the card's catalogue spec, and a near miss it must refuse (a changed word,
number, agreement, missing "this turn", or a word the card type may not use, ``VOCABULARY``).

The table is data (``compiler_templates.yaml``). Templates no card in the catalogue uses yet are listed with a
line of the same shape (``card: null``): the first card that uses one should replace it."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from reference_engine import catalogue
from reference_engine.catalogue.compile_effects import TEMPLATES, VOCABULARY, compile_card

#: template -> (card or None, card type, a line it matches in full, a near miss it must refuse), from
#: compiler_templates.yaml (each entry may add a ``note`` saying what the near miss breaks)
TABLE = {name: (row["card"], row["type"], row["line"], row["near"])
         for name, row in yaml.safe_load((Path(__file__).with_name("compiler_templates.yaml")).read_text(
             encoding="utf-8")).items()}


def _compile(card_type: str, line: str) -> tuple[dict | None, list[str]]:
    trace: list[str] = []
    if card_type == "equipment":  # ``line`` is the effect text of a gear with "[Equip] [C]"
        return compile_card("gear", ["[Equip] [C]"], trace, effect_text=line), trace
    lines = [line] if card_type != "spell" or not line.startswith("[Flow]") else [line, "Kill a gear."]
    return compile_card(card_type, lines, trace), trace


def test_every_template_is_in_the_table():
    assert sorted(TABLE) == sorted(TEMPLATES)


@pytest.mark.parametrize("template", sorted(TABLE))
def test_the_template_matches_its_card_in_full(template):
    card, card_type, line, _ = TABLE[template]
    spec, trace = _compile(card_type, line)
    assert spec is not None and template in trace, (spec, trace)
    if card is None:
        return
    facts = catalogue.lookup(card)
    assert facts is not None and facts.type == card_type.replace("equipment", "gear") and facts.effects, card
    for section, value in spec.items():  # the line's sections, as the catalogue holds them for the card
        if section in ("abilities", "static"):
            held = facts.effects.get(section, [])
            assert all(any(_within(v, h) for h in held) for v in value), (section, value, held)
        elif section == "equip" and card_type == "equipment":
            continue  # the lab's "[Equip] [C]", not the card's Equip cost
        elif section == "spell" and not line.startswith("[Flow]"):  # one of the spell's lines (359.3.d)
            held = facts.effects["spell"]
            assert any(held[i:i + len(value)] == value for i in range(len(held))), (value, held)
        elif section != "spell":
            assert facts.effects.get(section) == value, (section, value, facts.effects.get(section))


def _within(part: dict, whole: dict) -> bool:
    """An ability compiled from one line matches the card's, whose effect may continue on the same line."""
    return part == whole or (part.keys() == whole.keys() and part["cost"] == whole["cost"]
                             and whole["effect"][:len(part["effect"])] == part["effect"])


@pytest.mark.parametrize("template", sorted(TABLE))
def test_the_template_refuses_its_near_miss(template):
    _, card_type, _, near = TABLE[template]
    spec, trace = _compile(card_type, near)
    assert spec is None or template not in trace, (spec, trace)


def test_the_vocabulary_is_declared_for_every_card_type():
    assert set(VOCABULARY) == {"unit", "gear", "spell", "legend", "battlefield", "rune"}
    assert "me" not in VOCABULARY["legend"] and "here" not in VOCABULARY["legend"]
    assert VOCABULARY["spell"] == frozenset() and VOCABULARY["battlefield"] == {"here"}
    assert compile_card("legend", ["When you play a unit, give me +1 [S] this turn."]) is None
    assert compile_card("legend", ["When you hold, deal 1 to all enemy units here."]) is None
    assert compile_card("unit", ["When you play a unit, give me +1 [S] this turn."]) is not None
