"""Cross-checks the schema cannot express: IDs, instance and player names, cards, rule numbers.

Runs on schema-valid data. Each problem is a ``ScenarioError`` located at the offending field.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from conformance import resources
from conformance.bindings import bindings_in
from conformance.exceptions import ScenarioError
from conformance.rulesmap import older_citation, seed_citation
from conformance.rulings import catalogue, suggest
from conformance.safe_yaml import Marks, Path, format_path, load as load_yaml
from conformance.suggest import did_you_mean

#: Names of zones; an instance may not take one as its ID (``to: base`` must stay unambiguous).
ZONES = frozenset({"hand", "deck", "trash", "base", "banishment", "chain", "legend", "runes", "rune_deck", "none",
                   "champion"})
PLAYER_ZONES = ("hand", "deck", "trash", "base", "banishment")
STAND_INS = "stand-in-cards.yaml"
#: The rules versions a scenario may name (``rules_versions``, ``by_version``): Core Rules v1.4 and the
#: versions before and after it that the suite models: v1.3 and the October 2026 update the seeds quote
#: (see docs/reports.md, "Rules versions"; the pseudo-version 1.0 of earlier releases is retired).
RULES_VERSIONS = ("1.3", "1.4", "1.5")
#: Longest user-written value echoed whole in a message; longer ones are cut (a 200 KB ID stays one line).
SHOWN = 60


def shown(value: Any) -> str:
    """``repr(value)``, cut to SHOWN characters with the full length noted."""
    text = repr(value)
    return text if len(text) <= SHOWN else f"{text[:SHOWN]}... ({len(text)} characters)"


@cache
def card_catalogue() -> dict[str, dict[str, Any]]:
    """Official card names (conformance/data/cards.json) plus the stand-in cards, by name."""
    names = dict(resources.data("cards.json")["cards"])
    stand_ins = resources.DATA / STAND_INS
    if stand_ins.is_file():
        entries, _ = load_yaml(stand_ins.read_bytes(), str(stand_ins))
        for entry in entries or ():
            if isinstance(entry, dict) and isinstance(entry.get("name"), str):
                kind = str(entry.get("type") or "other").lower()
                names[entry["name"]] = {"types": [kind], "token": False, "stand_in": True}
    return names


@cache
def rule_numbers() -> frozenset[str]:
    return frozenset(resources.data("rules-v1.4.json")["numbers"])


@cache
def ruling_ids() -> tuple[str, ...]:
    """The 80 seed ruling IDs (conformance/data/rulings.json), each of which some scenario must encode."""
    return tuple(resources.data("rulings.json")["ids"])


class _Lint:
    def __init__(self, data: dict[str, Any], marks: Marks, origin: str):
        self.data = data
        self.marks = marks
        self.origin = origin
        self.errors: list[ScenarioError] = []
        self.players: set[str] = set()
        self.battlefields: set[str] = set()
        self.cards: set[str] = set()           # card instances (units, gear, spells, runes, legends)
        self.later: dict[str, str] = {}        # names of created cards bound by a later checkpoint -> where

    # -- reporting ------------------------------------------------------------------------------
    def error(self, path: Path, message: str, *, key: bool = False) -> None:
        line, column = self.marks.at(path, key=key)
        self.errors.append(ScenarioError(self.origin, line, column, format_path(path), message))

    # -- references -----------------------------------------------------------------------------
    def player(self, value: Any, path: Path) -> None:
        if isinstance(value, str) and value not in self.players:
            self.error(path, f"unknown player {shown(value)} (players: {', '.join(sorted(self.players))})")

    def card(self, value: Any, path: Path) -> None:
        if isinstance(value, str) and value not in self.cards:
            hint = " (a battlefield; cards only here)" if value in self.battlefields else did_you_mean(value, self.cards)
            self.error(path, f"unknown card instance {shown(value)}{self.bound_later(value) or hint}")

    def instance(self, value: Any, path: Path) -> None:
        if isinstance(value, str) and value not in self.cards and value not in self.battlefields:
            hint = self.bound_later(value) or did_you_mean(value, self.cards | self.battlefields)
            self.error(path, f"unknown instance {shown(value)}{hint}")

    def bound_later(self, name: str) -> str:
        """The hint for a created card's name used before the checkpoint that binds it."""
        where = self.later.get(name)
        return f" (it names a created card only from {where} on, where a zone entry binds it with 'as')" if where else ""

    def battlefield(self, value: Any, path: Path) -> None:
        if isinstance(value, str) and value not in self.battlefields:
            self.error(path, f"unknown battlefield {shown(value)}{did_you_mean(value, self.battlefields)}")

    def destination(self, value: Any, path: Path) -> None:
        if value != "base":
            self.battlefield(value, path)

    def target(self, value: Any, path: Path) -> None:
        """A target or ``choose`` answer: a player, an instance, or an ability on the chain (a chain
        reference such as ``darius.trigger``: abilities on the chain are game objects, rule 123)."""
        if isinstance(value, str) and value[:1].isupper():
            self.player(value, path)
        elif isinstance(value, str) and "." in value:
            self.chain_ref(value, path)
        else:
            self.instance(value, path)

    def chain_ref(self, value: Any, path: Path) -> None:
        if isinstance(value, str):
            base = value.split(".", 1)[0]
            if base not in self.cards and base not in self.battlefields:
                hint = self.bound_later(base) or did_you_mean(base, self.cards | self.battlefields)
                self.error(path, f"chain reference {shown(value)} names unknown instance {shown(base)}{hint}")

    def card_name(self, name: Any, path: Path, kinds: tuple[str, ...] = ()) -> None:
        if not isinstance(name, str):
            return
        entry = card_catalogue().get(name)
        if entry is None:
            hint = did_you_mean(name, card_catalogue())
            self.error(path, f"unknown card name {shown(name)}{hint or ''} (official cards by exact printed "
                             f"name, or a stand-in listed in conformance/data/{STAND_INS})")
        elif kinds and not set(entry["types"]) & set(kinds):
            self.error(path, f"{name!r} is a {'/'.join(entry['types'])} card; a {' or '.join(kinds)} is expected here")

    # -- setup ----------------------------------------------------------------------------------
    def declare(self, ident: Any, path: Path, into: set[str]) -> None:
        if not isinstance(ident, str):
            return
        if ident in ZONES:
            self.error(path, f"{ident!r} is a zone name and cannot be an instance ID")
        elif ident in self.cards or ident in self.battlefields:
            self.error(path, f"instance ID {ident!r} is used twice in this scenario")
        else:
            into.add(ident)

    def deck_setup(self, setup: dict[str, Any]) -> None:
        """A setup from decks (the Setup Process): players, cards and battlefields are the decks' own."""
        base: Path = ("setup",)
        self.players = set(setup["decks"])
        for pname, deck in setup["decks"].items():
            dbase = base + ("decks", pname)
            for key, kinds in (("legend", ("legend",)), ("champion", ("unit",))):
                self.declare(deck[key].get("id"), dbase + (key, "id"), self.cards)
                self.card_name(deck[key].get("card"), dbase + (key, "card"), kinds)
            for key, kinds in (("main", ("unit", "gear", "spell")), ("runes", ("rune",))):
                for j, entry in enumerate(deck[key]):
                    self.card_name(entry.get("card"), dbase + (key, j, "card"), kinds)
                    for k, ident in enumerate(entry.get("ids", ())):
                        self.declare(ident, dbase + (key, j, "ids", k), self.cards)
            for j, bf in enumerate(deck["battlefields"]):
                self.declare(bf.get("id"), dbase + ("battlefields", j, "id"), self.battlefields)
                self.card_name(bf.get("card"), dbase + ("battlefields", j, "card"), ("battlefield",))
            if "battlefield" in deck:
                self.battlefield(deck["battlefield"], dbase + ("battlefield",))
        for j, p in enumerate(setup.get("order", ())):
            self.player(p, base + ("order", j))
        if "first" in setup:
            self.player(setup["first"], base + ("first",))

    def setup(self) -> None:
        setup = self.data["setup"]
        base: Path = ("setup",)
        if "decks" in setup:
            self.deck_setup(setup)
            return
        self.players = set(setup.get("players", {}))
        for i, bf in enumerate(setup.get("battlefields", ())):
            self.declare(bf.get("id"), base + ("battlefields", i, "id"), self.battlefields)
        # Declare every card first so that order of appearance does not matter.
        for pname, pdata in setup.get("players", {}).items():
            pbase = base + ("players", pname)
            for zone in PLAYER_ZONES:
                for j, card in enumerate(pdata.get(zone, ())):
                    self.declare(card.get("id"), pbase + (zone, j, "id"), self.cards)
            for rzone in ("runes", "rune_deck"):
                for j, rune in enumerate(pdata.get(rzone, ())):
                    self.declare(rune.get("id"), pbase + (rzone, j, "id"), self.cards)
            if "legend" in pdata:
                self.declare(pdata["legend"].get("id"), pbase + ("legend", "id"), self.cards)
        for i, bf in enumerate(setup.get("battlefields", ())):
            for zone in ("units", "facedown"):
                for j, card in enumerate(bf.get(zone, ())):
                    self.declare(card.get("id"), base + ("battlefields", i, zone, j, "id"), self.cards)

        turn = setup.get("turn", {})
        if "active" in turn:
            self.player(turn["active"], base + ("turn", "active"))
        if "order" in setup:
            for j, p in enumerate(setup["order"]):
                self.player(p, base + ("order", j))
            missing = self.players - set(setup["order"])
            if missing:
                self.error(base + ("order",), f"order leaves out players {', '.join(sorted(missing))}")

        for pname, pdata in setup.get("players", {}).items():
            pbase = base + ("players", pname)
            for zone in PLAYER_ZONES:
                kinds = ("unit", "gear") if zone == "base" else ()
                for j, card in enumerate(pdata.get(zone, ())):
                    self.card_setup(card, pbase + (zone, j), kinds)
            for rzone in ("runes", "rune_deck"):
                for j, rune in enumerate(pdata.get(rzone, ())):
                    if "card" in rune:
                        self.card_name(rune["card"], pbase + (rzone, j, "card"), ("rune",))
            if "legend" in pdata:
                self.card_name(pdata["legend"]["card"], pbase + ("legend", "card"), ("legend",))
        for i, bf in enumerate(setup.get("battlefields", ())):
            bbase = base + ("battlefields", i)
            if "card" in bf:
                self.card_name(bf["card"], bbase + ("card",), ("battlefield",))
            for role in ("owner", "controller"):
                if role in bf:
                    self.player(bf[role], bbase + (role,))
            for j, p in enumerate(bf.get("scored", ())):
                self.player(p, bbase + ("scored", j))
            for j, card in enumerate(bf.get("units", ())):
                self.card_setup(card, bbase + ("units", j), ("unit",))
            for j, card in enumerate(bf.get("facedown", ())):
                self.card_setup(card, bbase + ("facedown", j), ())

    def card_setup(self, card: dict[str, Any], path: Path, kinds: tuple[str, ...]) -> None:
        if "card" in card:
            self.card_name(card["card"], path + ("card",), kinds)
        elif "gear" in card and "unit" in kinds and "gear" not in kinds:
            self.error(path + ("gear",), "gear cannot stand at a battlefield as a unit")
        for key in ("owner", "controller"):
            if key in card:
                self.player(card[key], path + (key,))

    # -- actions and checkpoints ----------------------------------------------------------------
    def actions(self) -> None:
        checks = [(("actions", i, "check"), step["check"]) for i, step in enumerate(self.data["actions"])
                  if "check" in step]
        if "expect" in self.data:
            checks.append((("expect",), self.data["expect"]))
        for path, check in checks:
            for name, _ in bindings_in(check):
                self.later.setdefault(name, format_path(path[:-1] if path[-1] == "check" else path))
        for i, step in enumerate(self.data["actions"]):
            path: Path = ("actions", i)
            if "check" in step:
                self.bind(step["check"], path + ("check",))
                self.checkpoint(step["check"], path + ("check",))
            else:
                self.decision(step, path)
        if "expect" in self.data:
            self.bind(self.data["expect"], ("expect",))
            self.checkpoint(self.data["expect"], ("expect",))

    def bind(self, check: dict[str, Any], path: Path) -> None:
        """Names given to created cards (``{card: Sprite, as: sprite}``, conformance/bindings.py): each a new
        instance ID from this checkpoint on, bound once, never a setup ID or a zone name."""
        for name, sub in bindings_in(check):
            self.later.pop(name, None)
            self.declare(name, path + sub, self.cards)
        for version, inner in check.get("by_version", {}).items():
            for _, sub in bindings_in(inner):
                self.error(path + ("by_version", version) + sub,
                           "a created card is named outside by_version, so that the name means one object in every rules version")

    def decision(self, d: dict[str, Any], path: Path) -> None:
        self.player(d.get("player"), path + ("player",))
        for verb in ("play", "activate"):
            if verb in d:
                (self.card if verb == "play" else self.instance)(d[verb], path + (verb,))
        if "hide" in d:
            self.card(d["hide"], path + ("hide",))
        if "at" in d:
            self.battlefield(d["at"], path + ("at",))
        if "to" in d:
            self.destination(d["to"], path + ("to",))
        for j, unit in enumerate(d.get("move", ())):
            self.card(unit, path + ("move", j))
        for j, target in enumerate(d.get("targets", ())):
            self.target(target, path + ("targets", j))
        for j, ref in enumerate(d.get("order", ())):
            self.chain_ref(ref, path + ("order", j))
        for unit, value in d.get("assign", {}).items():
            self.card(unit, path + ("assign", unit))
            for defender in value if isinstance(value, dict) else ():  # per attacker-defender pair
                self.card(defender, path + ("assign", unit, defender))
        if isinstance(d.get("choose"), list):
            for j, answer in enumerate(d["choose"]):
                self.target(answer, path + ("choose", j))
        for ruling in d.get("by_ruling", {}):
            self.disagreeing_ruling(ruling, path + ("by_ruling", ruling))

    def zone_list(self, entries: Any, path: Path) -> None:
        for j, entry in enumerate(entries or ()):
            if isinstance(entry, dict):
                self.card_name(entry.get("card"), path + (j, "card"))
            else:
                self.card(entry, path + (j,))

    def checkpoint(self, check: dict[str, Any], path: Path) -> None:
        for key in ("active", "priority", "focus"):
            if check.get(key) is not None:
                self.player(check[key], path + (key,))
        if check.get("winner") not in (None, "draw"):
            self.player(check["winner"], path + ("winner",))
        for j, entry in enumerate(check.get("chain", ())):
            ref = entry.get("item") if isinstance(entry, dict) else entry
            self.chain_ref(ref, path + ("chain", j) + (("item",) if isinstance(entry, dict) else ()))
            if isinstance(entry, dict) and "controller" in entry:
                self.player(entry["controller"], path + ("chain", j, "controller"))
        for key in ("showdown", "combat"):
            block = check.get(key)
            if isinstance(block, dict):
                if "at" in block:
                    self.battlefield(block["at"], path + (key, "at"))
                for role in ("attacker", "defender"):
                    if role in block:
                        self.player(block[role], path + (key, role))
        for j, bf in enumerate(check.get("staged", ())):
            self.battlefield(bf, path + ("staged", j))
        for key in ("cards", "units"):
            for ident, fields in check.get(key, {}).items():
                cpath = path + (key, ident)
                self.card(ident, cpath)
                zone = fields.get("zone")
                if zone is not None and zone not in ZONES and zone not in self.battlefields:
                    self.error(cpath + ("zone",), f"unknown zone {shown(zone)}"
                                              f"{did_you_mean(zone, ZONES | self.battlefields)} (a zone name or a battlefield ID)")
                for role in ("owner", "controller"):
                    if fields.get(role) is not None:
                        self.player(fields[role], cpath + (role,))
        for ident, fields in check.get("battlefields", {}).items():
            bpath = path + ("battlefields", ident)
            self.battlefield(ident, bpath)
            for role in ("controller", "contested_by"):
                if fields.get(role) is not None:
                    self.player(fields[role], bpath + (role,))
            for j, p in enumerate(fields.get("scored", ())):
                self.player(p, bpath + ("scored", j))
            for zone in ("units", "facedown"):
                self.zone_list(fields.get(zone), bpath + (zone,))
        for pname, fields in check.get("players", {}).items():
            ppath = path + ("players", pname)
            self.player(pname, ppath)
            for zone in PLAYER_ZONES + ("runes", "rune_deck", "champion"):
                self.zone_list(fields.get(zone), ppath + (zone,))
            if fields.get("legend") is not None:
                self.card(fields["legend"], ppath + ("legend",))
        for pname in check.get("scores", {}):
            self.player(pname, path + ("scores", pname))
        decision = check.get("decision")
        if isinstance(decision, dict) and "player" in decision:
            self.player(decision["player"], path + ("decision", "player"))
        if "legal" in check:
            self.player(check["legal"].get("player"), path + ("legal", "player"))
        for version, inner in check.get("by_version", {}).items():
            self.rules_version(version, path + ("by_version", version), key=True)
            if "by_ruling" in inner:
                self.error(path + ("by_version", version, "by_ruling"), "by_ruling goes beside by_version, not in it",
                           key=True)
            self.checkpoint(inner, path + ("by_version", version))
        for ruling, inner in check.get("by_ruling", {}).items():
            self.disagreeing_ruling(ruling, path + ("by_ruling", ruling))
            self.checkpoint(inner, path + ("by_ruling", ruling))

    def disagreeing_ruling(self, ruling: str, path: Path) -> None:
        """A ruling recorded beside the v1.4 expectation must be one the scenario cites and one the
        catalogue marks as contradicting Core Rules v1.4 (``contradicts``, docs/rulings.md)."""
        if ruling not in self.data["source"].get("rulings", ()):
            self.error(path, f"{ruling} is not among this scenario's source.rulings: cite the ruling whose "
                             f"expectation is recorded here", key=True)
            return
        entry = catalogue().get(ruling)
        if entry is not None and not entry.contradicts:
            self.error(path, f"{ruling} is not marked in the rulings catalogue as contradicting Core Rules v1.4 "
                             f"(a 'contradicts:' note in scripts/ruling_notes.txt): only such a ruling is recorded "
                             f"beside the v1.4 expectation", key=True)

    def rules_version(self, version: Any, path: Path, *, key: bool = False) -> None:
        if isinstance(version, str) and version not in RULES_VERSIONS:
            self.error(path, f"unknown rules version {shown(version)} (known: {', '.join(RULES_VERSIONS)})", key=key)

    def versions(self) -> None:
        for j, version in enumerate(self.data.get("rules_versions", ())):
            self.rules_version(version, ("rules_versions", j))

    def whole_numbers(self, value: Any = None, path: Path = ()) -> None:
        """Every number in a scenario is whole (Riftbound counts; 1.0e+308 or 2.0 would fail at setup)."""
        value = self.data if not path else value
        if isinstance(value, float):
            self.error(path, f"{shown(value)} is not a whole number (write it as digits, without a fraction "
                             f"or an exponent)")
        elif isinstance(value, dict):
            for key, inner in value.items():
                self.whole_numbers(inner, path + (key,))
        elif isinstance(value, list):
            for j, inner in enumerate(value):
                self.whole_numbers(inner, path + (j,))

    # -- provenance -----------------------------------------------------------------------------
    def citations(self) -> None:
        known = rule_numbers()
        for j, number in enumerate(self.data.get("rules", ())):
            if number not in known:
                hint = ""
                meant, older = seed_citation(number), older_citation(number)  # from the rules map (rulesmap.py)
                if meant is not None:
                    hint = f" (the seed rulings cite 464-468 two numbers higher: did you mean {meant}?)"
                elif older is not None:
                    hint = f" (a Core Rules v1.3 number: v1.4 numbers that rule {older})"
                self.error(("rules", j), f"rule {number} does not exist in Core Rules v1.4{hint}")
        known_rulings = catalogue()
        for j, ruling in enumerate(self.data["source"].get("rulings", ())):
            if ruling not in known_rulings:
                close = suggest(ruling)
                hint = f": did you mean {close}?" if close else " (a ruling outside the catalogue is cited by URL)"
                self.error(("source", "rulings", j), f"{ruling} is not in the rulings catalogue{hint}")


def lint_scenario(data: dict[str, Any], marks: Marks, origin: str) -> list[ScenarioError]:
    """All lint problems of one schema-valid scenario, in file order."""
    check = _Lint(data, marks, origin)
    check.whole_numbers()
    check.versions()
    check.citations()
    check.setup()
    check.actions()
    return sorted(check.errors, key=lambda e: (e.line or 0, e.column or 0))


def cross_file(loaded: list[Any]) -> None:
    """Flag scenario IDs used by more than one file (each later file gets the error)."""
    first: dict[str, str] = {}
    for item in loaded:
        scenario = item.scenario
        if scenario is None:
            continue
        if scenario.id in first:
            line, column = item.marks.at(("id",)) if item.marks else (None, None)
            item.errors.append(ScenarioError(item.path, line, column, "id",
                                             f"duplicate scenario id {scenario.id!r} (also in {first[scenario.id]})"))
            item.scenario = None
        else:
            first[scenario.id] = item.path
