"""A sound bound on whether a play can be paid for, read from the state without trying the play.

Trying a play (``Session.act``) copies the state, puts the card on the chain and finalizes it; a play its
player cannot pay for is refused only at payment (358.5). Random play (``selfplay``) tries many such plays.
:func:`surely_unaffordable` says, without copying or changing anything, that trying ``action`` is certain
to be refused because even its cheapest possible total cost exceeds the resources in its player's pool.
It answers True only in the plain case where nothing could lower the cost or ask a question first:

* the card is played from its player's hand with no optional choices (no Accelerate, Repeat, additional
  cost, hidden play, 356.2);
* its own text neither discounts it, ignores its cost nor offers another cost (356.1, 356.4), asks no mode,
  target or destination before paying (355), and has no additional non-resource costs (356.2.a);
* no passive anywhere discounts a cost (356.4: ``cost_discount``, ``either_discount`` and the discounts
  of optional and Repeat costs), no delayed effect of its player waits (a discount or a granted Repeat
  for "your next card", 390.4), and no permission to play a card ignoring its Energy cost is open.

Then the total cost is at least the printed cost (cost increases only add, 356.3), and the engine never
adds resources on its own (429.3: [Add] abilities are the player's decision), so a pool holding less
Energy, or less Power of any domain, than the printed cost cannot pay it. Anything else answers False:
only trying the play tells.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .behaviour import behaviour_of, overrides
from .passive_sources import sources
from .state import GameState

#: The hooks through which a passive of any card could lower the cost of a play (356.4).
_DISCOUNT_SOURCES = ("cost_discount", "either_discount", "optional_cost_discount", "repeat_grant",
                     "repeat_cost_discount")
#: The hooks of the played card's own text that could lower its cost or offer another (356.1, 356.4).
_OWN_COST_HOOKS = ("cost_discount", "ignores_own_cost", "play_for")


def surely_unaffordable(g: GameState, action: Mapping[str, Any]) -> bool:
    """Whether trying the play ``action`` is certain to be refused for a cost its player's pool cannot pay
    (see the module docstring for when this can be known); False means unknown."""
    if set(action) - {"player", "play", "to"}:
        return False
    player, cid = action.get("player"), action.get("play")
    if not isinstance(player, str) or player not in g.players or not isinstance(cid, str):
        return False
    c = g.cards.get(cid)
    p = g.players[player]
    if c is None or c.zone != "hand" or cid not in p.hand or c.type not in ("unit", "gear", "spell"):
        return False
    beh = behaviour_of(g, cid)
    if beh.targets or beh.modes or beh.costs or beh.chooses_destination:
        return False
    if any(overrides(beh, hook) for hook in _OWN_COST_HOOKS):
        return False
    if any(sources(g, hook) for hook in _DISCOUNT_SOURCES):
        return False
    if any(d.controller == player for d in g.delayed):
        return False
    if any(perm.get("player") == player for perm in g.turn_memory.get("play_permissions") or ()):
        return False
    return _short(p, c)


def _short(p: Any, c: Any) -> bool:
    """Whether the pool of player ``p`` holds less than the printed cost of card ``c``: all its Energy, or all
    its Power of every domain, whatever restrictions would keep some of it from this payment (166)."""
    return p.energy < (c.energy or 0) or sum(p.power.values()) < (c.power or 0)
