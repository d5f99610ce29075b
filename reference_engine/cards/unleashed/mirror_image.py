"""Mirror Image (spell), with its Unleashed errata: "Choose a unit. Play a ready Reflection unit token to your
base. Then do this: It becomes a copy of that unit. Give it [Temporary]."

The unit is the spell's target (355.5). As the spell resolves a ready Reflection (187.6) is played to its
controller's base. "Then do this" is a reflexive triggered ability (386-388): it goes on the chain after the
spell has finished resolving, as its own item, so the token is on the board as a plain 0 Might Reflection
until it resolves. Then the token, if still on the board, becomes a copy of the chosen unit if that unit is
still on the board (477.1.b: its printed or copied traits, nothing granted; having changed zones it would be
a new object, 359.3.e.4), and is given [Temporary] with no duration (801.3.a.3), a separate effect applied
after the copy, so the copy keeps it (477.2)."""

from ...copying import become_copy
from ...effects import create_token, give_keyword
from ...state import PendingTrigger
from .. import Behaviour, TargetSpec, Trigger, card


def _on_board(g, cid, obj) -> bool:
    c = g.cards.get(cid)
    return c is not None and c.obj == obj and g.is_board_zone(c.zone)


def _copy_and_temporary(ctx):
    g, data = ctx.g, ctx.item.data
    if not _on_board(g, data["token"], data["obj"]):
        return  # "it" left the board: nothing to copy onto or give (359.3.e.12)
    if data.get("of") is not None and _on_board(g, data["of"], data["of_obj"]):
        become_copy(g, data["token"], data["of"])
    give_keyword(g, data["token"], "Temporary", source=ctx.source, duration="permanent")


@card("Mirror Image")
class MirrorImage(Behaviour):
    targets = (TargetSpec(kind="unit", text="a unit"),)
    triggers = (Trigger(on="resolve", condition=lambda g, source, event: False, effect=_copy_and_temporary,
                        zones=()),)

    def resolve(self, ctx):
        g = ctx.g
        token = create_token(g, "Reflection", ctx.controller, "base", ready_=True)
        of = next(iter(ctx.chosen(0)), None)
        g.pending_triggers.append(PendingTrigger(
            source=ctx.source, controller=ctx.controller, key="1", index=1,
            data={"token": token, "obj": g.cards[token].obj, "of": of,
                  "of_obj": g.cards[of].obj if of is not None else None}))
