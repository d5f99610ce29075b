"""Guerilla Warfare (spell): "Return up to two cards with [Hidden] from your trash to your hand. You can hide
cards ignoring costs this turn."

Up to two cards with Hidden in its controller's trash are chosen as it is played (355.5, 355.9.a) and
returned to their hand as it resolves, if still there. For the rest of the turn its controller hides cards
(811.1.b) without paying [A] (``turn_memory["hide_ignoring_costs"]``, read by ``hidden.hide``)."""

from ...events import emit
from ...keywords import has_keyword
from ...zones import put
from .. import Behaviour, TargetSpec, card


def _has_hidden(g, chooser, cand, source) -> bool:
    return has_keyword(g.cards[cand], "Hidden")


@card("Guerilla Warfare")
class GuerillaWarfare(Behaviour):
    targets = (TargetSpec(kind="trash", minimum=0, maximum=2, restriction=_has_hidden,
                          text="up to two cards with [Hidden] from your trash"),)

    def resolve(self, ctx):
        g = ctx.g
        for cid in ctx.chosen(0):
            if cid in g.players[ctx.controller].trash:
                put(g, cid, "hand")
                emit(g, "return", card=cid, location="trash")
        g.turn_memory.setdefault("hide_ignoring_costs", []).append(ctx.controller)
