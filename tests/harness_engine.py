"""A tiny in-process engine for the harness's own tests (not a rules engine).

It builds the observed state from a setup and applies a handful of decisions mechanically: ``move``
relocates units, ``play`` puts a card on the chain, two ``pass: priority`` in a row resolve the newest
item, ``end_turn`` hands the turn over, ``concede`` ends the game. Decisions by a player without
priority, or of cards not in the player's hand, are refused with the state untouched. Subclasses at
the bottom misbehave in one way each, for the fault statuses.
"""

from __future__ import annotations

import copy
from typing import Any

from conformance.adapters.protocol import ActionResult, EngineInfo
from conformance.exceptions import EngineCrashed, EngineError, EngineTimeout, ProtocolError

ZONES = ("hand", "deck", "trash", "base", "banishment")


class HarnessEngine:
    capabilities = frozenset({"events", "legal-actions"})
    rules_version = "1.4"

    def __init__(self, rules_version: str | None = None):
        if rules_version:
            self.rules_version = rules_version
        self.state: dict[str, Any] = {}
        self.log: list[dict[str, Any]] = []
        self.passes = 0

    def describe(self) -> EngineInfo:
        return EngineInfo("harness-fake", "0.1", self.rules_version, self.capabilities, ("1.4", "1.5"))

    def setup(self, setup: dict[str, Any], *, rules_version: str) -> None:
        players = list(setup["players"])
        cards: dict[str, Any] = {}
        state_players: dict[str, Any] = {}
        for name, pdata in setup["players"].items():
            entry = {"score": pdata.get("score", 0), "energy": pdata.get("energy", 0),
                     "power": dict(pdata.get("power", {})), "runes": [], "legend": None,
                     "lost": False, "conceded": False}
            for zone in ZONES:
                entry[zone] = []
                for card in pdata.get(zone, ()):
                    entry[zone].append(card["id"])
                    cards[card["id"]] = self._card(card, name, zone)
            state_players[name] = entry
        battlefields = {}
        for bf in setup.get("battlefields", ()):
            battlefields[bf["id"]] = {"name": bf.get("card"), "controller": bf.get("controller"),
                                      "contested": False, "contested_by": None, "units": [],
                                      "facedown": [], "scored": list(bf.get("scored", ()))}
            for card in bf.get("units", ()):
                battlefields[bf["id"]]["units"].append(card["id"])
                cards[card["id"]] = self._card(card, card["controller"], bf["id"])
        active = setup.get("turn", {}).get("active", players[0])
        self.state = {
            "turn": {"number": setup.get("turn", {}).get("number", 1), "active": active,
                     "phase": setup.get("turn", {}).get("phase", "main"), "state": "neutral-open"},
            "priority": active, "focus": None, "chain": [], "showdown": None, "staged": [],
            "players": state_players, "battlefields": battlefields, "cards": cards,
            "decision": None, "winner": None,
        }
        self.log = []
        self.passes = 0

    @staticmethod
    def _card(card: dict[str, Any], owner: str, zone: str) -> dict[str, Any]:
        unit = card.get("unit")
        name = card.get("card") or (unit or card.get("gear") or {}).get("name") or "Test Unit"
        return {"name": name, "type": "unit" if unit else "card", "owner": card.get("owner", owner),
                "controller": card.get("controller", owner), "zone": zone,
                "exhausted": card.get("exhausted", False), "damage": card.get("damage", 0),
                "might": unit["might"] if unit else None, "buffed": False, "stunned": False,
                "hidden": False, "token": False, "designation": None, "keywords": []}

    def _others(self, player: str) -> list[str]:
        names = list(self.state["players"])
        i = names.index(player)
        return names[i + 1:] + names[:i]

    def act(self, action: dict[str, Any]) -> ActionResult:
        s = self.state
        player = action.get("player")
        if s["winner"] is not None:
            return ActionResult.refuse("the game is over")
        if "concede" in action:
            s["players"][player]["conceded"] = True
            s["winner"] = self._others(player)[0]
            return ActionResult.ok()
        if player != s["priority"]:
            return ActionResult.refuse(f"{player} does not have priority")
        if "move" in action:
            if s["chain"]:
                return ActionResult.refuse("cannot move while the chain is not empty")
            for unit in action["move"]:
                card = s["cards"][unit]
                self._remove(unit)
                destination = action["to"]
                if destination == "base":
                    s["players"][card["owner"]]["base"].append(unit)
                else:
                    s["battlefields"][destination]["units"].append(unit)
                card["zone"] = destination
                card["exhausted"] = True
                self.log.append({"type": "move", "card": unit, "to": destination})
            return ActionResult.ok()
        if "play" in action:
            card_id = action["play"]
            if card_id not in s["players"][player]["hand"]:
                return ActionResult.refuse(f"{card_id} is not in {player}'s hand")
            s["players"][player]["hand"].remove(card_id)
            s["cards"][card_id]["zone"] = "chain"
            s["chain"].insert(0, {"ref": card_id, "kind": "card", "source": card_id,
                                  "controller": player, "status": "finalized"})
            s["turn"]["state"] = "neutral-closed"
            self.passes = 0
            self.log.append({"type": "play", "card": card_id, "player": player})
            return ActionResult.ok()
        if action.get("pass") == "priority":
            if not s["chain"]:
                return ActionResult.refuse("there is no chain to pass priority on")
            self.passes += 1
            s["priority"] = self._others(player)[0]
            if self.passes >= len(s["players"]):
                item = s["chain"].pop(0)
                s["cards"][item["ref"]]["zone"] = "trash"
                s["players"][item["controller"]]["trash"].append(item["ref"])
                self.log.append({"type": "resolve", "card": item["ref"]})
                self.passes = 0
                if not s["chain"]:
                    s["turn"]["state"] = "neutral-open"
                    s["priority"] = s["turn"]["active"]
            return ActionResult.ok()
        if "end_turn" in action:
            nxt = self._others(player)[0]
            s["turn"] = {"number": s["turn"]["number"] + 1, "active": nxt, "phase": "main", "state": "neutral-open"}
            s["priority"] = nxt
            return ActionResult.ok()
        return ActionResult.refuse(f"this engine does not know {sorted(action)}")

    def _remove(self, card_id: str) -> None:
        for p in self.state["players"].values():
            for zone in ZONES:
                if card_id in p[zone]:
                    p[zone].remove(card_id)
        for bf in self.state["battlefields"].values():
            if card_id in bf["units"]:
                bf["units"].remove(card_id)

    def observe(self) -> dict[str, Any]:
        return copy.deepcopy(self.state)

    def events(self) -> list[dict[str, Any]]:
        return list(self.log)

    def legal_actions(self, player: str | None = None) -> list[dict[str, Any]]:
        player = player or self.state["priority"]
        if player != self.state["priority"]:
            return []
        out: list[dict[str, Any]] = [{"play": c} for c in self.state["players"][player]["hand"]]
        out.append({"pass": "priority"} if self.state["chain"] else {"end_turn": True})
        return out

    def close(self) -> None:
        self.state = {}


class RaisingEngine(HarnessEngine):
    """Its ``act`` has a bug: an arbitrary exception (status ``errored``)."""

    def act(self, action):
        raise KeyError("oops")


class RefusingSetupEngine(HarnessEngine):
    def setup(self, setup, *, rules_version):
        raise EngineError("cannot build battlefields")


class TimeoutEngine(HarnessEngine):
    def act(self, action):
        raise EngineTimeout("no answer within 1s")


class CrashingEngine(HarnessEngine):
    def act(self, action):
        raise EngineCrashed("process exited with status -11")


class GarbledEngine(HarnessEngine):
    def observe(self):
        raise ProtocolError("reply was not JSON")


class BadStateEngine(HarnessEngine):
    """Reports a state that breaks schema/state.schema.json."""

    def observe(self):
        state = super().observe()
        state["turn"]["state"] = "sideways"
        return state


class SloppyRefusalEngine(HarnessEngine):
    """Refuses a decision but leaves a trace in the state."""

    def act(self, action):
        result = super().act(action)
        if not result.accepted:
            self.state["turn"]["number"] += 1
        return result


class QuestionEngine(HarnessEngine):
    """Asks player A to choose after setup, and never lets go (strict mode must fail)."""

    def setup(self, setup, *, rules_version):
        super().setup(setup, rules_version=rules_version)
        self.state["decision"] = {"player": "A", "kind": "choose", "options": ["x"], "prompt": "pick one"}


class BareEngine(HarnessEngine):
    """Declares no capabilities."""

    capabilities = frozenset()


class BrokenStartEngine(HarnessEngine):
    def __init__(self, rules_version=None):
        raise RuntimeError("license server unreachable")


class PriorityBugEngine(HarnessEngine):
    """One planted rules bug: after a play, priority goes to the next player instead of staying."""

    def act(self, action):
        result = super().act(action)
        if result.accepted and "play" in action:
            self.state["priority"] = self._others(action["player"])[0]
        return result
