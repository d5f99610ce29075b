"""Crescent Guardian (unit): "If you've played a spell this turn, you may pay [C] as an additional cost to play
me. If you do, I enter ready." An optional additional cost (356.2.b) offered only after its player has
played a spell this turn -- "played" as finalized (the Unleashed FAQ on the meanings of play: a spell
countered after it was finalized counts); paid, the unit enters ready (143.4.a)."""

from ...payment import paid_additional_cost
from .. import Behaviour, card


def played_a_spell_this_turn(g, player) -> bool:
    return any(g.cards[cid].type == "spell" for cid in g.turn_memory.get("finalized", {}).get(player, []))


@card("Crescent Guardian")
class CrescentGuardian(Behaviour):
    optional_cost = (0, 1)

    def optional_cost_problem(self, g, card, player):
        if played_a_spell_this_turn(g, player):
            return None
        return f"{card}'s additional cost is offered only if {player} has played a spell this turn (356.2.b)"

    def enters_ready(self, g, card, player):
        return paid_additional_cost(g, card)
