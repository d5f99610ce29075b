"""Sanction (spell, Reaction): "Choose one -- Empower a unit. Disempower it at end of turn. / Disempower a
unit that's [Empowered]. Empower it at end of turn." A modal spell (355.3, ``modal.py``); the second half
of each mode is a delayed triggered ability linked to the unit (390.2, 390.5.a), which does nothing if the
unit has left the board meanwhile (a new object, 359.3.e.4)."""

from ...delayed import create
from ...empowered import disempower, empower, is_empowered
from .. import Behaviour, Mode, TargetSpec, Trigger, card


def _empowered(g, chooser, cand, source) -> bool:
    return is_empowered(g, cand)


def _then(ctx, now, later):
    for unit in ctx.chosen(0):
        now(ctx.g, unit)
        create(ctx.g, ctx.source, ctx.controller, 1, {"unit": unit, "obj": ctx.g.cards[unit].obj, "undo": later})


def _empower_now(ctx):
    _then(ctx, lambda g, u: empower(g, u, by=ctx.controller), "disempower")


def _disempower_now(ctx):
    _then(ctx, disempower, "empower")


def _at_end_of_turn(ctx):
    g, link = ctx.g, ctx.item.data.get("delayed", {})
    c = g.cards.get(link.get("unit"))
    if c is None or c.obj != link.get("obj") or not g.is_board_zone(c.zone):
        return
    if link.get("undo") == "disempower":
        disempower(g, c.id)
    else:
        empower(g, c.id, by=ctx.controller)


@card("Sanction")
class Sanction(Behaviour):
    modes = (Mode("empower a unit, disempower it at end of turn", _empower_now,
                  (TargetSpec(kind="unit", text="a unit"),)),
             Mode("disempower an Empowered unit, empower it at end of turn", _disempower_now,
                  (TargetSpec(kind="unit", restriction=_empowered, text="a unit that's Empowered"),)))
    triggers = (Trigger(on="end-of-turn", condition=lambda g, s, e: True, effect=_at_end_of_turn, zones=()),)
