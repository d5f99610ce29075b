"""Daisy! (unit): "I enter ready. Reduce my cost by [1] for each of the following tags among your units --
Bird, Cat, Dog, and Poro. When I attack while your units have all 4 tags, [Stun] an enemy unit here." The
discount counts as she is played (356.4), the attack condition as she attacks (383.2.a.1)."""

from .. import Behaviour, TargetSpec, Trigger, card
from ..unleashed_common import CRITTER_TAGS, critter_tags_among, stun_chosen


def _attack_with_all_four(g, source, event) -> bool:
    return event.get("unit") == source and len(critter_tags_among(g, g.cards[source].controller)) == len(CRITTER_TAGS)


@card("Daisy!")
class Daisy(Behaviour):
    triggers = (Trigger(on="attack", condition=_attack_with_all_four, effect=stun_chosen,
                        targets=(TargetSpec(kind="unit", relation="enemy", here=True, text="an enemy unit here"),)),)

    def enters_ready(self, g, card, player):
        return True

    def cost_discount(self, g, source, item):
        if source != item.source:
            return None
        n = len(critter_tags_among(g, item.controller))
        return (n, 0, 0) if n else None
