"""Forgotten Library (battlefield): while you control it, when you play a spell for which you spent [4] or
more Energy, you Predict (436.1: look at the top card of your Main Deck, you may recycle it). The
battlefield's controller is "you" (190.6.d) and controls the ability."""

from .. import Behaviour, Trigger, card
from ...predicting import predict


def _big_spell_by_controller(g, source, event) -> bool:
    return bool(event.get("spell")) and event.get("player") == g.battlefields[source].controller \
        and event.get("energy", 0) >= 4


def _predict(ctx):
    predict(ctx.g, ctx.controller)


@card("Forgotten Library")
class ForgottenLibrary(Behaviour):
    triggers = (Trigger(on="play", condition=_big_spell_by_controller, effect=_predict, zones=("battlefield",)),)
