"""Grandmaster at Arms (Jax legend): "[1], [E]: attach a detached Equipment you control to a unit you
control. [E]: attach an attached Equipment you control to a unit you control." Attaching is not equipping
with Equip (434; ``attach(..., equip=False)``); an attached card first detaches (718.5.d)."""

from ...attachment import attach, attached_to
from .. import Ability, Behaviour, TargetSpec, card
from ..legend_common import LEGEND


def _equipment(attached: bool):
    def check(g, chooser, cand, source) -> bool:
        return "Equipment" in g.cards[cand].tags and (attached_to(g, cand) is not None) == attached

    return check


def _attach(ctx):
    gear, unit = ctx.chosen(0), ctx.chosen(1)
    if gear and unit:
        attach(ctx.g, gear[0], unit[0], equip=False)


def _targets(attached: bool):
    word = "an attached" if attached else "a detached"
    return (TargetSpec(kind="gear", relation="friendly", restriction=_equipment(attached),
                       text=f"{word} Equipment you control"),
            TargetSpec(kind="unit", relation="friendly", text="a unit you control"))


@card("Grandmaster at Arms")
class GrandmasterAtArms(Behaviour):
    abilities = (Ability(effect=_attach, energy=1, exhaust=True, zones=LEGEND, targets=_targets(False)),
                 Ability(effect=_attach, exhaust=True, zones=LEGEND, targets=_targets(True)))
