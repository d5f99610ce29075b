"""Rek'Sai, Breacher (unit): "[Accelerate] [Assault] Friendly units played from anywhere other than a player's hand
have [Accelerate]."

Accelerate and Assault are generic. The passive (364) gives Accelerate to a unit its controller plays from any
zone but a hand (the trash, banishment, the Champion Zone, facedown, ...), read as its costs are declared
(``play_keywords``): an Accelerate paid then still has the unit enter ready if Rek'Sai has left the board since
(805.1.b, a delayed replacement)."""

from .. import Behaviour, card


@card("Rek'Sai, Breacher")
class ReksaiBreacher(Behaviour):
    def play_keyword_grants(self, g, source, card, player, origin):
        c = g.cards[card]
        if c.type == "unit" and card != source and player == g.cards[source].controller and origin != "hand":
            return ("Accelerate",)
        return ()
