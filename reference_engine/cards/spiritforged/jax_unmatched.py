"""Jax, Unmatched (unit, Deflect), with its Spiritforged errata: "Your Equipment everywhere have [Quick-Draw]."

A passive of Jax on the board (364) giving a keyword (477.2) to every Equipment his controller has, in any
zone: in hand it lets them be played with Reaction timing (819.1.b); on the board, as one is played, Quick-Draw
triggers and attaches it to a unit its player controls (819.1.d, ``keywords.QUICK_DRAW``). An Equipment
printing Quick-Draw gains nothing more (819.2). The printed text ("Each Equipment in your hand has ...") left
the play trigger without the keyword once on the board; the errata fixes that (the SFD FAQ)."""

from .. import Behaviour, card


def _your_equipment(g, source, cid) -> bool:
    c = g.cards[cid]
    return cid != source and c.type == "gear" and "Equipment" in c.tags and c.controller == g.cards[source].controller


@card("Jax, Unmatched")
class JaxUnmatched(Behaviour):
    def keyword_grants(self, g, source, unit):
        return ("Quick-Draw",) if _your_equipment(g, source, unit) else ()

    def keyword_grants_off_board(self, g, source, cid):
        return ("Quick-Draw",) if _your_equipment(g, source, cid) else ()
