"""Ivern, Friend to All (unit): "As you play me, choose Bird, Cat, Dog, or Poro. I gain that tag. When I
conquer or hold, score 1 point if your units have all of the following tags among them -- Bird, Cat, Dog,
and Poro."

The tag is chosen as he is finalized (355.1) and kept with this object (``naming``); he has it while on the
board (477.1.c, ``tag_grants``). The point is checked as the ability resolves and is a gained point (471.1)."""

from ...naming import name_one, named
from ...scoring import gain_point
from .. import Behaviour, Trigger, card
from ..unleashed_common import CRITTER_TAGS, critter_tags_among


def _i_conquered_or_held(g, source, event) -> bool:
    return source in event.get("units", ())


def _score_if_all_four(ctx) -> None:
    if set(CRITTER_TAGS) <= critter_tags_among(ctx.g, ctx.controller):
        gain_point(ctx.g, ctx.controller, how="effect")


@card("Ivern, Friend to All")
class IvernFriendToAll(Behaviour):
    triggers = (Trigger(on=("conquer", "hold"), condition=_i_conquered_or_held, effect=_score_if_all_four),)

    def as_played(self, g, card, player):
        name_one(g, player, card, CRITTER_TAGS, "choose Bird, Cat, Dog, or Poro for Ivern")

    def tag_grants(self, g, source, card):
        tag = named(g, source)
        return (tag,) if card == source and tag else ()
