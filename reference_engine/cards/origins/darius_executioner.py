"""Darius, Executioner (unit, Legion): "[Legion] -- When you play me, ready me. Other friendly units have
+1 Might here." Legion (812.1.c): the play trigger is active only if its controller finalized another
card earlier this turn. "Here" is Darius's location; the bonus is a passive ability (364), so it ends as
soon as Darius leaves."""

from ...effects import ready
from .. import Behaviour, Trigger, card


def _played_with_legion(g, source, event) -> bool:
    if event.get("card") != source or not event.get("permanent"):
        return False
    player = g.cards[source].controller
    finalized = g.turn_memory.get("finalized", {}).get(player, [])
    return any(cid != source for cid in finalized)


def _ready_me(ctx):
    ready(ctx.g, ctx.source)


@card("Darius, Executioner")
class DariusExecutioner(Behaviour):
    triggers = (Trigger(on="play", condition=_played_with_legion, effect=_ready_me),)

    def might_bonus(self, g, source, unit):
        me, other = g.cards[source], g.cards[unit]
        if unit == source or other.controller != me.controller or other.zone != me.zone:
            return 0
        if me.zone == "base" and unit not in g.players[me.controller].base:
            return 0
        return 1
