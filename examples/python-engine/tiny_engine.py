"""A tiny Riftbound engine in plain Python: the engine side of the in-process adapter example.

It knows nothing of the conformance suite (``adapter.py`` does the translating), and plays the same
subset of Core Rules v1.4 as examples/node-engine/engine.js, in two ways an engine may reasonably
differ from the suite's conventions, which the adapter declares instead of hiding:

* combat damage is assigned per pair of an attacking unit and a defender
  (``{"brute": {"guard": 3}}``), as several engines model it (465.2.c sums each side's Might, so the
  two shapes deal the same damage);
* it does not record *who* contested a battlefield, only that it is contested (323.8), so the observed
  ``contested_by`` is not tracked.

Rules implemented: plain units and gear (no card text), the four turn states (310), priority (312.2.a,
313.2), the standard move (144), cleanups that stage and begin showdowns and combats (323.8-323.12,
345, 464.2), passing focus (347.2), combat damage assignment (465.2.c.3-4), the combat cleanup (466),
conquering and scoring (348.2.a, 469.1), victory (323.1) and conceding.
"""

from __future__ import annotations

import copy
from typing import Any

ZONES = ("hand", "deck", "trash", "base", "banishment")


class Unsupported(Exception):
    """Something this engine does not implement."""


class Illegal(Exception):
    """A decision the rules forbid (the message is the reason)."""


class Game:
    def __init__(self, setup: dict[str, Any]):
        players = setup.get("players") or {}
        self.order = list(setup.get("order") or players)
        if len(self.order) != 2:
            raise Unsupported("only two-player games are implemented")
        turn = setup.get("turn") or {}
        if turn.get("phase", "main") != "main":
            raise Unsupported("only the main phase is implemented")
        self.turn = {"number": turn.get("number", 1), "active": turn.get("active", self.order[0]),
                     "phase": "main", "state": "neutral-open"}
        self.priority = self.focus = self.showdown = self.decision = self.winner = None
        self.assigning: dict[str, Any] | None = None
        self.victory = setup.get("victory_score", 8)
        self.cards: dict[str, dict[str, Any]] = {}
        self.players: dict[str, dict[str, Any]] = {}
        self.fields: dict[str, dict[str, Any]] = {}
        for name, p in players.items():
            if p.get("legend") or p.get("runes"):
                raise Unsupported("legends and runes are not implemented")
            entry = {"score": p.get("score", 0), "energy": p.get("energy", 0), "power": dict(p.get("power", {})),
                     "runes": [], "legend": None, "lost": False, "conceded": False}
            for zone in ZONES:
                entry[zone] = [self._add(c, name, zone) for c in p.get(zone, ())]
            self.players[name] = entry
        for bf in setup.get("battlefields", ()):
            if bf.get("card") or bf.get("facedown"):
                raise Unsupported("battlefield cards and hidden cards are not implemented")
            self.fields[bf["id"]] = {"controller": bf.get("controller"), "contested": False, "units": [],
                                     "scored": list(bf.get("scored", ())), "staged": False, "contester": None}
            for u in bf.get("units", ()):
                self.fields[bf["id"]]["units"].append(self._add(u, u.get("owner", u["controller"]), bf["id"],
                                                                u["controller"]))
        self.cleanup()
        self.give_priority()

    def _add(self, spec: dict[str, Any], owner: str, zone: str, controller: str | None = None) -> str:
        if "card" in spec:
            raise Unsupported(f"official cards are not implemented ({spec['card']})")
        facts = spec.get("unit") or spec.get("gear") or {}
        if facts.get("keywords"):
            raise Unsupported("keywords are not implemented")
        unit = "unit" in spec
        self.cards[spec["id"]] = {
            "name": facts.get("name") or ("Test Unit" if unit else "Test Gear"), "type": "unit" if unit else "gear",
            "owner": spec.get("owner", owner), "controller": spec.get("controller", controller or owner),
            "zone": zone, "exhausted": bool(spec.get("exhausted")), "damage": spec.get("damage", 0),
            "might": facts.get("might", 0) if unit else None, "cost": facts.get("cost", 0),
            "buffed": bool(spec.get("buffed")), "stunned": bool(spec.get("stunned")), "hidden": False,
            "token": bool(spec.get("token")), "designation": None, "keywords": []}
        return spec["id"]

    # -- helpers ----------------------------------------------------------------------------------
    def next(self, player: str) -> str:
        return self.order[(self.order.index(player) + 1) % len(self.order)]

    def units_at(self, bf: str, controller: str | None = None) -> list[str]:
        return [u for u in self.fields[bf]["units"] if self.cards[u]["type"] == "unit"
                and (controller is None or self.cards[u]["controller"] == controller)]

    def controllers_at(self, bf: str) -> list[str]:
        return list(dict.fromkeys(self.cards[u]["controller"] for u in self.units_at(bf)))

    def give_priority(self) -> None:
        # 312.2.a: the turn player in Neutral Open; 313.2: the focus holder in a showdown.
        if self.winner or self.decision:
            self.priority = None
        else:
            self.priority = self.focus if self.showdown else self.turn["active"]

    def move_card(self, unit: str, to: str) -> None:
        card = self.cards[unit]
        zone = card["zone"]
        source = self.players[card["owner"]][zone] if zone in ZONES else self.fields[zone]["units"]
        source.remove(unit)
        (self.players[card["owner"]]["base"] if to == "base" else self.fields[to]["units"]).append(unit)
        card["zone"] = to

    # -- cleanups, showdowns, combat ------------------------------------------------------------------
    def cleanup(self) -> None:
        for p in self.order:  # 323.1
            score = self.players[p]["score"]
            if score >= self.victory and all(score > self.players[q]["score"] for q in self.order if q != p):
                self.winner = p
        for bf, field in self.fields.items():
            here = self.controllers_at(bf)
            in_showdown = bool(self.showdown and self.showdown["at"] == bf)
            if field["controller"] and field["controller"] not in here and not in_showdown:
                field["controller"] = None  # 323.6
            for p in here:  # 323.8
                if p != field["controller"] and not field["contested"]:
                    field.update(contested=True, contester=p, staged=True)
            if len(here) > 2:
                raise Unsupported("combat between more than two players")
            if len(here) == 2 and not field["contested"]:
                raise Unsupported("a combat nobody contested")
            if field["contested"] and field["contester"] not in here and not in_showdown:  # 323.11
                field.update(contested=False, contester=None, staged=False)
        if self.showdown is None and self.turn["state"] == "neutral-open":  # 323.12
            staged = [bf for bf, f in self.fields.items() if f["staged"]]
            if len(staged) > 1:
                raise Unsupported("choosing between staged showdowns is not implemented")
            if staged:
                bf = staged[0]
                field = self.fields[bf]
                field["staged"] = False
                attacker = field["contester"]
                others = [p for p in self.controllers_at(bf) if p != attacker]
                self.showdown = {"at": bf, "passes": 0, "combat": len(others) == 1}
                if self.showdown["combat"]:  # 464.2.c
                    self.showdown.update(attacker=attacker, defender=others[0])
                    for u in self.units_at(bf):
                        mine = self.cards[u]["controller"] == attacker
                        self.cards[u]["designation"] = "attacker" if mine else "defender"
                self.turn["state"] = "showdown-open"
                self.focus = attacker  # 345, 464.2.d.3

    def might(self, unit: str) -> int:
        card = self.cards[unit]
        return 0 if card["stunned"] else card["might"]  # a stunned unit adds nothing

    def start_damage(self) -> None:
        sd = self.showdown
        if not self.units_at(sd["at"], sd["attacker"]) or not self.units_at(sd["at"], sd["defender"]):
            self.resolve_combat()
            return
        self.assigning = {"order": [sd["attacker"], sd["defender"]], "damage": {}}
        self.focus = None
        self.next_assignment()

    def next_assignment(self) -> None:
        at = self.showdown["at"]
        while self.assigning["order"]:
            player = self.assigning["order"][0]
            mine = [u for u in self.units_at(at, player) if self.might(u) > 0]
            targets = [u for u in self.units_at(at) if self.cards[u]["controller"] != player]
            if mine and len(targets) > 1:  # 465.2.c: a choice, so a question
                total = sum(self.might(u) for u in mine)
                self.decision = {"player": player, "kind": "assign-damage", "options": targets,
                                 "prompt": f"assign {total} combat damage"}
                self.priority = None  # 312.1.b.1
                return
            for u in mine:
                self.assigning["damage"][targets[0]] = self.assigning["damage"].get(targets[0], 0) + self.might(u)
            self.assigning["order"].pop(0)
        self.decision = None
        for unit, amount in self.assigning["damage"].items():  # 465.2.d: all at once
            self.cards[unit]["damage"] += amount
        self.assigning = None
        self.resolve_combat()

    def assign(self, player: str, pairs: Any) -> None:
        """Damage per pair of one of ``player``'s units and an enemy unit: {unit: {enemy: n}}."""
        if not self.decision or self.decision["player"] != player or self.decision["kind"] != "assign-damage":
            raise Illegal(f"{player} is not assigning combat damage")
        if not isinstance(pairs, dict) or not all(isinstance(v, dict) for v in pairs.values()):
            raise Illegal("assign damage per attacker: {unit: {enemy unit: damage}}")
        at, targets = self.showdown["at"], self.decision["options"]
        per_target = {t: 0 for t in targets}
        for unit, split in pairs.items():
            if unit not in self.units_at(at, player):
                raise Illegal(f"{unit} is not {player}'s unit in this combat")
            if sum(split.values()) != self.might(unit):
                raise Illegal(f"{unit} deals exactly {self.might(unit)} damage")
            for target, n in split.items():
                if target not in per_target or not isinstance(n, int) or n < 0:
                    raise Illegal(f"{target} cannot be assigned {n!r} damage")
                per_target[target] += n
        if sum(per_target.values()) != sum(self.might(u) for u in self.units_at(at, player)):
            raise Illegal("every unit must assign its damage")
        amounts = [per_target[t] for t in targets]
        lethals = [max(1, self.cards[t]["might"] - self.cards[t]["damage"]) for t in targets]
        if sum(1 for n, lethal in zip(amounts, lethals) if 0 < n < lethal) > 1:
            raise Illegal("each unit must be assigned lethal damage before the next (465.2.c.3)")
        pairs = list(zip(amounts, lethals))
        if any(n > lethal for n, lethal in pairs) and any(n < lethal for n, lethal in pairs):
            raise Illegal("no unit may be assigned more than lethal while others are not lethal (465.2.c.4)")
        for target, n in per_target.items():
            if n:
                self.assigning["damage"][target] = self.assigning["damage"].get(target, 0) + n
        self.assigning["order"].pop(0)
        self.next_assignment()

    def resolve_combat(self) -> None:
        at, attacker, defender = self.showdown["at"], self.showdown["attacker"], self.showdown["defender"]
        for unit in self.units_at(at):  # 466.1: lethal damage kills
            card = self.cards[unit]
            if card["damage"] > 0 and card["damage"] >= card["might"]:
                self.fields[at]["units"].remove(unit)
                self.players[card["owner"]]["trash"].append(unit)
                card.update(zone="trash", designation=None, damage=0)
        for card in self.cards.values():  # all heal
            card["damage"] = 0
        if self.units_at(at, defender):  # attackers are recalled if defenders remain
            for unit in self.units_at(at, attacker):
                self.move_card(unit, "base")
        for card in self.cards.values():
            card["designation"] = None
        self.end_showdown()

    def end_showdown(self) -> None:
        bf = self.showdown["at"]
        field = self.fields[bf]
        here = self.controllers_at(bf)
        if len(here) == 1 and field["controller"] != here[0]:  # 348.2.a: control, and a conquer scores
            field["controller"] = here[0]
            if here[0] not in field["scored"]:
                field["scored"].append(here[0])
                self.players[here[0]]["score"] += 1
        elif not here:
            field["controller"] = None
        field.update(contested=False, contester=None)
        self.showdown = self.focus = None
        self.turn["state"] = "neutral-open"
        self.cleanup()
        self.give_priority()

    # -- decisions --------------------------------------------------------------------------------------
    def act(self, action: dict[str, Any]) -> None:
        player = action.get("player")
        if player not in self.players:
            raise Illegal(f"there is no player {player!r}")
        if self.winner:
            raise Illegal("the game is over")
        if action.get("concede"):
            self.players[player].update(conceded=True, lost=True)
            rest = [p for p in self.order if not self.players[p]["lost"]]
            if len(rest) == 1:
                self.winner = rest[0]
            self.give_priority()
            return
        for verb in ("end_turn", "order", "choose", "activate", "hide"):
            if verb in action:
                raise Unsupported(f"the {verb} decision is not implemented")
        if "assign" in action:
            self.assign(player, action["assign"])
            return
        if self.decision:
            raise Illegal(f"waiting for {self.decision['player']} to {self.decision['kind']}")
        if self.priority != player:
            raise Illegal(f"{player} does not have priority")
        if "pass" in action:
            self.pass_(player, action["pass"])
        elif "play" in action:
            self.play(player, action)
        elif "move" in action:
            self.move(player, action["move"], action.get("to"))
        else:
            raise Illegal("unknown decision")

    def pass_(self, player: str, what: str) -> None:
        if what == "priority":
            raise Illegal("there is no chain, so there is no priority to pass")
        if not self.showdown or self.focus != player:
            raise Illegal(f"{player} does not have focus")
        self.showdown["passes"] += 1  # 347.2
        if self.showdown["passes"] < len(self.order):
            self.focus = self.next(player)
        elif self.showdown["combat"]:
            self.start_damage()
        else:
            self.end_showdown()
        self.cleanup()
        self.give_priority()

    def play(self, player: str, action: dict[str, Any]) -> None:
        card = self.cards.get(action["play"])
        if not card or card["zone"] != "hand" or card["owner"] != player:
            raise Illegal(f"{action['play']} is not in {player}'s hand")
        if self.turn["state"] != "neutral-open":
            raise Illegal("cards without Action or Reaction are played only in Neutral Open")
        if self.turn["active"] != player:
            raise Illegal("it is not your turn")
        if action.get("targets"):
            raise Illegal(f"{action['play']} has no targets")
        to = action.get("to") or "base"
        if to != "base" and (to not in self.fields or self.fields[to]["controller"] != player):
            raise Illegal("a unit can be played only to your base or a battlefield you control")
        if self.players[player]["energy"] < card["cost"]:
            raise Illegal(f"{action['play']} costs {card['cost']} energy")
        self.players[player]["energy"] -= card["cost"]
        self.move_card(action["play"], to if card["type"] == "unit" else "base")
        card.update(controller=player, exhausted=card["type"] == "unit")  # 337.2, 143.4
        self.cleanup()
        self.give_priority()

    def move(self, player: str, units: list[str], to: str | None) -> None:
        if self.turn["state"] != "neutral-open":
            raise Illegal("a standard move needs a Neutral Open state")
        if self.turn["active"] != player:
            raise Illegal("it is not your turn")
        if to != "base" and to not in self.fields:
            raise Illegal(f"no destination {to!r}")
        for unit in units:
            card = self.cards.get(unit)
            if not card or card["type"] != "unit" or card["controller"] != player:
                raise Illegal(f"{unit} is not your unit")
            if card["exhausted"]:
                raise Illegal(f"{unit} is exhausted")
            if card["zone"] in ("hand", "deck", "trash", "banishment"):
                raise Illegal(f"{unit} is not on the board")
            if card["zone"] == to:
                raise Illegal(f"{unit} is already there")
            if card["zone"] != "base" and to != "base":
                raise Illegal(f"{unit} cannot move from battlefield to battlefield")
        for unit in units:  # 144.2, 144.3
            self.cards[unit]["exhausted"] = True
            self.move_card(unit, to)
        self.cleanup()
        self.give_priority()

    def snapshot(self) -> dict[str, Any]:
        return copy.deepcopy(self.__dict__)

    def restore(self, saved: dict[str, Any]) -> None:
        self.__dict__.update(copy.deepcopy(saved))
