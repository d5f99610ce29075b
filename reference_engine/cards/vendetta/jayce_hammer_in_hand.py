"""Jayce, Hammer in Hand (unit): "When I become ready, choose one to give me this turn -- [Assault 2] /
[Deflect 2] / [Ganking]." A modal triggered ability (402.2, ``Trigger.modes``) on his own ``ready`` event
(a ready action, 415.1: the Awaken Phase's too)."""

from ...effects import give_keyword
from .. import Behaviour, Mode, Trigger, card


def _i_became_ready(g, source, event) -> bool:
    return event.get("card") == source


def _give(keyword):
    def effect(ctx):
        give_keyword(ctx.g, ctx.source, keyword, source=ctx.source)

    return effect


@card("Jayce, Hammer in Hand")
class JayceHammerInHand(Behaviour):
    triggers = (Trigger(on="ready", condition=_i_became_ready, effect=_give("Assault 2"), modes=tuple(
        Mode(f"give me {kw} this turn", _give(kw)) for kw in ("Assault 2", "Deflect 2", "Ganking"))),)
