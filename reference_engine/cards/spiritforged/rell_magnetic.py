"""Rell, Magnetic (unit, Tank), with her Spiritforged errata: "When I attack, you may play an Equipment with
Energy cost no more than [2], ignoring its cost. If you do, then do this: Attach it to me." The Equipment
comes from her controller's hand and is played by the effect (``playing.play_by_effect``); "then do this"
is a reflexive triggered ability, made as a delayed one (389-392) that triggers as that Equipment finishes
being played and attaches it to Rell (434)."""

from ... import catalogue
from ...attachment import attach
from ...decisions import choose_from
from ...delayed import create
from ...playing import play_by_effect
from .. import Behaviour, Trigger, card
from ..spiritforged_common import when


def _cheap_equipment(g, player) -> list[str]:
    out = []
    for cid in g.players[player].hand:
        c = g.cards[cid]
        facts = catalogue.lookup(c.name) if c.official else None
        energy = (facts.energy or 0) if facts is not None else c.energy
        if "Equipment" in c.tags and energy <= 2:
            out.append(cid)
    return out


def _play_equipment(ctx) -> None:
    g, me = ctx.g, ctx.controller
    options = _cheap_equipment(g, me)
    picked = choose_from(g, me, options, "play an Equipment costing [2] or less, or none", minimum=0,
                         maximum=1) if options else []
    for gear in picked:
        play_by_effect(g, me, gear, ignore_cost=True)
        create(g, ctx.source, me, 2, {"gear": gear, "obj": g.cards[ctx.source].obj})


def _that_gear_played(g, source, event) -> bool:
    return event.get("card") == event["delayed"]["gear"]


def _attach_to_me(ctx) -> None:
    g, data = ctx.g, ctx.item.data["delayed"]
    rell = g.cards[ctx.source]
    if g.is_board_zone(rell.zone) and rell.obj == data["obj"]:
        attach(g, data["gear"], ctx.source, equip=False)


@card("Rell, Magnetic")
class RellMagnetic(Behaviour):
    triggers = (when("on_attack", _play_equipment, optional=True),
                Trigger(on="play", condition=_that_gear_played, effect=_attach_to_me, zones=()))
