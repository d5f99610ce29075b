"""Shadow Watcher (unit): "If a friendly unit died during your Beginning Phase this turn, I enter ready."
A unit its player controlled died after that player's Beginning Phase began this turn and before the
Channel Phase channelled its first rune (315.2-315.3; 143.4.a). With an empty rune deck the Beginning
Phase's end is not marked, and deaths until the Main Phase count."""

from .. import Behaviour, card
from ..battlefield_common import events_this_turn


def friendly_death_in_your_beginning_phase(g, player) -> bool:
    if g.active != player:
        return False
    during = False
    for e in events_this_turn(g):
        if e["type"] == "beginning-phase":
            during = True
        elif e["type"] in ("main-phase", "channel"):
            during = False  # the Channel Phase began: its first rune channelled (315.3)
        elif during and e["type"] == "die" and e.get("controller") == player:
            return True
    return False


@card("Shadow Watcher")
class ShadowWatcher(Behaviour):
    def enters_ready(self, g, card, player):
        return friendly_death_in_your_beginning_phase(g, player)
