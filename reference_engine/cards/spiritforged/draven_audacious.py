"""Draven, Audacious (unit, Deflect): "The first time I win a combat each turn, you score 1 point. When I
die in combat, choose an opponent. They score 1 point."

Winning a combat is the combat result (466.3.a, 466.3.c: units share their controller's result), so the
first ability triggers as the result is determined, and resolves before control is established and the
battlefield is conquered (466.4 before 466.5). The points are gained points, not a battlefield scored
(471.1): only a conquest is held back by the final-point rule. The second ability sees its own death
(323.4) when he dies at the battlefield of a combat in progress."""

from ...decisions import choose_from
from ...scoring import gain_point
from .. import Behaviour, Trigger, card


def _first_win_this_turn(g, source, event) -> bool:
    if event.get("units", {}).get(source) != "won":
        return False
    key = f"first-win:{g.cards[source].obj}"
    if g.turn_memory.get(key):
        return False
    g.turn_memory[key] = True
    return True


def _you_score(ctx):
    gain_point(ctx.g, ctx.controller, how="effect")


def _died_in_combat(g, source, event) -> bool:
    sd = g.showdown
    return (event.get("unit") == source and sd is not None and sd.combat
            and event.get("location") == sd.at)


def _opponent_scores(ctx):
    g = ctx.g
    opponents = g.opponents(ctx.controller)
    if opponents:
        chosen = choose_from(g, ctx.controller, opponents, "choose an opponent to score 1 point")[0]
        gain_point(g, chosen, how="effect")


@card("Draven, Audacious")
class DravenAudacious(Behaviour):
    triggers = (
        Trigger(on="combat-result", condition=_first_win_this_turn, effect=_you_score),
        Trigger(on="die", condition=_died_in_combat, effect=_opponent_scores,
                controller=lambda g, source, event: event["controller"]),
    )
