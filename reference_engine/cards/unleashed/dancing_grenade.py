"""Dancing Grenade (spell): "Deal 2 to a unit. Its controller may play this spell again for [A]. If they do, this
deals 1 additional Bonus Damage for each time this spell has dealt damage this turn."

"Its controller" is the chosen unit's controller as the spell resolves (359.3.e.14: linked to the unit, so an
illegal target offers nothing; a prevented damage still does, 359.3.e.14.b), possibly an opponent of the spell's controller. Playing
it again is an instructed play (``playing.play_by_effect``) from the chain, where the card still is: it changes
no zone, so it stays the same object (359.3.e.4) and keeps the count of the times it has dealt damage this turn
(kept with the object in ``memory``, which ends with it). The new play belongs to whoever plays it (419.1), its
base cost replaced by [A] (356.1.a), its target chosen as it is finalized (355.5); a play that cannot be paid
is undone and the card goes to the trash (358.5, 359.3.d). Played again, it deals its 2 plus 1 Bonus Damage per
time counted (712-715: part of the damage for prevention, 715.4.a), and offers the same again, so it may go back
and forth between players until one declines."""

from ...decisions import ask
from ...effects import deal
from ...playing import play_by_effect
from .. import Behaviour, TargetSpec, card

_COUNT = "times_dealt_damage"


def _times_dealt(g, cid) -> int:
    entry = g.cards[cid].memory.get(_COUNT)
    return entry["times"] if entry and entry["turn"] == g.turn_number else 0


def _note_dealt(g, cid) -> None:
    g.cards[cid].memory[_COUNT] = {"turn": g.turn_number, "times": _times_dealt(g, cid) + 1}


@card("Dancing Grenade")
class DancingGrenade(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)

    def resolve(self, ctx):
        g, me = ctx.g, ctx.source
        bonus = _times_dealt(g, me) if ctx.item.data.get("played_again") else 0
        for unit in ctx.chosen(0):
            controller = g.cards[unit].controller
            before = len(g.events)
            deal(g, unit, 2 + bonus, by=ctx.controller, source=me)
            if any(e["type"] == "damage" and e.get("source") == me for e in g.events[before:]):
                _note_dealt(g, me)  # damage prevented in full is not dealt (437.4) and is not counted
            answer = ask(g, controller, "choose", ["yes", "no"], f"play {me} again for [A]?",
                         lambda a: None if a in ("yes", "no", True, False) else "answer yes or no")
            if answer in ("yes", True):
                play_by_effect(g, controller, me, for_cost=(0, 1, True), choose_on_finalize=True)
                again = [it for it in g.chain if it.kind == "card" and it.source == me and it is not ctx.item]
                if again:
                    again[-1].data["played_again"] = True  # "If they do": the new play's Bonus Damage
