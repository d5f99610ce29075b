"""Prodigal Explorer (Ezreal legend): "[E]: [Reaction] -- draw 1. Use only if you've chosen enemy units
and/or gear twice this turn with spells or unit abilities." A time of choosing is one spell or one
ability of a unit that chose (383.4.b; ``choose`` events) at least one enemy unit or gear; the count runs
from the start of the turn."""

from .. import Ability, Behaviour, card
from ..legend_common import LEGEND, draw_n


def _times_chosen(g, me: str) -> int:
    items = []
    for e in reversed(g.events):
        if e["type"] == "turn":
            break
        if e["type"] != "choose" or e.get("player") != me or e.get("item") in items:
            continue
        target, source = g.cards.get(e.get("target")), g.cards.get(e.get("source"))
        if target is None or target.type not in ("unit", "gear") or target.controller == me:
            continue
        if e.get("spell") or (e.get("kind") in ("ability", "trigger") and source is not None and source.type == "unit"):
            items.append(e["item"])
    return len(items)


def _twice(g, source):
    n = _times_chosen(g, g.cards[source].controller)
    return None if n >= 2 else f"you have chosen enemy units or gear {n} time(s) this turn, not twice"


@card("Prodigal Explorer")
class ProdigalExplorer(Behaviour):
    abilities = (Ability(effect=draw_n(1), exhaust=True, timing=("Reaction",), zones=LEGEND, usable=_twice),)
