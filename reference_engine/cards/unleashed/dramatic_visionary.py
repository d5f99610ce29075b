"""Dramatic Visionary (unit): "[Deathknell] [Predict 2]." (436.1: look at the top two cards of your Main
Deck, recycle any of them, put the rest back in any order)."""

from ...keywords import deathknell
from .. import Behaviour, card
from ...predicting import predict


def _predict_two(ctx):
    predict(ctx.g, ctx.controller, 2)  # [Predict 2] (436.1.a)


@card("Dramatic Visionary")
class DramaticVisionary(Behaviour):
    triggers = (deathknell(_predict_two),)
