"""Which official cards the reference engine implements, and an honest refusal for the others.

An official card is implemented when it has a hand-written module (``cards/``), or a compiled effect spec
(``cards/compiled.py``), or no rules text beyond its keywords. A card without a module must also have
only keywords the engine implements for every card: a card whose text is silently ignored would give a
wrong answer instead of an honest "not implemented".
"""

from __future__ import annotations

from . import catalogue
from .catalogue import CardFacts
from .cards import compiled_behaviour, registered

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
    "Weaponmaster",  # 821: keywords.keyword_triggers, cards/equipment.py
    "Ambush",  # 822: playing.py
    "Unique",  # 825
    "Backline",  # 826: combat_damage.py
})

#: Keywords a compiled spec implements itself when it has the section for them.
_SPEC_KEYWORDS = {"Deathknell": "deathknell", "Flow": "flow", "Repeat": "repeat", "Empower": "empower_ability",
                  "Empowered": "empowered", "Vision": "vision", "Legion": "legion_on_play"}


def _keyword_name(keyword: str) -> str:
    parts = keyword.split()
    return " ".join(parts[:-1]) if len(parts) > 1 and parts[-1].isdigit() else keyword


def missing(facts: CardFacts) -> str | None:
    """Why the engine cannot play ``facts`` faithfully, or None if it implements the card."""
    if facts.name in registered():
        return None  # a hand-written module implements the whole card, keywords included
    spec = dict(facts.effects or {})
    if any("empower" in a for a in spec.get("abilities", ())):
        spec["empower_ability"] = True
    if facts.has_rules_text and compiled_behaviour(facts.name) is None:
        return (f"the reference engine does not implement card {facts.name!r} yet: its rules text has no "
                f"behaviour (no card module, no compiled effect spec)")
    unsupported = [k for k in facts.keywords
                   if _keyword_name(k) not in GENERIC_KEYWORDS and _SPEC_KEYWORDS.get(_keyword_name(k)) not in spec]
    if unsupported:
        return (f"the reference engine does not implement card {facts.name!r} yet: keyword "
                f"{unsupported[0]!r} is not implemented for cards without a module")
    return None


def summary() -> dict[str, list[str]]:
    """Every catalogue card by how it is implemented: ``module``, ``spec``, ``keywords`` (no text beyond
    supported keywords) or ``missing``."""
    out: dict[str, list[str]] = {"module": [], "spec": [], "keywords": [], "missing": []}
    modules = registered()
    for name in catalogue.names():
        facts = catalogue.lookup(name)
        if name in modules:
            out["module"].append(name)
        elif missing(facts) is not None:
            out["missing"].append(name)
        elif facts.has_rules_text:
            out["spec"].append(name)
        else:
            out["keywords"].append(name)
    return out


def main() -> int:
    """``python -m reference_engine.coverage``: how the catalogue's cards are implemented; ``-v`` lists the
    cards not implemented yet."""
    import sys

    counts = summary()
    for kind, label in (("module", "hand-written module"), ("spec", "compiled effect spec"),
                        ("keywords", "keywords only (implemented generically)"), ("missing", "not implemented")):
        print(f"{len(counts[kind]):4d}  {label}")
    if "-v" in sys.argv[1:]:
        print("\n".join(counts["missing"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
