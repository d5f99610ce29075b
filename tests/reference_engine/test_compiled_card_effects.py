"""Every compiled card does what its spec says, on the observed state: each section fired in a small lab
(``spec_lab.py``), each instruction's effect checked per verb (a target's damage, Might, keywords, zone;
hand, deck, trash and rune counts; tokens). Cards with sections the lab cannot fire need their own test."""

from __future__ import annotations

import pytest
from exercised import exercises
from engine_helpers import game
from spec_lab import Run, check, fire, fire_ability, firings, lab_setup, settle

from reference_engine import catalogue, coverage
from reference_engine.behaviour import _REGISTRY, registered
from reference_engine.cards.compiled import behaviour

SPEC_CARDS = sorted(coverage.summary()["spec"])
FIRED = [(name, f) for name in SPEC_CARDS for f in firings(catalogue.lookup(name).effects, catalogue.lookup(name))]


@exercises(*sorted({name for name, _ in FIRED}))
@pytest.mark.parametrize("name,firing", FIRED, ids=[f"{n}-{f}" for n, f in FIRED])
def test_a_compiled_card_does_what_its_spec_says(name, firing):
    run, instructions = fire(name, firing)
    assert instructions or firing == "play", "nothing to check"  # "play" alone: the paid/Legion part must not act
    assert check(run, instructions) == []


# -- activated abilities, passives and play permissions --------------------------------------------------

def _conditional(value) -> bool:
    return isinstance(value, dict) and "if" in value


ABILITIES = [(name, i) for name in SPEC_CARDS
             for i, a in enumerate(catalogue.lookup(name).effects.get("abilities", ()), 1) if "empower" not in a]
EMPOWER = [name for name in SPEC_CARDS if "empowered" in catalogue.lookup(name).effects]
STATIC = [name for name in SPEC_CARDS if "static" in catalogue.lookup(name).effects]
READY = [name for name in SPEC_CARDS if {"enters_ready", "enters_exhausted"} & set(catalogue.lookup(name).effects)
         and not _conditional(catalogue.lookup(name).effects.get("enters_ready"))]  # "if": its own test
PLAY_TO = [name for name in SPEC_CARDS if "play_to" in catalogue.lookup(name).effects]
VISION = [name for name in SPEC_CARDS if "vision" in catalogue.lookup(name).effects]


def _tags(c: dict) -> tuple[str, ...]:
    facts = catalogue.lookup(c["name"])
    return facts.tags if facts is not None else ()


def _power(o) -> int:
    return sum(o["players"]["A"]["power"].values())


@exercises(*sorted({name for name, _ in ABILITIES}))
@pytest.mark.parametrize("name,index", ABILITIES, ids=[f"{n}-{i}" for n, i in ABILITIES])
def test_a_compiled_ability_does_what_its_spec_says(name, index):
    ability = catalogue.lookup(name).effects["abilities"][index - 1]
    run, instructions = fire_ability(name, index)
    assert check(run, instructions) == []
    cost, me = ability["cost"], run.after["cards"]["x"]
    if cost.get("kill"):  # "Kill this" (403.1.a); a token ceases to exist instead
        assert me["zone"] == ("none" if catalogue.lookup(name).is_token else "trash")
    elif cost["exhaust"]:
        assert me["exhausted"] is True
    added = [i["add"] for i in ability["effect"] if "add" in i]
    energy = run.after["players"]["A"]["energy"] - run.before["players"]["A"]["energy"]
    power = _power(run.after) - _power(run.before)
    assert energy == sum(a.get("energy", 0) for a in added) - cost["energy"]
    assert power == sum(a.get("power", 0) for a in added) - cost["power"]


@exercises(*EMPOWER)
@pytest.mark.parametrize("name", EMPOWER)
def test_an_empower_ability_empowers_and_the_empowered_text_applies(name):
    spec = catalogue.lookup(name).effects
    index = next(i for i, a in enumerate(spec["abilities"], 1) if "empower" in a)
    s = game(lab_setup(name, "base"))
    before = s.observe()["cards"]["x"]
    assert before["empowered"] is False
    grant = spec["empowered"]
    assert not set(grant.get("keywords", ())) & set(before["keywords"])
    action = next(a for a in s.legal_actions("A") if a.get("activate") == "x" and a.get("ability", 1) == index)
    assert s.act(action)["accepted"]
    o = settle(s, Run(before={}), [])
    me = o["cards"]["x"]
    assert me["empowered"] is True and me["might"] == before["might"] + grant.get("might", 0)
    assert set(grant.get("keywords", ())) <= set(me["keywords"])
    energy, power = spec["abilities"][index - 1]["empower"]
    assert o["players"]["A"]["energy"] == 30 - energy and _power(o) == 36 - power


@exercises(*READY)
@pytest.mark.parametrize("name", READY)
def test_a_card_enters_ready_or_exhausted_as_its_spec_says(name):
    spec = catalogue.lookup(name).effects
    level = spec["enters_ready"].get("level", 0) if isinstance(spec.get("enters_ready"), dict) else 0
    for xp in sorted({level, max(level - 1, 0)}):  # "[Level N][>] I enter ready.": from N XP (824.1.c)
        setup = lab_setup(name, "hand")
        setup["players"]["A"]["xp"] = xp
        s = game(setup)
        assert s.act({"player": "A", "play": "x"})["accepted"]
        o = settle(s, Run(before={}), [])
        assert o["cards"]["x"]["zone"] == "base"
        ready = "enters_ready" in spec and xp >= level
        assert o["cards"]["x"]["exhausted"] is not ready  # units otherwise enter exhausted, gear ready


@exercises(*STATIC)
@pytest.mark.parametrize("name", STATIC)
def test_a_passive_grant_reaches_exactly_the_group_it_names(name):
    facts = catalogue.lookup(name)
    for grant in facts.effects["static"]:
        who = grant["who"]
        setup = lab_setup(name, "battlefield" if facts.type == "battlefield" else "base")
        if who.get("self") and who.get("while") == "buffed":
            setup["players"]["A"]["base"][-1]["buffed"] = True
        setup["players"]["A"]["xp"] = who.get("level", 0)  # a [Level N] grant applies from N XP (824.1.c)
        setup["players"]["A"]["base"].append({"id": "tok", "card": "Sprite", "token": True})
        o = game(setup).observe()
        plain = game(lab_setup(name, "base", vanilla=True)).observe() if facts.type != "battlefield" else None
        for cid in ("x", "mate", "bmate", "foe", "bfoe", "tok"):
            if cid not in o["cards"]:
                continue
            c = o["cards"][cid]
            if who.get("self"):
                gets = cid == "x"
            else:
                here = "x" if facts.type == "battlefield" else o["cards"]["x"]["zone"]
                gets = (c["type"] == "unit" and (who["relation"] == "any" or (c["controller"] == "A") == (who["relation"] == "friendly"))
                        and (who["at"] != "here" or c["zone"] == here)
                        and not (who.get("other") and cid == "x") and (not who.get("token") or c["token"])
                        and (not who.get("tag") or who["tag"] in _tags(c))) or bool(who.get("including_me") and cid == "x")
            keywords = set(grant.get("keywords", ()))
            printed = set(facts.keywords) if cid == "x" else set()
            if keywords and not keywords <= printed:
                assert (keywords <= set(c["keywords"])) is gets, (cid, c["keywords"])
            if grant.get("might") and plain is not None and cid in plain["cards"]:
                buffed = who.get("while") == "buffed" and cid == "x"
                base = plain["cards"][cid]["might"] + (1 if buffed else 0)  # its buff
                assert c["might"] == base + (grant["might"] if gets else 0), (cid, c["might"])


@exercises(*PLAY_TO)
@pytest.mark.parametrize("name", PLAY_TO)
def test_a_play_permission_adds_exactly_the_battlefields_it_names(name):
    where = catalogue.lookup(name).effects["play_to"]
    s = game(lab_setup(name, "hand"))
    places = {a.get("to", "base") for a in s.legal_actions("A") if a.get("play") == "x"}
    assert places == {"base", "bf2", {"open": "bf3", "occupied enemy": "bf1"}[where]}  # 355.2.a, then 170.11


@exercises(*VISION)
@pytest.mark.parametrize("name", VISION)
def test_vision_predicts_as_the_card_is_played(name):
    s = game(lab_setup(name, "hand"))
    assert s.act({"player": "A", "play": "x"})["accepted"]
    o = s.observe()
    for _ in range(6):
        if o["decision"] and o["decision"]["options"] == ["d1"]:
            break
        assert s.act({"player": o["priority"], "pass": "priority"})["accepted"]
        o = s.observe()
    assert o["decision"]["player"] == "A"  # 817.1.c: look at the top card, may recycle it
    assert s.act({"player": "A", "choose": ["d1"]})["accepted"]
    o = s.observe()
    assert o["players"]["A"]["deck"][-1] == "d1" and o["players"]["A"]["deck"][0] == "d2"


# -- the specs of cards that also have a module (the module wins in play) ---------------------------------

SHADOWED = sorted(n for n in registered() if catalogue.lookup(n).effects)
SHADOWED_FIRED = [(n, f) for n in SHADOWED for f in firings(catalogue.lookup(n).effects, catalogue.lookup(n))]


@pytest.mark.parametrize("name,firing", SHADOWED_FIRED, ids=[f"{n}-{f}" for n, f in SHADOWED_FIRED])
def test_the_spec_of_a_card_with_a_module_does_what_it_says_too(name, firing, monkeypatch):
    """Played from its spec instead of its module: where this holds for every firing, the module adds
    nothing the shared effects do not express and the card could be a fact."""
    monkeypatch.setitem(_REGISTRY, name, behaviour(name, catalogue.lookup(name).effects))
    run, instructions = fire(name, firing)
    assert check(run, instructions) == []
