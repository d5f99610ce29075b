"""Brynhir Thundersong (unit): "When you play me, opponents can't play cards this turn."

A play effect (383.4.a). Once it has resolved, each opponent can't put cards on the chain for the rest of
the turn, neither by choice nor when an effect tells them to (358.3.a); cards already on the chain are not
affected (419.1)."""

from ...restrictions import forbid_playing
from .. import Behaviour, Trigger, card
from ...trigger_conditions import played_me as _played_me


def _silence(ctx):
    for opponent in ctx.g.opponents(ctx.controller):
        forbid_playing(ctx.g, opponent, "cards", ctx.source)


@card("Brynhir Thundersong")
class BrynhirThundersong(Behaviour):
    triggers = (Trigger(on="play", condition=_played_me, effect=_silence),)
