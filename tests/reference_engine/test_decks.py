"""Decks and the deck-construction rules (101-103, 825): each broken rule is one clear error naming it."""

from __future__ import annotations

import copy
import random

import pytest

from reference_engine import catalogue, deck, selfplay
from reference_engine.api import Session
from reference_engine.errors import SetupError

POOL = selfplay.pool()


def legal_deck(seed: int = 3) -> dict:
    return selfplay.random_deck(random.Random(seed), POOL)


def legend_of(d: dict):
    return catalogue.lookup(d["legend"])


def refusal(d: dict) -> deck.DeckError:
    with pytest.raises(deck.DeckError) as info:
        deck.check(d, "A")
    return info.value


@pytest.mark.parametrize("seed", range(12))
def test_random_decks_keep_every_construction_rule(seed):
    d = deck.check(legal_deck(seed), "A")
    assert len(d.main) + 1 >= deck.MIN_MAIN and len(d.runes) == 12 and len(d.battlefields) == 3
    assert d.champion.facts.name.split(",")[0]  # a named champion unit


def test_wrong_domain_is_refused_naming_103_1_b_1():
    d = legal_deck()
    identity = set(legend_of(d).domains)
    outsider = next(c for c in POOL.cards if set(c.domains) - {"colorless"} - identity)
    d["main"][0] = {"card": outsider.name, "count": 1}
    err = refusal(d)
    assert err.rule == "103.1.b.1" and err.field == "decks.A.main[0].card"
    assert "rule 103.1.b.1" in str(err) and outsider.name in str(err) and "Domain Identity" in str(err)


def test_four_copies_are_refused_naming_103_2_b():
    d = legal_deck()
    entry = next(e for e in d["main"] if "Unique" not in catalogue.lookup(e["card"]).keywords
                 and e["card"] != d["champion"])
    entry["count"] = 4
    err = refusal(d)
    assert err.rule == "103.2.b" and "at most 3 copies" in str(err) and "this one has 4" in str(err)


def test_copies_count_the_chosen_champion():
    d = legal_deck()
    d["main"].append({"card": d["champion"], "count": 3})
    err = refusal(d)
    assert err.rule == "103.2.b" and "counting the Chosen Champion" in str(err)


def test_champion_tag_mismatch_is_refused_naming_103_2_a_2():
    d = legal_deck()
    tags = set(legend_of(d).tags)
    other = next(c for c in POOL.cards if "champion" in c.supertypes and not tags & set(c.tags))
    d["champion"] = other.name
    err = refusal(d)
    assert err.rule == "103.2.a.2" and err.field == "decks.A.champion.card" and "champion tag" in str(err)


def test_a_signature_unit_cannot_be_the_chosen_champion():
    signature_unit = next(n for n in catalogue.names() if catalogue.lookup(n).type == "unit"
                          and "signature" in catalogue.lookup(n).supertypes)
    d = legal_deck()
    d["champion"] = signature_unit
    err = refusal(d)
    assert err.rule == "103.2.a.2" and "Signature unit" in str(err)


def test_eleven_runes_are_refused_naming_103_3_a():
    d = legal_deck()
    d["runes"] = [{"card": "Fury Rune" if "fury" in legend_of(d).domains else f"{legend_of(d).domains[0].title()} Rune",
                   "count": 11}]
    err = refusal(d)
    assert err.rule == "103.3.a" and "exactly 12 runes" in str(err) and "has 11" in str(err)


def test_a_rune_outside_the_identity_is_refused():
    d = legal_deck()
    outside = next(dom for dom in ("fury", "calm", "mind", "body", "chaos", "order") if dom not in legend_of(d).domains)
    d["runes"][0] = {"card": f"{outside.title()} Rune", "count": d["runes"][0]["count"]}
    assert refusal(d).rule == "103.3.a.1"


def test_fewer_than_40_cards_are_refused_naming_103_2():
    d = legal_deck()
    d["main"] = d["main"][:3]
    err = refusal(d)
    assert err.rule == "103.2" and "at least 40" in str(err)


def test_signature_cards_need_the_legend_tag_and_at_most_three():
    d = selfplay.random_deck(random.Random(1), POOL, legend="Loose Cannon")
    tags = set(legend_of(d).tags)
    identity = set(legend_of(d).domains)
    foreign = next((n for n in catalogue.names() if "signature" in catalogue.lookup(n).supertypes
                    and not tags & set(catalogue.lookup(n).tags)
                    and set(catalogue.lookup(n).domains) <= identity), None)
    if foreign:
        d2 = copy.deepcopy(d)
        d2["main"].append({"card": foreign, "count": 1})
        assert refusal(d2).rule == "103.2.d.2"
    # 103.2.d.1 reads only the deck, so any catalogue cards will do: a legend with two Signature cards.
    facts = [catalogue.lookup(n) for n in catalogue.names()]
    def allowed(name):
        return 1 if "Unique" in catalogue.lookup(name).keywords else 3

    legend, own = next((lg, sig) for lg in facts if lg.type == "legend"
                       for sig in [[f.name for f in facts if "signature" in f.supertypes and set(lg.tags) & set(f.tags)
                                    and set(f.domains) <= set(lg.domains)]] if sum(map(allowed, sig)) >= 4)
    champion = next(f.name for f in facts if "champion" in f.supertypes and set(legend.tags) & set(f.tags))
    filler = [f.name for f in facts if f.type == "unit" and not f.supertypes and set(f.domains) <= set(legend.domains)]
    d3 = {**legal_deck(), "legend": legend.name, "champion": champion,
          "runes": [{"card": f"{legend.domains[0].title()} Rune", "count": 12}],
          "main": [{"card": n, "count": 3} for n in filler[:13]] + [{"card": n, "count": allowed(n)} for n in own]}
    err = refusal(d3)
    assert err.rule == "103.2.d.1" and "at most 3 Signature cards" in str(err)


def test_battlefields_three_distinct_and_of_the_right_kind():
    d = legal_deck()
    d["battlefields"] = d["battlefields"][:2]
    assert refusal(d).rule == "103.4.a"
    d = legal_deck()
    d["battlefields"][1] = d["battlefields"][0]
    assert refusal(d).rule == "103.4.c"
    d = legal_deck()
    d["battlefields"][0] = d["legend"]
    assert refusal(d).rule == "103.4"


def test_tokens_and_runes_are_not_main_deck_cards():
    d = legal_deck()
    d["main"].append({"card": "Fury Rune", "count": 1})
    assert refusal(d).rule == "103.2"
    d = legal_deck()
    d["main"].append({"card": "Gold", "count": 1})
    err = refusal(d)
    assert err.rule == "103.2" and "token" in str(err)


def catalogue_deck(legend) -> dict:
    """A legal deck for ``legend`` from any catalogue cards (the construction rules read only the deck)."""
    facts = [catalogue.lookup(n) for n in catalogue.names()]
    champion = next(f.name for f in facts if "champion" in f.supertypes and set(legend.tags) & set(f.tags))
    filler = [f.name for f in facts if f.type == "unit" and not f.supertypes and not f.keywords
              and set(f.domains) <= set(legend.domains)]
    return {**legal_deck(), "legend": legend.name, "champion": champion,
            "runes": [{"card": f"{legend.domains[0].title()} Rune", "count": 12}],
            "main": [{"card": n, "count": 3} for n in filler[:13]]}


def test_unique_allows_one_copy():
    facts = [catalogue.lookup(n) for n in catalogue.names()]
    unique = next(c for c in facts if "Unique" in c.keywords)  # today: Signature gear (825.3.b)
    legend = next(lg for lg in facts if lg.type == "legend" and set(unique.domains) <= set(lg.domains)
                  and set(lg.tags) & set(unique.tags))
    d = catalogue_deck(legend)
    deck.check(d, "A")
    d["main"].append({"card": unique.name, "count": 2})
    err = refusal(d)
    assert err.rule == "825.3.a" and "at most 1 copy" in str(err)


@pytest.mark.parametrize("bad, field, words", [
    ("not a deck", "decks.A", "expected a deck"),
    ({"legend": "Loose Cannon"}, "decks.A.champion", "required"),
])
def test_malformed_decks_name_the_field(bad, field, words):
    with pytest.raises(SetupError) as info:
        deck.check(bad, "A")
    assert info.value.field == field and words in str(info.value)


def test_unknown_names_and_wrong_keys_never_crash():
    d = legal_deck()
    d["main"][0] = {"card": "No Such Card", "count": 1}
    with pytest.raises(SetupError, match="no card named 'No Such Card'"):
        deck.check(d, "A")
    d = legal_deck()
    d["main"][0] = {"card": d["main"][0]["card"], "count": 1, "ids": ["x"]}
    with pytest.raises(SetupError, match="ids"):
        deck.check(d, "A")
    d = legal_deck()
    d["main"][0]["count"] = 0
    with pytest.raises(SetupError, match="count"):
        deck.check(d, "A")


def test_session_setup_refuses_an_illegal_deck_with_the_rule():
    d = legal_deck()
    d["runes"][0]["count"] -= 1
    with pytest.raises(SetupError) as info:
        Session().setup({"decks": {"A": d, "B": legal_deck(4)}})
    assert "rule 103.3.a" in str(info.value) and info.value.field == "decks.A.runes"


GARBAGE = (None, 5, True, "x", [], {}, [None], [5], [{}], {"card": 5}, [{"card": "Gust", "ids": [5]}])


@pytest.mark.parametrize("key", ["legend", "champion", "main", "runes", "battlefields", "battlefield"])
@pytest.mark.parametrize("value", GARBAGE, ids=repr)
def test_garbage_in_any_deck_field_is_a_setup_error_never_a_crash(key, value):
    d = legal_deck()
    d[key] = value
    try:
        deck.check(d, "A")
    except SetupError as exc:
        assert exc.field.startswith("decks.A") and str(exc)
    else:
        assert key == "battlefield" and value is None  # the one harmless value: no explicit choice


@pytest.mark.parametrize("key", ["mode", "order", "seed", "first", "decks"])
@pytest.mark.parametrize("value", GARBAGE, ids=repr)
def test_garbage_in_a_deck_setup_is_a_setup_error_never_a_crash(key, value):
    setup = {"decks": {"A": legal_deck(), "B": legal_deck(4)}, key: value}
    try:
        Session().setup(setup)
    except SetupError as exc:
        assert str(exc).startswith("setup")
    else:
        # accepted only when the value means "the default", or is a good seed
        assert value is None or (key == "order" and value == []) or (key == "seed" and value == 5)
