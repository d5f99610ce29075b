"""Swift Scout (Teemo legend): "You may pay [1] to hide a card with [Hidden] instead of [C]. [1], [T]: Put a
Teemo unit you own into your hand from your Champion Zone or the board."

The first line is a passive of the Legend Zone (107.4): hiding (811.1.b) may cost [1] instead of its Power;
with both payable the player chooses (``hidden.hide``). The ability chooses a Teemo unit its controller owns,
in their Champion Zone (108.3) or on the board under anyone's control (355.7), and puts it into their hand:
a unit from the board is a new object there (359.3.e.4) and stops being in the Champion Zone for good
(108.3.c)."""

from ...events import emit
from ...zones import put
from .. import Ability, Behaviour, TargetSpec, card
from ..legend_common import LEGEND


def _teemo_you_own(g, chooser, cand, source) -> bool:
    c = g.cards[cand]
    return c.owner == chooser and "Teemo" in c.tags


def _to_hand(ctx):
    g = ctx.g
    for cid in ctx.chosen(0):
        where = g.cards[cid].zone
        put(g, cid, "hand")
        emit(g, "return", card=cid, location=where)


@card("Swift Scout")
class SwiftScout(Behaviour):
    abilities = (Ability(effect=_to_hand, energy=1, exhaust=True, zones=LEGEND,
                         targets=(TargetSpec(kind="unit", also_zones=("champion",), restriction=_teemo_you_own,
                                             text="a Teemo unit you own in your Champion Zone or on the board"),)),)

    def hide_energy_cost(self, g, source, player):
        return 1 if g.cards[source].zone == "legend" and g.cards[source].controller == player else None
