"""Irelia, Fervent (unit, Deflect): "When you choose or ready me, give me +1 Might this turn."

Two trigger conditions. Choosing: her controller chooses her as a target of a spell or ability, which
triggers as that spell or ability is finalized (383.4.b.2), so the +1 is on the chain above it and does
not depend on it resolving (425.1.a); each choice is its own event. Readying: she goes from exhausted to
ready (415.1), the Awaken Phase included (315.1.b); an already ready Irelia is not readied (415.1.b)."""

from ...effects import give_might
from .. import Behaviour, Trigger, card


def _you_choose_or_ready_me(g, source, event) -> bool:
    if event["type"] == "choose":
        return event.get("target") == source and event.get("player") == g.cards[source].controller
    return event.get("card") == source


def _grow(ctx):
    give_might(ctx.g, ctx.source, 1, source=ctx.source)


@card("Irelia, Fervent")
class IreliaFervent(Behaviour):
    triggers = (Trigger(on=("choose", "ready"), condition=_you_choose_or_ready_me, effect=_grow),)
