"""Hard Bargain (spell, Reaction, Repeat [2]): "Counter a spell unless its controller pays [2]."

The payment is made, or declined, as Hard Bargain resolves (444.2): it is not a cost of playing anything,
so Energy that may only be spent to play spells cannot pay it (429.3). With fewer than 2 usable Energy the
spell is countered without a question."""

from ...decisions import ask
from ...effects import counter
from ...payment import energy_available, pay_energy
from .. import Behaviour, TargetSpec, card


def _other_spell(g, chooser, ref, source) -> bool:
    return g.item(ref).source != source


@card("Hard Bargain")
class HardBargain(Behaviour):
    targets = (TargetSpec(kind="spell", restriction=_other_spell, text="a spell"),)
    repeat = ((2, 0),)

    def resolve(self, ctx):
        g = ctx.g
        for ref in ctx.chosen(0):
            payer = g.item(ref).controller
            if energy_available(g, payer) >= 2:
                answer = ask(g, payer, "choose", ["yes", "no"], f"pay [2] so that {ref} is not countered?",
                             lambda a: None if a in ("yes", "no") else "answer yes or no")
                if answer == "yes":
                    pay_energy(g, payer, 2)
                    continue
            counter(g, ref)
