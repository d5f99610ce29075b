"""Here to Help (spell, Hidden, Action): "You may play a unit from hand to a battlefield you control, reducing
its cost by [3]." As it resolves its player may choose a unit card in hand (a private zone: a choice, not a
target, 355.10.a) and a battlefield they control; the unit is played there by the effect, paying its cost
less 3 Energy (356.4.b). A play that cannot be paid is undone, the card back in hand (358.5)."""

from ...decisions import choose_from
from ...playing import play_by_effect
from .. import Behaviour, card


def _help(ctx):
    g, me = ctx.g, ctx.controller
    mine = [bid for bid, b in g.battlefields.items() if b.controller == me]
    units = [cid for cid in g.players[me].hand if g.cards[cid].type == "unit"]
    if not mine or not units:
        return
    for cid in choose_from(g, me, units, "choose a unit to play from hand, or none", minimum=0, maximum=1):
        play_by_effect(g, me, cid, to=None, choices=mine, choose_on_finalize=True, reduce_by=(3, 0))


@card("Here to Help")
class HereToHelp(Behaviour):
    def resolve(self, ctx):
        _help(ctx)
