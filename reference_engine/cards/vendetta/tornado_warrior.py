"""Tornado Warrior (Signature unit, 3 Might, [Hidden]): "When you play me from face down, you may empower
something here. Disempower it at end of turn."

Played from face down (811) is a ``play`` event with ``hidden``; "something here" is a unit or gear at its
battlefield (itself included), chosen as the ability resolves ("you may": or none). The second sentence is a
delayed triggered ability (389-392) for that object, at the end of this turn."""

from ...decisions import choose_from
from ...delayed import create
from ...empowered import disempower, empower, is_empowered
from .. import Behaviour, Trigger, card
from ...trigger_conditions import played_me


def _from_face_down(g, source, event) -> bool:
    return played_me(g, source, event) and bool(event.get("hidden"))


def _empower_here(ctx) -> None:
    g = ctx.g
    if not g.is_board_zone(g.cards[ctx.source].zone):
        return
    here = g.cards[ctx.source].zone
    things = [cid for cid, c in g.cards.items() if c.zone == here and c.type in ("unit", "gear") and not c.facedown
              and not is_empowered(g, cid)]
    if not things:
        return
    for cid in choose_from(g, ctx.controller, things, "you may empower something here", minimum=0, maximum=1):
        if empower(g, cid, by=ctx.controller):
            create(g, ctx.source, ctx.controller, 2, {"card": cid, "obj": g.cards[cid].obj})


def _end_of_turn(g, source, event) -> bool:
    return True


def _disempower_it(ctx) -> None:
    it = ctx.item.data.get("delayed", {})
    c = ctx.g.cards.get(it.get("card"))
    if c is not None and c.obj == it.get("obj"):
        disempower(ctx.g, it["card"])


@card("Tornado Warrior")
class TornadoWarrior(Behaviour):
    triggers = (Trigger(on="play", condition=_from_face_down, effect=_empower_here),
                Trigger(on="end-of-turn", condition=_end_of_turn, effect=_disempower_it, zones=()))
