"""Forgotten Signpost (gear): "[Action][>] Exhaust a unit you control, [T]: Move a different unit you control
to the location of the unit you exhausted to pay for this ability."

An activated ability with [Action] timing (their turn's open state or a showdown, 806). Its costs: exhausting
the gear and exhausting a ready unit its controller controls, chosen and paid as it is finalized (403-404;
``item.data["paid_with"]`` remembers which). Its target, chosen first (355.5 before 356), is a unit its
controller controls; as it resolves that unit, if it is not the one exhausted, moves to where the exhausted
unit is then (a move by an effect, 144; a base is each unit's controller's), if it is elsewhere."""

from ...movement import move
from .. import Ability, Behaviour, CostSpec, TargetSpec, card


def _ready(g, chooser, cand, source) -> bool:
    return not g.cards[cand].exhausted


def _move_to_the_exhausted(ctx) -> None:
    g = ctx.g
    paid = [p["card"] for p in ctx.item.data.get("paid_with", ()) if p["action"] == "exhaust"]
    if not paid or not g.is_board_zone(g.cards[paid[0]].zone):
        return
    there = g.cards[paid[0]].zone
    for unit in ctx.chosen(0):
        if unit != paid[0] and g.cards[unit].zone != there:
            move(g, [unit], there, by=ctx.controller)


@card("Forgotten Signpost")
class ForgottenSignpost(Behaviour):
    abilities = (Ability(effect=_move_to_the_exhausted, exhaust=True, timing=("Action",),
                         targets=(TargetSpec(kind="unit", relation="friendly", text="a different unit you control"),),
                         costs=(CostSpec(action="exhaust", choice=TargetSpec(
                             kind="unit", relation="friendly", restriction=_ready, text="a unit you control")),)),)
