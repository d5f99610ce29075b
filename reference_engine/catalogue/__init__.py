"""The card catalogue: facts about every official card, looked up by exact printed name."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path


@dataclass(frozen=True)
class CardFacts:
    name: str
    type: str  # unit | spell | gear | legend | battlefield | rune
    supertypes: tuple[str, ...]
    domains: tuple[str, ...]
    energy: int | None
    power: int | None
    might: int | None
    tags: tuple[str, ...]
    keywords: tuple[str, ...]
    #: An Equipment's printed Might bonus (137, 718.4), e.g. 2 for "+2"; None for other cards.
    might_bonus: int | None = None
    #: The sets that printed the card, oldest first (``OGN``, ``OGS``, ``SFD``, ``UNL``, ``VEN``); () for a
    #: stand-in. A card module sits in the folder of the first (``cards.SET_FOLDERS``).
    sets: tuple[str, ...] = ()
    #: The card has rules text beyond its keywords (computed at build time; the text is not stored).
    has_rules_text: bool = False
    #: The compiled effect spec of that text, or None (``compile_effects``; interpreted by ``cards.compiled``).
    effects: dict | None = field(default=None, compare=False, hash=False)

    @property
    def is_token(self) -> bool:
        return "token" in self.supertypes


@lru_cache(maxsize=1)
def _load() -> dict[str, CardFacts]:
    raw = json.loads(Path(__file__).with_name("cards.json").read_text(encoding="utf-8"))
    out = {}
    for name, c in raw["cards"].items():
        out[name] = CardFacts(
            name=name, type=c["type"], supertypes=tuple(c["supertypes"]), domains=tuple(c["domains"]),
            energy=c["energy"], power=c["power"], might=c["might"], tags=tuple(c["tags"]),
            keywords=tuple(c["keywords"]),
            might_bonus=int(c["might_bonus"]) if c.get("might_bonus") not in (None, "") else None, sets=tuple(c.get("sets", ())), has_rules_text=bool(c.get("has_rules_text", False)),
            effects=c.get("effects"),
        )
    return out


def lookup(name: str) -> CardFacts | None:
    return _load().get(name)


def names() -> list[str]:
    return sorted(_load())
