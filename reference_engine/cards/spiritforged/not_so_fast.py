"""Not So Fast (spell, Reaction): "Counter an enemy spell or ability that chooses a friendly unit or gear."

Its target is a chain item (123: abilities on the chain are game objects; 425.3 "Counter [a card or ability
on the chain]"): a spell, or an activated or triggered ability, that an opponent controls and that chooses
a unit or gear its controller controls. What an item chooses is read as 359.3.e.9.a says: its choices made
when it was finalized, mistargeted ones too, but not one that has left the board since. A unit or gear
card being played is not a spell, so it is no legal target. Countered, the item does nothing and leaves
the chain (425.1.a); no cost is refunded (425.1.c)."""

from ...effects import counter
from ...targets import chosen_now
from .. import Behaviour, TargetSpec, card


def _spell_or_ability_choosing_a_friendly_permanent(g, chooser, ref, source) -> bool:
    it = g.item(ref)
    if it.source == source and it.kind == "card":
        return False  # never itself (355.9.c)
    if it.kind == "card" and g.cards[it.source].type != "spell":
        return False
    return any(t in g.cards and g.cards[t].type in ("unit", "gear") and g.cards[t].controller == chooser
               for t in chosen_now(g, it))


@card("Not So Fast")
class NotSoFast(Behaviour):
    targets = (TargetSpec(kind="item", relation="enemy", restriction=_spell_or_ability_choosing_a_friendly_permanent,
                          text="an enemy spell or ability that chooses a friendly unit or gear"),)

    def resolve(self, ctx):
        for ref in ctx.chosen(0):
            counter(ctx.g, ref)
