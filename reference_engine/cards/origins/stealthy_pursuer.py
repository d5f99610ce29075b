"""Stealthy Pursuer (unit): "When a friendly unit moves from my location, I may be moved with it."

Triggers on each move of another friendly unit whose origin is where the Pursuer is (a base or a
battlefield, 106). As it resolves its controller may move it to that unit's destination, if it is still at
the origin and can go there (a move by an ability, 446, 449)."""

from ...decisions import ask
from ...movement import destination_problem, move
from .. import Behaviour, Trigger, card


def _friend_left_my_location(g, source, event) -> bool:
    me, unit = g.cards[source], g.cards.get(event.get("unit") or "")
    return (unit is not None and event.get("unit") != source and unit.controller == me.controller
            and event.get("origin") == me.zone)


def _follow(ctx) -> None:
    g, me = ctx.g, ctx.source
    dest, origin = ctx.event.get("destination"), ctx.event.get("origin")
    if g.cards[me].zone != origin or dest is None or destination_problem(g, me, dest):
        return
    if ask(g, ctx.controller, "choose", ["yes", "no"], f"move {me} with {ctx.event.get('unit')} to {dest}?",
           lambda a: None if a in ("yes", "no") else "answer yes or no") == "yes":
        move(g, [me], dest, by=ctx.controller)


@card("Stealthy Pursuer")
class StealthyPursuer(Behaviour):
    triggers = (Trigger(on="move", condition=_friend_left_my_location, effect=_follow),)
