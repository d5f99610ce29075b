"""Aphelios, Exalted (unit): "When you attach an Equipment to me, choose one that hasn't been chosen this turn
-- Ready 2 runes. / Channel 1 rune exhausted. / Buff a friendly unit." A modal triggered ability (402.2: the
mode is chosen as it is finalized, ``Trigger.modes``); each instance of the ability offers each mode once a
turn (``fresh_modes``; the Spiritforged FAQ: two instances, e.g. with Svellsongur, track theirs apart)."""

from ...decisions import choose_from
from ...effects import buff, ready
from ...runes import channel
from .. import Behaviour, Mode, TargetSpec, Trigger, card


def _equipment_to_me(g, source, event) -> bool:
    c = g.cards.get(event.get("card"))
    return event.get("unit") == source and c is not None and "Equipment" in c.tags \
        and event.get("player") == g.cards[source].controller


def _ready_two_runes(ctx) -> None:
    g, me = ctx.g, ctx.controller
    tapped = [r for r in g.players[me].runes if g.cards[r].exhausted]
    n = min(2, len(tapped))
    for rune in choose_from(g, me, tapped, "choose 2 runes to ready", minimum=n, maximum=n) if n else []:
        ready(g, rune)


def _channel_one(ctx) -> None:
    channel(ctx.g, ctx.controller, 1, exhausted=True)


def _buff_it(ctx) -> None:
    for unit in ctx.chosen(0):
        buff(ctx.g, unit)


@card("Aphelios, Exalted")
class ApheliosExalted(Behaviour):
    triggers = (Trigger(on="attach", condition=_equipment_to_me, effect=_buff_it, fresh_modes=True, modes=(
        Mode("ready 2 runes", _ready_two_runes),
        Mode("channel 1 rune exhausted", _channel_one),
        Mode("buff a friendly unit", _buff_it, targets=(TargetSpec(kind="unit", relation="friendly",
                                                                  text="a friendly unit"),)))),)
