"""The List (gear): "As you play this, name a tag. [T]: Give a unit with the named tag -2 [S] this turn."

The tag is named as the gear is finalized (355.1), among the tags that exist on cards or tokens (763), and
kept with this object (``naming``). The ability chooses a unit that has that tag now (355.9)."""

from ...effects import give_might
from ...naming import name_one, named, tag_names
from .. import Ability, Behaviour, TargetSpec, card


def _has_named_tag(g, chooser, cand, source) -> bool:
    tag = named(g, source)
    return tag is not None and tag in g.cards[cand].tags


def _minus_two(ctx) -> None:
    for unit in ctx.chosen(0):
        give_might(ctx.g, unit, -2, source=ctx.source)


@card("The List")
class TheList(Behaviour):
    abilities = (Ability(effect=_minus_two, exhaust=True,
                         targets=(TargetSpec(kind="unit", restriction=_has_named_tag,
                                             text="a unit with the named tag"),)),)

    def as_played(self, g, card, player):
        name_one(g, player, card, tag_names(), "name a tag for The List")
