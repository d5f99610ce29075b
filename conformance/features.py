"""The features a scenario needs, derived from its content (test262-style).

An engine declares the features it implements in the handshake; a scenario needing a feature the
engine does not declare is skipped before it starts, with the reason. The list below is the whole
vocabulary (documented in docs/engine-protocol.md, "Features"). Each feature is derived from what the
scenario writes (its setup, its decisions, the fields its checkpoints read, and a few mechanism tags
for behaviours only card text reveals); ``requires:`` in a scenario adds a feature that cannot be
derived. The capabilities of protocol v1 (``hidden``, ``multiplayer``, ``legal-actions``,
``events``, ``setup-from-decks``) are features of the same names.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from functools import cache
from typing import Any

#: Every feature, with what it means (the handshake's vocabulary; the docs table is generated from it).
FEATURES: dict[str, str] = {
    "official-cards": "cards named by their printed name, with their card text (setup `card:`)",
    "stand-in-cards": "the suite's stand-in cards (conformance/data/stand-in-cards.yaml)",
    "keywords": "keywords on plain units or gear, or a checkpoint reading `keywords`",
    "runes": "rune cards: a player's `runes` or `rune_deck` (setup or checkpoint)",
    "legends": "a player's `legend` (setup or checkpoint)",
    "battlefield-cards": "battlefields that are named cards (battlefield `card:`)",
    "move": "the standard move (`move` decisions)",
    "showdown": "showdowns and focus: a showdown turn state, `pass: focus`, checkpoints on `showdown` or `focus`",
    "combat": "combat: units of two players at one battlefield, `combat` checkpoints, damage assignment",
    "damage-assignment": "an `assign` decision, or an open `assign-damage` question",
    "hidden": "hidden cards (421): facedown cards, `hide`, playing from facedown",
    "stun": "stunned units (setup or checkpoint `stunned`, or a `stun` tag)",
    "tokens": "token cards (setup or checkpoint `token`, a token card by name, or a `token` tag)",
    "equipment": "equipment and attaching (checkpoint `attached_to`, or an `equipment` / `attachment` tag)",
    "activated-abilities": "`activate` decisions",
    "trigger-ordering": "`order` decisions, or an open `order-triggers` question",
    "choices": "`choose` decisions, or an open `choose` question",
    "optional-costs": "Accelerate, Repeat or an optional additional cost on `play`",
    "turn-structure": "`end_turn`, a setup outside the main phase, or checkpoints on `phase` / `turn`",
    "concede": "`concede` decisions",
    "multiplayer": "more than two players",
    "events": "checkpoints on `events` (the engine answers `events`)",
    "legal-actions": "checkpoints on `legal` (the engine answers `legal_actions`)",
    "setup-from-decks": "a setup from decks: the game starts with the Setup Process (110-118)",
    "mode-match": "a setup from decks in `mode: match` (486: best of 3, battlefields selected, not random)",
    "mode-skirmish": "a setup from decks in `mode: skirmish` (487: three players, free-for-all)",
    "mode-war": "a setup from decks in `mode: war` (488: four players, the First Player's battlefields unused)",
}

#: The Modes of Play a setup from decks may name (485-488); a Duel (485) is the default and needs no feature.
MODES = ("duel", "match", "skirmish", "war")
DEFAULT_MODE = "duel"

#: The protocol v1 capabilities, each a feature of the same name.
CAPABILITIES = frozenset({"hidden", "multiplayer", "legal-actions", "events", "setup-from-decks"})

#: Mechanism tags that name a feature only card text would otherwise reveal.
_TAGS = {"stun": "stun", "stunned": "stun", "token": "tokens", "tokens": "tokens", "equipment": "equipment",
         "attachment": "equipment", "runes": "runes", "legend": "legends", "legends": "legends"}

_VERBS = {"move": "move", "hide": "hidden", "activate": "activated-abilities", "order": "trigger-ordering",
          "assign": "damage-assignment", "choose": "choices", "concede": "concede", "end_turn": "turn-structure"}
_QUESTIONS = {"assign-damage": "damage-assignment", "order-triggers": "trigger-ordering", "choose": "choices"}
_PLAYER_ZONES = ("hand", "deck", "trash", "base", "banishment")


@cache
def _catalogue() -> tuple[dict[str, Any], frozenset[str]]:
    """Official card names (with types and token flag) and the stand-in names."""
    from conformance.lint import card_catalogue  # the linter's catalogue: official cards plus stand-ins

    names = card_catalogue()
    stand_ins = frozenset(n for n, entry in names.items() if entry.get("stand_in"))
    return names, stand_ins


def card_names(data: Mapping[str, Any]) -> list[str]:
    """Every card name a scenario's setup gives (cards, runes, legends, battlefields), in order."""
    setup = data.get("setup") or {}
    out: list[str] = []
    for player in (setup.get("players") or {}).values():
        for zone in (*_PLAYER_ZONES, "runes", "rune_deck"):
            out.extend(c["card"] for c in player.get(zone, ()) if isinstance(c.get("card"), str))
        legend = player.get("legend")
        if isinstance(legend, Mapping) and isinstance(legend.get("card"), str):
            out.append(legend["card"])
    for bf in setup.get("battlefields", ()):
        if isinstance(bf.get("card"), str):
            out.append(bf["card"])
        for zone in ("units", "facedown"):
            out.extend(c["card"] for c in bf.get(zone, ()) if isinstance(c.get("card"), str))
    for deck in (setup.get("decks") or {}).values():  # a setup from decks (the Setup Process)
        slots = [deck.get("legend"), deck.get("champion"), *deck.get("main", ()), *deck.get("runes", ()),
                 *deck.get("battlefields", ())]
        out.extend(s["card"] for s in slots if isinstance(s, Mapping) and isinstance(s.get("card"), str))
    return out


def official_cards(data: Mapping[str, Any]) -> list[str]:
    """The official (printed) cards the setup names, sorted, without repeats."""
    names, stand_ins = _catalogue()
    return sorted({n for n in card_names(data) if n in names and n not in stand_ins})


def _setup_cards(setup: Mapping[str, Any]) -> Iterator[tuple[str | None, Mapping[str, Any]]]:
    """(battlefield ID or None, card spec) for every card in the setup."""
    for player in (setup.get("players") or {}).values():
        for zone in _PLAYER_ZONES:
            for card in player.get(zone, ()):
                yield None, card
    for bf in setup.get("battlefields", ()):
        for zone in ("units", "facedown"):
            for card in bf.get(zone, ()):
                yield bf.get("id"), card


def _checkpoints(data: Mapping[str, Any]) -> Iterator[Mapping[str, Any]]:
    for entry in data.get("actions") or ():
        if isinstance(entry, Mapping) and isinstance(entry.get("check"), Mapping):
            yield entry["check"]
    if isinstance(data.get("expect"), Mapping):
        yield data["expect"]


def _flat(fields: Mapping[str, Any]) -> Iterator[Mapping[str, Any]]:
    """A checkpoint and each of its ``by_version`` variants."""
    yield fields
    for variant in (fields.get("by_version") or {}).values():
        if isinstance(variant, Mapping):
            yield variant


def mode_of(data: Mapping[str, Any]) -> str | None:
    """The Mode of Play of a scenario starting from decks (``setup.mode``, a Duel if omitted); None for a
    stated position, which has no mode (its victory score and battlefields are given)."""
    setup = data.get("setup") or {}
    if not isinstance(setup, Mapping) or not setup.get("decks"):
        return None
    mode = setup.get("mode", DEFAULT_MODE)
    return mode if isinstance(mode, str) else None


def _from_setup(data: Mapping[str, Any], out: set[str]) -> None:
    names, stand_ins = _catalogue()
    setup = data.get("setup") or {}
    players = setup.get("players") or {}
    if setup.get("decks"):  # every deck has a legend, runes and battlefields (101-103)
        out.update({"setup-from-decks", "legends", "runes", "battlefield-cards"})
        if len(setup["decks"]) > 2:
            out.add("multiplayer")
        mode = mode_of(data)
        if mode in MODES and mode != DEFAULT_MODE:  # 485-488: each mode other than the Duel is a feature
            out.add(f"mode-{mode}")
    if len(players) > 2:
        out.add("multiplayer")
    for name in card_names(data):
        if name in stand_ins:
            out.add("stand-in-cards")
        elif name in names:
            out.add("official-cards")
            if names[name].get("token"):
                out.add("tokens")
    for player in players.values():
        if player.get("runes") or player.get("rune_deck"):
            out.add("runes")
        if player.get("legend"):
            out.add("legends")
    turn = setup.get("turn") or {}
    if str(turn.get("state", "")).startswith("showdown"):
        out.add("showdown")
    if turn.get("phase", "main") != "main":
        out.add("turn-structure")
    controllers: dict[str, set[str]] = {}
    for bf in setup.get("battlefields", ()):
        if bf.get("card"):
            out.add("battlefield-cards")
        if bf.get("facedown"):
            out.add("hidden")
        controllers[bf.get("id")] = {c.get("controller") for c in bf.get("units", ()) if c.get("controller")}
        if len(controllers[bf.get("id")]) > 1:
            out.update({"combat", "showdown"})
    for _, card in _setup_cards(setup):
        plain = card.get("unit") or card.get("gear") or {}
        if isinstance(plain, Mapping) and plain.get("keywords"):
            out.add("keywords")
        if card.get("stunned"):
            out.add("stun")
        if card.get("token"):
            out.add("tokens")
    _from_moves(data, controllers, out)


def _from_moves(data: Mapping[str, Any], controllers: Mapping[str, set[str]], out: set[str]) -> None:
    """A move to a battlefield opens a showdown there (516); one to enemy units is a combat (440)."""
    for entry in data.get("actions") or ():
        if not isinstance(entry, Mapping) or "move" not in entry:
            continue
        to = entry.get("to")
        if to and to != "base":
            out.add("showdown")
            if controllers.get(to, set()) - {entry.get("player")}:
                out.add("combat")


def _from_decisions(data: Mapping[str, Any], out: set[str]) -> None:
    for entry in data.get("actions") or ():
        if not isinstance(entry, Mapping) or "check" in entry:
            continue
        for verb, feature in _VERBS.items():
            if verb in entry:
                out.add(feature)
        if entry.get("pass") == "focus":
            out.add("showdown")
        if "play" in entry:
            if entry.get("hidden"):
                out.add("hidden")
            if entry.get("accelerate") or entry.get("repeat") or entry.get("additional_cost"):
                out.add("optional-costs")
    if "damage-assignment" in out:
        out.add("combat")


def _card_checks(fields: Mapping[str, Any]) -> Iterator[Mapping[str, Any]]:
    for key in ("cards", "units"):
        for card in (fields.get(key) or {}).values():
            if isinstance(card, Mapping):
                yield card
    for key in ("players", "battlefields"):
        for holder in (fields.get(key) or {}).values():
            if not isinstance(holder, Mapping):
                continue
            for zone in holder.values():
                if isinstance(zone, list):
                    yield from (e for e in zone if isinstance(e, Mapping))


def _from_checkpoints(data: Mapping[str, Any], out: set[str]) -> None:
    names, _ = _catalogue()
    for check in _checkpoints(data):
        for fields in _flat(check):
            if "events" in fields:
                out.add("events")
            if "legal" in fields:
                out.add("legal-actions")
            if "showdown" in fields or "focus" in fields or str(fields.get("state", "")).startswith("showdown"):
                out.add("showdown")
            if "combat" in fields or (isinstance(fields.get("showdown"), Mapping) and fields["showdown"].get("combat")):
                out.update({"combat", "showdown"})
            if "phase" in fields or "turn" in fields:
                out.add("turn-structure")
            decision = fields.get("decision")
            if isinstance(decision, Mapping) and decision.get("kind") in _QUESTIONS:
                out.add(_QUESTIONS[decision["kind"]])
            for player in (fields.get("players") or {}).values():
                if isinstance(player, Mapping):
                    if {"runes", "rune_deck", "rune_deck_count"} & set(player):
                        out.add("runes")
                    if "legend" in player:
                        out.add("legends")
            for bf in (fields.get("battlefields") or {}).values():
                if isinstance(bf, Mapping) and "facedown" in bf:
                    out.add("hidden")
            for card in _card_checks(fields):
                if "stunned" in card:
                    out.add("stun")
                if "token" in card or names.get(str(card.get("card")), {}).get("token"):
                    out.add("tokens")
                if "attached_to" in card:
                    out.add("equipment")
                if "hidden" in card:
                    out.add("hidden")
                if "keywords" in card:
                    out.add("keywords")
    if "damage-assignment" in out:
        out.add("combat")


def derive(data: Mapping[str, Any]) -> frozenset[str]:
    """The features scenario ``data`` (schema-valid) needs: derived from its content, plus ``requires``."""
    out: set[str] = set(data.get("requires") or ())
    _from_setup(data, out)
    _from_decisions(data, out)
    _from_checkpoints(data, out)
    out.update(_TAGS[t] for t in data.get("tags") or () if t in _TAGS)
    return frozenset(out)


#: How a skip for undeclared features reads: the prefix, then the features joined by ", ".
SKIP_PREFIX = "engine does not declare feature"


def skip_reason(lacking: list[str]) -> str:
    return f"{SKIP_PREFIX}{'s' if len(lacking) > 1 else ''}: {', '.join(lacking)}"


def lacking_in(reason: str | None) -> list[str]:
    """The features a skip reason written by :func:`skip_reason` names (none for other reasons)."""
    if not reason or not reason.startswith(SKIP_PREFIX):
        return []
    return reason.split(": ", 1)[1].split(", ") if ": " in reason else []


def missing(needed: Iterable[str], features: Iterable[str] | None, capabilities: Iterable[str] = ()) -> list[str]:
    """The needed features an engine does not declare, sorted. ``features`` None is an engine that
    declares no features (protocol v1): then only the v1 capabilities are checked, as they always were,
    and the engine answers ``unsupported`` for the rest itself."""
    needed = set(needed)
    declared = set(capabilities)
    if features is None:
        return sorted((needed & CAPABILITIES) - declared)
    return sorted(needed - declared - set(features))


def unknown(names: Iterable[str]) -> list[str]:
    """Names that are not features (for checking a handshake or ``requires:``)."""
    return sorted(set(names) - set(FEATURES))
