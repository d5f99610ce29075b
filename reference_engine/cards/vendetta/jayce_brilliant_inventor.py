"""Jayce, Brilliant Inventor (champion unit, 6 Might): "When you play me or the first time you play a non-token
gear each turn, you may ready something besides me that's exhausted."

"Something" is any exhausted game object on the board its controller may ready: a unit, a gear, a rune or a
legend, anyone's, other than Jayce; it is chosen as the ability resolves (no target is named), and "you may"
lets its controller choose none. The gear condition counts this turn's ``play`` events of non-token gear by
Jayce's controller: only the first one triggers it."""

from ...decisions import choose_from
from ...effects import ready
from .. import Behaviour, Trigger, card
from ..battlefield_common import events_this_turn
from ...trigger_conditions import played_me


def _first_gear_this_turn(g, source, event) -> bool:
    me = g.cards[source].controller
    c = g.cards.get(event.get("card"))
    if c is None or c.type != "gear" or c.token or event.get("player") != me:
        return False
    gear_plays = [e for e in events_this_turn(g) if e["type"] == "play" and e.get("player") == me
                  and e.get("card") in g.cards and g.cards[e["card"]].type == "gear" and not g.cards[e["card"]].token]
    return bool(gear_plays) and gear_plays[0].get("card") == c.id


def _condition(g, source, event) -> bool:
    return played_me(g, source, event) or _first_gear_this_turn(g, source, event)


def _ready_something(ctx) -> None:
    g = ctx.g
    options = [cid for cid, c in g.cards.items() if cid != ctx.source and c.exhausted and not c.facedown
               and (g.is_board_zone(c.zone) or c.zone in ("runes", "legend"))]
    if not options:
        return
    for cid in choose_from(g, ctx.controller, options, "you may ready something exhausted besides Jayce",
                           minimum=0, maximum=1):
        ready(g, cid)


@card("Jayce, Brilliant Inventor")
class JayceBrilliantInventor(Behaviour):
    triggers = (Trigger(on="play", condition=_condition, effect=_ready_something),)
