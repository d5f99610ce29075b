"""Azir, Sovereign (unit, Accelerate): "When I attack, you may move any number of your token units to this
battlefield."

An attack trigger (383.4.e); the token units are chosen as it is finalized (355.5). "This battlefield" is
not chosen: it is information from the ability's source, read as the instruction executes (359.3.f.1-2),
so if Azir is no longer at a battlefield then there is nowhere to move them and the move is ignored
(359.3.e.6)."""

from ...movement import move
from .. import Behaviour, TargetSpec, Trigger, card


def _i_attack(g, source, event) -> bool:
    return event.get("unit") == source


def _is_token(g, chooser, cand, source) -> bool:
    return g.cards[cand].token


def _gather(ctx):
    g = ctx.g
    here = g.cards[ctx.source].zone
    if here not in g.battlefields:
        return  # Azir has left the battlefield (or the board): "this battlefield" is gone
    move(g, ctx.chosen(0), here, by=ctx.controller)


@card("Azir, Sovereign")
class AzirSovereign(Behaviour):
    triggers = (Trigger(on="attack", condition=_i_attack, effect=_gather, optional=True,
                        targets=(TargetSpec(kind="unit", relation="friendly", minimum=1, maximum=99,
                                            restriction=_is_token, text="any number of your token units"),)),)
