"""Maduli the Gatekeeper (unit): "I can't be readied. [C]: Move me to an occupied enemy battlefield if my Might
is greater than the total Might of enemy units there."

A passive forbidding ready actions on it (``forbids_readying``: the Awaken Phase does not ready it either).
The activated ability moves it (446) to a battlefield an opponent controls that has units, chosen as the
ability resolves among those where its Might is greater than the enemy units' total there (a negative Might
counts as 0, 143.2.b); with none, nothing happens."""

from ...decisions import choose_from
from ...might import effective_might
from ...movement import destination_problem, move
from .. import Ability, Behaviour, card
from ..unleashed_common import enemies_at


def _gate(ctx):
    g, me = ctx.g, ctx.source
    if not g.is_board_zone(g.cards[me].zone):
        return
    mine = effective_might(g, me)
    options = [bf for bf, b in g.battlefields.items()
               if b.controller not in (None, ctx.controller) and b.units and g.cards[me].zone != bf
               and mine > sum(effective_might(g, u) for u in enemies_at(g, bf, ctx.controller))
               and not destination_problem(g, me, bf)]
    if options:
        move(g, [me], choose_from(g, ctx.controller, options, "choose the enemy battlefield to move to")[0], by=ctx.controller)


@card("Maduli the Gatekeeper")
class MaduliTheGatekeeper(Behaviour):
    abilities = (Ability(effect=_gate, power=1),)

    def forbids_readying(self, g, source, unit):
        return unit == source
