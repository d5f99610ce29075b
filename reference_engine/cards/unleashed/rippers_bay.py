"""Ripper's Bay (battlefield): when a unit at it is returned to a player's hand, that player (the unit's
owner, whose hand it goes to) may pay [1] to channel one rune exhausted (430). The player controls the
ability (190.6.c); the [1] is its cost (383.3.b)."""

from ...runes import channel
from .. import Behaviour, Trigger, card


def _returned_from_here(g, source, event) -> bool:
    cid = event.get("card")
    return event.get("location") == source and cid in g.cards and g.cards[cid].type == "unit"


def _owner(g, source, event) -> str:
    return g.cards[event["card"]].owner


def _channel(ctx):
    channel(ctx.g, ctx.controller, 1, exhausted=True)


@card("Ripper's Bay")
class RippersBay(Behaviour):
    triggers = (Trigger(on="return", condition=_returned_from_here, effect=_channel, optional=True, energy=1,
                        zones=("battlefield",), controller=_owner),)
