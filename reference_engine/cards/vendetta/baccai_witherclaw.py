"""Baccai Witherclaw (unit): "[Empower] [1][A][A]. [Empowered][>] I have +2 [M]. [Empowered][>]
[Deathknell][>] Channel 2 runes exhausted."

The Deathknell (808) is a dependent ability of the Empowered state (828): it triggers only if the unit was
Empowered as it died (the ``die`` event's last known state); its controller then channels two runes,
exhausted (430)."""

from ...empowered import empower_ability
from ...keywords import deathknell
from ...runes import channel
from .. import Behaviour, Trigger, card
from ..cardsC_common import EmpoweredMight


def _channel_two(ctx) -> None:
    channel(ctx.g, ctx.controller, 2, exhausted=True)


_dk = deathknell(_channel_two)


def _died_empowered(g, source, event) -> bool:
    return _dk.condition(g, source, event) and bool(event.get("empowered"))


@card("Baccai Witherclaw")
class BaccaiWitherclaw(EmpoweredMight, Behaviour):
    empowered_might = 2
    abilities = (empower_ability(energy=1, any_power=2),)
    triggers = (Trigger(on="die", condition=_died_empowered, effect=_channel_two, controller=_dk.controller),)
