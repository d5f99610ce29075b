"""King's Edict (spell): "Starting with the next player, each other player chooses a unit you don't control
that hasn't been chosen for this spell. Kill those units."

As it resolves, each player other than its controller, in turn order from the next one (the chooser's seat
after the controller's), chooses one unit the spell's controller doesn't control and that no earlier player
chose for it; a unit that can't be chosen by the controller's spells (757-758) is not among them, as the
choosing is the spell's. Then all the chosen units are killed at once (370.1.a.2: one kill instruction)."""

from ...decisions import choose_from
from ...effects import kill_all
from ...targets import candidates
from .. import Behaviour, TargetSpec, card

_NOT_YOURS = TargetSpec(kind="unit", relation="enemy", text="a unit you don't control")


@card("King's Edict")
class KingsEdict(Behaviour):
    def resolve(self, ctx):
        g, me = ctx.g, ctx.controller
        chosen: list[str] = []
        for player in g.turn_order_from(me)[1:]:
            options = [u for u in candidates(g, _NOT_YOURS, me, ctx.source) if u not in chosen]
            if options:
                chosen += choose_from(g, player, options, "choose a unit for King's Edict to kill")
        kill_all(g, chosen, by=me, source=ctx.source)
