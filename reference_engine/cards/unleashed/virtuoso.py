"""Virtuoso (Jhin legend): "When you play a spell, if you spent [4] or more, you may banish it. Then, if there
are four spells banished with me, put each in its trash, channel 4 runes, and draw 1."

A spell is played once it has resolved (350.1); the ``play`` event carries the Energy spent on it, and the
"if" right after the condition is part of it (383.2.a.1). "You may" opens the effect, so it is decided as
the ability is finalized (383.3.a). "It" is that spell card, banished only while it is still in its
owner's trash after resolving (359.3.d; anywhere else it is a new object, 359.3.e.4). "Banished with me" is
linked to this legend (393, 427.3.a): the legend remembers each card it banished and the object it became
in banishment; a card that left banishment no longer counts. With four, each goes to its owner's trash,
then its controller channels 4 runes (430) and draws 1."""

from ...effects import banish, draw
from ...runes import channel
from ...zones import put
from .. import Behaviour, card
from ..legend_common import when_you

BANISHED = "banished_with_me"


def _spent_four_on_a_spell(g, source, event) -> bool:
    return bool(event.get("spell")) and (event.get("energy") or 0) >= 4


def _still_banished(g, source) -> list[str]:
    kept = [(cid, obj) for cid, obj in g.cards[source].memory.get(BANISHED, [])
            if g.cards[cid].zone == "banishment" and g.cards[cid].obj == obj]
    g.cards[source].memory[BANISHED] = kept
    return [cid for cid, _ in kept]


def _banish_it(ctx):
    g, spell = ctx.g, ctx.item.data["event"]["card"]
    c = g.cards.get(spell)
    if c is not None and c.zone == "trash" and spell in g.players[c.owner].trash:
        banish(g, spell, by=ctx.controller)
        g.cards[ctx.source].memory.setdefault(BANISHED, []).append((spell, c.obj))
    banished = _still_banished(g, ctx.source)
    if len(banished) >= 4:
        for cid in banished:
            put(g, cid, "trash")
        g.cards[ctx.source].memory[BANISHED] = []
        channel(g, ctx.controller, 4)
        draw(g, ctx.controller, 1)


@card("Virtuoso")
class Virtuoso(Behaviour):
    triggers = (when_you("play", _banish_it, condition=_spent_four_on_a_spell, optional=True),)
