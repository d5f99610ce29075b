"""Master of Shadows (Zed legend): "When you banish a card you own, empower me. [Action] Disempower me, [E]:
discard 1, then draw 1." The banishing player is the one whose spell or ability banishes (``banish``
events' ``player``); the card discarded is its controller's choice as the ability resolves."""

from ...decisions import choose_from
from ...effects import discard, draw
from .. import Ability, Behaviour, Trigger, card
from ..legend_common import LEGEND, controller, empower_me


def _you_banish_yours(g, source, event) -> bool:
    me = controller(g, source)
    return event.get("player") == me and event.get("owner") == me


def _loot(ctx):
    g, me = ctx.g, ctx.controller
    hand = list(g.players[me].hand)
    if hand:
        discard(g, me, hand[0] if len(hand) == 1 else choose_from(g, me, hand, "choose a card to discard")[0])
    draw(g, me, 1)


@card("Master of Shadows")
class MasterOfShadows(Behaviour):
    triggers = (Trigger(on="banish", condition=_you_banish_yours, effect=empower_me, zones=LEGEND),)
    abilities = (Ability(effect=_loot, disempower=True, exhaust=True, timing=("Action",), zones=LEGEND),)
