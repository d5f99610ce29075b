"""Invariance variants (metamorphic testing): rewrites of a scenario that any correct engine must pass with
the same outcome, because the rules do not care about what they change.

* ``seats``: players A and B swap names everywhere (setup, decisions, expectations); turn order is kept,
  so the seat that played first still does (the setup's ``order`` is written out in the new names).
* ``names``: every instance ID (cards, battlefields, runes, legends) is renamed, in reverse sorted order,
  so an engine that keys behaviour on IDs, or orders anything by them, is caught.
* ``extra-cards``: a plain gear with no text joins every player's hand and base, and a plain unit the
  bottom of every deck that is not empty; the expectations that list those zones (or count them) are
  widened to include them.
* ``zone-order``: the cards of each zone the rules leave unordered (hand, base, trash, banishment, the
  rune pool on the board, a battlefield's units) are listed in reverse order. Decks stay as they are.

A variant the scenario makes unsound is skipped with the reason (``Variant.skip``; its record is
``skipped``): ``zone-order`` where no unordered zone holds two cards; no added deck card for a player
whose deck an expectation shows rearranged or empty; and any variant the scenario's
``unsound_variants`` names, with the author's reason, where the dependence is in a card's text (which
the harness does not read). ``generate(scenario)`` returns every variant; ``run --variants`` and
``pytest --variants`` run them next to their scenario (docs/scenario-format.md, "Invariance variants").
"""

from __future__ import annotations

import copy
import dataclasses
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from conformance.scenario import Checkpoint, Decision, Scenario, instance_ids

KINDS = ("seats", "names", "extra-cards", "zone-order")
#: Variant ID separator: ``<scenario id>~<kind>`` (scenario IDs are kebab-case, so it never clashes).
SEP = "~"

#: Keys whose values are vocabulary (card names, keywords, event types, ...), never players or instances.
_VOCABULARY = frozenset({"name", "keywords", "tags", "note", "reason", "code", "type", "kind", "phase", "state",
                         "domain", "power", "pass", "designation", "status", "prompt"})
_REF = re.compile(r"^([a-z][a-z0-9_-]{0,63})(\.(?:trigger|ability)(?:\.[1-9][0-9]*)?)$")
#: The trash is left alone: a burn out recycles it into the deck, and the suite keeps that order (it
#: has no randomness), so its order can matter to a deterministic scenario.
_UNORDERED_PLAYER_ZONES = ("hand", "base", "banishment", "runes")
_EXTRA = {"hand": "variant_hand_gear", "base": "variant_base_gear", "deck": "variant_deck_unit"}


@dataclass(frozen=True)
class Variant:
    kind: str
    scenario: Scenario               # the rewritten scenario; for a skipped one, the original renamed
    skip: str | None = None          # why this variant is unsound for the scenario

    @property
    def id(self) -> str:
        return self.scenario.id


# -- renaming --------------------------------------------------------------------------------------

def rename(value: Any, table: Mapping[str, str], key: str | None = None) -> Any:
    """``value`` with every player name or instance reference in ``table`` renamed (mapping keys too)."""
    if key in _VOCABULARY:
        return value
    if isinstance(value, str):
        if value in table:
            return table[value]
        ref = _REF.match(value)
        if ref and ref.group(1) in table:
            return table[ref.group(1)] + ref.group(2)
        return value
    if isinstance(value, list):
        return [rename(v, table, key) for v in value]
    if isinstance(value, Mapping):
        return {(table.get(k, k) if isinstance(k, str) else k): rename(v, table, k) for k, v in value.items()}
    return value


def _players(setup: Mapping[str, Any]) -> list[str]:
    return list(setup.get("order") or list(setup.get("players", {})))


# -- the variants ----------------------------------------------------------------------------------

def _body(s: Scenario) -> dict[str, Any]:
    """The parts a variant rewrites: setup, actions, expect."""
    out = {"setup": copy.deepcopy(s.raw["setup"]), "actions": copy.deepcopy(s.raw["actions"])}
    if "expect" in s.raw:
        out["expect"] = copy.deepcopy(s.raw["expect"])
    return out


def seats(s: Scenario) -> dict[str, Any] | str:
    players = _players(s.setup)
    a, b = players[0], players[1]
    body = _body(s)
    order = players  # 1xx: the same seat plays first; the setup's order is written in the new names
    body = rename(body, {a: b, b: a})
    body["setup"]["order"] = [{a: b, b: a}.get(p, p) for p in order]
    body["setup"]["players"] = {k: body["setup"]["players"][k] for k in body["setup"]["order"]}
    return body


def names(s: Scenario) -> dict[str, Any] | str:
    ids = sorted(set(instance_ids(s.setup)))
    body = _body(s)
    # reverse sorted order: the first ID gets the last name, so anything ordered by ID is reordered too
    table = {ident: f"v{len(ids) - i:03d}" for i, ident in enumerate(ids)}
    return rename(body, table)


def _zones_touched(body: Mapping[str, Any]) -> Iterable[tuple[str, str, Any]]:
    """(player, zone field, value) for every checkpoint field on a player's zone or its count."""
    checks = [a["check"] for a in body["actions"] if "check" in a]
    if "expect" in body:
        checks.append(body["expect"])
    for check in checks:
        for fields in [check, *check.get("by_version", {}).values()]:
            for player, pf in (fields.get("players") or {}).items():
                for key in list(pf):
                    yield player, key, pf


def _decks_rearranged(body: Mapping[str, Any]) -> set[str]:
    """Players whose deck an expectation shows rearranged (a card put on the bottom or top, a card from
    elsewhere): a card added at the bottom would no longer be last there, so theirs get none."""
    setup_decks = {p: [c["id"] for c in pd.get("deck", ())] for p, pd in body["setup"]["players"].items()}
    out = set()
    for player, key, pf in _zones_touched(body):
        if key != "deck" or player not in setup_decks:
            continue
        deck, expected = setup_decks[player], [e for e in pf["deck"] if isinstance(e, str)]
        if len(expected) != len(pf["deck"]) or any(e not in deck for e in expected) \
                or expected != sorted(expected, key=deck.index):
            out.add(player)
    return out


def extra_cards(s: Scenario) -> dict[str, Any] | str:
    body = _body(s)
    used = set(instance_ids(s.setup))
    if used & set(_EXTRA.values()):
        return "the scenario already uses the variant's card IDs"
    deck_players = []
    moved = _decks_rearranged(body)
    for name, player in body["setup"]["players"].items():
        player.setdefault("hand", []).append({"id": f"{_EXTRA['hand']}_{name.lower()}", "gear": {"name": "Inert Gear"}})
        player.setdefault("base", []).append({"id": f"{_EXTRA['base']}_{name.lower()}", "gear": {"name": "Inert Gear"}})
        if player.get("deck") and name not in moved:
            player["deck"].append({"id": f"{_EXTRA['deck']}_{name.lower()}", "unit": {"might": 1, "name": "Inert Unit"}})
            deck_players.append(name)
    # a scenario whose expectations see a deck's end (nothing left, or every card drawn) would reach the
    # added card, and one that puts cards on the bottom of a deck would see it between them
    for player, key, pf in _zones_touched(body):
        if key == "deck" and player in deck_players and pf["deck"] == []:
            return f"a checkpoint expects {player}'s deck to be empty: the added card would be drawn"
    for player, key, pf in list(_zones_touched(body)):
        if key in ("hand", "base"):
            pf[key] = [*pf[key], f"{_EXTRA[key]}_{player.lower()}"]
        elif key in ("hand_count",):
            pf[key] += 1
        elif key == "deck" and player in deck_players:
            pf[key] = [*pf[key], f"{_EXTRA['deck']}_{player.lower()}"]
        elif key == "deck_count" and player in deck_players:
            pf[key] += 1
    return body


def zone_order(s: Scenario) -> dict[str, Any] | str:
    body = _body(s)
    changed = False
    for player in body["setup"]["players"].values():
        for zone in _UNORDERED_PLAYER_ZONES:
            if len(player.get(zone, ())) > 1:
                player[zone].reverse()
                changed = True
    for bf in body["setup"].get("battlefields", ()):
        if len(bf.get("units", ())) > 1:
            bf["units"].reverse()
            changed = True
    if not changed:
        return "no unordered zone holds two cards or more"
    return body


GENERATORS: dict[str, Callable[[Scenario], dict[str, Any] | str]] = {
    "seats": seats, "names": names, "extra-cards": extra_cards, "zone-order": zone_order,
}


def _rebuild(s: Scenario, kind: str, body: Mapping[str, Any]) -> Scenario:
    steps: list[Decision | Checkpoint] = []
    for old, entry in zip(s.steps, body["actions"]):
        if isinstance(old, Checkpoint):
            steps.append(Checkpoint(old.index, old.line, entry["check"], entry.get("note")))
        else:
            steps.append(Decision(old.index, old.line, entry))
    expect = None
    if s.expect is not None:
        expect = Checkpoint(-1, s.expect.line, body["expect"])
    raw = {**s.raw, **body, "id": f"{s.id}{SEP}{kind}"}
    return dataclasses.replace(s, id=raw["id"], setup=body["setup"], steps=tuple(steps), expect=expect, raw=raw,
                               variant_of=s.id)


def generate(s: Scenario, kinds: Iterable[str] = KINDS) -> list[Variant]:
    """The variants of ``s``, one per kind (a skipped one says why)."""
    out = []
    declared = s.raw.get("unsound_variants", {})
    for kind in kinds:
        if kind in declared:
            made: dict[str, Any] | str = f"the scenario declares it unsound: {declared[kind]}"
        else:
            made = GENERATORS[kind](s)
        if isinstance(made, str):
            skipped = dataclasses.replace(s, id=f"{s.id}{SEP}{kind}", variant_of=s.id,
                                          variant_skip=f"variant {kind} skipped: {made}")
            out.append(Variant(kind, skipped, made))
        else:
            out.append(Variant(kind, _rebuild(s, kind, made)))
    return out


def parse_kinds(text: str | None) -> tuple[str, ...]:
    """The kinds ``--variant`` names, comma-separated (``all`` or nothing: every kind)."""
    if not text or text == "all":
        return KINDS
    kinds = tuple(k.strip() for k in text.split(",") if k.strip())
    unknown = [k for k in kinds if k not in KINDS]
    if unknown:
        raise ValueError(f"unknown variant {unknown[0]!r}; choose among: all, {', '.join(KINDS)}")
    return kinds
