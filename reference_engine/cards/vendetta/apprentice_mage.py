"""Apprentice Mage (unit): "[Empower] [2]. When I become [Empowered], [Predict 2]. [Empowered][>] I have
+1 [M]."

Becoming Empowered is an event (441.2.a) that its second ability triggers on; Predict 2 looks at the top
two cards of its controller's Main Deck, recycles any of them and puts the rest back in any order (436)."""

from ...empowered import empower_ability
from .. import Behaviour, Trigger, card
from ..cardsC_common import EmpoweredMight
from ...predicting import predict


def _i_became_empowered(g, source, event) -> bool:
    return event.get("card") == source


def _predict_two(ctx) -> None:
    predict(ctx.g, ctx.controller, 2)


@card("Apprentice Mage")
class ApprenticeMage(EmpoweredMight, Behaviour):
    empowered_might = 1
    abilities = (empower_ability(energy=2),)
    triggers = (Trigger(on="empower", condition=_i_became_empowered, effect=_predict_two),)
