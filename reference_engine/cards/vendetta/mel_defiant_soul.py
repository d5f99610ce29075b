"""Mel, Defiant Soul (unit): "[Empower] -- Discard a spell. When I become [Empowered], banish an enemy unit at
a battlefield with 3 Might or less."

The Empower ability's cost is a discard, paid as it is finalized (827.1.c.2, 404). Only a unit on the
board can become Empowered (441.2), so if Mel has left the board when the ability resolves she does not
become Empowered and her second ability does not trigger (384.2)."""

from ...effects import banish
from ...empowered import empower_ability
from .. import Behaviour, CostSpec, TargetSpec, Trigger, card
from ..common import might_at_most


def _a_spell(g, chooser, cand, source) -> bool:
    return g.cards[cand].type == "spell"


def _i_became_empowered(g, source, event) -> bool:
    return event.get("card") == source


def _banish(ctx):
    for unit in ctx.chosen(0):
        banish(ctx.g, unit)


@card("Mel, Defiant Soul")
class MelDefiantSoul(Behaviour):
    abilities = (empower_ability(costs=(CostSpec(action="discard", choice=TargetSpec(
        kind="hand", restriction=_a_spell, text="a spell")),)),)
    triggers = (Trigger(on="empower", condition=_i_became_empowered, effect=_banish,
                        targets=(TargetSpec(kind="unit", where="battlefield", relation="enemy",
                                            restriction=might_at_most(3),
                                            text="an enemy unit at a battlefield with 3 Might or less"),)),)
