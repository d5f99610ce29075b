"""Profiteer (unit, 4 Might): "When you play me, you may disempower something you control to empower a legend,
unit, or gear."

Both are chosen as the ability resolves: first something its controller controls that is Empowered (its
legend, a unit or a gear; choosing none declines, 383.3.a); only if it was disempowered (442) is a legend,
unit or gear (anyone's) chosen and empowered (441)."""

from ...decisions import choose_from
from ...empowered import disempower, empower, is_empowered
from .. import Behaviour, Trigger, card
from ...trigger_conditions import played_me


def _empowerable(g, cid) -> bool:
    c = g.cards[cid]
    return not c.facedown and (c.zone == "legend" or (g.is_board_zone(c.zone) and c.type in ("unit", "gear")))


def _swap_power(ctx) -> None:
    g, me = ctx.g, ctx.controller
    mine = [cid for cid in g.cards if g.cards[cid].controller == me and _empowerable(g, cid) and is_empowered(g, cid)]
    if not mine:
        return
    given = choose_from(g, me, mine, "you may disempower something you control", minimum=0, maximum=1)
    if not given or not disempower(g, given[0]):
        return
    options = [cid for cid in g.cards if _empowerable(g, cid) and not is_empowered(g, cid)]
    if options:
        for cid in choose_from(g, me, options, "empower a legend, unit, or gear"):
            empower(g, cid, by=me)


@card("Profiteer")
class Profiteer(Behaviour):
    triggers = (Trigger(on="play", condition=played_me, effect=_swap_power),)
