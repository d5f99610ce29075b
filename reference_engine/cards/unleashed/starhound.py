"""Starhound (unit): "When you play me, return a Bird, Cat, Dog, or Poro from your trash to your hand." The
card in the trash is a target (355.9.a, 355.10.a.1: the trash is public)."""

from ...zones import put
from .. import Behaviour, TargetSpec, card
from ..unleashed_common import has_critter_tag, when_you_play_me


def _critter(g, chooser, cand, source) -> bool:
    return has_critter_tag(g.cards[cand])


def _return(ctx):
    for cid in ctx.chosen(0):
        put(ctx.g, cid, "hand")


@card("Starhound")
class Starhound(Behaviour):
    triggers = (when_you_play_me(_return, targets=(TargetSpec(kind="trash", where="any", restriction=_critter,
                                                              text="a Bird, Cat, Dog, or Poro from your trash"),)),)
