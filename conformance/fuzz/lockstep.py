"""One game played on the engine under test and on the oracle (the reference engine) in lockstep.

Both start from the same position. At each step a decision is chosen from the oracle's legal actions
(those whose features the engine declares), and both engines take it: a decision one accepts and the
other refuses is a divergence; otherwise both observed states are compared in checkpoint terms (fields
the engine does not track left out, ``checkpoint.differences``), and the first difference is a
divergence. An engine error (a crash, a timeout, a protocol breach) while the oracle goes on is one too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from conformance.adapters.protocol import Engine, EngineInfo
from conformance.exceptions import EngineProblem, Unsupported
from conformance.features import derive, missing
from conformance.fuzz.checkpoint import differences


@dataclass
class Divergence:
    #: ``setup`` (the engine refused a position the oracle built), ``acceptance`` (one accepted a decision
    #: the other refused), ``state`` (observed states differ) or ``engine-error``.
    kind: str
    detail: str
    #: (field, oracle's value, engine's value), checkpoint terms
    fields: list[tuple[str, Any, Any]] = field(default_factory=list)
    oracle_state: dict[str, Any] = field(default_factory=dict)
    #: for ``acceptance``: did the oracle accept the last decision?
    oracle_accepted: bool = True

    def summary(self) -> str:
        if self.fields:
            name, want, got = self.fields[0]
            more = f" (+{len(self.fields) - 1} more)" if len(self.fields) > 1 else ""
            return f"{self.kind}: {name}: reference {want!r}, engine {got!r}{more}"
        return f"{self.kind}: {self.detail}"


@dataclass
class Game:
    setup: dict[str, Any]
    actions: list[dict[str, Any]] = field(default_factory=list)
    divergence: Divergence | None = None
    #: False when the oracle could not build the position or the engine declined it as unsupported
    played: bool = True


def playable(setup: Mapping[str, Any], actions: list[dict[str, Any]], info: EngineInfo) -> bool:
    """Whether the scenario ``setup`` + ``actions`` needs only features the engine declares."""
    return not missing(derive({"setup": setup, "actions": actions}), info.features, info.capabilities)


def _safe(call: Callable[[], Any]) -> tuple[Any, str | None]:
    try:
        return call(), None
    except EngineProblem as exc:
        return None, f"{type(exc).__name__}: {exc}"


def play(oracle: Engine, engine: Engine, info: EngineInfo, setup: dict[str, Any],
         choose: Callable[[list[dict[str, Any]]], int | None], steps: int, rules_version: str) -> Game:
    """Play up to ``steps`` decisions; ``choose(offered)`` picks one of the offered decisions (an index), or
    None to stop."""
    game = Game(setup=setup)
    try:
        oracle.setup(setup, rules_version=rules_version)
    except EngineProblem:  # a position the oracle cannot build (a card it refuses there): not played
        game.played = False
        return game
    try:
        engine.setup(setup, rules_version=rules_version)
    except Unsupported:
        game.played = False
        return game
    except EngineProblem as exc:
        game.divergence = Divergence("setup", f"the engine refused the position: {exc}",
                                     oracle_state=dict(oracle.observe()))
        return game
    if (div := _compare(oracle, engine, info)) is not None:
        game.divergence = div
        return game
    for _ in range(steps):
        before = dict(oracle.observe())
        if before.get("winner") is not None:
            break
        offered = [dict(a) for a in oracle.legal_actions()]
        offered = [a for a in offered if playable(setup, game.actions + [a], info)]
        if not offered:
            break
        pick = choose(offered)
        if pick is None:
            break
        action = offered[pick]
        game.actions.append(action)
        mine = oracle.act(action)
        theirs, problem = _safe(lambda: engine.act(action))
        if problem is not None:
            game.divergence = Divergence("engine-error", problem, oracle_state=dict(oracle.observe()))
            return game
        if mine.accepted != theirs.accepted:
            after = dict(oracle.observe())
            game.divergence = Divergence(
                "acceptance", f"the reference engine {'accepted' if mine.accepted else 'refused'} {action}, "
                              f"the engine {'accepted' if theirs.accepted else 'refused'} it"
                              + (f" ({theirs.reason})" if theirs.reason else ""),
                oracle_state=after, oracle_accepted=mine.accepted,
                # what the decision changed on the oracle: an engine refusing it keeps the old values
                fields=differences(after, before)[:5] if mine.accepted else [])
            return game
        if not mine.accepted:
            game.actions[-1] = {**action, "refused": True}
            continue
        if (div := _compare(oracle, engine, info)) is not None:
            game.divergence = div
            return game
    return game


def _compare(oracle: Engine, engine: Engine, info: EngineInfo) -> Divergence | None:
    mine = dict(oracle.observe())
    theirs, problem = _safe(engine.observe)
    if problem is not None:
        return Divergence("engine-error", problem, oracle_state=mine)
    diffs = differences(mine, theirs or {}, info.untracked)
    if diffs:
        return Divergence("state", "observed states differ", fields=diffs, oracle_state=mine)
    return None


def replay(oracle: Engine, engine: Engine, info: EngineInfo, setup: dict[str, Any], actions: list[dict[str, Any]],
           rules_version: str) -> Game:
    """Play the recorded ``actions`` (``refused`` marks left out) from ``setup``, as long as the oracle offers
    each: the shrinker's way to try a smaller position or fewer decisions on the same decisions."""
    script = [{k: v for k, v in a.items() if k != "refused"} for a in actions]
    done: list[int] = []

    def choose(offered: list[dict[str, Any]]) -> int | None:
        want = script[len(done)]
        if want not in offered:
            return None
        done.append(1)
        return offered.index(want)

    return play(oracle, engine, info, setup, choose, len(script), rules_version)
