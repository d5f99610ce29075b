"""Vex, Apathetic (unit, Deflect): "When an opponent plays a unit while I'm at a battlefield, [Stun] it.
They can't move it this turn."

"It" is the unit the trigger condition names: determined, not chosen, so it is no target (355.10.d) and
neither Deflect (809.1.d) nor "can't be chosen" protects it. Vex being at a battlefield is part of the
trigger condition (383.2.a.1). "Can't move" is left on that unit for the turn (it lasts while it remains
the same object, 124) and stops moves by its controller."""

from ...effects import add_replacement, stun
from .. import Behaviour, Trigger, card


def _opponent_played_a_unit(g, source, event) -> bool:
    cid = event.get("card")
    return (bool(event.get("permanent")) and cid in g.cards and g.cards[cid].type == "unit"
            and event.get("player") != g.cards[source].controller and g.cards[source].zone in g.battlefields)


def _stun_it(ctx):
    g, unit = ctx.g, ctx.event["card"]
    if not g.is_board_zone(g.cards[unit].zone):
        return  # it left the board: there is nothing to stun
    stun(g, unit, by=ctx.controller)
    add_replacement(g, unit, ctx.source, player=ctx.event["player"])


@card("Vex, Apathetic")
class VexApathetic(Behaviour):
    triggers = (Trigger(on="play", condition=_opponent_played_a_unit, effect=_stun_it),)

    def replace(self, g, source, event):
        entry = event.get("delayed")
        if entry is None or event["type"] != "move":
            return None
        if g.cards[event["unit"]].controller != entry.get("player"):
            return None  # "they" can't move it
        return lambda: None
