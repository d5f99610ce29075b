"""Keywords a card has as it is played: its own, and those a passive gives it depending on how it is played
("Friendly units played from anywhere other than a player's hand have [Accelerate]", 364,
``Behaviour.play_keyword_grants``).

Accelerate (805) is declared with the other optional costs (356.2.b) and, once paid, is a delayed replacement that
has the unit enter ready (805.1.b): whether the unit has it is checked as the costs are declared, before any
additional cost is paid -- so a unit that kills the card granting it as its own additional cost still enters
ready (``check_accelerate``)."""

from __future__ import annotations

from .behaviour import behaviour_of
from .errors import IllegalAction
from .keywords import has_keyword
from .passive_sources import board_sources
from .state import ChainItem, GameState


def has_as_played(g: GameState, card: str, player: str, origin: str | None, name: str) -> bool:
    """Whether ``card``, played by ``player`` from ``origin``, has the keyword ``name``."""
    if has_keyword(g.cards[card], name):
        return True
    return any(name in behaviour_of(g, sid).play_keyword_grants(g, sid, card, player, origin)
               for sid in board_sources(g, "play_keyword_grants"))


def check_accelerate(g: GameState, item: ChainItem) -> None:
    """805.2: a play declaring Accelerate needs a unit that has it now, as its costs are declared; marks the
    item so the payment does not ask again after additional costs were paid."""
    if item.kind != "card" or not item.data.get("accelerate") or item.data.get("accelerate_declared"):
        return
    if g.cards[item.source].type != "unit":
        raise IllegalAction("only units can be accelerated", code="forbidden")
    if not has_as_played(g, item.source, item.controller, item.data.get("from"), "Accelerate"):
        raise IllegalAction(f"{item.source} has no Accelerate", code="forbidden")
    item.data["accelerate_declared"] = True
