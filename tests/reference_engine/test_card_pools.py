"""Issue 11 item 5: random play draws from every implemented card.

The random-play fuzzer (fuzzing.py) puts any implemented card in its positions; selfplay builds legal decks
(101-103), so a card reaches its games when some playable legend's deck may hold it. A legend whose
champion unit is not implemented cannot head a legal deck (103.2.a.2), nor can its signature cards join one
(103.2.d.2): those are the only implemented cards selfplay leaves out, and the fuzzer covers them."""

import fuzzing
from reference_engine import catalogue, selfplay


def _implemented() -> set[str]:
    return {f.name for f in (catalogue.lookup(n) for n in catalogue.names()) if selfplay._playable(f)}  # noqa: SLF001


def test_the_fuzzer_draws_from_every_implemented_card():
    drawn = {name for names in fuzzing.POOL.values() for name in names}
    assert _implemented() - {n for n in _implemented() if catalogue.lookup(n).type == "rune"} <= drawn


def test_selfplay_decks_draw_every_implemented_card_a_legal_deck_may_hold():
    pool = selfplay.pool()
    drawn = {b.name for b in pool.battlefields} | {r.name for r in pool.runes.values()}
    for legend, champions in pool.legends:
        drawn |= {legend.name} | {c.name for c in champions} | {c.name for c in pool.main_cards(legend)}
    headless = {legend for legend in _implemented() if catalogue.lookup(legend).type == "legend"} - drawn
    left_out = _implemented() - drawn
    for name in left_out:
        facts = catalogue.lookup(name)
        assert facts.type == "legend" or "signature" in facts.supertypes, name
        if facts.type == "legend":  # no implemented champion of its tag fits it (103.2.a.2)
            assert not [c for c in pool.cards if c.type == "unit" and "champion" in c.supertypes
                        and set(facts.tags) & set(c.tags) and set(c.domains) <= set(facts.domains) | {"colorless"}]
        else:  # a signature card of a legend that cannot head a deck, or of none whose domains hold it (103.2)
            legends = [catalogue.lookup(n) for n in catalogue.names() if catalogue.lookup(n).type == "legend"]
            assert any(set(catalogue.lookup(lg).tags) & set(facts.tags) for lg in headless) or not any(
                set(lg.tags) & set(facts.tags) and set(facts.domains) <= set(lg.domains) for lg in legends), name
