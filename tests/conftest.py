"""Shared fixtures of the harness tests: pytester, and a helper to write scenario files."""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance.cli import plugin_args

pytest_plugins = ["pytester"]

TESTS = Path(__file__).resolve().parent


@pytest.fixture
def suite(pytester: pytest.Pytester):
    """A pytester project with a ``scenarios/`` folder; ``suite.run(...)`` runs pytest on it in-process."""
    pytester.syspathinsert(TESTS)

    class Suite:
        path = pytester.path

        @staticmethod
        def write(name: str, text: str) -> Path:
            target = pytester.path / "scenarios" / name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
            return target

        @staticmethod
        def run(*args: str, engine: str = "harness_engine:HarnessEngine") -> pytest.RunResult:
            return pytester.runpytest(*plugin_args(), "-p", "no:cacheprovider", "--engine", engine,
                                      "scenarios", *args)

    return Suite()


def _escape(pattern: str) -> str:
    """fnmatch pattern with literal brackets (``actions[1]``); ``*`` and ``?`` stay wildcards."""
    return "".join("[[]" if c == "[" else "[]]" if c == "]" else c for c in pattern)


def match_lines(lines: pytest.LineMatcher, patterns: list[str]) -> None:
    """``lines.fnmatch_lines`` where square brackets are literal."""
    lines.fnmatch_lines([_escape(p) for p in patterns])


@pytest.fixture
def one_spec_unit_unwritten(monkeypatch):
    """Every official card is implemented, so tests of what happens to a card the engine lacks take one
    away: a unit the engine plays by its compiled effect spec loses that spec for the test. The engine then
    refuses it at setup and reports it missing, saying why. Yields the card's name."""
    from conformance import card_support
    from reference_engine import coverage, implemented

    name = next(e["name"] for e in coverage.table(["unit"]) if e["how"] == "spec")
    real = implemented.compiled_behaviour
    monkeypatch.setattr(implemented, "compiled_behaviour", lambda n: None if n == name else real(n))
    card_support._support.cache_clear()
    yield name
    card_support._support.cache_clear()
