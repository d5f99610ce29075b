"""Turn to Dust (spell): "Give a gear [Temporary]." Permanently (no "this turn"): the gear is killed at
the start of its controller's next Beginning Phase (816.1.b). Granted text stays active on an attached
Equipment (718.2 makes only printed text inactive), so an attached gear dies too."""

from ...effects import give_keyword
from .. import Behaviour, TargetSpec, card


@card("Turn to Dust")
class TurnToDust(Behaviour):
    targets = (TargetSpec(kind="gear", text="a gear"),)

    def resolve(self, ctx):
        for gear in ctx.chosen(0):
            give_keyword(ctx.g, gear, "Temporary", source=ctx.source, duration="permanent")
