"""Ferrous Forerunner (unit): "[Deathknell] -- Play two 3 Might Mech unit tokens to your base." The
player who controlled it when it died gets the effect (808.1.c); the tokens are rule 187.4 Mechs."""

from ...effects import create_token
from ...keywords import deathknell
from .. import Behaviour, card


def _two_mechs(ctx):
    for _ in range(2):
        create_token(ctx.g, "Mech", ctx.controller, "base")


@card("Ferrous Forerunner")
class FerrousForerunner(Behaviour):
    triggers = (deathknell(_two_mechs),)
