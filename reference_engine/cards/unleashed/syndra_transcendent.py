"""Syndra, Transcendent (unit): "While I'm in a showdown, your spells have [Repeat] [2][C]." A passive giving
each spell her controller plays a Repeat cost (820.1; ``Behaviour.repeat_grant``) of 2 Energy and one Power
of the spell's domain, while she is at the battlefield of the showdown in progress."""

from .. import Behaviour, card


@card("Syndra, Transcendent")
class SyndraTranscendent(Behaviour):
    def repeat_grant(self, g, source, spell, player):
        sd = g.showdown
        if sd is None or g.cards[source].zone != sd.at or player != g.cards[source].controller \
                or g.cards[spell].type != "spell":
            return None
        return 2, 1
