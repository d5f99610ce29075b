"""Decree of Focus (spell, Reaction): "Choose a friendly unit that's in combat with an enemy Fury unit or
that's being chosen by an enemy Fury spell. Give it +4 [M] this turn."

The restriction (355.9.b) is met by a friendly unit in combat (740.2.c) at a battlefield where an enemy
Fury unit is in combat too, or a friendly unit that an opponent's Fury spell on the chain has chosen
(359.3.e.9.a). Checked as it is chosen and again as it resolves (359.3.e)."""

from ...effects import give_might
from .. import Behaviour, TargetSpec, card
from ..cardsC_common import in_combat


def _pressed_by_fury(g, chooser, cand, source) -> bool:
    c = g.cards[cand]
    if in_combat(g, cand) and any(g.cards[u].controller != chooser and "fury" in g.cards[u].domains and in_combat(g, u)
                                  for u in g.battlefields[c.zone].units):
        return True
    for it in g.chain:
        spell = g.cards.get(it.source)
        if it.kind == "card" and spell is not None and spell.type == "spell" and it.controller != chooser \
                and "fury" in spell.domains and any(cand in grp for grp in it.data.get("groups", [])):
            return True
    return False


@card("Decree of Focus")
class DecreeOfFocus(Behaviour):
    targets = (TargetSpec(kind="unit", relation="friendly", restriction=_pressed_by_fury,
                          text="a friendly unit in combat with an enemy Fury unit or chosen by an enemy Fury spell"),)

    def resolve(self, ctx):
        for unit in ctx.chosen(0):
            give_might(ctx.g, unit, 4, source=ctx.source)
