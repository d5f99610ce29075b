"""The card catalogue: facts about every official card, looked up by exact printed name."""

from __future__ import annotations

import json
from dataclasses import dataclass
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
        )
    return out


def lookup(name: str) -> CardFacts | None:
    return _load().get(name)


def names() -> list[str]:
    return sorted(_load())
