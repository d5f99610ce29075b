"""Teemo, Strategist (unit, Hidden), with his Origins errata: "When I defend, choose an enemy unit here and
reveal the top 5 cards of your Main Deck. Deal 1 to that unit for each card with [Hidden] revealed this
way, then recycle the revealed cards."

A defend trigger (383.4.f): it triggers the first time in a combat he gains the defender designation,
also when he is played from facedown into a combat already under way. Only cards that have the Hidden
keyword count. Revealing fewer cards than asked does not burn out (431.1.c); the revealed cards go to the
bottom of the deck in their order (recycle, 416).

The errata (2025-10-28) removed the printed text's second trigger, "when I'm played from [Hidden]"; it
predates Core Rules v1.3, so every rules version the engine implements uses the errata text."""

from ...effects import deal
from ...keywords import has_keyword
from ...revealing import see_top
from ...zones import put
from .. import Behaviour, TargetSpec, Trigger, card


def _i_defend(g, source, event) -> bool:
    return event.get("unit") == source


def _reveal_and_shoot(ctx):
    g = ctx.g
    revealed = see_top(g, ctx.controller, 5, reveal=True)
    hits = sum(1 for cid in revealed if has_keyword(g.cards[cid], "Hidden"))
    for unit in ctx.chosen(0):
        deal(g, unit, hits, by=ctx.controller, source=ctx.source)
    for cid in revealed:
        put(g, cid, "deck", bottom=True)


_ENEMY_HERE = (TargetSpec(kind="unit", relation="enemy", here=True, text="an enemy unit here"),)


@card("Teemo, Strategist")
class TeemoStrategist(Behaviour):
    triggers = (Trigger(on="defend", condition=_i_defend, effect=_reveal_and_shoot, targets=_ENEMY_HERE),)
