"""Punching Poro (unit, 2 Might): "[Empower] -- Discard 1. [Empowered][>] I have +1 [S]."

Discarding a card is the Empower ability's non-resource cost, chosen and paid as it is finalized
(827.1.c.2, 404); while Empowered the Poro has +1 Might (828, 364)."""

from ...empowered import empower_ability
from .. import CostSpec, TargetSpec, card
from ..cardsD_common import SelfStatic, empowered_bonus


@card("Punching Poro")
class PunchingPoro(SelfStatic):
    abilities = (empower_ability(costs=(CostSpec(action="discard", choice=TargetSpec(kind="hand", text="a card")),)),)
    self_might = (empowered_bonus(1),)
