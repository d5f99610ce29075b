"""Astral Heron (unit): "When you play your first card each turn, if I'm at a battlefield, your next card
costs [2][A][A] less."

A card is played once it has finished resolving (350.1, 419.4.a): Heron itself counts, played to a
battlefield. "If I'm at a battlefield" follows the trigger condition, so it is checked with it, after the
card's resolution (383.2.a.1): a first card that moved Heron to base does not trigger it, and moving or
killing Heron later does not stop the ability. It leaves a discount for its controller's next card
(390.4), used up as that card's cost is determined (356.4), even if the card is later countered."""

from ...delayed import create
from .. import Behaviour, Trigger, card


def _first_card_while_at_a_battlefield(g, source, event) -> bool:
    me = g.cards[source]
    if event.get("player") != me.controller or event.get("token") or me.zone not in g.battlefields:
        return False
    plays = 0
    for e in reversed(g.events):  # cards this player has played this turn, this one included
        if e["type"] == "turn":
            break
        if e["type"] == "play" and e.get("player") == me.controller and not e.get("token"):
            plays += 1
    return plays == 1


def _leave_discount(ctx):
    create(ctx.g, ctx.source, ctx.controller, 2, {"discount": True}, once=True, this_turn=False)


def _never(g, source, event) -> bool:
    return False


@card("Astral Heron")
class AstralHeron(Behaviour):
    triggers = (Trigger(on="play", condition=_first_card_while_at_a_battlefield, effect=_leave_discount),
                Trigger(on=(), condition=_never, effect=lambda ctx: None, zones=()))

    def delayed_discount(self, g, source, data, item):
        return (2, 2, 0)
