"""XP (728-733) in compiled specs: "Gain N XP." (730.1), [Level N] dependent abilities (824: active while
the card's controller has N or more XP, inactive below) and Hunt (823: "When I conquer or hold, my
controller gains X XP", summed)."""

from __future__ import annotations

import pytest
from engine_helpers import game, unit
from exercised import exercises
from spec_lab import FIRING, check, fire, lab_setup

from reference_engine import catalogue, coverage

SPEC_CARDS = sorted(coverage.summary()["spec"])


def _levelled(spec: dict) -> list[tuple[str, int]]:
    """(section, N) for each [Level N] triggered ability of a spec."""
    return [(k, v["level"]) for k, v in spec.items() if k in FIRING and isinstance(v, dict) and "level" in v]


LEVEL_TRIGGERS = [(n, k, lv) for n in SPEC_CARDS for k, lv in _levelled(catalogue.lookup(n).effects)]
LEVEL_STATIC = [(n, s) for n in SPEC_CARDS for s in catalogue.lookup(n).effects.get("static", ())
                if s["who"].get("level")]
GAINING = [n for n in SPEC_CARDS if '"xp"' in str(catalogue.lookup(n).effects).replace("'", '"')]


def test_the_families_are_compiled():
    """The compiler reads the Level and XP families (cards with a module too: the module wins in play)."""
    specs = [catalogue.lookup(n).effects for n in catalogue.names() if catalogue.lookup(n).effects]
    assert any(_levelled(e) for e in specs)
    assert any(s["who"].get("level") for e in specs for s in e.get("static", ()))
    assert any('"xp"' in str(e).replace("'", '"') for e in specs)


@exercises(*sorted({n for n, _, _ in LEVEL_TRIGGERS}))
@pytest.mark.parametrize("name,section,level", LEVEL_TRIGGERS, ids=[n for n, _, _ in LEVEL_TRIGGERS])
def test_a_level_triggered_ability_works_from_n_xp_only(name, section, level):
    run, instructions = fire(name, FIRING[section], xp=level)
    assert instructions and check(run, instructions) == []
    run, instructions = fire(name, FIRING[section], xp=level - 1)  # 824.1.d: inactive below N
    assert instructions == [] and check(run, []) == []


@exercises(*sorted({n for n, _ in LEVEL_STATIC}))
@pytest.mark.parametrize("name,grant", LEVEL_STATIC, ids=[n for n, _ in LEVEL_STATIC])
def test_a_level_grant_applies_from_n_xp_and_stops_below(name, grant):
    facts = catalogue.lookup(name)
    level = grant["who"]["level"]
    seen = {}
    for xp in (level - 1, level):
        setup = lab_setup(name, "base")
        setup["players"]["A"]["xp"] = xp
        seen[xp] = game(setup).observe()["cards"]["x"]
    low, high = seen[level - 1], seen[level]
    assert low["might"] == facts.might and high["might"] == facts.might + grant.get("might", 0)
    for k in grant.get("keywords", ()):
        assert k not in low["keywords"] and k in high["keywords"]


def test_losing_the_xp_turns_a_level_grant_off():
    """824.1.d: inactive as soon as the controller has fewer than N XP (here by spending it)."""
    from reference_engine.xp import spend_xp

    setup = lab_setup("Targonian Visionary", "base")
    setup["players"]["A"]["xp"] = 11
    s = game(setup)
    assert s.observe()["cards"]["x"]["might"] == catalogue.lookup("Targonian Visionary").might + 4
    spend_xp(s._g, "A", 1)
    assert s.observe()["cards"]["x"]["might"] == catalogue.lookup("Targonian Visionary").might


def _conquer_and_hold(card: str) -> tuple[int, int]:
    """XP after a unit conquers an open battlefield on A's turn, and after it holds there at A's next turn."""
    s = game({"turn": {"active": "A", "phase": "main"}, "battlefields": [{"id": "bf1"}],
              "players": {"A": {"base": [{"id": "x", "card": card}], "deck": [unit("d1"), unit("d2")]},
                          "B": {"deck": [unit("bd1"), unit("bd2")]}}})
    assert s.act({"player": "A", "move": ["x"], "to": "bf1"})["accepted"]
    o = s.observe()
    while o["chain"] or o["focus"]:
        step = {"pass": "priority"} if o["chain"] else {"pass": "focus"}
        assert s.act({"player": o["priority"] or o["focus"], **step})["accepted"]
        o = s.observe()
    conquered = o["players"]["A"]["xp"]
    for player in ("A", "B"):
        assert s.act({"player": player, "end_turn": True})["accepted"]
        o = s.observe()
        while o["chain"]:
            assert s.act({"player": o["priority"], "pass": "priority"})["accepted"]
            o = s.observe()
    return conquered, o["players"]["A"]["xp"]


@exercises("Voracious Gromp")
def test_hunt_gains_its_value_in_xp_when_the_unit_conquers_and_when_it_holds():
    assert catalogue.lookup("Voracious Gromp").keywords == ("Hunt 3",)
    assert _conquer_and_hold("Voracious Gromp") == (3, 6)  # 823.1.c.1
    assert _conquer_and_hold("Demacian Diplomat") == (0, 0)  # no Hunt


@exercises("Crowd Favorite")
def test_an_xp_cost_needs_the_xp():
    """730.2: spending XP is a cost; with less than 2 XP, "Spend 2 XP: [Buff] me." cannot be activated."""
    for xp, can in ((1, False), (2, True)):
        setup = lab_setup("Crowd Favorite", "base")
        setup["players"]["A"]["xp"] = xp
        s = game(setup)
        assert any(a.get("activate") == "x" for a in s.legal_actions("A")) is can
        assert s.act({"player": "A", "activate": "x"})["accepted"] is can
