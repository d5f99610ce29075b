"""Enthralling Protector (unit, Hunt): "Spend 2 XP: [Buff] me." (730.2, 426.1.b.1)."""

from .. import Behaviour, card
from ..unleashed_common import spend_xp_buff_me


@card("Enthralling Protector")
class EnthrallingProtector(Behaviour):
    abilities = (spend_xp_buff_me(2),)
