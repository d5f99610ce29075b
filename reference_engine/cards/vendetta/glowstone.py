"""Glowstone (gear): "[Empower] [A][A]. Disempower this, [T]: Choose a player. They gain control of this and
recall it. At the end of your turn, kill this and deal 5 to all units you control."

The player is chosen as the ability is activated (any player, its controller included); control changes
(188-192) and the gear is recalled to its new controller's base. "Your turn" and "you" are its controller's
when the turn ends (its end-of-turn ability is controlled by whoever controls it then), so a Glowstone handed
to an opponent goes off at the end of theirs: it is killed, then 5 damage is dealt to each unit that player
controls."""

from ...control import gain_control
from ...effects import deal, kill, recall
from ...empowered import empower_ability
from .. import Ability, Behaviour, TargetSpec, Trigger, card


def _give_away(ctx) -> None:
    g = ctx.g
    for player in ctx.chosen(0):
        gain_control(g, ctx.source, player, source=ctx.source)
        recall(g, ctx.source)


def _end_of_your_turn(g, source, event) -> bool:
    return event.get("player") == g.cards[source].controller


def _blow_up(ctx) -> None:
    g = ctx.g
    kill(g, ctx.source, by=ctx.controller, source=ctx.source)
    for unit in [u for u in g.board_units() if g.cards[u].controller == ctx.controller]:
        deal(g, unit, 5, by=ctx.controller, source=ctx.source)


@card("Glowstone")
class Glowstone(Behaviour):
    abilities = (empower_ability(any_power=2),
                 Ability(effect=_give_away, exhaust=True, disempower=True,
                         targets=(TargetSpec(kind="player", text="a player"),)))
    triggers = (Trigger(on="end-of-turn", condition=_end_of_your_turn, effect=_blow_up),)
