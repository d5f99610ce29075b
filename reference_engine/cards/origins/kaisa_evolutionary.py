"""Kai'Sa, Evolutionary (unit): "[Ganking] When I conquer, you may play a spell from your trash with Energy cost
less than your points without paying its Energy cost. Then recycle it. (You must still pay its Power cost.)"

Ganking is generic (keywords). The conquer trigger is optional (383.3.a); its spell in the trash is its target
(355.9.a), chosen as it is finalized, with the Energy limit read then from its controller's points. The spell is
played by the effect without its Energy cost (356.1.b.2); once played, a delayed replacement recycles it when it
leaves the chain (390.3.a, 416)."""

from .. import Behaviour, TargetSpec, Trigger, card
from ..cardsB_common import i_conquered
from ..trash_plays_common import energy_cost_within, play_chosen_then_recycle


def _below_points(g, player, energy) -> bool:
    return energy < g.players[player].score


@card("Kai'Sa, Evolutionary")
class KaisaEvolutionary(Behaviour):
    triggers = (Trigger(on="conquer", condition=i_conquered, optional=True, effect=play_chosen_then_recycle,
                        targets=(TargetSpec(kind="trash", where="spell", restriction=energy_cost_within(_below_points),
                                            text="a spell from your trash costing less than your points"),)),)
