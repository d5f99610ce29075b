"""Ravenborn Tome (gear), with its Origins errata: "[E]: The next spell you play this turn deals 1 Bonus
Damage." An activated ability without Action or Reaction. As it resolves it creates an effect for the
rest of the turn (317.2.c): every instance of damage dealt by the next spell its controller plays (the
first spell they finalize afterwards) is increased by 1 (712-715.2). A spell played on a later turn gets
nothing."""

from ...effects import add_turn_replacement
from .. import Ability, Behaviour, card


def _arm(ctx):
    add_turn_replacement(ctx.g, ctx.source, bonus="next-spell", player=ctx.controller, after=len(ctx.g.events))


def _next_spell(g, entry) -> str | None:
    for event in g.events[entry["after"]:]:
        if event["type"] == "finalize" and event.get("kind") == "card" and event.get("player") == entry["player"]:
            c = g.cards.get(event.get("item"))
            if c is not None and c.type == "spell":
                return event["item"]
    return None


@card("Ravenborn Tome")
class RavenbornTome(Behaviour):
    abilities = (Ability(effect=_arm, exhaust=True),)

    def replace(self, g, source, event):
        entry = event.get("delayed") or {}
        if event["type"] != "bonus-damage" or entry.get("bonus") != "next-spell":
            return None
        if event.get("source") is None or event.get("source") != _next_spell(g, entry):
            return None
        return lambda: 1
