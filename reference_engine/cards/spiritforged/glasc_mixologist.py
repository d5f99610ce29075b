"""Glasc Mixologist (unit, Deathknell): "[Deathknell] -- You may play a unit with cost no more than [3] and
no more than [A] from your trash, ignoring its cost."

The unit is chosen as the Deathknell is finalized (355.5), when every unit that died with Glasc is in the
trash too (323.4-323.5). It is played like any unit: its player chooses its location as it is finalized
(355.2.a), and a battlefield where Glasc died is still theirs while the chain is open (323.6) or a combat
goes on there (190.4.b)."""

from dataclasses import replace

from ...keywords import deathknell
from ...playing import play_by_effect
from .. import Behaviour, TargetSpec, card


def _cheap(g, chooser, cand, source) -> bool:
    c = g.cards[cand]
    return c.energy <= 3 and c.power <= 1


def _play_from_trash(ctx):
    for cid in ctx.chosen(0):
        play_by_effect(ctx.g, ctx.controller, cid, to=None, ignore_cost=True)


@card("Glasc Mixologist")
class GlascMixologist(Behaviour):
    triggers = (replace(deathknell(_play_from_trash, targets=(
        TargetSpec(kind="trash", where="unit", restriction=_cheap,
                   text="a unit from your trash costing no more than 3 Energy and 1 Power"),)), optional=True),)
