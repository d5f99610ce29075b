"""Switcheroo (spell, Hidden, Action): "Swap the Might of two units at the same battlefield this turn."

A swap (433): the difference of the two units' current Might as it resolves (every bonus they have then
included) becomes an increase of the lower and a decrease of the higher, two separate effects lasting the
turn (433.1.a-b). They do not change when a bonus that was counted later ends, so Might can go below 0
(143.2.b). Both units must be at the same battlefield when chosen and when the spell resolves."""

from ...effects import give_might
from ...might import might
from .. import Behaviour, TargetSpec, card


def _with_the_other(g, chooser, cand, source) -> bool:
    """Every unit chosen for the spell is at the candidate's battlefield."""
    item = g.item(source)
    chosen = item.data.get("chosen", []) if item is not None else []
    where = g.cards[cand].zone
    return all(t in g.cards and g.cards[t].zone == where for t in chosen)


@card("Switcheroo")
class Switcheroo(Behaviour):
    targets = (TargetSpec(kind="unit", where="battlefield", minimum=2, maximum=2, restriction=_with_the_other,
                          text="two units at the same battlefield"),)

    def resolve(self, ctx):
        units = ctx.chosen(0)
        if len(units) != 2:
            return  # one of them is no longer a legal target: there is nothing to swap with
        g = ctx.g
        first, second = units
        a, b = might(g, first), might(g, second)
        if a is None or b is None or a == b:
            return  # 433.1.c
        high, low = (first, second) if a > b else (second, first)
        diff = abs(a - b)
        give_might(g, low, diff, source=ctx.source)
        give_might(g, high, -diff, source=ctx.source)
