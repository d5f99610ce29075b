"""Ivern, Nurturer (unit): "When you play me or when I hold, look at the top 3 cards of your Main Deck. You
may reveal a unit from among them and draw it. Recycle the rest. Then if you revealed a Bird, Cat, Dog, or
Poro, do this: [Buff] a friendly unit." "Do this" is a reflexive triggered ability (387-388): a separate
item, waiting to go on the chain as the first ability resolves, whose friendly unit is chosen as it is
finalized."""

from ...state import PendingTrigger
from .. import Behaviour, TargetSpec, Trigger, card
from ..unleashed_common import buff_chosen, has_critter_tag, is_unit_card, look_reveal_draw
from ...trigger_conditions import played_me


def _played_or_held(g, source, event) -> bool:
    return played_me(g, source, event) if event["type"] == "play" else source in event.get("units", ())


def _never(g, source, event) -> bool:
    return False


def _look(ctx):
    g = ctx.g
    drawn = look_reveal_draw(g, ctx.controller, 3, is_unit_card, "reveal a unit to draw, or nothing")
    if drawn is not None and has_critter_tag(g.cards[drawn]):
        g.pending_triggers.append(PendingTrigger(source=ctx.source, controller=ctx.controller, key="2", index=2,
                                                 data={}))


@card("Ivern, Nurturer")
class IvernNurturer(Behaviour):
    triggers = (Trigger(on=("play", "hold"), condition=_played_or_held, effect=_look),
                Trigger(on="play", condition=_never, effect=buff_chosen, zones=(),
                        targets=(TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)))
