"""Keeper of Masks (unit, Hidden, Temporary), with its Unleashed errata: "When you play me, play two
Reflection unit tokens here. Then do this: They become copies of me."

As the play ability resolves two Reflection tokens (187.6) are played where Keeper is (its base or
battlefield; if it has left the board, to its controller's base). "Then do this" is a reflexive triggered
ability (386-388): a second chain item, after which the tokens still on the board become copies of Keeper
(477.1.b): its name, keywords (so Temporary) and text. They were played as plain Reflections, so their own
"when you play me" does not trigger (the Unleashed FAQ's Zilean walk-through follows the same order)."""

from ...copying import become_copy
from ...effects import create_token
from ...state import PendingTrigger
from .. import Behaviour, Trigger, card
from ..unleashed_common import when_you_play_me


def _two_reflections(ctx):
    g = ctx.g
    me = g.cards[ctx.source]
    here = me.zone if g.is_board_zone(me.zone) and me.zone != "base" else "base"
    tokens = [create_token(g, "Reflection", ctx.controller, here) for _ in range(2)]
    g.pending_triggers.append(PendingTrigger(source=ctx.source, controller=ctx.controller, key="2", index=2,
                                             data={"tokens": [(t, g.cards[t].obj) for t in tokens]}))


def _become_copies_of_me(ctx):
    g = ctx.g
    for token, obj in ctx.item.data["tokens"]:
        c = g.cards.get(token)
        if c is not None and c.obj == obj and g.is_board_zone(c.zone):
            become_copy(g, token, ctx.source)


@card("Keeper of Masks")
class KeeperOfMasks(Behaviour):
    triggers = (when_you_play_me(_two_reflections),
                Trigger(on="resolve", condition=lambda g, source, event: False, effect=_become_copies_of_me,
                        zones=()))
