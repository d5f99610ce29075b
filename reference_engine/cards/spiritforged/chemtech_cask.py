"""Chemtech Cask (gear): "When you play a spell on an opponent's turn, you may exhaust me to play a Gold gear
token exhausted." Exhausting the Cask is the ability's cost (383.3.b)."""

from .. import Behaviour, card
from ..legend_common import play_gold_exhausted
from ..spiritforged_common import when_you


def _spell_on_their_turn(g, source, event) -> bool:
    return bool(event.get("spell")) and g.active != g.cards[source].controller


@card("Chemtech Cask")
class ChemtechCask(Behaviour):
    triggers = (when_you("play", play_gold_exhausted, condition=_spell_on_their_turn, optional=True, exhaust=True),)
