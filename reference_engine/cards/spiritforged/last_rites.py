"""Last Rites (gear, Equipment): "[Equip] -- [C], Recycle 2 cards from your trash." Effect text: "When I
conquer or hold, you may play a unit from your trash. (You still pay its costs.)"

The Equip ability (818) costs one Power of its domain and recycling two cards from its controller's trash,
chosen as it is finalized (416.3: with fewer than two it cannot be activated). The effect text belongs to
the unit it is attached to (718.3): when that unit conquers or holds, its controller may choose a unit in
their trash as the ability is finalized (declining chooses none) and plays it, paying its costs, its
location chosen as it is finalized; a play that cannot be paid leaves it in the trash (358.5)."""

from dataclasses import replace

from ...equipment import Equipment, equip_ability
from ...playing import play_by_effect
from .. import CostSpec, TargetSpec, Trigger, card
from ..cardsB_common import i_conquered


def _play_from_trash(ctx):
    for cid in ctx.chosen(0):
        if ctx.g.cards[cid].zone == "trash":
            play_by_effect(ctx.g, ctx.controller, cid, to=None, choose_on_finalize=True)


@card("Last Rites")
class LastRites(Equipment):
    abilities = (replace(equip_ability(0, 1), costs=(
        CostSpec(action="recycle", choice=TargetSpec(kind="trash", minimum=2, maximum=2, text="2 cards from your trash")),)),)
    effect_triggers = (Trigger(on=("conquer", "hold"), condition=i_conquered, effect=_play_from_trash, optional=True,
                               targets=(TargetSpec(kind="trash", where="unit", text="a unit from your trash"),)),)
