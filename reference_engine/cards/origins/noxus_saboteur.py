"""Noxus Saboteur (unit): "Your opponents' [Hidden] cards can't be revealed here."

While Saboteur is at a battlefield, a facedown card an opponent controls there cannot be revealed, so it
cannot be played from hidden (playing it reveals it, 811.1.d, 421.4; ``hidden.reveal_forbidden``). In its
base, "here" has no facedown cards. A facedown card that must leave its zone is still revealed as it goes
(421.4 is a rule, not a reveal this passive can stop)."""

from .. import Behaviour, card


@card("Noxus Saboteur")
class NoxusSaboteur(Behaviour):
    def forbids_reveal(self, g, source, card, player):
        me = g.cards[source]
        return me.zone in g.battlefields and g.cards[card].zone == me.zone and player != me.controller
