"""Ancient Henge (gear): "[E]: [Reaction] -- Pay any amount of Energy to [Add] that much [A]." An [Add]
ability (429): its controller names an amount up to the Energy they can spend, pays it, and adds that much
Power of any domain (universal Power, 163.2.b)."""

from ...decisions import ask
from ...effects import add_resources
from ...payment import energy_available, pay_energy
from .. import Ability, Behaviour, card


def _convert(ctx) -> None:
    g, me = ctx.g, ctx.controller
    most = energy_available(g, me)
    n = ask(g, me, "choose", list(range(most + 1)), "pay how much Energy?",
            lambda a: None if isinstance(a, int) and 0 <= a <= most else f"an amount from 0 to {most}")
    if n:
        pay_energy(g, me, n)
        add_resources(g, me, 0, {"any": n})


@card("Ancient Henge")
class AncientHenge(Behaviour):
    abilities = (Ability(effect=_convert, exhaust=True, timing=("Reaction",), adds=True),)
