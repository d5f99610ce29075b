"""Dragon's Rage (spell), with its Origins errata: "Move an enemy unit. Then do this: Choose another enemy
unit at its destination. They deal damage equal to their Mights to each other."

Only the enemy unit and its destination are chosen as the spell is played (355.4). "Then do this" is a
reflexive triggered ability (386-388): if the unit did move, it is put on the chain after the spell
resolves, choosing another enemy unit at the destination as it is finalized, and players may respond to
it. With no such unit, or if the unit did not move (no destination), it is not put on the chain. As it
resolves the two units deal the damage, not the spell or the ability (417.6.b.3), each unit's controller
being responsible for its own (417.6.b.4); if either unit is gone, they deal nothing."""

from ...effects import deal
from ...might import might
from ...movement import move
from ...state import PendingTrigger
from ...triggers import trigger_ref
from .. import TargetSpec, Trigger, card
from ..common import MovesToChosenDestination


def _never(g, source, event) -> bool:
    return False


def _at_the_destination(g, chooser, cand, source) -> bool:
    item = g.item(trigger_ref(source, 1))
    data = item.data if item is not None else {}
    return cand != data.get("unit") and g.cards[cand].zone == data.get("to")


OTHER_ENEMY = TargetSpec(kind="unit", relation="enemy", restriction=_at_the_destination,
                         text="another enemy unit at its destination")


def _fight(ctx):
    g = ctx.g
    moved, other = ctx.item.data["unit"], ctx.chosen_one(0)
    if other is None or g.cards[moved].zone != ctx.item.data["to"] or g.cards[moved].obj != ctx.item.data["obj"]:
        return  # 359.3.e.12: a unit that left is null; there is no "each other"
    hits = [(moved, other, max(0, might(g, moved) or 0)), (other, moved, max(0, might(g, other) or 0))]
    for dealer, unit, amount in hits:
        deal(g, unit, amount, by=g.cards[dealer].controller, source=ctx.source, dealer=dealer)


@card("Dragon's Rage")
class DragonsRage(MovesToChosenDestination):
    targets = (TargetSpec(kind="unit", relation="enemy", text="an enemy unit"),)
    triggers = (Trigger(on="resolve", condition=_never, effect=_fight, targets=(OTHER_ENEMY,), zones=()),)
    def resolve(self, ctx):
        g, to = ctx.g, ctx.item.data["to"]
        for unit in ctx.chosen(0):
            if unit not in move(g, [unit], to, by=ctx.controller) or g.cards[unit].zone != to:
                continue  # it did not move there: no destination to refer to
            data = {"unit": unit, "to": to, "obj": g.cards[unit].obj}
            others = [c for c in g.board_units() if c != unit and g.cards[c].zone == to
                      and g.cards[c].controller != ctx.controller]
            if others:  # 388: only when there is something to choose does it go on the chain
                g.pending_triggers.append(PendingTrigger(source=ctx.source, controller=ctx.controller, key="1",
                                                         index=1, data=data))
