"""Sunken Temple (battlefield): "When you conquer here with one or more [Mighty] units, you may pay [1] to
draw 1."

"With one or more Mighty units" belongs to the trigger condition (383.2.a): it is checked as the conquer
happens, among the units that conquered (383.4.c.2.a), and if no Mighty unit took part the ability never
triggers. The "pay [1]" right after "you may" is the ability's base cost, paid as it is finalized
(383.3.b). The conquering player controls the ability."""

from ...effects import draw
from ...might import is_mighty
from .. import Behaviour, Trigger, card


def _conquered_here_with_a_mighty_unit(g, source, event) -> bool:
    return event.get("battlefield") == source and any(is_mighty(g, u) for u in event.get("units", []))  # 708


def _draw(ctx):
    draw(ctx.g, ctx.controller, 1)


@card("Sunken Temple")
class SunkenTemple(Behaviour):
    triggers = (Trigger(on="conquer", condition=_conquered_here_with_a_mighty_unit, effect=_draw, optional=True,
                        energy=1, zones=("battlefield",), controller=lambda g, source, event: event["player"]),)
