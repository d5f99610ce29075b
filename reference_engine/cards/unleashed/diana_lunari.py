"""Diana, Lunari (unit): "When a showdown begins here, you may pay [1]. If you do, [Predict], then reveal
the top card of your Main Deck. If it's a spell, draw it." (the card text of the card database; an
erratum reported with Core Rules 1.4 turns the payment into a cost paid as the ability is finalized)

A start-of-showdown trigger: it happens first as a showdown or combat begins at her battlefield (464.2.b),
so it goes on the chain before any attack or defend trigger of that combat and resolves after them
(340.1). The "you may" is decided as it is finalized (383.3.a); the payment is an instruction of the
effect (444.2): without the Energy in the pool nothing else happens."""

from ...events import emit
from ...payment import energy_available, pay_energy
from ...revealing import see_top
from ...zones import put
from .. import Behaviour, Trigger, card
from ...predicting import predict


def _showdown_begins_here(g, source, event) -> bool:
    here = g.cards[source].zone
    if event["type"] == "combat" and not event.get("showdown_begins"):
        return False  # a showdown already going on became a combat: no showdown begins (323.14)
    return event.get("battlefield") == here


def _foresee(ctx):
    g, player = ctx.g, ctx.controller
    if energy_available(g, player) < 1:
        return  # 444.2: the payment cannot be made, so "if you do" is not met
    pay_energy(g, player, 1)
    predict(g, player)
    for top in see_top(g, player, 1, reveal=True):
        if g.cards[top].type == "spell":
            put(g, top, "hand")
            emit(g, "draw", player=player, card=top)


@card("Diana, Lunari")
class DianaLunari(Behaviour):
    triggers = (Trigger(on=("showdown", "combat"), condition=_showdown_begins_here, effect=_foresee,
                        optional=True),)
