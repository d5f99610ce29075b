"""Mirror Image (spell): "Choose a unit. Play a ready Reflection unit token to your base. It becomes a copy of
that unit. Give it [Temporary]."

The unit is the spell's target (355.5). As it resolves a ready Reflection (187.6) is played to its
controller's base; if the chosen unit is still a legal target, the token becomes a copy of it (477.1.b:
its printed or copied traits, nothing granted); then it is given [Temporary] with no duration (801.3.a.3), a
separate effect applied after the copy, so the copy keeps it (477.2; the Shady Spectacles ruling)."""

from ...copying import become_copy
from ...effects import create_token, give_keyword
from .. import Behaviour, TargetSpec, card


@card("Mirror Image")
class MirrorImage(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)

    def resolve(self, ctx):
        g = ctx.g
        token = create_token(g, "Reflection", ctx.controller, "base", ready_=True)
        for of in ctx.chosen(0):
            become_copy(g, token, of)
        give_keyword(g, token, "Temporary", source=ctx.source, duration="permanent")
