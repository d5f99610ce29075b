"""Guards! (spell, Hidden): "Play a 2 [S] Sand Soldier unit token. You may pay [C] to ready it." The token
(187.3) goes to its controller's base; then a yes/no question, and [C] (Order Power) is paid if yes."""

from ...effects import ready
from ...payment import pay_power, power_available
from .. import Behaviour, card
from ..battlefield_common import may
from ..spiritforged_common import play_unit_token


@card("Guards!")
class Guards(Behaviour):
    def resolve(self, ctx):
        g = ctx.g
        soldier = play_unit_token(ctx, "Sand Soldier")
        domains = g.cards[ctx.source].domains
        if soldier is None or power_available(g, ctx.controller, domains) < 1:
            return
        if may(g, ctx.controller, "pay [C] to ready the Sand Soldier?"):
            pay_power(g, ctx.controller, 1, domains)
            ready(g, soldier)
