"""Arena Bar (gear): "[T]: Buff an exhausted friendly unit."

The unit, friendly and exhausted when chosen (355.5), gets a buff as the ability resolves unless it has
one already (426: at most one)."""

from ...effects import buff
from .. import Ability, Behaviour, TargetSpec, card


def _exhausted(g, chooser, cand, source) -> bool:
    return g.cards[cand].exhausted


def _buff_it(ctx):
    for u in ctx.chosen(0):
        buff(ctx.g, u)


@card("Arena Bar")
class ArenaBar(Behaviour):
    abilities = (Ability(effect=_buff_it, exhaust=True, targets=(
        TargetSpec(kind="unit", relation="friendly", restriction=_exhausted, text="an exhausted friendly unit"),)),)
