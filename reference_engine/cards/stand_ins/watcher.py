"""Stand-in: Watcher (unit; see conformance/data/stand-in-cards.yaml): "When you play me, give enemy
units -3 Might this turn, to a minimum of 1 Might." The same ability as Thousand-Tailed Watcher's, so the
behaviour is that card's: a play effect (383.4.a) whose decrease is limited as it resolves (477.3.b)."""

from .. import card
from ..origins.thousand_tailed_watcher import ThousandTailedWatcher


@card("Stand-in: Watcher")
class StandInWatcher(ThousandTailedWatcher):
    pass
