"""An in-process adapter: the harness's Engine protocol (conformance/adapters/protocol.py) over the tiny
engine of ``tiny_engine.py``. This file is all an author of a Python engine writes to run the suite:

    PYTHONPATH=examples/python-engine riftbound-conformance run --engine tiny_adapter:TinyAdapter

The adapter translates, and declares what the engine is, instead of hiding it:

* ``describe``: the features it implements (scenarios needing others are skipped before they start),
  the observed fields it does not track, and its conventions (damage per attacker-defender pair);
* ``setup`` / ``act``: the engine's own exceptions become the harness's (``Unsupported`` -> skipped;
  an illegal decision -> a refusal, with the state restored exactly as it was);
* ``observe``: the engine's game as the canonical state of schema/state.schema.json.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import tiny_engine
from conformance.adapters.protocol import Action, ActionResult, EngineInfo, State
from conformance.exceptions import Unsupported


class TinyAdapter:
    def __init__(self, rules_version: str | None = None):
        self.game: tiny_engine.Game | None = None

    def describe(self) -> EngineInfo:
        return EngineInfo(
            name="python-tiny-example", version="0.1.0", rules_version="1.4", rules_versions=("1.4",),
            features=frozenset({"move", "showdown", "combat", "damage-assignment", "stun"}),
            untracked=("battlefields.*.contested_by",),   # it knows that, not who, contested a battlefield
            damage_assignment="per-pair",                  # {attacker: {defender: n}}, as the engine takes it
            language="python")

    def setup(self, setup: Mapping[str, Any], *, rules_version: str) -> None:
        if rules_version != "1.4":
            raise Unsupported(f"rules version {rules_version} is not implemented")
        try:
            self.game = tiny_engine.Game(dict(setup))
        except tiny_engine.Unsupported as exc:
            raise Unsupported(str(exc)) from None

    def act(self, action: Action) -> ActionResult:
        assert self.game is not None
        saved = self.game.snapshot()
        try:
            self.game.act(dict(action))
        except tiny_engine.Illegal as exc:
            self.game.restore(saved)  # a refused decision leaves the state exactly as it was
            return ActionResult.refuse(str(exc))
        except tiny_engine.Unsupported as exc:
            raise Unsupported(str(exc)) from None
        return ActionResult.ok()

    def observe(self) -> State:
        g = self.game
        assert g is not None
        sd = g.showdown
        showdown = None if sd is None else {"at": sd["at"], "combat": sd["combat"],
                                            **({"attacker": sd["attacker"], "defender": sd["defender"]}
                                               if sd["combat"] else {})}
        return {
            "turn": dict(g.turn), "priority": g.priority, "focus": g.focus, "chain": [], "showdown": showdown,
            "staged": [bf for bf, f in g.fields.items() if f["staged"]],
            "players": {name: {k: (list(v) if isinstance(v, list) else v) for k, v in p.items()}
                        for name, p in g.players.items()},
            "battlefields": {bf: {"name": None, "controller": f["controller"], "contested": f["contested"],
                                  "units": list(f["units"]), "facedown": [], "scored": list(f["scored"])}
                             for bf, f in g.fields.items()},
            "cards": {cid: {k: v for k, v in c.items() if k != "cost"} for cid, c in g.cards.items()},
            "decision": dict(g.decision) if g.decision else None,
            "winner": g.winner,
        }

    def events(self) -> Sequence[Mapping[str, Any]]:
        raise Unsupported("events are not implemented")  # never asked: `events` is not declared

    def legal_actions(self, player: str | None = None) -> Sequence[Action]:
        raise Unsupported("legal actions are not implemented")  # never asked: not declared

    def close(self) -> None:
        self.game = None
