"""Fizz, Trickster (unit): "When you play me, you may play a spell from your trash with Energy cost no more than
[3], ignoring its Energy cost. Recycle that spell after you play it. (You must still pay its Power cost.)"

An optional play trigger (383.3.a) whose spell in the trash is its target (355.9.a), chosen as it is finalized.
The spell is played by the effect ignoring its Energy cost (356.1.b.2); once played, a delayed replacement
recycles it when it leaves the chain instead of its going to the trash (390.3.a, 416)."""

from .. import Behaviour, TargetSpec, Trigger, card
from ...trigger_conditions import played_me
from ..trash_plays_common import energy_cost_within, play_chosen_then_recycle


@card("Fizz, Trickster")
class FizzTrickster(Behaviour):
    triggers = (Trigger(on="play", condition=played_me, optional=True, effect=play_chosen_then_recycle,
                        targets=(TargetSpec(kind="trash", where="spell",
                                            restriction=energy_cost_within(lambda g, p, energy: energy <= 3),
                                            text="a spell from your trash costing [3] or less"),)),)
