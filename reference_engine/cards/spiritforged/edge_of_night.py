"""Edge of Night (gear, Equipment, Hidden, +2 Might, [Equip] [C]), with its Spiritforged errata: "When you
play this from face down, attach it to a unit you control (here)." Played from hidden, its play effect
chooses at the battlefield it was hidden at (811.1.d.2), and finds that unit even after the gear is
recalled to base meanwhile (435.4.a)."""

from ...attachment import attach
from ...equipment import YOUR_UNIT, Equipment, equip_ability
from .. import Trigger, card


def _played_from_face_down(g, source, event) -> bool:
    return event.get("card") == source and bool(event.get("hidden"))


def _attach(ctx) -> None:
    for unit in ctx.chosen(0):
        if ctx.g.cards[ctx.source].controller == ctx.controller:
            attach(ctx.g, ctx.source, unit, equip=False)


@card("Edge of Night")
class EdgeOfNight(Equipment):
    bonus = 2
    abilities = (equip_ability(power=1),)
    triggers = (Trigger(on="play", condition=_played_from_face_down, effect=_attach, targets=(YOUR_UNIT,)),)
