"""Wild Claw (spell): "Look at the top 5 cards of your Main Deck. You may banish a unit or gear from among them
and play it, reducing its Energy cost by [5]. Recycle the rest. Then you may do this: Empower it."

The chosen card is banished (427), then played from banishment paying its cost less 5 Energy (356.4.b); its
choices and costs are made as it is finalized, and unpayable it stays banished (358.5). The other cards looked
at and still on the deck are recycled in the order seen (416; 416.5 leaves it random, the suite keeps it
deterministic).

Playing it puts it on the chain as a pending item: nothing is finalized while Wild Claw resolves (158.3,
419.3). "Then you may do this:" is a reflexive triggered ability (387.1), a newer pending item than the card
(388.1), so the card is finalized first (337.1.b) and, a unit or gear, resolves and enters the board (337.2);
then the ability is finalized -- "you may": its controller decides then (383.3.a) -- and players may respond
before it resolves. As it resolves it Empowers the permanent that play made (441), unless that permanent has
left the board since (a new object, 359.3.e.4) or the play never completed (358.5): Empowered is a state of
objects on the board only (441.2)."""

from ...decisions import choose_from
from ...empowered import empower
from ...revealing import see_top
from .. import Behaviour, card
from ..cardsA_common import banish_then_play
from ..cardsB_common import recycle
from ..common import do_this, reflexive


def _empower_it(ctx) -> None:
    g, link = ctx.g, ctx.item.data
    c = g.cards.get(link.get("card", ""))
    if c is not None and g.is_board_zone(c.zone) and c.memory.get("wild_claw_play") == link.get("mark"):
        empower(g, link["card"], by=ctx.controller)


@card("Wild Claw")
class WildClaw(Behaviour):
    triggers = (reflexive(_empower_it, optional=True),)

    def resolve(self, ctx):
        g, me = ctx.g, ctx.controller
        top = see_top(g, me, 5)
        eligible = [cid for cid in top if g.cards[cid].type in ("unit", "gear")]
        picked = choose_from(g, me, eligible, "choose a unit or gear to banish and play, or none",
                             minimum=0, maximum=1) if eligible else []
        for cid in picked:
            banish_then_play(g, me, cid, (5, 0))
        for cid in top:
            if cid not in picked and g.cards[cid].zone == "deck":
                recycle(g, cid)
        for cid in picked:
            if g.cards[cid].zone == "chain":
                # "it": the card being played; its memory goes with it onto the board (the same object there,
                # ``payment.paid_additional_cost``) and is wiped if it leaves the board or the play is undone.
                mark = g.tick()
                g.cards[cid].memory["wild_claw_play"] = mark
                do_this(ctx, 1, {"card": cid, "mark": mark})
