"""Hextech Disc (gear): "[Empower] -- [T]. Disempower this, [1], [T]: Play a 3 [S] Mech unit token to your
base." The Mech is rule 187.4's token; it enters exhausted (143.4)."""

from ...empowered import empower_ability
from .. import Ability, Behaviour, card
from ..cardsD_common import play_unit_tokens


def _mech(ctx) -> None:
    play_unit_tokens(ctx, "Mech", at="base")


@card("Hextech Disc")
class HextechDisc(Behaviour):
    abilities = (empower_ability(exhaust=True), Ability(effect=_mech, energy=1, exhaust=True, disempower=True))
