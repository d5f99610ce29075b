"""Honesty: an official card whose rules text the engine does not implement is refused at setup (naming
the field), never played as if it had no text. Keyword-only cards are implemented when every keyword is."""

import pytest
from engine_helpers import game, two_players, unit

from reference_engine import catalogue, coverage
from reference_engine.catalogue.compile_effects import has_rules_text, is_keyword_line, text_lines
from reference_engine.errors import SetupError


def _first(pred):
    for name in catalogue.names():
        facts = catalogue.lookup(name)
        if pred(facts):
            return facts
    pytest.skip("no such card in the catalogue")


def _unit_with_text_and_no_behaviour():
    return _first(lambda f: f.type == "unit" and f.has_rules_text and coverage.missing(f) is not None
                  and "stand-in" not in f.supertypes)


def test_keyword_lines_carry_no_text():
    assert is_keyword_line("[Tank] (I must be assigned combat damage first.)")
    assert is_keyword_line("[Assault 2]")
    assert is_keyword_line("[Equip] [1][C] ([1][C]: Attach this to a unit you control.)")
    assert is_keyword_line("[Shield] [Tank]")
    assert not is_keyword_line("[Deathknell] — Draw 1.")
    assert not is_keyword_line("I enter ready.")
    assert not has_rules_text(text_lines("[Hidden] (Hide now.)\n[Deflect]"))
    assert has_rules_text(text_lines("[Tank]\nWhen you play me, draw 1."))
    assert has_rules_text(text_lines("[Equip] [C] (Attach.)", "When I conquer, buff me."))
    assert not has_rules_text(text_lines("[NO TEXT]"))


def test_the_catalogue_records_whether_a_card_has_text():
    assert catalogue.lookup("Stalwart Poro").has_rules_text is False
    assert catalogue.lookup("Void Seeker").has_rules_text is True


def test_a_card_with_text_and_no_behaviour_is_refused_naming_the_field():
    facts = _unit_with_text_and_no_behaviour()
    with pytest.raises(SetupError) as err:
        game(two_players(a={"hand": [unit("u1"), {"id": "x", "card": facts.name}]}))
    assert err.value.field == "players.A.hand[1].card"
    assert "does not implement" in str(err.value) and facts.name in str(err.value)


def test_the_refusal_covers_every_zone_and_battlefields_and_legends():
    facts = _unit_with_text_and_no_behaviour()
    with pytest.raises(SetupError) as err:
        game(two_players(battlefields=[{"id": "bf1", "controller": "B",
                                        "units": [{"id": "x", "card": facts.name, "controller": "B"}]}]))
    assert err.value.field == "battlefields[0].units[0].card"
    legend = _first(lambda f: f.type == "legend" and coverage.missing(f) is not None)
    with pytest.raises(SetupError) as err:
        game(two_players(a={"legend": {"id": "leg", "card": legend.name}}))
    assert err.value.field == "players.A.legend.card"
    field = _first(lambda f: f.type == "battlefield" and coverage.missing(f) is not None)
    with pytest.raises(SetupError) as err:
        game(two_players(battlefields=[{"id": "bf1", "card": field.name}]))
    assert err.value.field == "battlefields[0].card"


def test_keyword_only_cards_with_supported_keywords_are_implemented():
    s = game(two_players(a={"base": [{"id": "poro", "card": "Stalwart Poro"}]}))
    assert s.observe()["cards"]["poro"]["keywords"] == ["Shield"]


def test_a_keyword_only_card_with_an_unimplemented_keyword_is_refused():
    facts = _first(lambda f: not f.has_rules_text and f.name not in coverage.registered()
                   and any(k.split()[0] not in coverage.GENERIC_KEYWORDS for k in f.keywords)
                   and coverage.missing(f) is not None)  # not one a compiled spec plays (Equip, Flow, ...)
    with pytest.raises(SetupError) as err:
        game(two_players(a={"hand": [{"id": "x", "card": facts.name}]}))
    assert err.value.field == "players.A.hand[0].card" and "keyword" in str(err.value)


def test_hand_written_modules_win_over_missing_keywords():
    # Lacerate has Flow, which only its module implements.
    assert coverage.missing(catalogue.lookup("Lacerate")) is None


def test_the_summary_accounts_for_every_card():
    s = coverage.summary()
    assert sum(len(v) for v in s.values()) == len(catalogue.names())
    assert "Void Seeker" in s["module"] and "Stalwart Poro" in s["keywords"]
    assert all(catalogue.lookup(n).effects for n in s["spec"])


def test_the_coverage_report_counts_every_card(capsys):
    assert coverage.main([]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 4 and sum(int(line.split()[0]) for line in lines) == len(catalogue.names())
