"""Ravenbloom Student (unit): "When you play a spell, give me +1 Might this turn." A spell is played when
it has finished resolving (350.1), by whoever controls it then."""

from ...effects import give_might
from .. import Behaviour, Trigger, card


def _you_played_a_spell(g, source, event) -> bool:
    return bool(event.get("spell")) and event.get("player") == g.cards[source].controller


def _grow(ctx):
    give_might(ctx.g, ctx.source, 1, source=ctx.source)


@card("Ravenbloom Student")
class RavenbloomStudent(Behaviour):
    triggers = (Trigger(on="play", condition=_you_played_a_spell, effect=_grow),)
