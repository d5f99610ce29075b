"""Stalking Wolf (unit, Ambush): "As an additional cost to play me, kill a Bird, Cat, Dog, or Poro you control.
You may play me to its battlefield (even if you don't have other units there)."

The kill is an additional cost (356.2, chosen and paid as the Wolf is finalized). "Its battlefield": the
Wolf may be played to a battlefield where its player controls such a unit (``may_play_to``), and then the
unit killed must be one there; Ambush (822) still needs a unit there as the play starts, which the one to be
killed is."""

from .. import Behaviour, CostSpec, TargetSpec, card
from ..unleashed_common import has_critter_tag


def _critter_for_this_play(g, chooser, cand, source) -> bool:
    if not has_critter_tag(g.cards[cand]):
        return False
    to = next((it.data.get("to") for it in g.chain if it.source == source), None)
    if to in g.battlefields and g.battlefields[to].controller != chooser:
        return g.cards[cand].zone == to  # played to "its battlefield": the one killed is there
    return True


@card("Stalking Wolf")
class StalkingWolf(Behaviour):
    costs = (CostSpec(action="kill", choice=TargetSpec(kind="unit", relation="friendly", restriction=_critter_for_this_play,
                                                       text="a Bird, Cat, Dog, or Poro you control")),)

    def may_play_to(self, g, card, player, battlefield):
        return any(g.cards[u].controller == player and has_critter_tag(g.cards[u]) for u in g.battlefields[battlefield].units)
