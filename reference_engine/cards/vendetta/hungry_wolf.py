"""Hungry Wolf (unit, 4 Might): "[C]: Ready me and give me +1 [S] this turn. Use only if you've chosen an enemy
unit this turn and only once each turn."

"Chosen" is a target choice made for a spell or ability its player controls (the ``choose`` events of this
turn, 355.5, 383.4.b) of a unit controlled by another player. "Once each turn" is counted for this object."""

from ...effects import ready
from .. import Ability, Behaviour, card
from ..battlefield_common import events_this_turn
from ..cardsD_common import give_this_turn


def _chose_an_enemy_unit(g, player) -> bool:
    for e in events_this_turn(g):
        if e["type"] == "choose" and e.get("player") == player:
            t = g.cards.get(e.get("target"))
            if t is not None and t.type == "unit" and t.controller != player:
                return True
    return False


def _usable(g, source) -> str | None:
    me = g.cards[source]
    if me.memory.get("wolf_turn") == g.turn_number:
        return "only once each turn"
    if not _chose_an_enemy_unit(g, me.controller):
        return "use only if you've chosen an enemy unit this turn"
    return None


def _hunt(ctx) -> None:
    g = ctx.g
    g.cards[ctx.source].memory["wolf_turn"] = g.turn_number
    ready(g, ctx.source)
    give_this_turn(ctx, ctx.source, 1)


@card("Hungry Wolf")
class HungryWolf(Behaviour):
    abilities = (Ability(effect=_hunt, power=1, usable=_usable),)
