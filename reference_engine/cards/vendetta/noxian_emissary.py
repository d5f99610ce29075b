"""Noxian Emissary (unit, 2 Might): "[Empower] [1][C]. [Empowered][>] [Deathknell][>] Play two 1 [S] Recruit unit
tokens to your base."

The Deathknell (808) is active only if the Emissary was Empowered as it died: the ``die`` event's last known
``empowered`` (828). The Recruits are rule 187.1's tokens, for the player who controlled it then."""

from ...empowered import empower_ability
from ...keywords import deathknell
from .. import Behaviour, card
from ..cardsD_common import play_unit_tokens


def _recruits(ctx) -> None:
    if ctx.event.get("empowered"):
        play_unit_tokens(ctx, "Recruit", 2, at="base")


@card("Noxian Emissary")
class NoxianEmissary(Behaviour):
    abilities = (empower_ability(energy=1, power=1),)
    triggers = (deathknell(_recruits),)
