"""Mel, Newly Awakened (champion unit, 4 Might): "When you play me, draw 1. [Empower] [3]. [Empowered][>] Your
spells and abilities can't be countered. If a spell or ability you control would give -[S] to a unit it
chooses, it gives an additional -1 [S]."

While Empowered (828): countering effects do nothing to chain items her controller controls
(``forbids_countering``, 054.1), and a Might decrease by the resolving spell or ability of her controller,
to a unit it chose (``g.resolving["chosen"]``), is replaced by the same decrease 1 larger (370), its
"minimum" and duration kept."""

from ...effects import draw, give_might
from ...empowered import empower_ability, is_empowered
from .. import Behaviour, Trigger, card
from ...trigger_conditions import played_me


def _draw(ctx) -> None:
    draw(ctx.g, ctx.controller, 1)


@card("Mel, Newly Awakened")
class MelNewlyAwakened(Behaviour):
    triggers = (Trigger(on="play", condition=played_me, effect=_draw),)
    abilities = (empower_ability(energy=3),)

    def forbids_countering(self, g, source, item):
        return is_empowered(g, source) and item.controller == g.cards[source].controller

    def replace(self, g, source, event):
        if event.get("type") != "might-decrease" or event.get("delayed") or not is_empowered(g, source):
            return None
        resolving = g.resolving or {}
        unit = event.get("unit")
        if resolving.get("player") != g.cards[source].controller or unit not in resolving.get("chosen", ()):
            return None
        return lambda: give_might(g, unit, event["amount"] - 1, minimum=event.get("minimum"),
                                  source=event.get("source"), duration=event.get("duration", "turn"), replaced=True)
