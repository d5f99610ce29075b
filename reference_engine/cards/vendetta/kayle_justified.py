"""Kayle, Justified (champion unit, 3 Might): "[Empower] [3]. I can be [Empowered] up to three times. I have +2
[S] for each time I'm [Empowered]. While I'm [Empowered] three times, I have [Deflect 3] and [Ganking]."

The second line is the permission of 441.1.c.1 (``empower_limit = 3``): her Empower ability ([3], 827.1.c)
can be used while she is Empowered fewer than three times, each use Empowering her once more. Her Might
and keywords are passives read afresh (364); she stops being Empowered at all when disempowered (442) or
when she leaves the board (441.2)."""

from ...empowered import empower_ability, times_empowered
from .. import card
from ..cardsD_common import SelfStatic


def _two_per_time(g, source) -> int:
    return 2 * times_empowered(g, source)


def _three_times(g, source) -> tuple:
    return ("Deflect 3", "Ganking") if times_empowered(g, source) >= 3 else ()


@card("Kayle, Justified")
class KayleJustified(SelfStatic):
    empower_limit = 3
    abilities = (empower_ability(energy=3),)
    self_might = (_two_per_time,)
    self_keywords = (_three_times,)
