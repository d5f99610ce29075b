"""Simian Ancestor (unit): "When you buff me, ready me." A buff its controller's spell or ability gives it
(the ``buff`` event's ``player``, 702)."""

from .. import Behaviour, card
from ..spiritforged_common import ready_me, when_you


@card("Simian Ancestor")
class SimianAncestor(Behaviour):
    triggers = (when_you("buff", ready_me, condition=lambda g, source, event: event.get("unit") == source),)
