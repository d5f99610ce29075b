"""Jae Medarda (unit): "When you choose me with a spell, draw 1." (383.4.b: a spell's target chosen as it
is finalized; the ``choose`` event of a spell whose controller is Jae's)."""

from .. import Behaviour, card
from ..spiritforged_common import instructions_effect, when_you


@card("Jae Medarda")
class JaeMedarda(Behaviour):
    triggers = (when_you("choose", instructions_effect({"draw": 1}),
                         condition=lambda g, source, event: event.get("target") == source and bool(event.get("spell"))),)
