"""Gentle Gemdragon (unit): "When you play me or another Dragon, ready up to 2 runes." Runes are targets
(355.9.a), but the target machinery chooses only permanents, players, battlefields and cards in trash: here
the player chooses among their exhausted runes as the ability resolves (readying a ready rune does nothing,
so only exhausted ones are offered). Another player's Dragon does not trigger it ("you play")."""

from ...decisions import choose_from
from ...effects import ready
from .. import Behaviour, Trigger, card


def _me_or_a_dragon(g, source, event) -> bool:
    c = g.cards.get(event.get("card") or "")
    if not event.get("permanent") or c is None or c.type != "unit":
        return False
    if event.get("player") != g.cards[source].controller:
        return False
    return event.get("card") == source or "Dragon" in c.tags


def _choose_runes(ctx):
    g = ctx.g
    runes = [cid for cid in g.players[ctx.controller].runes if g.cards[cid].exhausted]
    for rune in choose_from(g, ctx.controller, runes, "ready up to 2 runes", minimum=0, maximum=min(2, len(runes))) \
            if runes else []:
        ready(g, rune)


@card("Gentle Gemdragon")
class GentleGemdragon(Behaviour):
    triggers = (Trigger(on="play", condition=_me_or_a_dragon, effect=_choose_runes),)
