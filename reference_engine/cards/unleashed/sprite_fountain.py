"""Sprite Fountain (gear, Temporary): "When you play this, play a ready 3 Might Sprite unit token with
[Temporary] to your base. [Deathknell] Repeat this gear's play effect." (808: the gear dying triggers it,
its Temporary included)."""

from ...keywords import deathknell
from .. import Behaviour, card
from ..unleashed_common import sprite_to_base, when_you_play_me


def _sprite(ctx):
    sprite_to_base(ctx.g, ctx.controller)


@card("Sprite Fountain")
class SpriteFountain(Behaviour):
    triggers = (when_you_play_me(_sprite), deathknell(_sprite))
