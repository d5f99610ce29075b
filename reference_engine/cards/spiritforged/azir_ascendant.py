"""Azir, Ascendant (unit): "[C]: [Action] -- Choose a unit you control. Move me to its location and it to my
original location. If it's equipped, you may attach one of its Equipment to me. Use only once per turn."

An activated ability with [Action] timing (806) costing one Power of his domain. Its target is a unit his
controller controls (355.5). As it resolves, his location and the unit's are read, then he moves to the
unit's and the unit to his original one (moves by an effect, 144: a base is each unit's controller's; a
move to where a unit can't be is a recall instead, 447.2.c); at the same location nothing moves. Then, if
the unit has Equipment attached, his controller may choose one of them to attach to him (434, 718.5.d: it
detaches from the unit). "Use only once per turn": not again after it was activated this turn (its
``finalize`` event)."""

from ...attachment import attach, attachments
from ...decisions import choose_from
from ...history import happened_this_turn
from ...movement import move
from .. import Ability, Behaviour, TargetSpec, card


def _once_per_turn(g, source) -> str | None:
    used = happened_this_turn(g, "finalize", lambda e: e.get("source") == source and e.get("kind") == "ability")
    return "use only once per turn" if used else None


def _where(g, cid) -> str | None:
    zone = g.cards[cid].zone
    return zone if g.is_board_zone(zone) else None


def _swap(ctx) -> None:
    g, me = ctx.g, ctx.source
    for unit in ctx.chosen(0):
        mine, theirs = _where(g, me), _where(g, unit)
        if unit == me or mine is None or theirs is None:
            continue
        if mine != theirs:
            move(g, [me], theirs, by=ctx.controller)
            move(g, [unit], mine, by=ctx.controller)
        gear = [a for a in attachments(g, unit) if "Equipment" in g.cards[a].tags]
        if gear and _where(g, me) is not None:
            for piece in choose_from(g, ctx.controller, gear, "you may attach one of its Equipment to Azir",
                                     minimum=0, maximum=1):
                attach(g, piece, me)


@card("Azir, Ascendant")
class AzirAscendant(Behaviour):
    abilities = (Ability(effect=_swap, power=1, timing=("Action",), usable=_once_per_turn,
                         targets=(TargetSpec(kind="unit", relation="friendly", text="a unit you control"),)),)
