"""Mystic Reversal (spell, Reaction): gain control of a spell. You may make new choices for it."""

from ..decisions import choose_from
from ..events import emit
from ..targets import candidates
from . import Behaviour, TargetSpec, card


def _other_spell(g, chooser, ref, source) -> bool:
    return g.item(ref).source != source


@card("Mystic Reversal")
class MysticReversal(Behaviour):
    targets = (TargetSpec(kind="spell", restriction=_other_spell, text="a spell"),)

    def resolve(self, ctx):
        from ..chain import specs_of

        g = ctx.g
        for ref in ctx.chosen(0):
            it = g.item(ref)
            it.controller = ctx.controller
            g.cards[it.source].controller = ctx.controller
            emit(g, "control-spell", item=ref, player=ctx.controller)
            # "You may make new choices" (750-ish): the new controller chooses the spell's targets again
            # among the legal options (keeping the old ones is one of them).
            groups = []
            old_groups = it.data.get("groups", [])
            for i, spec in enumerate(specs_of(g, it)):
                old = old_groups[i] if i < len(old_groups) else []
                cands = candidates(g, spec, ctx.controller, it.source, it.data.get("hidden_at"), it.ref)
                if len(cands) < spec.minimum:
                    groups.append(old)  # no legal new choice: the old one stands (and will mistarget)
                elif len(cands) == spec.minimum == spec.maximum:
                    groups.append(cands)  # the choice is forced
                else:
                    groups.append(choose_from(g, ctx.controller, cands, f"new choices for {ref}",
                                              minimum=spec.minimum, maximum=spec.maximum))
            if groups:
                it.data["groups"] = groups
                it.target_objs = {t: g.cards[t].obj for grp in groups for t in grp if t in g.cards}
                for grp in groups:
                    for t in grp:
                        emit(g, "choose", item=ref, kind=it.kind, target=t, player=ctx.controller,
                             spell=True)
