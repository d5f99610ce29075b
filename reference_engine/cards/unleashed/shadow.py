"""Shadow (unit, Vex; Action ability): "If you play me to a battlefield, I enter ready. [Action] [1][A], [T]:
[Stun] an enemy unit attacking here." Where it enters is known as it enters (143.4.a); the ability has
Action timing (806) and pays [A], Power of any domain (135.2.e.5.a)."""

from .. import Ability, Behaviour, TargetSpec, card
from ..unleashed_common import stun_chosen


def _attacking(g, chooser, cand, source) -> bool:
    return g.cards[cand].designation == "attacker"


@card("Shadow")
class Shadow(Behaviour):
    abilities = (Ability(effect=stun_chosen, energy=1, any_power=1, exhaust=True, timing=("Action",),
                         targets=(TargetSpec(kind="unit", relation="enemy", here=True, restriction=_attacking,
                                             text="an enemy unit attacking here"),)),)

    def enters_ready(self, g, card, player):
        return g.cards[card].zone in g.battlefields
