"""Jhin, Meticulous Killer (unit, Vision): "If you've spent [4] or more to play a spell this turn, you may play
me for [C]." An alternative base cost (356.1.a, ``Behaviour.play_for``): one Mind Power instead of his printed
cost, offered while his player has spent 4 or more Energy on one spell this turn -- counted as it was paid,
so a spell countered afterwards still counts (the Unleashed FAQ on Jhin and Singularity). Vision (817): when
he is played, look at the top card of the Main Deck and you may recycle it."""

from .. import Behaviour, Trigger, card
from ...trigger_conditions import played_me
from ...predicting import predict


@card("Jhin, Meticulous Killer")
class JhinMeticulousKiller(Behaviour):
    triggers = (Trigger(on="play", condition=played_me, effect=lambda ctx: predict(ctx.g, ctx.controller)),)

    def play_for(self, g, source, item):
        spent = g.turn_memory.get("spell_energy", {}).get(item.controller, [])
        return (0, 1) if any(n >= 4 for n in spent) else None
