"""Spectral Matron (unit): "When you play me, you may play a unit costing no more than [3] and no more than
[A] from your trash, ignoring its cost." An optional play trigger (383.3.a) targeting a unit in the trash
(355.9.a) with Energy cost 3 or less and Power cost 1 or less; played by the effect with its base cost
zero (356.1.b.1), where its player chooses (355.2.a)."""

from .. import Behaviour, TargetSpec, Trigger, card
from ..cardsA_common import play_from_trash, trash_unit_costing_at_most
from ...trigger_conditions import played_me


@card("Spectral Matron")
class SpectralMatron(Behaviour):
    triggers = (Trigger(on="play", condition=played_me, optional=True,
                        effect=lambda ctx: play_from_trash(ctx, ignore_cost=True),
                        targets=(TargetSpec(kind="trash", where="unit", restriction=trash_unit_costing_at_most(3, 1),
                                            text="a unit costing no more than [3] and [A] from your trash"),)),)
