"""Immortal Phoenix (unit, Assault 2): "When you kill a unit with a spell, you may pay [1][C] to play me
from your trash."

The ability works from the trash (383.2.c.1), so it also sees its own death. "You kill a unit with a spell"
is a death attributed to a spell its owner was responsible for (428.5): a kill instruction of a spell as
it resolves (428.5.b), including the spell's own reflexive abilities (428.5.d), or a death in the cleanup
right after a spell resolved that dealt it damage (428.5.c); see the ``spell`` field of ``die`` events.
"Pay [1][C] to" right after "you may" is the triggered ability's base cost, paid as it is finalized
(383.3.b, 204.3.a); the play it buys is its effect, so the card's own cost is not paid again. Played by an
effect, it goes to a location its owner chooses (355.2.a)."""

from ...playing import play_by_effect
from .. import Behaviour, Trigger, card


def _killed_with_a_spell(g, source, event) -> bool:
    """Once per spell resolution however many units it kills (the FAQ: it "triggers immediately after a
    spell you control resolves" if it killed a unit), counting kills during it and in the cleanup after."""
    if not event.get("spell") or event.get("player") != g.cards[source].owner:
        return False
    seen = g.turn_memory.setdefault("killed_with_a_spell", [])
    key = [source, event.get("resolution")]
    if key in seen:
        return False
    seen.append(key)
    return True


def _play_me(ctx):
    g = ctx.g
    if g.cards[ctx.source].zone == "trash":  # it may have left the trash meanwhile (359.3.e)
        play_by_effect(g, g.cards[ctx.source].owner, ctx.source, to=None, ignore_cost=True)


@card("Immortal Phoenix")
class ImmortalPhoenix(Behaviour):
    triggers = (Trigger(on="die", condition=_killed_with_a_spell, effect=_play_me, optional=True, zones=("trash",),
                        controller=lambda g, source, event: g.cards[source].owner, energy=1, power=1),)
