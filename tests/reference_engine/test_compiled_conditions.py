"""Conditions in compiled specs: a trigger's "if you control ..." right after its condition is part of the
trigger condition (383.2.a.1): met, the ability triggers and does its effect; not met, it does not trigger
at all. "I enter ready if you control another Mech." (143.4.a with a condition). Each card is played on a
board that meets its condition and on one that does not."""

from __future__ import annotations

import pytest
from engine_helpers import game, unit
from exercised import exercises
from spec_lab import FIRING, Run, check, fire, lab_setup, settle

from reference_engine import catalogue, coverage
from reference_engine.behaviour import registered

SPEC_CARDS = sorted(coverage.summary()["spec"])
IF_TRIGGERS = [(n, k) for n in SPEC_CARDS for k, v in catalogue.lookup(n).effects.items()
               if k in FIRING and isinstance(v, dict) and "if" in v and "level" not in v]
READY_IF = [n for n in SPEC_CARDS if isinstance(catalogue.lookup(n).effects.get("enters_ready"), dict)
            and "if" in catalogue.lookup(n).effects["enters_ready"]]


def _meet(setup: dict, cond: dict, met: bool) -> None:
    """Change the lab board so that ``cond`` (about what A controls) holds, or does not."""
    k = cond["control"]
    a = setup["players"]["A"]
    if k.get("kind") == "rune":
        n = k["at_most"] if met else k["at_most"] + 1
        a["runes"] = [{"id": f"rr{i}", "domain": "fury"} for i in range(n)]
    elif "tag" in k:
        a["base"] = [c for c in a["base"] if c.get("id") != "tagged"]
        if met:
            a["base"].append({"id": "tagged", "unit": {"might": 1, "tags": [k["tag"]]}})
    else:
        need = k.get("at_least", 0)
        kind = k["kind"]
        mine = [c for c in a["base"] if kind in c and c.get("id") != "x"]
        extra = max(0, need - len(mine)) if met else 0
        if not met:
            a["base"] = [c for c in a["base"] if kind not in c]
        a["base"] += [{"id": f"extra{i}", kind: {}} for i in range(extra)]


def test_the_conditional_families_are_compiled():
    """The compiler reads both families (cards with a hand-written module too: the module wins in play)."""
    specs = [catalogue.lookup(n).effects for n in catalogue.names() if catalogue.lookup(n).effects]
    assert any(isinstance(v, dict) and "if" in v for e in specs for k, v in e.items() if k in FIRING)
    assert any(isinstance(e.get("enters_ready"), dict) and "if" in e["enters_ready"] for e in specs)


@exercises(*sorted({n for n, _ in IF_TRIGGERS if n not in registered()}))
@pytest.mark.parametrize("name,section", [t for t in IF_TRIGGERS if t[0] not in registered()],
                         ids=[n for n, _ in IF_TRIGGERS if n not in registered()])
@pytest.mark.parametrize("met", [True, False])
def test_a_trigger_condition_with_if_fires_only_when_it_holds(name, section, met, monkeypatch):
    cond = catalogue.lookup(name).effects[section]["if"]
    import spec_lab

    original = spec_lab.lab_setup

    def patched(*args, **kwargs):
        setup = original(*args, **kwargs)
        if not kwargs.get("vanilla"):
            _meet(setup, cond, met)
        return setup

    monkeypatch.setattr(spec_lab, "lab_setup", patched)
    run, instructions = fire(name, FIRING[section])
    body = catalogue.lookup(name).effects[section]["do"]
    assert check(run, body if met else []) == []
    if not met:
        assert check(run, body) != []  # and its effect did not happen


@exercises(*READY_IF)
@pytest.mark.parametrize("name", READY_IF)
@pytest.mark.parametrize("met", [True, False])
def test_a_unit_enters_ready_only_if_its_condition_holds(name, met):
    setup = lab_setup(name, "hand")
    _meet(setup, catalogue.lookup(name).effects["enters_ready"]["if"], met)
    s = game(setup)
    assert s.act({"player": "A", "play": "x"})["accepted"]
    o = settle(s, Run(before={}), [])
    assert o["cards"]["x"]["zone"] == "base" and o["cards"]["x"]["exhausted"] is not met


@exercises("Breakneck Mech")
def test_breakneck_mech_gives_your_mechs_deflect_and_ganking_and_the_other_mech_must_be_another():
    s = game({"turn": {"active": "A", "phase": "main"}, "battlefields": [{"id": "bf1"}],
              "players": {"A": {"energy": 10, "power": {"fury": 3, "chaos": 3, "order": 3, "body": 3, "mind": 3, "calm": 3},
                                "hand": [{"id": "x", "card": "Breakneck Mech"}],
                                "base": [{"id": "m", "unit": {"might": 2, "tags": ["Mech"]}}, unit("u", 2)]},
                          "B": {}}})
    assert s.act({"player": "A", "play": "x"})["accepted"]
    o = settle(s, Run(before={}), [])
    assert o["cards"]["x"]["exhausted"] is False  # m is another Mech
    assert {"Deflect", "Ganking"} <= set(o["cards"]["m"]["keywords"]) and not o["cards"]["u"]["keywords"]
