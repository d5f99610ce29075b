"""The Harrowing (spell): "Play a unit from your trash, ignoring its Energy cost. (You must still pay its
Power cost.)" The unit in the trash is a target (355.9.a, 355.10.a: a public zone), chosen as the spell is
played; it is then played by the effect (356.1.b.2: its Power cost is still paid; unpayable, the play is
undone, 358.5), and waits on the chain until The Harrowing has finished resolving (the Origins FAQ on
cards a resolving card instructs to play)."""

from .. import Behaviour, TargetSpec, card
from ..cardsA_common import play_from_trash


@card("The Harrowing")
class TheHarrowing(Behaviour):
    targets = (TargetSpec(kind="trash", where="unit", text="a unit from your trash"),)

    def resolve(self, ctx):
        play_from_trash(ctx, ignore_energy=True)
