"""Nasus, Guardian of Knowledge (champion unit, 6 Might): "Once each turn, when an enemy unit here dies, channel 1
rune exhausted."

"Here" is Nasus's battlefield or base; the dying unit's location and controller are its last known
information (the ``die`` event's ``location`` and ``controller``). "Once each turn": the ability triggers at
most once a turn for this object, marked when it triggers."""

from ...runes import channel
from .. import Behaviour, Trigger, card


def _enemy_died_here(g, source, event) -> bool:
    me = g.cards[source]
    if not g.is_board_zone(me.zone) or event.get("location") != me.zone or event.get("controller") == me.controller:
        return False
    if me.memory.get("nasus_turn") == g.turn_number:
        return False
    me.memory["nasus_turn"] = g.turn_number  # once each turn: this triggering uses it
    return True


def _channel(ctx) -> None:
    channel(ctx.g, ctx.controller, 1, exhausted=True)


@card("Nasus, Guardian of Knowledge")
class NasusGuardian(Behaviour):
    triggers = (Trigger(on="die", condition=_enemy_died_here, effect=_channel),)
