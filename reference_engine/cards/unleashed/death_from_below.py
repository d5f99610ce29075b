"""Death from Below (spell), with its Unleashed errata: "Kill a unit at a battlefield. Then, if it had 3 [S]
or less, do this: You may play this from your trash for [A]."

"Do this" is a reflexive triggered ability (386-388), created as the spell resolves when the killed unit's
Might was 3 or less as it died; it goes on the chain after the spell has finished resolving and gone to its
owner's trash. "You may" opens its effect, so it is decided as it is finalized (383.3.a). As it resolves,
if the card is still in the trash, its controller plays it from there for [A] (356.1.a: any domain): a new
pending item whose target is chosen as it is finalized; a play that cannot be made leaves it in the trash
(358.5)."""

from ...effects import kill
from ...might import effective_might
from ...playing import play_by_effect
from ...state import PendingTrigger
from .. import Behaviour, TargetSpec, Trigger, card


def _never(g, source, event) -> bool:
    return False


def _play_me_again(ctx):
    g = ctx.g
    if g.cards[ctx.source].zone == "trash":
        play_by_effect(g, ctx.controller, ctx.source, for_cost=(0, 1, True), choose_on_finalize=True)


@card("Death from Below")
class DeathFromBelow(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", text="a unit at a battlefield"),)
    triggers = (Trigger(on="resolve", condition=_never, effect=_play_me_again, optional=True, zones=()),)

    def resolve(self, ctx):
        g = ctx.g
        for unit in ctx.chosen(0):
            before = effective_might(g, unit)
            if kill(g, unit, by=ctx.controller, source=ctx.source) and before <= 3:
                g.pending_triggers.append(PendingTrigger(source=ctx.source, controller=ctx.controller, key="1",
                                                         index=1))
