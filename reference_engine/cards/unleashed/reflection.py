"""Reflection (unit token, 0 Might, 187.6): "(I become a copy of something when played. I don't get that card's
play effects.)"

All of its text is reminder text: the effect that plays a Reflection makes it a copy afterwards (Deceiver,
Mirror Image: ``copying.become_copy``), so it was already played and the copied card's play effects never
trigger for it (383.4.a). A Reflection not made a copy is a plain 0 Might unit token."""

from .. import Behaviour, card


@card("Reflection")
class Reflection(Behaviour):
    pass
