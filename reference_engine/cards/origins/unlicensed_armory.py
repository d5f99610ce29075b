"""Unlicensed Armory (gear), with its Origins errata: "Discard 1, [E]: Choose a friendly unit. The next
time it would die this turn, you may pay [C] to heal it, exhaust it, and recall it instead."

The unit is the ability's target (377.1); as it resolves, a replacement effect (367-369) is left on it for
the rest of the turn (it ends early if the unit becomes a new object, 124). When the unit would next die,
the ability's controller may pay [C] (Power of the gear's domain) from their pool; paid, the death is
replaced and the replacement is used up ("the next time"). As the Origins FAQ explains, each replacing
action is done as far as it can be: a unit already in base is healed and exhausted without a recall."""

from ...decisions import ask
from ...effects import add_replacement, exhaust, heal, recall
from ...payment import pay_power, power_available
from .. import Ability, Behaviour, CostSpec, TargetSpec, card


def _protect(ctx) -> None:
    for unit in ctx.chosen(0):
        add_replacement(ctx.g, unit, ctx.source, once=True, player=ctx.controller)


@card("Unlicensed Armory")
class UnlicensedArmory(Behaviour):
    abilities = (Ability(effect=_protect, exhaust=True,
                         costs=(CostSpec(action="discard", choice=TargetSpec(kind="hand", text="a card")),),
                         targets=(TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),)),)

    def replace(self, g, source, event):
        entry = event.get("delayed")
        if entry is None or event["type"] != "die" or "player" not in entry:
            return None
        unit, player = event["unit"], entry["player"]
        domains = g.cards[source].domains
        if power_available(g, player, domains) < 1:
            return None
        if ask(g, player, "choose", ["yes", "no"], f"pay [C] to heal, exhaust and recall {unit} instead of it dying?",
               lambda a: None if a in ("yes", "no") else "answer yes or no") == "no":
            return None

        def instead():
            entries = g.cards[unit].memory.get("replacements", [])
            if entry in entries:
                entries.remove(entry)  # "the next time": used up
            pay_power(g, player, 1, domains)
            heal(g, unit)
            exhaust(g, unit)
            if g.cards[unit].zone != "base":
                recall(g, unit)

        return instead
