"""Checkpoint vs observed state: the list of named fields whose values differ.

A checkpoint names only what it cares about; everything else in the observed state is ignored. Field
names are the scenario's own (``state``, ``scores.A``, ``cards.guard.zone``), mapped onto the canonical
observed state (docs/observed-state.md). Zone lists are multisets except ``deck`` (ordered, top first);
``{card: Name}`` entries match cards the engine created, by name.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from conformance import event_match
from conformance.bindings import Bindings


class Note(str):
    """A description standing in for an actual value (shown without quotes)."""


ABSENT = Note("<absent>")

#: Checkpoint fields that read one value of ``turn``.
_TURN_FIELDS = {"state": "state", "phase": "phase", "active": "active", "turn": "number"}
_COUNTS = {"hand_count": "hand", "deck_count": "deck", "trash_count": "trash", "rune_deck_count": "rune_deck"}
_ORDERED_ZONES = {"deck", "rune_deck"}


@dataclass(frozen=True)
class Difference:
    field: str          # in the scenario's terms, e.g. ``cards.guard.zone``
    expected: Any
    actual: Any

    def __str__(self) -> str:
        return f"{self.field}: expected {_show(self.expected)}, got {_show(self.actual)}"


def _show(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, Note):
        return str(value)
    if isinstance(value, str):
        return repr(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_show(v) for v in value) + "]"
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{k}: {_show(v)}" for k, v in value.items()) + "}"
    return str(value)


def _get(mapping: Any, *keys: Any) -> Any:
    for key in keys:
        if not isinstance(mapping, Mapping) or key not in mapping:
            return ABSENT
        mapping = mapping[key]
    return mapping


def resolve_versions(fields: Mapping[str, Any], rules_version: str) -> dict[str, Any]:
    """The checkpoint's fields for ``rules_version``: ``by_version`` entries override the common ones."""
    out = {k: v for k, v in fields.items() if k != "by_version"}
    specific = fields.get("by_version", {}).get(rules_version)
    if specific:
        out.update(specific)
    return out


# -- untracked fields ----------------------------------------------------------------------------

#: Checkpoint keys whose value is a mapping of named entries (``cards.<id>.<field>``) or of sub-fields.
_NAMED_KEYS = frozenset({"cards", "units", "battlefields", "players"})
_SUB_KEYS = frozenset({"showdown", "combat", "decision", "scores"})


@cache
def _pattern(untracked: str) -> re.Pattern[str]:
    """``battlefields.*.contested`` -> a regex over dotted field names; ``*`` is one whole name. A
    pattern also covers the fields below it (``players.*.power`` covers nothing deeper, ``showdown``
    covers ``showdown.at``)."""
    parts = [r"[^.]+" if part == "*" else re.escape(part) for part in untracked.split(".")]
    return re.compile(r"\.".join(parts) + r"(\..*)?")


def _aliases(name: str) -> tuple[str, ...]:
    """``name`` and its other spellings: ``units.x`` is ``cards.x``, ``scores.A`` is ``players.A.score``."""
    if name.startswith("units."):
        return name, "cards." + name[len("units."):]
    if name.startswith("scores.") and name.count(".") == 1:
        return name, f"players.{name[len('scores.'):]}.score"
    return (name,)


def is_untracked(name: str, untracked: Iterable[str]) -> bool:
    return any(_pattern(p).fullmatch(alias) for p in untracked for alias in _aliases(name))


_GONE = object()


def _keep(prefix: str, fields: Mapping[str, Any], untracked: Sequence[str], skipped: list[str]) -> Any:
    """``fields`` (below ``prefix``) without the untracked ones; _GONE when nothing is left of them."""
    kept = {k: v for k, v in fields.items() if not is_untracked(f"{prefix}.{k}", untracked)}
    skipped.extend(f"{prefix}.{k}" for k in fields if k not in kept)
    return kept if kept or not fields else _GONE


def prune_untracked(fields: Mapping[str, Any], untracked: Sequence[str]) -> tuple[dict[str, Any], list[str]]:
    """The checkpoint without the fields the engine does not track, and those fields' names."""
    if not untracked:
        return dict(fields), []
    kept: dict[str, Any] = {}
    skipped: list[str] = []
    for key, value in fields.items():
        if is_untracked(key, untracked):
            skipped.append(key)
            continue
        if key in _NAMED_KEYS and isinstance(value, Mapping):  # cards.<id>.<field>, players.<p>.<field>
            entries: dict[str, Any] = {}
            for name, sub in value.items():
                if is_untracked(f"{key}.{name}", untracked):
                    skipped.append(f"{key}.{name}")
                    continue
                sub = _keep(f"{key}.{name}", sub, untracked, skipped) if isinstance(sub, Mapping) else sub
                if sub is not _GONE:
                    entries[name] = sub
            value = entries if entries or not value else _GONE
        elif key in _SUB_KEYS and isinstance(value, Mapping):  # showdown.at, scores.A, ...
            value = _keep(key, value, untracked, skipped)
        if value is not _GONE:
            kept[key] = value
    return kept, skipped


# -- zone lists ----------------------------------------------------------------------------------

def _name_of(state: Mapping[str, Any], ident: str) -> Any:
    return _get(state, "cards", ident, "name")


def _card_field_matches(key: str, want: Any, got: Any) -> bool:
    if key == "keywords" and isinstance(got, list) and isinstance(want, list):
        return sorted(got) == sorted(want)
    return _same(want, got)


def _entry_matches(entry: Any, ident: str, state: Mapping[str, Any]) -> bool:
    """A zone entry is a card ID, or ``{card: Name, ...fields}``: a created card with that name whose
    observed fields equal every other field the entry names (``{card: Sprite, exhausted: false}``)."""
    if isinstance(entry, str):
        return entry == ident
    card = _get(state, "cards", ident)
    if not isinstance(card, Mapping) or card.get("name") != entry.get("card"):
        return False
    return all(_card_field_matches(k, v, _get(card, k)) for k, v in entry.items() if k not in ("card", "as"))


def _assign(entries: Sequence[Mapping[str, Any]], idents: list[str], state: Mapping[str, Any]) -> list[str] | None:
    """The observed card each entry is given, each its own (a bipartite matching; zones are small), or
    None when no such matching exists."""
    if not entries:
        return []
    first, rest = entries[0], entries[1:]
    for i, ident in enumerate(idents):
        if _entry_matches(first, ident, state):
            others = _assign(rest, idents[:i] + idents[i + 1:], state)
            if others is not None:
                return [ident] + others
    return None


def _zone_matches(expected: Sequence[Any], actual: Any, state: Mapping[str, Any], ordered: bool) -> dict[str, str] | None:
    """None when the observed zone does not match; otherwise the names the matched entries bind
    (``{card: Sprite, as: sprite}``: ``sprite`` -> the observed card's ID; see conformance/bindings.py)."""
    if not isinstance(actual, list):
        return None
    if len(expected) != len(actual):
        return None
    if ordered:
        if not all(_entry_matches(e, a, state) for e, a in zip(expected, actual)):
            return None
        return {e["as"]: a for e, a in zip(expected, actual) if isinstance(e, Mapping) and "as" in e}
    explicit = Counter(e for e in expected if isinstance(e, str))
    leftover: list[str] = []
    for ident in actual:
        if explicit.get(ident, 0) > 0:
            explicit[ident] -= 1
        else:
            leftover.append(ident)
    if any(explicit.values()):
        return None
    # the most constrained entries first keeps the search short
    described = sorted((e for e in expected if isinstance(e, Mapping)), key=len, reverse=True)
    given = _assign(described, leftover, state)
    if given is None:
        return None
    return {e["as"]: ident for e, ident in zip(described, given) if "as" in e}


def _zone_display(actual: Any, state: Mapping[str, Any], known: set[str], ordered: bool,
                  fields: Sequence[str] = (), names: Mapping[str, str] | None = None) -> Any:
    """Observed zone contents in scenario terms: engine-created cards shown as ``{card: Name}``, with the
    fields the expected entries name (``{card: Sprite, exhausted: true}``), or by the name a checkpoint
    bound them to (``names``: engine ID -> scenario name)."""
    if not isinstance(actual, list):
        return actual
    names = names or {}

    def created(ident: str) -> dict[str, Any]:
        shown = {"card": _name_of(state, ident)}
        shown.update({f: _get(state, "cards", ident, f) for f in fields})
        return shown

    shown = [a if a in known else names[a] if a in names else created(a) for a in actual]
    if ordered:
        return shown
    return sorted(shown, key=lambda v: (isinstance(v, Mapping), str(v)))


# -- the comparison ------------------------------------------------------------------------------

@dataclass
class Comparison:
    """Compares checkpoints against observed states of one scenario."""

    known_ids: set[str]
    rules_version: str = "1.4"
    events: Callable[[], Sequence[Mapping[str, Any]]] | None = None
    legal_actions: Callable[[str], Sequence[Mapping[str, Any]]] | None = None
    #: Field patterns the engine does not track (EngineInfo.untracked); skipped, and listed in ``skipped``.
    untracked: Sequence[str] = ()
    skipped: list[str] = field(default_factory=list)
    #: Names of created cards (conformance/bindings.py): bound by zone entries with ``as``, read everywhere.
    bindings: Bindings = field(default_factory=Bindings)

    def compare(self, fields: Mapping[str, Any], state: Mapping[str, Any]) -> list[Difference]:
        diffs: list[Difference] = []
        fields, skipped = prune_untracked(resolve_versions(fields, self.rules_version), self.untracked)
        self.skipped = skipped
        for key, expected in fields.items():
            handler = getattr(self, f"_check_{key}", None)
            if key in _TURN_FIELDS:
                self._plain(diffs, key, expected, _get(state, "turn", _TURN_FIELDS[key]))
            elif key in ("priority", "focus", "winner"):
                self._plain(diffs, key, expected, _get(state, key))
            elif key in ("cards", "units"):
                self._cards(diffs, key, expected, state)
            elif handler is not None:
                handler(diffs, expected, state)
            else:  # pragma: no cover - the schema allows no other key
                raise ValueError(f"unknown checkpoint field {key!r}")
        return diffs

    def _scenario_ref(self, ref: Any) -> Any:
        """An observed chain reference in the scenario's terms (``token-3.trigger`` -> ``sprite.trigger``)."""
        if not isinstance(ref, str) or not self.bindings.ids:
            return ref
        base, dot, rest = ref.partition(".")
        name = self.bindings.scenario_name(base)
        return ref if name is None else name + dot + rest

    @staticmethod
    def _plain(diffs: list[Difference], name: str, expected: Any, actual: Any) -> None:
        if not _same(expected, actual):
            diffs.append(Difference(name, expected, actual))

    def _zone(self, diffs: list[Difference], name: str, zone: str, expected: Any, actual: Any,
              state: Mapping[str, Any]) -> None:
        ordered = zone in _ORDERED_ZONES
        engine_terms = [self.bindings.engine_id(e) if isinstance(e, str) else e for e in expected]
        bound = _zone_matches(engine_terms, actual, state, ordered)
        if bound is None:
            shown_expected = expected if ordered else sorted(expected, key=lambda v: (isinstance(v, Mapping), str(v)))
            fields = sorted({k for e in expected if isinstance(e, Mapping) for k in e if k not in ("card", "as")})
            names = {ident: name for name, ident in self.bindings.ids.items()}
            diffs.append(Difference(name, shown_expected,
                                    _zone_display(actual, state, self.known_ids, ordered, fields, names)))
            return
        for bound_name, ident in bound.items():
            self.bindings.bind(bound_name, ident)

    def _check_chain(self, diffs: list[Difference], expected: Sequence[Any], state: Mapping[str, Any]) -> None:
        actual = _get(state, "chain")
        if not isinstance(actual, list):
            diffs.append(Difference("chain", expected, actual))
            return
        projected: list[Any] = []
        ok = len(expected) == len(actual)
        for i, item in enumerate(actual):
            want = expected[i] if i < len(expected) else None
            ref = self._scenario_ref(_get(item, "ref"))
            if isinstance(want, Mapping):
                got = {"item": ref}
                got.update({k: _get(item, k) for k in want if k != "item"})
                ok = ok and got == dict(want)
                projected.append(got)
            else:
                ok = ok and ref == want
                projected.append(ref)
        if not ok:
            diffs.append(Difference("chain", list(expected), projected))

    def _check_showdown(self, diffs: list[Difference], expected: Any, state: Mapping[str, Any]) -> None:
        actual = _get(state, "showdown")
        if expected is None or not isinstance(actual, Mapping):
            self._plain(diffs, "showdown", expected, actual)
            return
        for key, value in expected.items():
            self._plain(diffs, f"showdown.{key}", value, _get(actual, key))

    def _check_combat(self, diffs: list[Difference], expected: Any, state: Mapping[str, Any]) -> None:
        actual = _get(state, "showdown")
        in_combat = isinstance(actual, Mapping) and actual.get("combat") is True
        if expected is None:
            if in_combat:
                diffs.append(Difference("combat", None, {k: actual.get(k) for k in ("at", "attacker", "defender")}))
            return
        if not in_combat:
            diffs.append(Difference("combat", dict(expected), actual if actual != ABSENT else None))
            return
        for key, value in expected.items():
            self._plain(diffs, f"combat.{key}", value, _get(actual, key))

    def _check_staged(self, diffs: list[Difference], expected: Sequence[str], state: Mapping[str, Any]) -> None:
        actual = _get(state, "staged")
        if not isinstance(actual, list) or sorted(actual) != sorted(expected):
            diffs.append(Difference("staged", sorted(expected), sorted(actual) if isinstance(actual, list) else actual))

    def _cards(self, diffs: list[Difference], name: str, expected: Mapping[str, Any], state: Mapping[str, Any]) -> None:
        for ident, fields in expected.items():
            card = _get(state, "cards", self.bindings.engine_id(ident))
            if card == ABSENT:
                diffs.append(Difference(f"{name}.{ident}", dict(fields), ABSENT))
                continue
            for key, value in fields.items():
                actual = _get(card, key)
                if key == "keywords" and isinstance(actual, list):
                    if sorted(actual) != sorted(value):
                        diffs.append(Difference(f"{name}.{ident}.keywords", sorted(value), sorted(actual)))
                else:
                    self._plain(diffs, f"{name}.{ident}.{key}", value, actual)

    def _check_battlefields(self, diffs: list[Difference], expected: Mapping[str, Any], state: Mapping[str, Any]) -> None:
        for ident, fields in expected.items():
            bf = _get(state, "battlefields", ident)
            if bf == ABSENT:
                diffs.append(Difference(f"battlefields.{ident}", dict(fields), ABSENT))
                continue
            for key, value in fields.items():
                field = f"battlefields.{ident}.{key}"
                actual = _get(bf, key)
                if key in ("units", "facedown"):
                    self._zone(diffs, field, key, value, actual, state)
                elif key == "scored":
                    if not isinstance(actual, list) or sorted(actual) != sorted(value):
                        diffs.append(Difference(field, sorted(value), actual))
                else:
                    self._plain(diffs, field, value, actual)

    def _check_players(self, diffs: list[Difference], expected: Mapping[str, Any], state: Mapping[str, Any]) -> None:
        for player, fields in expected.items():
            observed = _get(state, "players", player)
            if observed == ABSENT:
                diffs.append(Difference(f"players.{player}", dict(fields), ABSENT))
                continue
            for key, value in fields.items():
                field = f"players.{player}.{key}"
                if key in _COUNTS:
                    zone = _get(observed, _COUNTS[key])
                    self._plain(diffs, field, value, len(zone) if isinstance(zone, list) else zone)
                elif key in ("hand", "deck", "trash", "base", "banishment", "runes", "rune_deck", "champion"):
                    self._zone(diffs, field, key, value, _get(observed, key), state)
                elif key == "power":
                    actual = _get(observed, "power")
                    actual_nonzero = {k: v for k, v in actual.items() if v} if isinstance(actual, Mapping) else actual
                    if actual_nonzero != {k: v for k, v in value.items() if v}:
                        diffs.append(Difference(field, dict(value), actual))
                else:
                    self._plain(diffs, field, value, _get(observed, key))

    def _check_scores(self, diffs: list[Difference], expected: Mapping[str, int], state: Mapping[str, Any]) -> None:
        for player, value in expected.items():
            self._plain(diffs, f"scores.{player}", value, _get(state, "players", player, "score"))

    def _check_decision(self, diffs: list[Difference], expected: Any, state: Mapping[str, Any]) -> None:
        actual = _get(state, "decision")
        if expected is None or not isinstance(actual, Mapping):
            self._plain(diffs, "decision", expected, actual)
            return
        for key, value in expected.items():
            self._plain(diffs, f"decision.{key}", value, _get(actual, key))

    def _check_events(self, diffs: list[Difference], expected: Sequence[Mapping[str, Any]], state: Mapping[str, Any]) -> None:
        """An ordered subsequence of entries; an entry is an event pattern (its fields, a subset of one
        event's) or a group ``{any_order: [patterns], cleanups: same|different}``, matched by distinct
        events in any order after the previous entry's match (conformance/event_match.py)."""
        actual = list(self.events()) if self.events else []
        untracked = is_untracked("events.cleanup", self.untracked)
        position = 0
        for i, want in enumerate(expected):
            if "any_order" in want:
                found = event_match.group(want["any_order"], actual, position,
                                          None if untracked else want.get("cleanups"))
                if untracked and want.get("cleanups"):
                    self.skipped.append(f"events[{i}].cleanups")
                if found.indices is None:
                    diffs.append(Difference(f"events[{i}]", dict(want), Note(found.why)))
                    return
                position = max(found.indices) + 1
                continue
            while position < len(actual) and not _subset(want, actual[position]):
                position += 1
            if position == len(actual):
                diffs.append(Difference(f"events[{i}]", dict(want), Note(f"not found in order among {len(actual)} events")))
                return
            position += 1

    def _check_legal(self, diffs: list[Difference], expected: Mapping[str, Any], state: Mapping[str, Any]) -> None:
        player = expected["player"]
        offered = list(self.legal_actions(player)) if self.legal_actions else []
        for want in expected.get("includes", ()):
            if not any(_subset(self.bindings.action(want), action) for action in offered):
                diffs.append(Difference(f"legal.{player}.includes", dict(want), Note("not offered")))
        for want in expected.get("excludes", ()):
            if any(_subset(self.bindings.action(want), action) for action in offered):
                diffs.append(Difference(f"legal.{player}.excludes", dict(want), Note("offered")))


def _same(expected: Any, actual: Any) -> bool:
    """Equal values of compatible JSON types: ``true`` is not ``1``; ``1`` equals ``1.0``."""
    if isinstance(expected, bool) or isinstance(actual, bool):
        return type(expected) is type(actual) and expected == actual
    if isinstance(expected, (int, float)) and isinstance(actual, (int, float)):
        return expected == actual
    return type(expected) is type(actual) and expected == actual


_subset = event_match.subset


def state_changes(before: Any, after: Any, path: str = "") -> list[Difference]:
    """Every leaf that differs between two observed states (for the unchanged-after-refusal check)."""
    if isinstance(before, Mapping) and isinstance(after, Mapping):
        out: list[Difference] = []
        for key in list(before) + [k for k in after if k not in before]:
            sub = f"{path}.{key}" if path else str(key)
            out.extend(state_changes(before.get(key, ABSENT), after.get(key, ABSENT), sub))
        return out
    if before != after or type(before) is not type(after):
        return [Difference(path or "<state>", before, after)]
    return []
