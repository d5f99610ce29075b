"""Fox-Fire (spell, Hidden, Action): "Kill any number of units at a battlefield with total Might 4 or less."

Its targets are a group (355.11): any number of units, all at one battlefield, whose Mights add up to 4 or
less as it is played (355.11.a; a negative Might counts as 0, 143.2.b). As it resolves the group is checked
again: if the targets still legal no longer meet the requirement (one gained Might, say), its controller
chooses which of the original targets to kill, a group that meets it and that no other original target
could join (355.11.b, ``Ctx.chosen_group``). Units not chosen as it was played are never affected."""

from ...effects import kill_all
from .. import Behaviour, TargetSpec, card
from ..group_rules import group_rule


@card("Fox-Fire")
class FoxFire(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", minimum=0, maximum=99,
                          group_rule=group_rule(one_battlefield=True, total_might=4),
                          text="any number of units at a battlefield with total Might 4 or less"),)

    def resolve(self, ctx):
        kill_all(ctx.g, ctx.chosen_group(0), by=ctx.controller, source=ctx.source)  # killed at the same time
