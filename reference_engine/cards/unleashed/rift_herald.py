"""Rift Herald (unit): "When I move to a battlefield, look at the top 3 cards of your Main Deck. You may
reveal a unit from among them and draw it. Recycle the rest. [Deathknell] Play a unit from your hand to your
base, ignoring its Energy cost."

The Deathknell names a type of card in a private zone, so its controller may ignore it (the Unleashed FAQ's
rule on mandatory actions and private information): choosing no unit is always allowed. Only a unit whose
Power cost can be paid now is offered; it is played by the effect (``play_by_effect``), Power paid."""

from ...decisions import choose_from
from ...keywords import deathknell
from ...payment import power_available
from ...playing import play_by_effect
from .. import Behaviour, Trigger, card
from ..unleashed_common import i_moved_to_battlefield, is_unit_card, look_reveal_draw


def _look(ctx):
    look_reveal_draw(ctx.g, ctx.controller, 3, is_unit_card, "reveal a unit to draw, or nothing")


def _play_from_hand(ctx):
    g, player = ctx.g, ctx.controller
    options = [cid for cid in g.players[player].hand if g.cards[cid].type == "unit"
               and power_available(g, player, g.cards[cid].domains) >= (g.cards[cid].power or 0)]
    if not options:
        return
    for cid in choose_from(g, player, options, "play a unit to your base ignoring its Energy cost, or nothing",
                           minimum=0, maximum=1):
        play_by_effect(g, player, cid, to="base", ignore_energy=True)


@card("Rift Herald")
class RiftHerald(Behaviour):
    triggers = (Trigger(on="move", condition=i_moved_to_battlefield, effect=_look), deathknell(_play_from_hand))
