"""The catalogue build round-trips: each compiled spec rendered back to canonical text (``render.py``)
equals its card's normalised printed text, and its keyword lines agree with its keywords, or the build
fails. The card database is not shipped, so the build is exercised on small databases written here; the
shipped catalogue is checked the other way round (spec -> text -> the same spec)."""

from __future__ import annotations

import json

import pytest

from reference_engine import catalogue
from reference_engine.catalogue import build
from reference_engine.catalogue.compile_effects import compile_card
from reference_engine.catalogue.render import check_card, effect_text, keyword_problems, normalise, render

SPECS = sorted(n for n in catalogue.names() if catalogue.lookup(n).effects)


@pytest.mark.parametrize("name", SPECS)
def test_every_shipped_spec_renders_to_text_that_compiles_back_to_it(name):
    facts = catalogue.lookup(name)
    equipped = effect_text(facts.effects["equipped"]) if "equipped" in facts.effects else None
    assert compile_card(facts.type, render(facts.type, facts.effects), effect_text=equipped) == facts.effects


def test_printed_variants_normalise_to_the_canonical_text():
    spec = compile_card("unit", ["[Deathknell][>] Discard 1, then draw 1. (When I die, get the effect.)"])
    assert render("unit", spec) == ["[Deathknell] — Discard 1. Draw 1."]
    assert check_card("unit", spec, ["[Deathknell][>] Discard 1, then draw 1. (When I die, get the effect.)"]) == []
    ability = ["[T]: [Reaction] — [Add] [1]. (Abilities that add resources can't be reacted to.)"]
    assert normalise(ability) == ["[Reaction][>] [T]: [Add] [1]."]
    assert check_card("unit", compile_card("unit", ability), ability) == []


def test_a_clause_the_spec_does_not_carry_is_a_round_trip_failure():
    printed = ["Return a unit to my owner's hand."]  # the compiler reads "my owner's" like "its owner's"
    spec = compile_card("spell", printed)
    assert spec is not None
    assert check_card("spell", spec, printed) == [
        "printed \"Return a unit to my owner's hand.\" is not what the spec renders",
        "the spec renders \"Return a unit to its owner's hand.\", which is not printed"]


def test_keyword_lines_are_checked_against_the_keywords_with_their_numbers():
    assert keyword_problems(["Assault 2", "Deathknell"], ["[Assault 2]", "[Deathknell][>] Draw 1."]) == []
    assert keyword_problems(["Assault"], ["[Assault 2]"]) == ["keywords ['Assault'] but the text prints ['Assault 2']"]
    assert keyword_problems(["Assault 2", "Shield 2"], ["[Assault 2], [Shield 2] (+2 [S] while ...)"]) == []


def _database(tmp_path, *records):
    base = {"superTypes": [], "domains": ["Fury"], "energy": 1, "power": None, "might": 2, "mightBonus": None,
            "tags": [], "keywords": [], "effectText": None, "codes": ["OGN-001/298"]}
    path = tmp_path / "cards.json"
    path.write_text(json.dumps({"cards": [{**base, **r} for r in records]}), encoding="utf-8")
    return path


def test_the_build_fails_listing_every_card_that_does_not_round_trip(tmp_path):
    source = _database(tmp_path,
                       {"name": "Good", "type": "Unit", "text": "When you play me, draw 1."},
                       {"name": "Loose", "type": "Spell", "text": "Return a unit to my owner's hand."},
                       {"name": "Miscounted", "type": "Unit", "keywords": ["Assault"],
                        "text": "[Assault 2]\nWhen you play me, draw 1."})
    with pytest.raises(build.RoundTripError) as caught:
        build.build(source, errata_dir=tmp_path)
    assert sorted(caught.value.problems) == ["Loose", "Miscounted"]
    assert caught.value.problems["Miscounted"] == ["keywords ['Assault'] but the text prints ['Assault 2']"]
    assert build.main([str(source)]) == 1  # and nothing is written


def test_a_card_without_a_spec_only_warns_about_its_keywords(tmp_path):
    source = _database(tmp_path, {"name": "Odd", "type": "Unit", "keywords": [],
                                  "text": "[Tank]\nSomething no template reads."})
    warnings: list[str] = []
    data = build.build(source, errata_dir=tmp_path, warnings=warnings)
    assert data["cards"]["Odd"]["effects"] is None
    assert warnings == ["Odd: keywords [] but the text prints ['Tank']"]
