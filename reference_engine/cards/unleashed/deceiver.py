"""Deceiver (LeBlanc legend), with its Unleashed errata: "When you conquer or hold, you may discard 1 and
exhaust me to play a ready Reflection unit token there. Then do this: It becomes a copy of another unit
there. Give it [Temporary]."

"You may" opens the effect (383.3.a) and "discard 1 and exhaust me" is its base cost, paid as it is
finalized (383.3.b); with no card to discard or the legend exhausted it leaves the chain (383.3.b.1). As it
resolves, a ready 0 Might Reflection token (187.6) is played at the battlefield conquered or held. "Then do
this" is a reflexive triggered ability (386-388): it goes on the chain after, and "another unit there" is
chosen as it is finalized (355.5.b); with none, it is removed (402.4). As it resolves the token, if still on
the board, becomes a copy of that unit (477.1.b, ``copying.become_copy``) and is given [Temporary] with no
duration (801.3.a.3), a separate effect applied after the copy, so the copy keeps it (477.2)."""

from ...copying import become_copy
from ...effects import create_token, give_keyword
from ...state import PendingTrigger
from ...tokens import made_with
from ...triggers import trigger_ref
from .. import Behaviour, CostSpec, TargetSpec, Trigger, card
from ..legend_common import LEGEND, by_you


def _another_unit_there(g, chooser, cand, source) -> bool:
    item = g.item(trigger_ref(source, 2))
    data = item.data if item is not None else {}
    return cand not in data.get("tokens", [data.get("token")]) and g.cards[cand].zone == data.get("at")


def _reflection(ctx):
    g, bf = ctx.g, ctx.item.data["event"].get("battlefield")
    if bf not in g.battlefields:
        return
    token = create_token(g, "Reflection", ctx.controller, bf, ready_=True)
    made = made_with(g, token)  # "it": the token and any copy a replacement played with it (375)
    g.pending_triggers.append(PendingTrigger(source=ctx.source, controller=ctx.controller, key="2", index=2,
                                             data={"token": token, "obj": g.cards[token].obj, "at": bf,
                                                   "tokens": made, "objs": [g.cards[t].obj for t in made]}))


def _copy_and_temporary(ctx):
    g, data = ctx.g, ctx.item.data
    of = ctx.chosen_one(0)
    for token, obj in zip(data.get("tokens", [data["token"]]), data.get("objs", [data["obj"]])):
        c = g.cards.get(token)
        if c is None or c.obj != obj or not g.is_board_zone(c.zone):
            continue  # "it" left the board: nothing to copy onto or give (359.3.e.12)
        if of is not None:
            become_copy(g, token, of)
        give_keyword(g, token, "Temporary", source=ctx.source, duration="permanent")


@card("Deceiver")
class Deceiver(Behaviour):
    triggers = (
        Trigger(on=("conquer", "hold"), condition=by_you, effect=_reflection, optional=True, zones=LEGEND,
                exhaust=True, costs=(CostSpec(action="discard", choice=TargetSpec(kind="hand", text="a card")),)),
        Trigger(on="resolve", condition=lambda g, source, event: False, effect=_copy_and_temporary, zones=(),
                targets=(TargetSpec(kind="unit", restriction=_another_unit_there, text="another unit there"),)),
    )
