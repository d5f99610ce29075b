"""The search: Hypothesis generates games, and shrinks the first divergence it finds.

Each game is one Hypothesis example: the position (``situations.positions``), how many decisions to
play, and at each step which of the oracle's legal actions to take (an index). Hypothesis stops at the
first game that diverges and shrinks it: fewer cards, fewer steps, smaller numbers and indexes, plain
units instead of official cards, as long as the game still diverges (any divergence counts: a smaller
one found while shrinking replaces the first). Shrinking is bounded by ``shrink_budget`` games; the
smallest diverging game seen is kept. A last pass (``minimize.py``) then takes out cards and decisions one
or two at a time, replaying the same decisions, within another ``shrink_budget`` replays. No database is written (``database=None``): a seed reproduces a
campaign.

A campaign is cut into units of ``CHUNK`` games, each one search with its own seed (``seed``, ``seed + 1``,
...) and its own engine pair, taken in order until one finds a divergence; with several workers
(``workers > 1``) the units run on the processes of a ``ProcessPoolExecutor``, forked after the modules
are loaded once. The games played are the same whatever the number of workers, so ``-n`` changes the
speed, never the result.
"""

from __future__ import annotations

import concurrent.futures
from dataclasses import dataclass, field
from pathlib import Path

from hypothesis import HealthCheck, Phase, given, seed as hypothesis_seed, settings, strategies as st

from conformance.adapters import registry
from conformance.adapters.protocol import Engine
from conformance.adapters.reference import ReferenceAdapter
from conformance.fuzz.lockstep import Game, play, replay
from conformance.fuzz.minimize import minimize
from conformance.fuzz.situations import official_pool, positions


@dataclass(frozen=True)
class EngineSpec:
    """How to start the engine under test (picklable, for the workers)."""

    name: str
    engines_file: str | None = None
    rules_version: str | None = None

    def start(self) -> Engine:
        return registry.find(self.name, engines_file=self.engines_file)(self.rules_version)


@dataclass
class Outcome:
    games: int = 0
    steps: int = 0
    #: the shrunk diverging games (at most one per worker), with the seed that found each
    found: list[tuple[int, Game]] = field(default_factory=list)
    shrink_games: int = 0
    unsupported: int = 0

    def add(self, other: Outcome) -> None:
        self.games += other.games
        self.steps += other.steps
        self.found += other.found
        self.shrink_games += other.shrink_games
        self.unsupported += other.unsupported


#: The kinds of decision, in the order a shrunk choice tends to (the first: passing).
KINDS = ("pass", "end_turn", "move", "play", "activate", "hide", "concede", "order", "choose", "assign")


def kind_of(action: dict) -> str:
    return next((k for k in KINDS[1:] if k in action), "pass")


def _pick(data: st.DataObject, offered: list[dict]) -> int:
    """One of the offered decisions: a kind of decision first (each kind offered equally likely), then one of
    that kind. Drawn from the flat list, a play competed with every move of every unit to every place and
    games rarely played a card. Both draws shrink towards the first (passing, then the first offered)."""
    kinds = sorted({kind_of(a) for a in offered}, key=KINDS.index)
    kind = kinds[data.draw(st.integers(0, len(kinds) - 1))]
    group = [i for i, a in enumerate(offered) if kind_of(a) == kind]
    return group[data.draw(st.integers(0, len(group) - 1))]


class _Diverged(Exception):
    """Raised inside the Hypothesis test to mark a diverging game (one origin, so one bug to shrink)."""


def search(spec: EngineSpec, games: int, seed: int, max_steps: int = 12, shrink_budget: int = 300) -> Outcome:
    """Up to ``games`` games on one engine pair; the first divergence shrunk."""
    engine = spec.start()
    try:
        info = engine.describe()
        rules_version = spec.rules_version or info.rules_version
        oracle = ReferenceAdapter(rules_version)
        features = frozenset(info.features if info.features is not None else info.capabilities)
        pool = official_pool(info.cards) if "official-cards" in features else {}
        return _search(oracle, engine, info, features, pool, rules_version, games, seed, max_steps, shrink_budget)
    finally:
        try:
            engine.close()
        except Exception:  # closing never changes the verdict
            pass


def _search(oracle, engine, info, features, pool, rules_version, games, seed, max_steps, shrink_budget) -> Outcome:
    out = Outcome()
    smallest: list[Game] = []

    @settings(max_examples=games, database=None, deadline=None, phases=[Phase.generate, Phase.shrink],
              suppress_health_check=list(HealthCheck), report_multiple_bugs=False, print_blob=False)
    @hypothesis_seed(seed)
    @given(st.data())
    def one_game(data: st.DataObject) -> None:
        if smallest:
            out.shrink_games += 1
            if out.shrink_games > shrink_budget:
                return  # the budget is spent: nothing smaller will be found
        setup = data.draw(positions(features, pool), label="position")
        steps = data.draw(st.integers(1, max_steps), label="decisions")
        game = play(oracle, engine, info, setup, lambda offered: _pick(data, offered), steps, rules_version)
        if not smallest:
            out.games += 1
            out.steps += len(game.actions)
            out.unsupported += not game.played
        if game.divergence is not None:
            smallest[:] = [game]  # the shrinker only tries smaller games: the last diverging one is the smallest
            raise _Diverged(game.divergence.summary())

    try:
        one_game()
    except Exception:  # noqa: BLE001 -- _Diverged, or Hypothesis's Flaky once the budget cut shrinking short
        if not smallest:
            raise
    if smallest:
        # Then cards and decisions out one or two at a time, the decisions replayed by value (minimize.py).
        game, spent = minimize(smallest[0], lambda setup, actions: replay(oracle, engine, info, setup, actions,
                                                                          rules_version), shrink_budget)
        out.shrink_games += spent
        out.found.append((seed, game))
    return out


#: Games per unit of work (one Hypothesis search with its own seed): the same units whatever the workers.
CHUNK = 20


def chunks(games: int, seed: int) -> list[tuple[int, int]]:
    """The campaign's units of work, ``(games, seed)``: ``CHUNK`` games each, seeds ``seed``, ``seed + 1``, ..."""
    return [(min(CHUNK, games - start), seed + k) for k, start in enumerate(range(0, games, CHUNK))]


def _warm(spec: EngineSpec) -> None:
    """Load what every search needs (the engine's and the oracle's modules, the card catalogue) once in this
    process, so that forked workers start with it instead of each paying for it (about 2 s)."""
    try:
        engine = spec.start()
        try:
            info = engine.describe()
            ReferenceAdapter(spec.rules_version or info.rules_version)
            official_pool(info.cards)
        finally:
            engine.close()
    except Exception:  # noqa: BLE001 -- a worker meets the same problem and reports it
        pass


def campaign(spec: EngineSpec, games: int, seed: int, workers: int = 1, max_steps: int = 12,
             shrink_budget: int = 300) -> Outcome:
    """``games`` games in units of ``CHUNK`` (``chunks``), on ``workers`` processes (one: in this one). The
    games played do not depend on ``workers``: the units are the same and are taken in order up to the first
    that finds a divergence (the units after it are dropped, those before it counted)."""
    units = chunks(games, seed)
    total = Outcome()
    if workers <= 1:
        for n, s in units:
            out = search(spec, n, s, max_steps, shrink_budget)
            total.add(out)
            if out.found:
                break
        return total
    _warm(spec)
    with concurrent.futures.ProcessPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(search, spec, n, s, max_steps, shrink_budget) for n, s in units]
        for i, future in enumerate(futures):
            out = future.result()
            total.add(out)
            if out.found:
                for later in futures[i + 1:]:
                    later.cancel()
                break
    return total


def write_found(outcome: Outcome, engine_name: str, out: Path) -> list[Path]:
    from conformance.fuzz.writer import write

    return [write(game, engine_name, seed, out) for seed, game in outcome.found]
