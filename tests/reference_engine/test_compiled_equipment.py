"""Compiled Equipment (718, 818, 819): Equip attaches the gear to a unit you control, which gets its Might
bonus and the keywords and triggered abilities of its effect text (136.2.c); Quick-Draw attaches it as it
is played. Each compiled Equipment is played here, and each effect-text trigger fired through the unit it
is attached to (``spec_lab.fire(..., equipped=True)``)."""

from __future__ import annotations

import pytest
from engine_helpers import game, unit
from exercised import exercises
from spec_lab import Run, check, equip, fire, firings, settle

from reference_engine import catalogue
from reference_engine.behaviour import registered

#: compiled Equipment without a module (a module wins in play)
EQUIPMENT = sorted(n for n in catalogue.names() if (catalogue.lookup(n).effects or {}).get("equip")
                   and n not in registered())
TRIGGERED = [(n, f) for n in EQUIPMENT if "equipped" in catalogue.lookup(n).effects
             for f in firings(catalogue.lookup(n).effects["equipped"], catalogue.lookup(n))]


def _board(name: str, where: str = "base") -> dict:
    gear = {"id": "eq", "card": name}
    a = {"energy": 20, "power": {d: 4 for d in ("fury", "calm", "mind", "body", "chaos", "order")},
         "base": [unit("u", 2), unit("v", 1)] + ([gear] if where == "base" else []),
         "hand": [gear] if where == "hand" else []}
    return {"turn": {"active": "A", "phase": "main"}, "battlefields": [{"id": "bf1"}],
            "players": {"A": a, "B": {"base": [unit("e", 1)]}}}


def test_there_are_compiled_equipment():
    """The compiler reads Equipment (those with a hand-written module too: the module wins in play)."""
    specs = [n for n in catalogue.names() if (catalogue.lookup(n).effects or {}).get("equip")]
    assert len(specs) >= 10 and any("equipped" in catalogue.lookup(n).effects for n in specs)


@exercises(*EQUIPMENT)
@pytest.mark.parametrize("name", EQUIPMENT)
def test_equip_attaches_it_and_the_unit_gets_its_bonus_and_effect_text_keywords(name):
    facts = catalogue.lookup(name)
    granted = facts.effects.get("equipped", {}).get("keywords", [])
    s = game(_board(name))
    before = s.observe()["cards"]
    assert not set(granted) & set(before["u"]["keywords"])
    assert not any(a.get("activate") == "eq" and a.get("targets") == ["e"] for a in s.legal_actions("A"))  # yours
    o = equip(s, unit_id="u")
    energy, power = facts.effects["equip"]
    assert o["cards"]["eq"]["attached_to"] == "u"
    assert o["players"]["A"]["energy"] == 20 - energy
    assert sum(o["players"]["A"]["power"].values()) == 24 - power
    assert o["cards"]["u"]["might"] == 2 + (facts.might_bonus or 0)  # 718.4
    assert set(granted) <= set(o["cards"]["u"]["keywords"])  # 136.2.c
    assert o["cards"]["v"]["might"] == 1 and not set(granted) & set(o["cards"]["v"]["keywords"])
    o = equip(s, unit_id="v")  # 718.5.d: one top-most card at a time
    assert o["cards"]["eq"]["attached_to"] == "v" and o["cards"]["u"]["might"] == 2
    assert o["cards"]["v"]["might"] == 1 + (facts.might_bonus or 0)
    assert not set(granted) & set(o["cards"]["u"]["keywords"])


QUICK = [n for n in EQUIPMENT if catalogue.lookup(n).effects.get("quick_draw")]


@exercises(*QUICK)
@pytest.mark.parametrize("name", QUICK)
def test_quick_draw_attaches_it_as_it_is_played(name):
    s = game(_board(name, "hand"))
    assert s.act({"player": "A", "play": "eq"})["accepted"]
    o = settle(s, Run(before={}), [{"target": {"kind": "unit", "relation": "friendly"}}])
    assert o["cards"]["eq"]["zone"] == "base" and o["cards"]["eq"]["attached_to"] in ("u", "v")


@exercises(*sorted({n for n, _ in TRIGGERED}))
@pytest.mark.parametrize("name,firing", TRIGGERED, ids=[f"{n}-{f}" for n, f in TRIGGERED])
def test_an_effect_text_trigger_is_the_attached_units(name, firing):
    run, instructions = fire(name, firing, equipped=True)
    assert instructions
    assert check(run, instructions) == []


def test_an_unattached_equipment_gives_nothing_and_its_effect_text_does_not_trigger():
    s = game({"turn": {"active": "A", "phase": "main"}, "battlefields": [{"id": "bf1"}],
              "players": {"A": {"base": [{"id": "eq", "card": "Boneshiver"}, unit("u", 2)],
                                "rune_deck": [{"id": "r1", "domain": "fury"}]}, "B": {}}})
    assert s.act({"player": "A", "move": ["u"], "to": "bf1"})["accepted"]
    o = settle(s, Run(before={}), [], showdowns=True)
    assert o["battlefields"]["bf1"]["controller"] == "A" and o["players"]["A"]["runes"] == []  # no channel


@pytest.mark.parametrize("attached", [False, True])
def test_an_attached_equipments_temporary_is_inactive(attached):
    """718.2: an attached card's printed rules text is inactive, so Spinning Axe's [Temporary] kills it at
    the start of its controller's Beginning Phase only while it is unattached (816.1.b)."""
    s = game({"turn": {"active": "A", "phase": "main"}, "battlefields": [{"id": "bf1"}],
              "players": {"A": {"power": {"fury": 2, "order": 2, "calm": 2, "body": 2, "mind": 2, "chaos": 2},
                                "base": [{"id": "eq", "card": "Spinning Axe"}, unit("u", 2)],
                                "deck": [unit("d1"), unit("d2")]},
                          "B": {"deck": [unit("bd1"), unit("bd2")]}}})
    if attached:
        equip(s, unit_id="u")
    for player in ("A", "B"):
        assert s.act({"player": player, "end_turn": True})["accepted"]
        o = settle(s, Run(before={}), [])
    assert o["turn"]["active"] == "A"
    assert o["cards"]["eq"]["zone"] == ("base" if attached else "trash")
