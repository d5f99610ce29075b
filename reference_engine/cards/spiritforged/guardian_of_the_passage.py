"""Guardian of the Passage (unit): "When I hold, you may return a unit or gear from your trash to your
hand." The card is the trigger's choice in the trash (355.9.a)."""

from ...events import emit
from ...zones import put
from .. import Behaviour, TargetSpec, card
from ..spiritforged_common import when


def _unit_or_gear(g, chooser, cand, source) -> bool:
    return g.cards[cand].type in ("unit", "gear")


def _to_hand(ctx) -> None:
    for cid in ctx.chosen(0):
        if cid in ctx.g.players[ctx.controller].trash:
            put(ctx.g, cid, "hand")
            emit(ctx.g, "return", card=cid, location="trash")


@card("Guardian of the Passage")
class GuardianOfThePassage(Behaviour):
    triggers = (when("on_hold", _to_hand, optional=True, targets=(TargetSpec(
        kind="trash", where="card", restriction=_unit_or_gear, text="a unit or gear from your trash"),)),)
