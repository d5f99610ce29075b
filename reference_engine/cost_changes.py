"""Cost changes a card's own text makes (356.1-356.2), beside the discounts and increases of ``payment.py``.

* "If you do, ignore this spell's cost" (356.1.b.1): the card's ``Behaviour.ignores_own_cost`` sets its base
  Energy and Power to zero for that play; additional costs and increases still count (356.1.b.3).
* "You may spend a buff as an additional cost" (356.2.b, 702.2.b): a ``CostSpec(action="spend_buff",
  choice=BUFFED_UNIT, optional=True)``; the buff of a unit its player controls is spent as the card is
  finalized (357.2). Whether it was paid: ``payment.paid_additional_cost`` (356.4.f.1).
"""

from __future__ import annotations

from .behaviour import TargetSpec, behaviour_of
from .effects import spend_buff
from .errors import IllegalAction
from .state import ChainItem, GameState


def _buffed(g: GameState, chooser: str, cand: str, source: str) -> bool:
    return g.cards[cand].buffed  # 702.2.b.1: only a unit with a buff has one to spend


#: The choice of a "spend a buff" cost: a buffed unit its player controls (702.2.b.2).
BUFFED_UNIT = TargetSpec(kind="unit", relation="friendly", restriction=_buffed, text="a buffed unit you control")


def base_cost_ignored(g: GameState, item: ChainItem) -> bool:
    """356.1.b: the base cost of the card of ``item`` is set to zero -- played from hidden (811.1.b),
    by an effect "ignoring its cost", or by the card's own "ignore this spell's cost"."""
    if item.data.get("hidden_at") or item.data.get("ignore_cost"):
        return True
    return behaviour_of(g, item.source).ignores_own_cost(g, item.source, item)


def spend_buff_cost(g: GameState, unit: str, player: str) -> None:
    """357.2: pay a "spend a buff" cost with ``unit``'s buff."""
    if not spend_buff(g, unit, player):
        raise IllegalAction(f"{unit} has no buff {player} can spend (702.2.b)", code="cannot-pay")
