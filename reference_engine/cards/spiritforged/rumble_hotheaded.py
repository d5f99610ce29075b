"""Rumble, Hotheaded (unit): "Your Mechs each have [Assault]. When I conquer, you may recycle another friendly unit
to play a Mech from your trash. Reduce its Energy cost by the Might of the unit you recycled."

The first is a passive (364) giving Assault to the Mechs his controller controls. The conquer ability is optional
(383.3.a); recycling the other unit is its cost (383.3.b), paid as it is finalized with its Mech in the trash
chosen (355.9.a). A token can be recycled (it goes toward the Main Deck and ceases to exist, 186.1); the Might it
had as it paid the cost is what comes off the Mech's Energy cost (356.4.b; ``data["paid_with"]``). The Mech's
own choices are made as it is finalized, and a play it cannot pay is undone (358.5)."""

from ...playing import play_by_effect
from .. import Behaviour, CostSpec, TargetSpec, Trigger, card
from ..cardsB_common import i_conquered


def _another(g, chooser, cand, source) -> bool:
    return cand != source


def _a_mech(g, chooser, cand, source) -> bool:
    return "Mech" in g.cards[cand].tags


def _play_mech(ctx) -> None:
    recycled = sum(p["might"] for p in ctx.item.data.get("paid_with", ()) if p["action"] == "recycle")
    for mech in ctx.chosen(0):
        play_by_effect(ctx.g, ctx.controller, mech, to=None, choose_on_finalize=True, reduce_by=(recycled, 0))


@card("Rumble, Hotheaded")
class RumbleHotheaded(Behaviour):
    triggers = (Trigger(on="conquer", condition=i_conquered, optional=True, effect=_play_mech,
                        targets=(TargetSpec(kind="trash", where="unit", restriction=_a_mech, text="a Mech from your trash"),),
                        costs=(CostSpec(action="recycle", choice=TargetSpec(kind="unit", relation="friendly",
                                                                             restriction=_another,
                                                                             text="another friendly unit")),)),)

    def keyword_grants(self, g, source, unit):
        c = g.cards[unit]
        if c.type == "unit" and "Mech" in c.tags and c.controller == g.cards[source].controller:
            return ("Assault",)
        return ()
