"""Kennen, Storm of Shuriken (unit): "When you play me, [Burn 2]. When I conquer, give a spell in your trash [Flow]
equal to its cost this turn."

Burn 2 puts the top 2 cards of his controller's Main Deck into their trash (burning out first if it is empty,
431). The conquer ability chooses a spell already in the trash as it is finalized (355.5, 355.9.a); it gains a
Flow cost equal to its printed cost (Energy and Power of its domains, 829.1.c) until the end of the turn, kept on
that object in the trash (``granted_flow``)."""

from ...effects import mill
from ...granted_flow import grant_flow
from .. import Behaviour, TargetSpec, Trigger, card
from ...trigger_conditions import played_me
from ..cardsB_common import i_conquered


def _burn_2(ctx) -> None:
    mill(ctx.g, ctx.controller, 2)


def _give_flow(ctx) -> None:
    for cid in ctx.chosen(0):
        c = ctx.g.cards[cid]
        grant_flow(ctx.g, cid, c.energy or 0, c.power or 0)


@card("Kennen, Storm of Shuriken")
class KennenStormOfShuriken(Behaviour):
    triggers = (Trigger(on="play", condition=played_me, effect=_burn_2),
                Trigger(on="conquer", condition=i_conquered, effect=_give_flow,
                        targets=(TargetSpec(kind="trash", where="spell", text="a spell in your trash"),)))
