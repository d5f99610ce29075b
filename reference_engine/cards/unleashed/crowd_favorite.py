"""Crowd Favorite (unit, Hunt): "Spend 2 XP: [Buff] me." An activated ability whose cost is XP (730.2);
a unit with a buff gets no second one (426.1.b.1)."""

from .. import Behaviour, card
from ..unleashed_common import spend_xp_buff_me


@card("Crowd Favorite")
class CrowdFavorite(Behaviour):
    abilities = (spend_xp_buff_me(2),)
