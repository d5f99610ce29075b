"""Stand-in: Zaun Wasteland (battlefield; conformance/data/stand-in-cards.yaml): "When you conquer here,
discard 1, then draw 1." A conquer trigger (383.4.c, 471.2.a) controlled by the conquering player."""

from ...decisions import choose_from
from ...effects import discard, draw
from .. import Behaviour, Trigger, card


def _you_conquer_here(g, source, event) -> bool:
    return event.get("battlefield") == source


def _discard_then_draw(ctx):
    g, player = ctx.g, ctx.controller
    hand = list(g.players[player].hand)
    if hand:
        chosen = choose_from(g, player, hand, "choose a card to discard")
        discard(g, player, chosen[0])
    draw(g, player, 1)


@card("Stand-in: Zaun Wasteland")
class StandInZaunWasteland(Behaviour):
    triggers = (Trigger(on="conquer", condition=_you_conquer_here, effect=_discard_then_draw,
                        zones=("battlefield",), controller=lambda g, source, event: event["player"]),)
