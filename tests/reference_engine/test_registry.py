"""The card seam at run time: the machinery works without ``reference_engine.cards`` imported, asks the
registry (``behaviour.py``) for every behaviour, and refuses to guess when no card was registered."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from reference_engine import behaviour, catalogue, coverage
from reference_engine.behaviour import Behaviour, card


def _python(code: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=120)


def test_the_machinery_loads_without_cards_and_refuses_to_guess():
    """Importing every machinery module does not import ``cards``; asking for an official card's behaviour
    then raises ``CardsNotLoaded`` instead of silently playing it as if it had no text."""
    done = _python("""
        import importlib, pkgutil, sys
        import reference_engine, reference_engine.catalogue as cat
        roots = ("cards", "api", "coverage", "server", "selfplay", "__main__")
        names = [f"reference_engine.{m.name}" for m in pkgutil.iter_modules(reference_engine.__path__)
                 if m.name not in roots] + [f"reference_engine.catalogue.{m.name}" for m in pkgutil.iter_modules(cat.__path__)]
        assert len(names) >= 40, names
        for name in names:
            importlib.import_module(name)
        assert "reference_engine.cards" not in sys.modules, "a machinery module imported cards"
        from reference_engine.behaviour import CardsNotLoaded, behaviour_of
        from reference_engine.state import CardInstance, GameState
        g = GameState(order=["A"], players={}, active="A")
        g.cards["x"] = CardInstance(id="x", name="Cleave", type="spell", owner="A", controller="A", zone="hand",
                                    official=True)
        g.cards["u"] = CardInstance(id="u", name="u", type="unit", owner="A", controller="A", zone="hand")
        assert type(behaviour_of(g, "u")).__name__ == "Behaviour"  # a plain test unit needs no card
        try:
            behaviour_of(g, "x")
        except CardsNotLoaded as exc:
            print("refused:", exc)
    """)
    assert done.returncode == 0, done.stderr
    assert "refused: no card behaviours are registered" in done.stdout


def test_a_session_fills_the_registry():
    done = _python("""
        import sys
        from reference_engine.api import Session
        from reference_engine import behaviour
        assert "reference_engine.cards" in sys.modules and behaviour.loaded()
        print(len(behaviour.registered()))
    """)
    assert done.returncode == 0, done.stderr
    assert int(done.stdout) > 100


def test_modules_win_then_specs_then_the_default():
    assert behaviour.module_behaviour("Void Seeker") is not None
    assert behaviour.module_behaviour("Incinerate") is None and behaviour.compiled_behaviour("Incinerate") is not None
    assert behaviour.compiled_behaviour("Stalwart Poro") is None


def test_one_name_registers_once():
    with pytest.raises(ValueError, match="two behaviours registered for 'Void Seeker'"):
        card("Void Seeker")(type("Again", (Behaviour,), {}))


def test_coverage_filters_by_type(capsys):
    everything = coverage.summary()
    legends = coverage.summary(["Legend"])
    both = coverage.summary(["legend", "BATTLEFIELD"])
    types = {n: catalogue.lookup(n).type for n in catalogue.names()}
    assert all(types[n] == "legend" for kind in legends.values() for n in kind)
    assert sum(map(len, legends.values())) == sum(t == "legend" for t in types.values())
    assert sum(map(len, both.values())) == sum(t in ("legend", "battlefield") for t in types.values())
    for kind, names in both.items():
        assert set(names) == {n for n in everything[kind] if types[n] in ("legend", "battlefield")}
    assert coverage.main(["--type", "Legend", "-v"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert sum(int(line.split()[0]) for line in lines[:4]) == sum(map(len, legends.values()))
    assert lines[4:] == legends["missing"]


def test_coverage_refuses_an_unknown_type(capsys):
    with pytest.raises(SystemExit) as exc:
        coverage.main(["--type", "Legnd"])
    assert exc.value.code == 2 and "unknown card type 'legnd'" in capsys.readouterr().err


def test_coverage_filters_by_set_and_type_together(capsys):
    sets = {n: catalogue.lookup(n).sets for n in catalogue.names()}
    ogn = coverage.summary(sets=["ogn"])
    assert sum(map(len, ogn.values())) == sum("OGN" in s for s in sets.values())
    both = coverage.summary(["unit"], ["SFD", "VEN"])
    names = [n for kind in both.values() for n in kind]
    assert names and all(catalogue.lookup(n).type == "unit" and {"SFD", "VEN"} & set(sets[n]) for n in names)
    with pytest.raises(SystemExit):
        coverage.main(["--set", "XYZ"])
    assert "unknown set 'XYZ'" in capsys.readouterr().err
