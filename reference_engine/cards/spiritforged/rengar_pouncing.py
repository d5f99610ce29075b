"""Rengar, Pouncing (unit, Reaction, Assault 2): "I can be played to a battlefield you're attacking." A
permission beyond 355.2.a: the battlefield of the combat (or staged combat) where its player is the
attacker."""

from .. import Behaviour, card


@card("Rengar, Pouncing")
class RengarPouncing(Behaviour):
    def may_play_to(self, g, card, player, battlefield):
        sd = g.showdown
        return sd is not None and sd.combat and sd.at == battlefield and sd.attacker == player
