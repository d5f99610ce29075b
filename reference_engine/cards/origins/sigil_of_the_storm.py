"""Sigil of the Storm (battlefield), with its Origins errata: "When you conquer here, you must recycle one
of your runes." "Must" marks an action that has to be taken: the rune is not a target (it is not chosen
as the ability goes on the chain) but chosen as the ability resolves, among the runes the player has
then (355.10.f; 416.1.b: a recycled rune goes to the bottom of its owner's rune deck)."""

from ...decisions import choose_from
from ...runes import recycle_rune
from .. import Behaviour, Trigger, card


def _conquered_here(g, source, event) -> bool:
    return event.get("battlefield") == source


def _recycle_a_rune(ctx):
    g = ctx.g
    runes = list(g.players[ctx.controller].runes)
    if runes:
        rune = choose_from(g, ctx.controller, runes, "choose one of your runes to recycle")[0]
        recycle_rune(g, rune)


@card("Sigil of the Storm")
class SigilOfTheStorm(Behaviour):
    triggers = (Trigger(on="conquer", condition=_conquered_here, effect=_recycle_a_rune, zones=("battlefield",),
                        controller=lambda g, source, event: event["player"]),)
