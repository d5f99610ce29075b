"""Shared pieces of Equipment cards (no card is registered here): Equip (818), Quick-Draw (819) and an
attached gear's Might bonus (718.4)."""

from __future__ import annotations

from ..attachment import attach, attached_to
from . import Ability, Behaviour, TargetSpec, Trigger

#: "a unit you control": Equip's choice is a target (818.1.b.1), as is Quick-Draw's (819.1.d, 355.10).
YOUR_UNIT = TargetSpec(kind="unit", relation="friendly", text="a unit you control")


def _attach_source_to_target(ctx) -> None:
    for unit in ctx.chosen(0):
        src = ctx.g.cards[ctx.source]
        if src.controller == ctx.controller:
            attach(ctx.g, ctx.source, unit)


def equip_ability(energy: int = 0, power: int = 1) -> Ability:
    """"[Equip] [cost]" (818.1.c.2): "[cost]: Attach this gear to a unit you control." An activated ability
    with the usual timing (381); [C] is one Power of the gear's domain."""
    return Ability(effect=_attach_source_to_target, energy=energy, power=power, targets=(YOUR_UNIT,))


def _played_me(g, source, event) -> bool:
    return event.get("card") == source


def quick_draw_trigger() -> Trigger:
    """Quick-Draw (819.1.d): "When you play this, attach it to a unit you control." (its [Reaction] is a
    play permission, see ``playing``)."""
    return Trigger(on="play", condition=_played_me, effect=_attach_source_to_target, targets=(YOUR_UNIT,))


class Equipment(Behaviour):
    """An Equipment gear: ``bonus`` is its printed Might bonus, given to the unit it is attached to (718.4)."""

    bonus: int = 0

    def might_bonus(self, g, source, unit):
        return self.bonus if attached_to(g, source) == unit else 0
