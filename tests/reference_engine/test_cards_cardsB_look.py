"""Looking at and revealing the top of a deck (``revealing.see_top``) and the lane B cards built on it:
the "as you look at / reveal me" and "if you would reveal" replacements, plays of the cards seen."""

from __future__ import annotations

import pytest
from engine_helpers import deck, game, ok, two_players, unit
from exercised import exercises
from unl_helpers import drive, first_options, official, resolve_top, settle

RICH = {"energy": 12, "power": {d: 3 for d in ("fury", "calm", "mind", "body", "chaos", "order")}}


def _answer(choices: dict):
    """Answer each question by the first matching key of ``choices`` in its prompt, else the first option."""

    def answer(d):
        for key, value in choices.items():
            if key in d["prompt"]:
                return {"choose": value}
        return first_options(d)

    return answer


@exercises("Lightning Rush")
def test_lightning_rush_draws_one_of_three_and_trashes_the_rest():
    s = game(two_players(a={**RICH, "hand": [official("lr", "Lightning Rush")], "deck": deck(5)}))
    ok(s, player="A", play="lr")
    o = resolve_top(s)
    assert o["decision"]["options"] == ["d0", "d1", "d2"]
    o = ok(s, player="A", choose=["d1"])
    assert "d1" in o["players"]["A"]["hand"]
    assert o["cards"]["d0"]["zone"] == "trash" and o["cards"]["d2"]["zone"] == "trash"
    assert o["players"]["A"]["deck"] == ["d3", "d4"]


def test_lightning_rush_flow_is_paid_with_power_of_any_domain():
    s = game(two_players(a={"energy": 2, "power": {"mind": 1}, "trash": [official("lr", "Lightning Rush")],
                            "deck": deck(3)}))
    ok(s, player="A", play="lr")
    o = s.observe()
    assert o["players"]["A"]["energy"] == 0 and o["players"]["A"]["power"].get("mind", 0) == 0


@exercises("Pakaa Protector")
@pytest.mark.parametrize("top,drawn", [("unit", True), ("spell", False)])
def test_pakaa_protector_draws_a_revealed_unit_or_trashes_it_for_plus_two(top, drawn):
    first = unit("t", 1) if top == "unit" else official("t", "Cleave")
    s = game(two_players(a={"base": [official("p", "Pakaa Protector")], "deck": [first] + deck(2)},
                         battlefields=[{"id": "bf1", "controller": "A"}]))
    ok(s, player="A", move=["p"], to="bf1")
    o = settle(s)
    assert (o["cards"]["t"]["zone"] == "hand") is drawn
    assert o["cards"]["p"]["might"] == (4 if drawn else 6)
    assert any(e["type"] == "reveal" and e["card"] == "t" for e in s.events())


@exercises("Undertitan")
def test_undertitan_adds_two_energy_as_it_is_revealed_not_as_it_is_looked_at():
    s = game(two_players(a={"base": [official("p", "Pakaa Protector")], "deck": [official("ut", "Undertitan")]},
                         battlefields=[{"id": "bf1", "controller": "A"}]))
    ok(s, player="A", move=["p"], to="bf1")
    o = settle(s)
    assert o["cards"]["ut"]["zone"] == "hand" and o["players"]["A"]["energy"] == 2
    s = game(two_players(a={**RICH, "hand": [official("lr", "Lightning Rush")], "deck": [official("ut", "Undertitan")]}))
    ok(s, player="A", play="lr")
    o = drive(s, first_options)
    assert o["players"]["A"]["energy"] == RICH["energy"] - 1


def test_undertitan_gives_your_other_units_two_might_this_turn():
    s = game(two_players(a={**RICH, "hand": [official("ut", "Undertitan")], "base": [unit("u", 1)]},
                         b={"base": [unit("e", 1, controller="B")]}))
    ok(s, player="A", play="ut")
    o = settle(s)
    assert o["cards"]["u"]["might"] == 3 and o["cards"]["e"]["might"] == 1 and o["cards"]["ut"]["might"] == 5


@exercises("Void Hatchling")
@pytest.mark.parametrize("recycled", [True, False])
def test_void_hatchling_looks_at_the_top_card_first_and_may_recycle_it(recycled):
    s = game(two_players(a={"base": [official("p", "Pakaa Protector"), official("vh", "Void Hatchling")],
                            "deck": [official("s", "Cleave"), unit("t", 1)]},
                         battlefields=[{"id": "bf1", "controller": "A"}]))
    ok(s, player="A", move=["p"], to="bf1")
    o = settle(s)
    assert o["decision"]["prompt"].startswith("recycle s")
    o = ok(s, player="A", choose="yes" if recycled else "no")
    o = settle(s)
    if recycled:  # the spell went to the bottom; the unit under it was revealed and drawn
        assert o["cards"]["t"]["zone"] == "hand" and o["players"]["A"]["deck"] == ["s"]
    else:
        assert o["cards"]["s"]["zone"] == "trash" and o["cards"]["p"]["might"] == 6


def _nocturne_under_rush(power):
    return game(two_players(a={"energy": 1, "power": power, "hand": [official("lr", "Lightning Rush")],
                               "deck": [official("n", "Nocturne, Horrifying"), unit("d1"), unit("d2")]}))


@exercises("Nocturne, Horrifying")
def test_nocturne_seen_on_top_may_be_banished_and_played_for_any_power():
    s = _nocturne_under_rush({"calm": 1, "order": 1})
    ok(s, player="A", play="lr")
    o = resolve_top(s)
    assert o["decision"]["prompt"].startswith("banish n")
    ok(s, player="A", choose="yes")
    o = ok(s, player="A", choose="yes")  # play him for [A]
    assert o["cards"]["n"]["zone"] == "chain"
    o = ok(s, player="A", choose=["d1"])  # Lightning Rush goes on with the cards still on top
    o = drive(s, first_options)
    assert o["cards"]["n"]["zone"] == "base" and o["cards"]["d1"]["zone"] == "hand"
    assert o["cards"]["d2"]["zone"] == "trash" and sum(o["players"]["A"]["power"].values()) == 1


def test_nocturne_banished_but_not_payable_stays_banished():
    s = _nocturne_under_rush({})
    ok(s, player="A", play="lr")
    resolve_top(s)
    ok(s, player="A", choose="yes")
    ok(s, player="A", choose="yes")
    o = drive(s, first_options)
    assert o["cards"]["n"]["zone"] == "banishment"


def test_nocturne_declined_stays_among_the_cards_seen():
    s = _nocturne_under_rush({"calm": 1})
    ok(s, player="A", play="lr")
    resolve_top(s)
    o = ok(s, player="A", choose="no")
    assert o["decision"]["options"] == ["n", "d1", "d2"]


@exercises("Rek'Sai, Swarm Queen")
def test_reksai_reveals_two_banishes_one_and_plays_a_unit_where_she_attacks():
    s = game(two_players(a={**RICH, "base": [official("rs", "Rek'Sai, Swarm Queen")],
                            "deck": [unit("big", 4, cost=2), unit("d1"), unit("d2")]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 1, controller="B")]}]))
    ok(s, player="A", move=["rs"], to="bf1")
    o = drive(s, _answer({"you may banish": ["big"], "choose where": ["bf1"], "rs.trigger": "yes"}))
    assert o["cards"]["big"]["zone"] == "bf1" and o["cards"]["big"]["designation"] == "attacker"
    assert o["players"]["A"]["deck"] == ["d2", "d1"] and o["players"]["A"]["energy"] == RICH["energy"] - 2
    kinds = [(e["type"], e.get("card")) for e in s.events()]
    assert kinds.index(("banish", "big")) < kinds.index(("play", "big"))  # banished, then played (the errata)


@exercises("Twisted Fate, Gambler")
@pytest.mark.parametrize("domain", ["fury", "mind", "order", "calm"])
def test_twisted_fate_reveals_a_rune_recycles_it_and_acts_by_its_domain(domain):
    s = game(two_players(a={"base": [official("tf", "Twisted Fate, Gambler")], "deck": deck(2),
                            "rune_deck": [{"id": "top", "domain": domain}, {"id": "next", "domain": "fury"}]},
                         b={"base": [unit("far", 5, controller="B")]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [
                             unit("e1", 5, controller="B"), unit("e2", 5, controller="B")]}]))
    ok(s, player="A", move=["tf"], to="bf1")
    o = drive(s, _answer({"enemy unit here": ["e1"], "an enemy unit for": ["far"]}))
    assert o["players"]["A"]["rune_deck"] == ["next", "top"]
    dealt = [(e["unit"], e["amount"]) for e in s.events() if e["type"] == "damage" and e.get("dealt_by") == "ability"]
    events = [e["type"] for e in s.events()]
    if domain == "fury":
        assert dealt == [("e1", 2), ("e2", 1)]
    elif domain == "mind":
        assert "d0" in o["players"]["A"]["hand"]
    elif domain == "order":
        assert "stun" in events
    else:
        assert "d0" not in o["players"]["A"]["hand"] and "stun" not in events and not dealt


@exercises("Promising Future")
def test_promising_future_each_player_banishes_one_of_five_and_plays_it_ignoring_energy():
    s = game(two_players(a={"energy": 5, "power": {"mind": 1}, "hand": [official("pf", "Promising Future")],
                            "deck": [unit("a0", 2, cost=5)] + deck(5, "ad")},
                         b={"deck": [unit("b0", 3, cost=6)] + deck(5, "bd")}))
    ok(s, player="A", play="pf")
    o = drive(s, first_options)  # each player banishes the first of their top five
    assert o["cards"]["a0"]["zone"] == "base" and o["cards"]["b0"]["zone"] == "base"
    assert o["cards"]["b0"]["controller"] == "B"
    assert o["players"]["A"]["deck"][-4:] == ["ad0", "ad1", "ad2", "ad3"]
    assert o["players"]["B"]["deck"][-4:] == ["bd0", "bd1", "bd2", "bd3"]
    plays = [e["card"] for e in s.events() if e["type"] == "play" and e.get("card") in ("a0", "b0")]
    # B's item went on the chain first and, a unit, resolved as soon as it was finalized; the turn player's last
    assert plays == ["b0", "a0"]
    assert o["players"]["A"]["energy"] == 0 and o["players"]["A"]["power"].get("mind", 0) == 0


def test_nocturne_is_seen_by_other_cards_that_look_at_the_top_of_the_deck():
    s = game(two_players(a={**RICH, "hand": [official("o", "Ornn, Blacksmith")],
                            "deck": [official("n", "Nocturne, Horrifying"), unit("d1")]}))
    ok(s, player="A", play="o")
    o = drive(s, lambda d: {"choose": "yes"} if d["options"] == ["yes", "no"] else first_options(d))
    assert o["cards"]["n"]["zone"] == "base" and o["players"]["A"]["deck"] == ["d1"]
