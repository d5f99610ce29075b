"""Shared pieces of card lane B's modules (no card is registered here): the board, combat and choices."""

from __future__ import annotations

from . import Behaviour


class AssignedDamageLast(Behaviour):
    """"I must be assigned combat damage last." (465.2.c.6: Backline's requirement, 826.3, without the
    keyword; ``Behaviour.assigned_damage_last``, read by ``combat_priority``)."""

    def assigned_damage_last(self, g, source, unit):
        return unit == source
