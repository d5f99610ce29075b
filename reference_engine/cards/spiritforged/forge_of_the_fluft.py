"""Forge of the Fluft (battlefield): while you control it, your legends have "[E]: Attach an Equipment you
control to a unit you control." -- an activated ability the battlefield's passive gives each legend its
controller controls (``Behaviour.ability_grants``). Activating it exhausts the legend (its cost) and, as
it resolves, attaches the chosen Equipment to the chosen unit (434; not an Equip, 818)."""

from ...attachment import attach
from .. import Ability, Behaviour, TargetSpec, card


def _is_equipment(g, chooser, cand, source) -> bool:
    return "Equipment" in g.cards[cand].tags


def _attach(ctx):
    gear, unit = ctx.chosen_one(0), ctx.chosen_one(1)
    if gear is not None and unit is not None:
        attach(ctx.g, gear, unit, equip=False)


ATTACH = Ability(effect=_attach, exhaust=True, zones=("legend",),
                 targets=(TargetSpec(kind="gear", relation="friendly", restriction=_is_equipment,
                                     text="an Equipment you control"),
                          TargetSpec(kind="unit", relation="friendly", text="a unit you control")))


@card("Forge of the Fluft")
class ForgeOfTheFluft(Behaviour):
    def ability_grants(self, g, source, cid):
        c = g.cards[cid]
        if c.type == "legend" and c.zone == "legend" and c.controller == g.battlefields[source].controller:
            return (ATTACH,)
        return ()
