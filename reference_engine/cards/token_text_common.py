"""The text of tokens a rule defines without a catalogue card (187), registered with ``behaviour.token_text``:
every card that plays such a token gets it with its text. No card is registered here."""

from __future__ import annotations

from ..behaviour import Behaviour, TargetSpec, Trigger, token_text
from ..effects import banish, give_keyword
from .unleashed_common import i_attacked


def _banish_then_assault(ctx) -> None:
    """"you may banish a unit from your trash. If you do, give me [Assault 4] this turn": the keyword only if
    the chosen card did reach banishment (the "if you do" checks the action, not an attempt)."""
    g = ctx.g
    for cid in ctx.chosen(0):
        banish(g, cid, by=ctx.controller)
        if g.cards[cid].zone == "banishment":
            give_keyword(g, ctx.source, "Assault 4", source=ctx.source)


@token_text("Shadow Clone")
class ShadowClone(Behaviour):
    """187.11: a 0 Might unit token with "When I attack, you may banish a unit from your trash. If you do, give me
    [Assault 4] this turn." The unit in the trash is chosen as the optional ability is finalized (355.9.a)."""

    triggers = (Trigger(on="attack", condition=i_attacked, optional=True, effect=_banish_then_assault,
                        targets=(TargetSpec(kind="trash", where="unit", text="a unit from your trash"),)),)
