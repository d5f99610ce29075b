"""Rengar, Trophy Hunter (unit, Ambush): "I can be played to a battlefield where there are enemy units." Beyond
355.2.a (``Behaviour.may_play_to``): a battlefield with a unit of another player there; played there he
contests it (190.3.a.1). Ambush (822) is generic."""

from .. import Behaviour, card


@card("Rengar, Trophy Hunter")
class RengarTrophyHunter(Behaviour):
    def may_play_to(self, g, card, player, battlefield):
        return any(g.cards[u].controller != player for u in g.battlefields[battlefield].units)
