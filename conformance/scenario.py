"""The typed scenario model: what a loaded, validated scenario file holds.

The raw mappings (``setup``, each decision, each checkpoint) are kept exactly as written, since adapters
forward them to engines unchanged; the model adds the provenance and where each step sits in its file.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

#: Keys of a decision that only the harness reads; they are removed before the engine sees it.
HARNESS_KEYS = frozenset({"refused", "reason", "code", "note", "by_ruling"})


@dataclass(frozen=True)
class Decision:
    index: int                   # position in ``actions`` (0-based)
    line: int | None
    data: dict[str, Any]         # as written, harness keys included

    @property
    def player(self) -> str:
        return self.data["player"]

    @property
    def refused(self) -> bool:
        return bool(self.data.get("refused"))

    @property
    def reason(self) -> str | None:
        return self.data.get("reason")

    @property
    def code(self) -> str | list[str] | None:
        """The refusal code(s) expected (conformance/refusals.py), or None."""
        return self.data.get("code")

    @property
    def note(self) -> str | None:
        return self.data.get("note")

    @property
    def by_ruling(self) -> dict[str, bool]:
        """Rulings that disagree with Core Rules v1.4 about this decision: ID -> whether each expects it refused."""
        return {ruling: bool(v.get("refused")) for ruling, v in (self.data.get("by_ruling") or {}).items()}

    def engine_action(self) -> dict[str, Any]:
        """The decision as the engine receives it."""
        return {k: v for k, v in self.data.items() if k not in HARNESS_KEYS}

    def describe(self) -> str:
        """One line of narrative, e.g. ``A plays cleave targeting striker``."""
        d = self.data
        who = d["player"]
        if "play" in d:
            text = f"{who} plays {d['play']}"
            if d.get("hidden"):
                text += " from facedown"
            if d.get("targets"):
                text += " targeting " + ", ".join(map(str, d["targets"]))
            if d.get("to"):
                text += f" to {d['to']}"
            if d.get("accelerate"):
                text += " with Accelerate"
            if d.get("additional_cost"):
                text += " paying its optional additional cost"
            if d.get("repeat"):
                text += f" paying Repeat {d['repeat']} time{'s' if d['repeat'] != 1 else ''}"
        elif "hide" in d:
            text = f"{who} hides {d['hide']} at {d.get('at')}"
        elif "activate" in d:
            text = f"{who} activates {d['activate']}"
            if d.get("ability", 1) != 1:
                text += f" (ability {d['ability']})"
            if d.get("targets"):
                text += " targeting " + ", ".join(map(str, d["targets"]))
        elif "move" in d:
            text = f"{who} moves {', '.join(d['move'])} to {d.get('to')}"
        elif "pass" in d:
            text = f"{who} passes {d['pass']}"
        elif "order" in d:
            text = f"{who} orders triggers {', '.join(d['order'])} (first listed goes on first)"
        elif "assign" in d:
            text = f"{who} assigns damage " + ", ".join(f"{k}: {v}" for k, v in d["assign"].items())
        elif "choose" in d:
            text = f"{who} chooses {d['choose']}"
        elif "concede" in d:
            text = f"{who} concedes"
        elif "end_turn" in d:
            text = f"{who} ends the turn"
        else:  # pragma: no cover - the schema allows no other verb
            text = f"{who} {d}"
        if self.refused:
            text += " (expected to be refused)"
        if self.note:
            text += f" -- {self.note}"
        return text


@dataclass(frozen=True)
class Checkpoint:
    index: int                   # position in ``actions``; ``None``-like -1 for ``expect``
    line: int | None
    fields: dict[str, Any]
    note: str | None = None
    #: Rulings that disagree with Core Rules v1.4 here: ruling ID -> the fields it expects instead. The
    #: engine is compared with them too, for the record; only ``fields`` (v1.4) decide the outcome.
    by_ruling: dict[str, dict[str, Any]] = field(default_factory=dict)

    @classmethod
    def of(cls, index: int, line: int | None, fields: dict[str, Any], note: str | None = None) -> "Checkpoint":
        """A checkpoint as written: ``by_ruling`` set apart from the fields compared."""
        return cls(index, line, {k: v for k, v in fields.items() if k != "by_ruling"}, note,
                   dict(fields.get("by_ruling") or {}))

    @property
    def label(self) -> str:
        return "expect" if self.index < 0 else f"checkpoint actions[{self.index}]"


Step = Decision | Checkpoint


@dataclass(frozen=True)
class Scenario:
    id: str
    title: str
    path: str                    # as displayed in messages
    line: int                    # line of the ``id`` field
    rulings: tuple[str, ...]
    urls: tuple[str, ...]
    summary: str
    rules: tuple[str, ...]
    tags: tuple[str, ...]
    requires: frozenset[str]
    rules_versions: tuple[str, ...]   # empty: every version
    setup: dict[str, Any]
    steps: tuple[Step, ...]
    expect: Checkpoint | None
    raw: dict[str, Any] = field(repr=False, compare=False, default_factory=dict)
    #: The scenario this one is an invariance variant of (conformance/variants.py), or None.
    variant_of: str | None = None
    #: Why this variant is unsound for its scenario (it is reported as skipped), or None.
    variant_skip: str | None = None
    #: The line of each node below ``setup`` (path inside the setup -> line), to locate a setup the engine refuses.
    setup_lines: Mapping[tuple[str | int, ...], int] = field(repr=False, compare=False, default_factory=dict)

    def setup_line(self, path: tuple[str | int, ...]) -> int | None:
        """The line of ``path`` inside the setup, or of its nearest ancestor the file has (the setup itself)."""
        probe = tuple(path)
        while probe not in self.setup_lines and probe:
            probe = probe[:-1]
        return self.setup_lines.get(probe)

    @property
    def sources(self) -> tuple[str, ...]:
        return self.rulings + self.urls

    @cached_property
    def features(self) -> frozenset[str]:
        """What an engine must implement to run this scenario (conformance/features.py)."""
        from conformance.features import derive

        return derive(self.raw) | self.requires

    @property
    def mode(self) -> str | None:
        """The Mode of Play of a setup from decks (485-488: duel if not given), None for a stated position."""
        from conformance.features import mode_of

        return mode_of(self.raw)

    def applies_to(self, rules_version: str) -> bool:
        return not self.rules_versions or rules_version in self.rules_versions

    def checkpoints(self) -> list[Checkpoint]:
        out = [s for s in self.steps if isinstance(s, Checkpoint)]
        if self.expect is not None:
            out.append(self.expect)
        return out


def instance_ids(setup: Mapping[str, Any]) -> list[str]:
    """Every instance ID a setup declares (cards, runes, legends, battlefields), in setup order."""
    ids: list[str] = []
    for player in setup.get("players", {}).values():
        for zone in ("hand", "deck", "trash", "base", "banishment", "runes", "rune_deck"):
            ids.extend(c["id"] for c in player.get(zone, ()))
        if "legend" in player:
            ids.append(player["legend"]["id"])
    for bf in setup.get("battlefields", ()):
        ids.append(bf["id"])
        for zone in ("units", "facedown"):
            ids.extend(c["id"] for c in bf.get(zone, ()))
    return ids
