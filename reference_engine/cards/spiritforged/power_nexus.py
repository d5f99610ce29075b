"""Power Nexus (battlefield): when you hold it, you may pay four Power of any domain ([A][A][A][A]; a
battlefield has no domain) to score one point (471.1)."""

from ...scoring import gain_point
from .. import Behaviour, card
from ..battlefield_common import hold_trigger


def _score(ctx):
    gain_point(ctx.g, ctx.controller, how="effect", battlefield=ctx.source)


@card("Power Nexus")
class PowerNexus(Behaviour):
    triggers = (hold_trigger(_score, optional=True, power=4),)
