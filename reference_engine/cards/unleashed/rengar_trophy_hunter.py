"""Rengar, Trophy Hunter (unit, Ambush), with his Unleashed errata: "I can [Ambush] to a battlefield where
there are enemy units, even if you don't have units there."

Ambush as a verb (822.1.d): the battlefields Ambush (822, generic in ``playing.ambush_location``) lets him be
played to, with [Reaction] while being played there, include one where another player controls a unit
(``Behaviour.ambush_to``). Played there he contests it (190.3.a.1)."""

from .. import Behaviour, card


@card("Rengar, Trophy Hunter")
class RengarTrophyHunter(Behaviour):
    def ambush_to(self, g, card, player, battlefield):
        return any(g.cards[u].controller != player for u in g.battlefields[battlefield].units)
