"""Whether the reference engine can play an official card faithfully, and an honest refusal if not.

An official card is implemented when it has a hand-written module (``cards/``), or a compiled effect spec
(``cards/compiled.py``), or no rules text beyond keywords the machinery implements for every card. A card
whose text would be silently ignored gives a wrong answer instead of an honest "not implemented", so setup
refuses it (``setup.py``). This module asks only the registry (``behaviour.py``); ``coverage.py`` reports
over the whole catalogue.
"""

from __future__ import annotations

import json

from .behaviour import compiled_behaviour, module_behaviour
from .catalogue import CardFacts

#: Keywords the machinery implements for any card that has them (the v1.4 glossary, 805-829).
#: Unique (825) only constrains deck building, so it has nothing to do in a game.
GENERIC_KEYWORDS = frozenset({
    "Accelerate",  # 805: payment.py, legal.py
    "Action",  # 806: playing.py
    "Assault",  # 807: might.py
    "Deflect",  # 809: keywords.deflect_cost
    "Ganking",  # 810: movement.py
    "Hidden",  # 811: hidden.py
    "Reaction",  # 813: playing.py
    "Shield",  # 814: might.py
    "Tank",  # 815: combat_damage.py
    "Temporary",  # 816: keywords.keyword_triggers
    "Weaponmaster",  # 821: keywords.keyword_triggers, equipment.py
    "Ambush",  # 822: playing.py
    "Hunt",  # 823: keywords.keyword_triggers
    "Unique",  # 825
    "Backline",  # 826: combat_damage.py
    "Hunt",  # 823: keywords.keyword_triggers
})

#: Keywords a compiled spec implements itself when it has the section for them.
_SPEC_KEYWORDS = {"Deathknell": "deathknell", "Flow": "flow", "Repeat": "repeat", "Empower": "empower_ability",
                  "Empowered": "empowered", "Vision": "vision", "Legion": "legion_on_play", "Equip": "equip", "Quick-Draw": "quick_draw",
                  "Level": "level"}


def _keyword_name(keyword: str) -> str:
    parts = keyword.split()
    return " ".join(parts[:-1]) if len(parts) > 1 and parts[-1].isdigit() else keyword


def missing(facts: CardFacts) -> str | None:
    """Why the engine cannot play ``facts`` faithfully, or None if it implements the card."""
    if module_behaviour(facts.name) is not None:
        return None  # a hand-written module implements the whole card, keywords included
    spec = dict(facts.effects or {})
    if any("empower" in a for a in spec.get("abilities", ())):
        spec["empower_ability"] = True
    text = json.dumps(spec)
    if '"level"' in text:  # a [Level N] dependent ability the spec carries (824)
        spec["level"] = True
    if '"empowered": true' in text:  # a triggered ability active while Empowered (828)
        spec["empowered"] = True
    if facts.has_rules_text and compiled_behaviour(facts.name) is None:
        return (f"the reference engine does not implement card {facts.name!r} yet: its rules text has no "
                f"behaviour (no card module, no compiled effect spec)")
    unsupported = [k for k in facts.keywords
                   if _keyword_name(k) not in GENERIC_KEYWORDS and _SPEC_KEYWORDS.get(_keyword_name(k)) not in spec]
    if unsupported:
        return (f"the reference engine does not implement card {facts.name!r} yet: keyword "
                f"{unsupported[0]!r} is not implemented for cards without a module")
    return None
