"""On the Hunt (spell, Signature of Sivir): "Ready your units." Every unit its controller controls on the
board."""

from ...effects import ready
from .. import Behaviour, card


@card("On the Hunt")
class OnTheHunt(Behaviour):
    def resolve(self, ctx):
        for unit in list(ctx.g.board_units()):
            if ctx.g.cards[unit].controller == ctx.controller:
                ready(ctx.g, unit)
