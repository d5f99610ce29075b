"""Relentless Pursuit (spell, Action, Signature of Lucian): "Move a friendly unit. You may attach an Equipment
with the same controller to it. This turn, that unit has 'When I conquer, you may move me to my base.'"
The destination is named as it is played (355.4, the play's ``to``); the Equipment is chosen as it resolves;
the quoted ability is text the unit has this turn (``memory["granted_text"]``: this card's Effect Text,
whose "I" is the unit)."""

from ...attachment import attach
from ...decisions import choose_from
from ...movement import move
from .. import TargetSpec, card
from ..common import MovesToChosenDestination
from ..spiritforged_common import when


def _go_home(ctx) -> None:
    if ctx.g.is_board_zone(ctx.g.cards[ctx.source].zone):
        move(ctx.g, [ctx.source], "base", by=ctx.controller)


@card("Relentless Pursuit")
class RelentlessPursuit(MovesToChosenDestination):
    targets = (TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)
    effect_triggers = (when("on_conquer", _go_home, optional=True),)

    def resolve(self, ctx):
        g = ctx.g
        for unit in ctx.chosen(0):
            move(g, [unit], ctx.item.data.get("to"), by=ctx.controller)
            u = g.cards[unit]
            gear = [cid for cid, c in g.cards.items() if "Equipment" in c.tags and c.controller == u.controller
                    and g.is_board_zone(c.zone) and not c.facedown and c.memory.get("attached_to") != unit]
            for eq in choose_from(g, ctx.controller, gear, f"attach an Equipment to {unit}, or none",
                                  minimum=0, maximum=1) if gear else []:
                attach(g, eq, unit, equip=False)
            if g.is_board_zone(u.zone):
                u.memory.setdefault("granted_text", []).append({"source": ctx.source, "turn": g.turn_number})
