"""Sumpworks Map (gear, Reaction, Temporary): "When an opponent scores, draw 1." Each point an opponent
scores (the ``score`` event, 467-472)."""

from .. import Behaviour, Trigger, card
from ..unleashed_common import draw_n


def _opponent_scored(g, source, event) -> bool:
    return event.get("player") not in (None, g.cards[source].controller)


@card("Sumpworks Map")
class SumpworksMap(Behaviour):
    triggers = (Trigger(on="score", condition=_opponent_scored, effect=draw_n(1)),)
