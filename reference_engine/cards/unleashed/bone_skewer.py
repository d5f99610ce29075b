"""Bone Skewer (spell, Hidden), with its Unleashed errata: "Choose a battlefield. An opponent reveals their
hand. You may choose a unit from it. They play that unit to that battlefield, ignoring any and all costs.
If they do, then do this: [Stun] it."

Cards in hand are not targets (355.10.a): the unit is chosen as the spell resolves. The opponent must play
it (hiding is not playing, 811.1.c.1); it goes on the chain as a pending item. "If they do, then do this"
is a reflexive triggered ability (387-388), pending after the unit; "it" is that unit, determined and not
chosen (355.10.d), so Deflect and "can't be chosen" do not matter."""

from ...decisions import choose_from
from ...events import emit
from ...effects import stun
from ...playing import play_by_effect
from ...state import PendingTrigger
from .. import Behaviour, TargetSpec, Trigger, card


def _never(g, source, event) -> bool:
    return False


def _stun_it(ctx):
    g = ctx.g
    unit = ctx.item.data["unit"]
    if g.is_board_zone(g.cards[unit].zone):
        stun(g, unit, by=ctx.controller)


@card("Bone Skewer")
class BoneSkewer(Behaviour):
    targets = (TargetSpec(kind="battlefield", text="a battlefield"),)
    triggers = (Trigger(on="play", condition=_never, effect=_stun_it, zones=()),)

    def resolve(self, ctx):
        g = ctx.g
        for bf in ctx.chosen(0):
            opponents = g.opponents(ctx.controller)
            if not opponents:
                return
            opponent = choose_from(g, ctx.controller, opponents, "choose an opponent")[0]
            hand = list(g.players[opponent].hand)
            for cid in hand:
                emit(g, "reveal", card=cid, name=g.cards[cid].name, player=opponent)
            units = [cid for cid in hand if g.cards[cid].type == "unit"]
            chosen = choose_from(g, ctx.controller, units, "choose a unit from the revealed hand, or nothing",
                                 minimum=0, maximum=1) if units else []
            for cid in chosen:
                play_by_effect(g, opponent, cid, to=bf, ignore_all_costs=True)  # "any and all costs" (356.5.a)
                if g.cards[cid].zone == "chain":  # they did play it: the reflexive ability (387.1)
                    g.pending_triggers.append(PendingTrigger(source=ctx.source, controller=ctx.controller,
                                                             key="1", index=1,
                                                             data={"unit": cid}))
