"""Strike Down (spell): "Choose an equipped friendly unit. It deals damage equal to its Might to an enemy unit.
Then detach an Equipment from it." The unit deals the damage (417.6.b.3); its controller chooses which
Equipment detaches (818.3: equipped means an Equipment is attached)."""

from ...attachment import attachments, detach
from ...decisions import choose_from
from ...effects import deal
from ...might import effective_might
from .. import Behaviour, TargetSpec, card


def equipment_on(g, unit) -> list[str]:
    return [a for a in attachments(g, unit) if "Equipment" in g.cards[a].tags]


def _equipped(g, chooser, cand, source) -> bool:
    return bool(equipment_on(g, cand))


@card("Strike Down")
class StrikeDown(Behaviour):
    targets = (TargetSpec(kind="unit", relation="friendly", restriction=_equipped, text="an equipped friendly unit"),
               TargetSpec(kind="unit", relation="enemy", text="an enemy unit"))

    def resolve(self, ctx):
        g = ctx.g
        for unit in ctx.chosen(0):
            for enemy in ctx.chosen(1):
                deal(g, enemy, effective_might(g, unit), by=ctx.controller, source=ctx.source, dealer=unit)
            gear = equipment_on(g, unit)
            if gear:
                detach(g, choose_from(g, ctx.controller, gear, "choose an Equipment to detach")[0])
