"""Gutter Palace (gear): "At the start of your Beginning Phase, if you have exactly 4 cards in hand and exactly
4 units at battlefields, you win the game. Discard 1, [T]: Play a 1 Might Bird unit token with [Deflect]."
The win is an effect ending the game at once (195, ``scoring.win``); "your units at battlefields" are those
its controller controls. The discard is a cost (403)."""

from ...effects import create_token
from ...scoring import win
from .. import Ability, Behaviour, CostSpec, TargetSpec, Trigger, card


def _four_and_four(g, source, event) -> bool:
    me = g.cards[source].controller
    if event.get("player") != me:
        return False
    at_battlefields = sum(1 for b in g.battlefields.values() for u in b.units if g.cards[u].controller == me)
    return len(g.players[me].hand) == 4 and at_battlefields == 4


def _win(ctx):
    win(ctx.g, ctx.controller)


def _bird(ctx):
    create_token(ctx.g, "Bird", ctx.controller, "base")


@card("Gutter Palace")
class GutterPalace(Behaviour):
    triggers = (Trigger(on="beginning-phase", condition=_four_and_four, effect=_win),)
    abilities = (Ability(effect=_bird, exhaust=True,
                         costs=(CostSpec(action="discard", choice=TargetSpec(kind="hand", text="a card from your hand")),)),)
