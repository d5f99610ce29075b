"""Katarina, Reckless (unit): "When you hide a card, ready me. When you play a card from face down, deal 2 to
an enemy unit." Hiding is an action of its own (421.2, the ``hide`` event); a card played from face down
finishes being played with ``hidden`` on its ``play`` event (811.1.d)."""

from ...effects import ready
from .. import Behaviour, TargetSpec, Trigger, card
from ..unleashed_common import deal_n


def _you_hid(g, source, event) -> bool:
    return event.get("player") == g.cards[source].controller


def _you_played_from_face_down(g, source, event) -> bool:
    return bool(event.get("hidden")) and event.get("player") == g.cards[source].controller


def _ready_me(ctx):
    ready(ctx.g, ctx.source)


@card("Katarina, Reckless")
class KatarinaReckless(Behaviour):
    triggers = (Trigger(on="hide", condition=_you_hid, effect=_ready_me),
                Trigger(on="play", condition=_you_played_from_face_down, effect=deal_n(2),
                        targets=(TargetSpec(kind="unit", relation="enemy", text="an enemy unit"),)))
