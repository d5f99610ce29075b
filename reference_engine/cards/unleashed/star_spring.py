"""Star Spring (battlefield): the first time in a turn that a player plays a non-token unit to it, that
player may move another unit they control there to its base. The player controls the ability
(190.6.c); the unit to move is chosen as it resolves (none declines it)."""

from ...decisions import choose_from
from ...movement import move
from .. import Behaviour, Trigger, card
from ..battlefield_common import event_player, events_this_turn, units_here


def _non_token_unit_played_here(g, source, event) -> bool:
    cid = event.get("card")
    return event.get("location") == source and cid in g.cards and g.cards[cid].type == "unit" \
        and not event.get("token")


def _first_this_turn(g, source, event) -> bool:
    if not _non_token_unit_played_here(g, source, event):
        return False
    earlier = [e for e in events_this_turn(g) if e["type"] == "play" and e.get("player") == event["player"]
               and _non_token_unit_played_here(g, source, e)]
    return len(earlier) == 1  # this play is the only one so far (383.1: "the first time")


def _send_another_home(ctx):
    g, me = ctx.g, ctx.controller
    played = ctx.item.data.get("event", {}).get("card")
    others = [u for u in units_here(g, ctx.source, me) if u != played]
    chosen = choose_from(g, me, others, "you may move another unit you control here to its base (nothing: decline)",
                         minimum=0, maximum=1)
    if chosen:
        move(g, chosen, "base", by=me)


@card("Star Spring")
class StarSpring(Behaviour):
    triggers = (Trigger(on="play", condition=_first_this_turn, effect=_send_another_home, zones=("battlefield",),
                        controller=event_player),)
