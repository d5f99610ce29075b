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

from .behaviour import behaviour_of
from .events import emit
from .passive_sources import sources
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
           tags: tuple[str, ...] | None = None, _copy: bool = False) -> str:
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
    if kind.type == "unit" and not _copy:
        # 370: "if you would play a token unit, you may play that token and an additional copy of it instead"
        # -- the copies are played as it was, with its modifications (375); they are not replaced again.
        copies = [create(g, name, controller, location, ready=ready, exhausted=exhausted, might=might,
                         keywords=keywords, tags=tags, _copy=True)
                  for _ in range(_additional_copies(g, controller, name))]
        if copies:
            c.memory["token_copies"] = copies
    return cid


def _additional_copies(g: GameState, controller: str, name: str) -> int:
    """How many additional copies passives add to ``controller`` playing a unit token (each source's
    ``Behaviour.token_copies``, which may ask its controller: "you may")."""
    return sum(behaviour_of(g, sid).token_copies(g, sid, controller, name) for sid in list(sources(g, "token_copies"))
               if g.is_board_zone(g.cards[sid].zone))


def made_with(g: GameState, cid: str) -> list[str]:
    """The token ``cid`` and the additional copies played with it (``create``), for "it" meaning them all."""
    return [cid] + list(g.cards[cid].memory.get("token_copies", ())) if cid in g.cards else []
