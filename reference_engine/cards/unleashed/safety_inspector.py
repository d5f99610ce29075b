"""Safety Inspector (unit): "You may spend 3 XP as an additional cost to play me. When you play me, each player
must kill one of their units. If you paid my additional cost, you don't kill a unit this way."

The XP is an optional additional cost (356.2.b, 730.2: ``optional_xp``); whether it was paid is remembered on
the card (356.4.f.1). Each player chooses which of their units dies (355.10.e: no targets), in turn order, as
the ability resolves; the Inspector itself is one of its player's units."""

from ...payment import paid_additional_cost
from .. import Behaviour, card
from ..unleashed_common import each_player_kills_one, when_you_play_me


def _kill_one_each(ctx):
    g = ctx.g
    spared = ctx.controller if paid_additional_cost(g, ctx.source) else None
    players = [p for p in g.turn_order_from(g.active) if p in g.living() and p != spared]
    each_player_kills_one(g, players, ctx.source)


@card("Safety Inspector")
class SafetyInspector(Behaviour):
    optional_xp = 3
    triggers = (when_you_play_me(_kill_one_each),)
