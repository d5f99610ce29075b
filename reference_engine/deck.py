"""A player's deck (rule 103) and the deck-construction rules (101-103, 825), checked before a game starts.

A deck is plain data::

    {"legend":   {"id": "a-legend", "card": "Loose Cannon"},        # 103.1: the Champion Legend
     "champion": {"id": "a-champion", "card": "Jinx, Demolitionist"},  # 103.2.a: the Chosen Champion
     "main":     [{"card": "Get Excited!", "ids": ["a1", "a2"]}, {"card": "...", "count": 3}, ...],
     "runes":    [{"card": "Fury Rune", "count": 6}, {"card": "Chaos Rune", "ids": [...]}],
     "battlefields": [{"id": "a-bf1", "card": "Minefield"}, ...],     # 103.4
     "battlefield": "a-bf1"}                                          # optional: the one chosen (485.5)

``main`` lists the Main Deck without the Chosen Champion, top first when the deck is not shuffled; the
Main Deck is those cards plus the champion (103.2: at least 40 in all). An entry gives its instance IDs
(``ids``) or a ``count``; counted copies get the IDs ``<player>-main-<n>`` (``<player>-rune-<n>`` for runes,
``<player>-legend``, ``<player>-champion``, ``<player>-bf-<n>``), numbered in listed order from 1, the
player name in lower case.

:func:`check` builds a :class:`Deck` or raises :class:`DeckError` naming the field and the rule broken:
the first problem found, in the order of the rules. Cards the reference engine does not implement are a
separate, honest refusal (``coverage.missing``), never a construction error.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from . import behaviour, catalogue
from .catalogue import CardFacts
from .errors import SetupError

MIN_MAIN = 40  # 103.2
RUNES = 12  # 103.3.a
MAX_COPIES = 3  # 103.2.b
MAX_SIGNATURES = 3  # 103.2.d.1
#: Domains that never restrict a deck: a colourless card fits every Domain Identity (103.1.b.3 names only
#: cards that have a domain).
COLOURLESS = frozenset({"colorless"})


class DeckError(SetupError):
    """A deck breaking a construction rule: ``rule`` is the Core Rules number it breaks."""

    def __init__(self, field: str, rule: str, message: str):
        self.rule = rule
        super().__init__(field, f"{message} (rule {rule})")


@dataclass(frozen=True)
class DeckCard:
    id: str
    facts: CardFacts


@dataclass(frozen=True)
class Deck:
    player: str
    legend: DeckCard
    champion: DeckCard
    main: tuple[DeckCard, ...]  # without the champion, in listed order (top first)
    runes: tuple[DeckCard, ...]
    battlefields: tuple[DeckCard, ...]
    chosen_battlefield: str | None = None  # an ID among ``battlefields``, if the deck names one

    @property
    def identity(self) -> frozenset[str]:
        """The deck's Domain Identity: its Champion Legend's domains (103.1.b.2)."""
        return frozenset(self.legend.facts.domains)

    def instance_ids(self) -> list[str]:
        return [c.id for c in (self.legend, self.champion, *self.main, *self.runes, *self.battlefields)]


def _named(spec: Any, field: str, auto_id: str, kind: str) -> DeckCard:
    if isinstance(spec, str):
        spec = {"card": spec}
    if not isinstance(spec, Mapping) or not isinstance(spec.get("card"), str):
        raise SetupError(field, "expected {id, card} or a card name")
    bad = set(spec) - {"id", "card"}
    if bad:
        raise SetupError(f"{field}.{sorted(bad)[0]}", "unknown key")
    facts = catalogue.lookup(spec["card"])
    if facts is None:
        raise SetupError(f"{field}.card", f"no card named {spec['card']!r} in the catalogue")
    if facts.type != kind:
        raise DeckError(f"{field}.card", _KIND_RULE[kind], f"{facts.name!r} is a {facts.type}, not a {kind}")
    ident = spec.get("id", auto_id)
    if not isinstance(ident, str) or not ident:
        raise SetupError(f"{field}.id", "expected a non-empty string")
    return DeckCard(ident, facts)


_KIND_RULE = {"legend": "103.1", "unit": "103.2.a.2", "battlefield": "103.4", "rune": "103.3.a"}


def _copies(entries: Any, field: str, auto: str) -> list[tuple[str, DeckCard]]:
    """Expand ``[{card, ids | count}]`` into (field of the entry, card) pairs, in listed order."""
    if not isinstance(entries, list):
        raise SetupError(field, "expected a list of {card, ids} or {card, count}")
    out: list[tuple[str, DeckCard]] = []
    n = 0
    for i, entry in enumerate(entries):
        f = f"{field}[{i}]"
        if isinstance(entry, str):
            entry = {"card": entry, "count": 1}
        if not isinstance(entry, Mapping) or not isinstance(entry.get("card"), str):
            raise SetupError(f, "expected {card, ids} or {card, count}")
        bad = set(entry) - {"card", "ids", "count"}
        if bad:
            raise SetupError(f"{f}.{sorted(bad)[0]}", "unknown key")
        facts = catalogue.lookup(entry["card"])
        if facts is None:
            raise SetupError(f"{f}.card", f"no card named {entry['card']!r} in the catalogue")
        if ("ids" in entry) == ("count" in entry):
            raise SetupError(f, "give exactly one of ids (the instance IDs) or count")
        if "ids" in entry:
            ids = entry["ids"]
            if not isinstance(ids, list) or not ids or not all(isinstance(x, str) and x for x in ids):
                raise SetupError(f"{f}.ids", "expected a non-empty list of instance IDs")
        else:
            count = entry["count"]
            if not isinstance(count, int) or isinstance(count, bool) or count < 1:
                raise SetupError(f"{f}.count", f"expected an integer >= 1, got {count!r}")
            ids = [f"{auto}-{n + k + 1}" for k in range(count)]
        n += len(ids)
        out += [(f, DeckCard(x, facts)) for x in ids]
    return out


def _fits(facts: CardFacts, identity: frozenset[str]) -> bool:
    """103.1.b.3-4: a card is permitted only in an identity holding every one of its domains."""
    return set(facts.domains) - COLOURLESS <= identity


def check(spec: Any, player: str, *, battlefields: int = 3, field: str | None = None) -> Deck:
    """The deck of ``player`` from plain data, every construction rule checked (module docstring).
    ``battlefields``: how many the Mode of Play asks each deck to provide (103.4.a, 485.4.a)."""
    f = field if field is not None else f"decks.{player}"
    if not isinstance(spec, Mapping):
        raise SetupError(f, "expected a deck: {legend, champion, main, runes, battlefields}")
    bad = set(spec) - {"legend", "champion", "main", "runes", "battlefields", "battlefield"}
    if bad:
        raise SetupError(f"{f}.{sorted(bad)[0]}", "unknown key")
    for key in ("legend", "champion", "main", "runes", "battlefields"):
        if key not in spec:
            raise SetupError(f"{f}.{key}", "required")
    p = player.lower()
    legend = _named(spec["legend"], f"{f}.legend", f"{p}-legend", "legend")  # 103.1
    identity = frozenset(legend.facts.domains)
    champion = _named(spec["champion"], f"{f}.champion", f"{p}-champion", "unit")
    champ = champion.facts
    if "champion" not in champ.supertypes:  # 103.2.a.2, 103.2.d.3
        what = "a Signature unit" if "signature" in champ.supertypes else "not a champion unit"
        raise DeckError(f"{f}.champion.card", "103.2.a.2",
                        f"the Chosen Champion must be a champion unit; {champ.name!r} is {what}")
    tags = set(legend.facts.tags)
    if not tags & set(champ.tags):
        raise DeckError(f"{f}.champion.card", "103.2.a.2",
                        f"the Chosen Champion {champ.name!r} (tags {', '.join(champ.tags) or 'none'}) does not "
                        f"have the champion tag of the Champion Legend {legend.facts.name!r} "
                        f"({', '.join(sorted(tags)) or 'no tag'})")
    if not _fits(champ, identity):
        raise DeckError(f"{f}.champion.card", "103.1.b.1", _domain_message(champ, legend.facts))
    main = _copies(spec["main"], f"{f}.main", f"{p}-main")
    for ef, dc in main:
        facts = dc.facts
        if facts.type not in ("unit", "gear", "spell") or facts.is_token:  # 103.2, 133.4, 180
            what = "a token" if facts.is_token else f"a {facts.type}"
            raise DeckError(f"{ef}.card", "103.2", f"a Main Deck holds units, gear and spells; {facts.name!r} is {what}")
        if not _fits(facts, identity):  # 103.1.b.1, 103.2.c
            raise DeckError(f"{ef}.card", "103.1.b.1", _domain_message(facts, legend.facts))
    total = len(main) + 1
    if total < MIN_MAIN:
        raise DeckError(f"{f}.main", "103.2",
                        f"a Main Deck has at least {MIN_MAIN} cards; this one has {total} (the Chosen Champion "
                        f"and {len(main)} more)")
    copies = Counter([champ.name] + [dc.facts.name for _, dc in main])
    first_field = {}
    for ef, dc in main:
        first_field.setdefault(dc.facts.name, ef)
    for name, n in copies.items():
        facts = catalogue.lookup(name)
        limit, rule = (1, "825.3.a") if "Unique" in facts.keywords else (MAX_COPIES, "103.2.b")
        own = behaviour.module_behaviour(name) if behaviour.loaded() else None
        if own is not None and own.any_number_in_deck and "Unique" not in facts.keywords:
            continue  # the card's own text lifts 103.2.b (002)
        if n > limit:
            counting = " counting the Chosen Champion" if name == champ.name else ""
            raise DeckError(f"{first_field.get(name, f + '.champion')}.card", rule,
                            f"at most {limit} {'copy' if limit == 1 else 'copies'} of {name!r} in a Main Deck; "
                            f"this one has {n}{counting}")
    signatures = [(ef, dc.facts) for ef, dc in main if "signature" in dc.facts.supertypes]
    for ef, facts in signatures:  # 103.2.d.2
        if not tags & set(facts.tags):
            raise DeckError(f"{ef}.card", "103.2.d.2",
                            f"the Signature card {facts.name!r} does not have the champion tag of "
                            f"{legend.facts.name!r} ({', '.join(sorted(tags))})")
    if len(signatures) > MAX_SIGNATURES:  # 103.2.d.1
        raise DeckError(f"{f}.main", "103.2.d.1",
                        f"at most {MAX_SIGNATURES} Signature cards in a deck; this one has {len(signatures)}")
    runes = _copies(spec["runes"], f"{f}.runes", f"{p}-rune")
    for ef, dc in runes:
        if dc.facts.type != "rune":
            raise DeckError(f"{ef}.card", "103.3.a", f"a Rune Deck holds rune cards; {dc.facts.name!r} is a {dc.facts.type}")
        if not _fits(dc.facts, identity):  # 103.3.a.1
            raise DeckError(f"{ef}.card", "103.3.a.1", _domain_message(dc.facts, legend.facts))
    if len(runes) != RUNES:
        raise DeckError(f"{f}.runes", "103.3.a", f"a Rune Deck has exactly {RUNES} runes; this one has {len(runes)}")
    bfs_spec = spec["battlefields"]
    if not isinstance(bfs_spec, list):
        raise SetupError(f"{f}.battlefields", "expected a list of {id, card}")
    bfs = [_named(b, f"{f}.battlefields[{i}]", f"{p}-bf-{i + 1}", "battlefield") for i, b in enumerate(bfs_spec)]
    if len(bfs) != battlefields:  # 103.4.a, 485.4.a
        raise DeckError(f"{f}.battlefields", "103.4.a",
                        f"this Mode of Play asks each deck for {battlefields} battlefields; this one has {len(bfs)}")
    seen: dict[str, int] = {}
    for i, b in enumerate(bfs):
        if b.facts.name in seen and battlefields > 1:
            raise DeckError(f"{f}.battlefields[{i}].card", "103.4.c",
                            f"two battlefields named {b.facts.name!r} (also battlefields[{seen[b.facts.name]}])")
        seen[b.facts.name] = i
        if not _fits(b.facts, identity):  # 103.4.b
            raise DeckError(f"{f}.battlefields[{i}].card", "103.4.b", _domain_message(b.facts, legend.facts))
    chosen = spec.get("battlefield")
    if chosen is not None and chosen not in [b.id for b in bfs]:
        raise SetupError(f"{f}.battlefield", f"expected the ID of one of this deck's battlefields, not {chosen!r}")
    deck = Deck(player, legend, champion, tuple(dc for _, dc in main), tuple(dc for _, dc in runes), tuple(bfs), chosen)
    dup = [x for x, n in Counter(deck.instance_ids()).items() if n > 1]
    if dup:
        raise SetupError(f, f"instance ID {dup[0]!r} is used twice in this deck")
    return deck


def _domain_message(facts: CardFacts, legend: CardFacts) -> str:
    return (f"{facts.name!r} ({'/'.join(facts.domains)}) is outside the Domain Identity of {legend.name!r} "
            f"({'/'.join(legend.domains)})")
