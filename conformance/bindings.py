"""Names for the objects an engine creates during a scenario (tokens, copies).

An engine picks the IDs of the cards it creates, so a scenario cannot know them in advance. A zone entry
that matches a created card by name may name it: ``{card: Sprite, as: sprite}`` in a checkpoint binds the
scenario name ``sprite`` to the engine's ID of the card that entry matched. From then on decisions and
checkpoints use ``sprite`` like any setup ID (``move: [sprite]``, ``cards: {sprite: {stunned: true}}``,
``sprite.trigger`` on the chain), and the harness translates it to the engine's ID and back.

The linter (conformance/lint.py) checks that every name is bound once, by a checkpoint before its first
use, and collides with no setup ID; ``bound_names`` finds them in a scenario.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

#: Checkpoint zone lists that may bind: a player's zones and a battlefield's.
PLAYER_ZONES = ("hand", "deck", "trash", "base", "banishment", "runes", "rune_deck")
BATTLEFIELD_ZONES = ("units", "facedown")


class Unbound(Exception):
    """A bound name used before any checkpoint gave it an engine ID (its zone list was not compared)."""


def bindings_in(check: Mapping[str, Any]) -> Iterator[tuple[str, tuple[Any, ...]]]:
    """``(name, path below the checkpoint)`` of every ``as:`` in one checkpoint's zone lists (not in
    ``by_version``: a name must mean the same object whatever the rules version)."""
    for player, fields in (check.get("players") or {}).items():
        for zone in PLAYER_ZONES:
            for j, entry in enumerate(fields.get(zone) or ()) if isinstance(fields, Mapping) else ():
                if isinstance(entry, Mapping) and "as" in entry:
                    yield entry["as"], ("players", player, zone, j, "as")
    for bf, fields in (check.get("battlefields") or {}).items():
        for zone in BATTLEFIELD_ZONES:
            for j, entry in enumerate(fields.get(zone) or ()) if isinstance(fields, Mapping) else ():
                if isinstance(entry, Mapping) and "as" in entry:
                    yield entry["as"], ("battlefields", bf, zone, j, "as")


def bound_names(raw: Mapping[str, Any]) -> set[str]:
    """Every name a scenario binds, in its checkpoints and ``expect``."""
    names: set[str] = set()
    for step in raw.get("actions") or ():
        if isinstance(step, Mapping) and isinstance(step.get("check"), Mapping):
            names.update(name for name, _ in bindings_in(step["check"]))
    if isinstance(raw.get("expect"), Mapping):
        names.update(name for name, _ in bindings_in(raw["expect"]))
    return names


class Bindings:
    """Scenario names of created objects -> the engine's IDs, as a scenario runs."""

    def __init__(self, declared: set[str] | None = None):
        #: Names the scenario binds somewhere; using one before it is bound raises ``Unbound``.
        self.declared = set(declared or ())
        self.ids: dict[str, str] = {}

    def bind(self, name: str, engine_id: str) -> None:
        self.ids[name] = engine_id

    def __bool__(self) -> bool:
        return bool(self.declared)

    def engine_id(self, ref: Any) -> Any:
        """An instance ID or chain reference (``sprite``, ``sprite.trigger.2``) in the engine's terms."""
        if not isinstance(ref, str) or not self.declared:
            return ref
        base, dot, rest = ref.partition(".")
        if base not in self.declared:
            return ref
        if base not in self.ids:
            raise Unbound(f"{base!r} names a created card, but no checkpoint before this step bound it")
        return self.ids[base] + dot + rest

    def scenario_name(self, engine_id: str) -> str | None:
        for name, ident in self.ids.items():
            if ident == engine_id:
                return name
        return None

    def action(self, action: Mapping[str, Any]) -> dict[str, Any]:
        """A decision with its references translated: the card it plays, activates or hides, the units
        it moves, its targets, the chain items it orders, its damage assignment and its answers."""
        if not self.declared:
            return dict(action)
        out = dict(action)
        for key in ("play", "activate", "hide"):
            if key in out:
                out[key] = self.engine_id(out[key])
        for key in ("move", "targets", "order"):
            if isinstance(out.get(key), list):
                out[key] = [self.engine_id(v) for v in out[key]]
        if isinstance(out.get("choose"), list):
            out["choose"] = [self.engine_id(v) for v in out["choose"]]
        if isinstance(out.get("assign"), Mapping):
            out["assign"] = {self.engine_id(k): ({self.engine_id(d): n for d, n in v.items()}
                                                 if isinstance(v, Mapping) else v)
                             for k, v in out["assign"].items()}
        return out
