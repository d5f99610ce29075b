"""Find Your Center (spell, Action): "If an opponent's score is within 3 points of the Victory Score, this
costs [2] less. Draw 1 and channel 1 rune exhausted." (356.4; the Victory Score of the mode, with any
battlefield changing it, ``scoring.victory_score``. With Repeat the discount applies once: it is a
discount of the total cost, not of each execution, 820.1.c.)"""

from ...effects import draw
from ...runes import channel
from ...scoring import victory_score
from .. import card
from ..cardsA_common import OwnDiscount


@card("Find Your Center")
class FindYourCenter(OwnDiscount):
    per = 2

    def count(self, g, item) -> int:
        target = victory_score(g)
        return 1 if any(p.score >= target - 3 for pid, p in g.players.items()
                        if pid != item.controller and not p.lost) else 0

    def resolve(self, ctx):
        draw(ctx.g, ctx.controller, 1)
        channel(ctx.g, ctx.controller, 1, exhausted=True)
