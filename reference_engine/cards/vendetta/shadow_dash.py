"""Shadow Dash (Signature spell, [Flow] [5][A][A]): "Move an enemy unit to a battlefield where you have units.
If you have exactly two units there, they each get +1 [S] this turn."

The enemy unit and the destination are chosen as the spell is played (355.4: the play's ``to``, a
battlefield where its player has units then). As it resolves the enemy unit moves, then the player's units
at that battlefield are counted: with exactly two, each gets +1 this turn."""

from ...movement import move
from .. import TargetSpec, card
from ..cardsD_common import give_this_turn
from ..common import MovesToChosenDestination


def _your_units_at(g, player, bf) -> list[str]:
    return [u for u in g.battlefields[bf].units if g.cards[u].type == "unit" and g.cards[u].controller == player
            and not g.cards[u].facedown]


@card("Shadow Dash")
class ShadowDash(MovesToChosenDestination):
    targets = (TargetSpec(kind="unit", relation="enemy", text="an enemy unit"),)
    flow = (5, 2)
    flow_any_domain = True

    def destination_problem(self, g, card, player, to, targets):
        if to not in g.battlefields or not _your_units_at(g, player, to):
            return "choose a battlefield where you have units"
        return super().destination_problem(g, card, player, to, targets)

    def resolve(self, ctx):
        g, to = ctx.g, ctx.item.data["to"]
        for unit in ctx.chosen(0):
            move(g, [unit], to, by=ctx.controller)
        mine = _your_units_at(g, ctx.controller, to)
        if len(mine) == 2:
            for unit in mine:
                give_this_turn(ctx, unit, 1)
