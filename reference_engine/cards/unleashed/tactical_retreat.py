"""Tactical Retreat (spell, Reaction): "Choose a friendly unit. The next time it would die this turn, heal it,
exhaust it, and recall it instead." The same text as Proving Grounds' Highlander (after its Origins errata): the same
behaviour, a once-only replacement left on the unit for the turn (367-369)."""

from .. import card
from ..proving_grounds.highlander import Highlander


@card("Tactical Retreat")
class TacticalRetreat(Highlander):
    pass
