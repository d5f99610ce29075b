"""Bottled Constellation (gear): "At the start of your Main Phase, you may kill 3 other friendly units
and/or gear to score 1 point."

A triggered ability at the start of its controller's Main Phase (316.4, 383.1). "Kill 3 other friendly
units and/or gear" right after the "you may" is its base cost (383.3.b): chosen and paid as it is
finalized, three of its controller's permanents other than itself; with fewer it leaves the chain
(383.3.b.1). The point is scored by an effect (471.1)."""

from ...scoring import gain_point
from .. import Behaviour, CostSpec, TargetSpec, Trigger, card


def _my_main_phase(g, source, event) -> bool:
    return event.get("player") == g.cards[source].controller


def _score(ctx) -> None:
    gain_point(ctx.g, ctx.controller, how="effect")


@card("Bottled Constellation")
class BottledConstellation(Behaviour):
    triggers = (Trigger(on="main-phase", condition=_my_main_phase, effect=_score, optional=True,
                        costs=(CostSpec(action="kill", choice=TargetSpec(
                            kind="permanent", relation="friendly", minimum=3, maximum=3,
                            text="3 other friendly units and/or gear")),)),)
