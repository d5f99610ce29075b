"""Mischievous Marai (unit, Hidden): "When you play me to a battlefield, deal 2 to an enemy unit here." Played
from hidden it is played at that battlefield (811.1.d); "here" is where it entered."""

from .. import Behaviour, TargetSpec, Trigger, card
from ..unleashed_common import deal_n
from ...trigger_conditions import played_me


def _played_to_a_battlefield(g, source, event) -> bool:
    return played_me(g, source, event) and g.cards[source].zone in g.battlefields


@card("Mischievous Marai")
class MischievousMarai(Behaviour):
    triggers = (Trigger(on="play", condition=_played_to_a_battlefield, effect=deal_n(2),
                        targets=(TargetSpec(kind="unit", relation="enemy", here=True, text="an enemy unit here"),)),)
