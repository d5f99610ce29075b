"""Fallen Feline (unit): "When you play me, name a spell. While I'm at a battlefield, opponents can't play
spells with that name."

The spell is named as the ability resolves (762: an official spell, no token), and kept with this object
(``naming``). The restriction is a passive of the unit (364): it forbids playing, never touching a spell
already on the chain (419.1)."""

from ...naming import card_names, name_one, named
from .. import Behaviour, Trigger, card
from ..cardsD_common import at_battlefield
from ...trigger_conditions import played_me


def _name_a_spell(ctx) -> None:
    name_one(ctx.g, ctx.controller, ctx.source, card_names("spell"), "name a spell for Fallen Feline")


@card("Fallen Feline")
class FallenFeline(Behaviour):
    triggers = (Trigger(on="play", condition=played_me, effect=_name_a_spell),)

    def forbids_play(self, g, source, card, player):
        me, c = g.cards[source], g.cards[card]
        name = named(g, source)
        if name and player != me.controller and c.type == "spell" and c.name == name and at_battlefield(g, source):
            return f"{source} forbids opponents to play spells named {name!r}"
        return None
