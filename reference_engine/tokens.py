"""Tokens (rules 179-187): game objects that spells and abilities create during play.

A token is created on the board (or the chain) by playing it (185.2.a, 186); its owner and controller is
the controller of the spell or ability that made it (182). Tokens have no cost (185.3.a) and no
domain (185.3.b). Outside the board and the chain a token ceases to exist at once (186.1): ``zones.put``
sends it to the zone ``none``.

Standard tokens are those rule 187 defines; the printed token cards of the catalogue (e.g. "Sprite")
agree with them. Anything else a card creates is described by the card (name, Might, tags, keywords).
"""

from __future__ import annotations

from dataclasses import dataclass

from .events import emit
from .passives import others_enter_ready
from .state import CardInstance, GameState
from .zones import put


@dataclass(frozen=True)
class TokenKind:
    type: str
    might: int | None = None
    tags: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()


#: Rule 187: the tokens the rules define.
STANDARD = {
    "Recruit": TokenKind("unit", 1, ("Recruit",)),  # 187.1
    "Sprite": TokenKind("unit", 3, ("Fae",), ("Temporary",)),  # 187.2
    "Sand Soldier": TokenKind("unit", 2, ("Shurima",)),  # 187.3
    "Mech": TokenKind("unit", 3, ("Mech",)),  # 187.4
    "Gold": TokenKind("gear"),  # 187.5
    "Reflection": TokenKind("unit", 0),  # 187.6
    "Bird": TokenKind("unit", 1, ("Bird",), ("Deflect",)),  # 187.7
    "Tentacle": TokenKind("unit", 1, ("Bilgewater",)),  # 187.10
    "Shadow Clone": TokenKind("unit", 0),  # 187.11
}


def kind_of(name: str) -> TokenKind:
    """What a token called ``name`` is: rule 187's definition, else the catalogue's token card, else a
    plain unit token."""
    if name in STANDARD:
        return STANDARD[name]
    from . import catalogue

    facts = catalogue.lookup(name)
    if facts is not None:
        return TokenKind(facts.type, facts.might, facts.tags, facts.keywords)
    return TokenKind("unit", 1)


def create(g: GameState, name: str, controller: str, location: str, *, ready: bool = False,
           exhausted: bool = False, might: int | None = None, keywords: tuple[str, ...] | None = None,
           tags: tuple[str, ...] | None = None) -> str:
    """Play a token at ``location`` (``base`` or a battlefield) for ``controller``; returns its ID. It enters
    as its type does unless the effect creating it says otherwise (184.1): a unit exhausted (143.4) unless
    said ``ready`` or a passive makes it enter ready (143.4.a), a gear ready unless said ``exhausted``
    ("play a Gold gear token exhausted", 187.5). The state is set as it enters, before its play event."""
    from . import catalogue

    kind = kind_of(name)
    g.created += 1
    cid = f"token-{g.created}"
    c = CardInstance(id=cid, name=name, type=kind.type, owner=controller, controller=controller, zone="none",
                     official=catalogue.lookup(name) is not None, token=True,
                     printed_might=might if might is not None else kind.might,
                     keywords=keywords if keywords is not None else kind.keywords,
                     tags=tags if tags is not None else kind.tags)
    g.cards[cid] = c
    put(g, cid, location, player=controller)
    c.exhausted = exhausted or (kind.type == "unit" and not ready and not others_enter_ready(g, cid, controller))
    g.cleanup_due = True
    emit(g, "play", player=controller, card=cid, permanent=True, token=True, location=location)
    return cid
