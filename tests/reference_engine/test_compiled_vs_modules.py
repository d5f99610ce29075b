"""Differential check of the spec interpreter: where a card has both a hand-written module and a compiled
spec (the module wins in play), playing the card with the spec instead must end in the same state, for every
legal way of playing it in a small board."""

import pytest
from engine_helpers import game, two_players, unit

from reference_engine import catalogue
from reference_engine.behaviour import _REGISTRY, registered
from reference_engine.cards.compiled import behaviour

BOTH = sorted(n for n in registered() if catalogue.lookup(n) and catalogue.lookup(n).effects
              and catalogue.lookup(n).type in ("spell", "unit"))
POWER = {d: 3 for d in ("fury", "calm", "mind", "body", "chaos", "order")}


def _setup(name: str) -> dict:
    return two_players(
        a={"energy": 12, "power": dict(POWER), "hand": [{"id": "x", "card": name}],
           "base": [unit("a1", 3), unit("a2", 1)], "deck": [unit(f"ad{i}") for i in range(4)]},
        b={"base": [unit("b1", 2)], "deck": [unit(f"bd{i}") for i in range(4)]},
        battlefields=[{"id": "bf1", "controller": "B", "units": [unit("b2", 4, controller="B"),
                                                                       unit("b3", 2, controller="B")]}])


def _run_to_rest(s, answers: list) -> dict:
    """Pass and answer (the first option, or the next scripted answer) until nothing is pending."""
    o = s.observe()
    for _ in range(40):
        if o["decision"]:
            d = o["decision"]
            choice = answers.pop(0) if answers else [d["options"][0]] if d["kind"] == "choose" else None
            if choice == ["yes"] and d["options"] == ["yes", "no"]:
                choice = "yes"  # a "you may" without targets is answered yes or no (383.3.a)
            assert d["kind"] == "choose", d
            assert s.act({"player": d["player"], "choose": choice})["accepted"]
        elif o["chain"]:
            assert s.act({"player": o["priority"], "pass": "priority"})["accepted"]
        else:
            return o
        o = s.observe()
    raise AssertionError("the game did not come to rest")


def _plays(name: str) -> list[dict]:
    s = game(_setup(name))
    return [a for a in s.legal_actions("A") if a.get("play") == "x"]


#: Cards whose module and compiled spec were written at the same time and still disagree (found by this
#: test when the card branches met); the module plays, the spec is to be reconciled with it.
DISAGREE: dict[str, str] = {}


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.xfail(reason=DISAGREE[n], strict=True))
                                  if n in DISAGREE else n for n in BOTH])
def test_the_spec_plays_like_the_module(name, monkeypatch):
    plays = _plays(name)
    assert plays, f"no legal play of {name}"
    for play in plays[:6]:
        module = game(_setup(name))
        assert module.act(play)["accepted"]
        expected = _run_to_rest(module, [])
        monkeypatch.setitem(_REGISTRY, name, behaviour(name, catalogue.lookup(name).effects))
        compiled = game(_setup(name))
        assert compiled.act(play)["accepted"], play
        assert _run_to_rest(compiled, []) == expected, play
        monkeypatch.undo()


SPECS = sorted(n for n in catalogue.names() if catalogue.lookup(n).effects and n not in registered()
               and catalogue.lookup(n).type in ("spell", "unit", "gear"))


@pytest.mark.parametrize("name", SPECS)
def test_every_compiled_card_plays_to_rest(name):
    """Smoke test of the interpreter over the whole catalogue: each legal play of each compiled card (with
    the first option of every question) runs until nothing is pending, and its activated abilities too."""
    from reference_engine import coverage

    if coverage.missing(catalogue.lookup(name)) is not None:
        pytest.skip("not implemented (a keyword the spec does not carry)")
    for play in _plays(name)[:3] or [None]:
        s = game(_setup(name))
        if play is not None:
            assert s.act(play)["accepted"], play
            o = _run_to_rest(s, [])
            for _ in range(2):
                abilities = [a for a in s.legal_actions("A") if a.get("activate") == "x"]
                if not abilities:
                    break
                assert s.act(abilities[0])["accepted"], abilities[0]
                o = _run_to_rest(s, [])
            assert o["winner"] is None
