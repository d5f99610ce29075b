"""Ultrasoft Poro (unit): "[T]: Play two 1 Might Bird unit tokens with [Deflect]. Use this ability only while
I'm at a battlefield." The Bird token is rule 187.7's; tokens go to their controller's base."""

from ...effects import create_token
from .. import Ability, Behaviour, card


def _at_battlefield(g, source):
    return None if g.cards[source].zone in g.battlefields else "only while Ultrasoft Poro is at a battlefield"


def _two_birds(ctx):
    for _ in range(2):
        create_token(ctx.g, "Bird", ctx.controller, "base")


@card("Ultrasoft Poro")
class UltrasoftPoro(Behaviour):
    abilities = (Ability(effect=_two_birds, exhaust=True, usable=_at_battlefield),)
