"""Shepherd's Heirloom (gear, Equipment, +2 Might): "When you play this, gain 1 XP. [Equip] -- Spend 1 XP." Its
play trigger gains 1 XP (729); its Equip ability (818) costs 1 XP instead of Energy or Power (730.2)."""

from dataclasses import replace

from ...equipment import Equipment, equip_ability
from ...xp import gain_xp
from .. import Trigger, card
from ...trigger_conditions import played_me


@card("Shepherd's Heirloom")
class ShepherdsHeirloom(Equipment):
    bonus = 2
    abilities = (replace(equip_ability(energy=0, power=0), xp=1),)
    triggers = (Trigger(on="play", condition=played_me, effect=lambda ctx: gain_xp(ctx.g, ctx.controller, 1)),)
