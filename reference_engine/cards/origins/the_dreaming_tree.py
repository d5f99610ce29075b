"""The Dreaming Tree (battlefield): "When a player chooses a friendly unit here with a spell for the first
time each turn, they draw 1." A targeting effect (383.4.b): it triggers as the spell is finalized, for the
player who chose."""

from ...effects import draw
from .. import Behaviour, Trigger, card


def _chose_friendly_unit_here(g, source, event) -> bool:
    if not event.get("spell"):
        return False
    target = event.get("target")
    c = g.cards.get(target)
    if c is None or c.type != "unit" or c.zone != source or c.controller != event.get("player"):
        return False
    seen = g.turn_memory.setdefault(f"first-choice:{source}", [])
    if event["player"] in seen:
        return False
    seen.append(event["player"])
    return True


def _draw(ctx):
    draw(ctx.g, ctx.controller, 1)


@card("The Dreaming Tree")
class TheDreamingTree(Behaviour):
    triggers = (Trigger(on="choose", condition=_chose_friendly_unit_here, effect=_draw, zones=("battlefield",),
                        controller=lambda g, source, event: event["player"]),)
