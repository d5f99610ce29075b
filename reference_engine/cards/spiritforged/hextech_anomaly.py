"""Hextech Anomaly (gear): "[E]: [Reaction] -- Pay any amount of [A] to [Add] that much Energy." An [Add]
ability (429): its controller names an amount up to the Power they can spend (any domain), pays it, and
adds that much Energy."""

from ...decisions import ask
from ...effects import add_resources
from ...payment import pay_power, power_available
from .. import Ability, Behaviour, card


def _convert(ctx) -> None:
    g, me = ctx.g, ctx.controller
    most = power_available(g, me, ())
    n = ask(g, me, "choose", list(range(most + 1)), "pay how much Power?",
            lambda a: None if isinstance(a, int) and 0 <= a <= most else f"an amount from 0 to {most}")
    if n:
        pay_power(g, me, n, ())
        add_resources(g, me, n)


@card("Hextech Anomaly")
class HextechAnomaly(Behaviour):
    abilities = (Ability(effect=_convert, exhaust=True, timing=("Reaction",), adds=True),)
