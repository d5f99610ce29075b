"""Call to Battle (spell): "Move a unit you control to a battlefield you control. Then, choose an opponent.
They move a unit they control to the same battlefield."

Its player chooses the battlefield as the spell is played, so it must be another location than the unit's
(355.4, 355.4.a); with no such battlefield the spell cannot be played. The opponent picks their unit as
the spell resolves; units arriving at a battlefield their controller does not control contest it (450)."""

from ...decisions import choose_from
from ...movement import move
from .. import TargetSpec, card
from ..common import MovesToChosenDestination


@card("Call to Battle")
class CallToBattle(MovesToChosenDestination):
    targets = (TargetSpec(kind="unit", relation="friendly", text="a unit you control"),)
    def destination_problem(self, g, card, player, to, targets):
        if to not in g.battlefields or g.battlefields[to].controller != player:
            return "choose a battlefield you control as the destination (355.4)"
        return super().destination_problem(g, card, player, to, targets)

    def resolve(self, ctx):
        g, to = ctx.g, ctx.item.data["to"]
        move(g, ctx.chosen(0), to, by=ctx.controller)
        opponents = g.opponents(ctx.controller)
        if not opponents:
            return
        opponent = choose_from(g, ctx.controller, opponents, "choose an opponent")[0]
        theirs = [u for u in g.board_units() if g.cards[u].controller == opponent and g.cards[u].zone != to]
        if theirs:
            unit = choose_from(g, opponent, theirs, f"choose a unit to move to {to}")[0]
            move(g, [unit], to, by=opponent)
