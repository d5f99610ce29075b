"""Lillia, Protector of Dreams (unit): "When you play a token unit, give me +1 Might this turn. Your token units
have [Tank]." (the token's ``play`` event, 179-187; a granted keyword, 364)."""

from ...effects import give_might
from .. import Behaviour, Trigger, card


def _you_played_a_token_unit(g, source, event) -> bool:
    c = g.cards.get(event.get("card") or "")
    return (bool(event.get("token")) and c is not None and c.type == "unit"
            and event.get("player") == g.cards[source].controller)


def _grow(ctx):
    give_might(ctx.g, ctx.source, 1, source=ctx.source)


@card("Lillia, Protector of Dreams")
class LilliaProtectorOfDreams(Behaviour):
    triggers = (Trigger(on="play", condition=_you_played_a_token_unit, effect=_grow),)

    def keyword_grants(self, g, source, unit):
        c = g.cards[unit]
        return ("Tank",) if c.token and c.type == "unit" and c.controller == g.cards[source].controller else ()
