"""Wild Claw (spell): "Look at the top 5 cards of your Main Deck. You may banish a unit or gear from among them
and play it, reducing its Energy cost by [5]. Recycle the rest. Then you may do this: Empower it."

The chosen card is banished (427), then played from banishment paying its cost less 5 Energy (356.4.b); its
choices and costs are made as it is finalized, and unpayable it stays banished (358.5). The other cards
looked at and still on the deck are recycled in the order seen (416; 416.5 leaves it random, the suite keeps
it deterministic). Playing it puts it on the chain as a pending item, and nothing is finalized while Wild Claw
is resolving (158.3, 419.3): when "Empower it" comes, "it" is a card on the chain, and Empowered is a state
of objects on the board only (441.2), so empowering it does nothing -- there is nothing to choose, and no
question is asked. Finalized after Wild Claw, it enters the board as a new object (359.3.e.4), not
Empowered. (Were it on the board by then, its controller would be asked, and it would be Empowered.)"""

from ...decisions import choose_from
from ...empowered import empower, is_empowered
from ...revealing import see_top
from .. import Behaviour, card
from ..battlefield_common import may
from ..cardsA_common import banish_then_play
from ..cardsB_common import recycle


@card("Wild Claw")
class WildClaw(Behaviour):
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
            c = g.cards[cid]
            if g.is_board_zone(c.zone) and not is_empowered(g, cid) and may(g, me, f"empower {cid}?"):
                empower(g, cid, by=me)  # 441.2: only an object on the board can be Empowered
