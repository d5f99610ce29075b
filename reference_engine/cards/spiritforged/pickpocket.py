"""Pickpocket (unit): "When you play me, you may kill a gear with Energy cost no more than [1]. If you do,
play a Gold gear token exhausted." A token's cost counts as 0 (the Spiritforged FAQ on Pickpocket; tokens
have no cost, 185.3.a), so a Gold token may be chosen. "If you do": the Gold only if the gear died."""

from ... import catalogue
from ...effects import kill
from .. import Behaviour, TargetSpec, card
from ..legend_common import play_gold_exhausted
from ..spiritforged_common import when


def energy_cost(g, cid) -> int:
    """A card's printed Energy cost; 0 for a token or a card without one."""
    c = g.cards[cid]
    facts = catalogue.lookup(c.name) if c.official and not c.token else None
    return (facts.energy or 0) if facts is not None else 0


def _cheap(g, chooser, cand, source) -> bool:
    return energy_cost(g, cand) <= 1


def _steal(ctx) -> None:
    for gear in ctx.chosen(0):
        if kill(ctx.g, gear, by=ctx.controller, source=ctx.source):
            play_gold_exhausted(ctx)


@card("Pickpocket")
class Pickpocket(Behaviour):
    triggers = (when("on_play", _steal, optional=True, targets=(TargetSpec(
        kind="gear", restriction=_cheap, text="a gear with Energy cost no more than [1]"),)),)
