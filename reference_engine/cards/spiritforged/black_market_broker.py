"""Black Market Broker (unit): "When you play a card from face down, play a Gold gear token exhausted."
(811: playing a hidden card; the ``play`` event says ``hidden``)."""

from .. import Behaviour, card
from ..spiritforged_common import gold_tokens, instructions_effect, when_you


@card("Black Market Broker")
class BlackMarketBroker(Behaviour):
    triggers = (when_you("play", instructions_effect(gold_tokens(1)),
                         condition=lambda g, source, event: bool(event.get("hidden"))),)
