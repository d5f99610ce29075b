"""The Ruination (spell): "Kill all units." One kill action: every unit dies at the same time
(370.1.a.2)."""

from ...effects import kill_all
from .. import Behaviour, card


@card("The Ruination")
class TheRuination(Behaviour):
    def resolve(self, ctx):
        kill_all(ctx.g, ctx.g.board_units(), by=ctx.controller, source=ctx.source)
