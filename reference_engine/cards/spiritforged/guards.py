"""Guards! (spell, Hidden), with its Unleashed errata: "Play a 2 [M] Sand Soldier unit token. Then do this:
You may pay [C] to ready it." The token (187.3) goes to its controller's base. "Then do this" is a
reflexive triggered ability (387-388) put on the chain after the spell resolves, so players may respond
first; as it resolves, a yes/no question, and [C] (Order Power) is paid if yes. A token gone from the board
by then is not readied (359.3.e.12)."""

from ...effects import ready
from ...payment import pay_power, power_available
from .. import Behaviour, card
from ..battlefield_common import may
from ..common import do_this, reflexive
from ..spiritforged_common import play_unit_token


def _pay_to_ready(ctx):
    g, soldier = ctx.g, ctx.item.data["token"]
    if soldier not in g.cards or not g.is_board_zone(g.cards[soldier].zone) \
            or g.cards[soldier].obj != ctx.item.data["obj"]:
        return
    domains = g.cards[ctx.source].domains
    if power_available(g, ctx.controller, domains) < 1:
        return
    if may(g, ctx.controller, "pay [C] to ready the Sand Soldier?"):
        pay_power(g, ctx.controller, 1, domains)
        ready(g, soldier)


@card("Guards!")
class Guards(Behaviour):
    triggers = (reflexive(_pay_to_ready),)

    def resolve(self, ctx):
        soldier = play_unit_token(ctx, "Sand Soldier")
        if soldier is not None:
            do_this(ctx, 1, {"token": soldier, "obj": ctx.g.cards[soldier].obj})
