"""Alpha Strike (spell, Action; Master Yi): "Choose a friendly unit. It deals damage equal to its Might split
among enemy units at battlefields. Then for each unit this kills, do this: Gain 1 XP."

Splitting (355.14): each enemy unit chosen is a target, chosen as the spell is played, no more of them than
the damage available then (the friendly unit's Might, 355.14.c); how the damage divides is decided as the
spell resolves (355.14.e), at least 1 to each (355.14.f-g) -- an ``assign-damage`` question unless forced.
With more targets left than damage, its player drops targets down to exactly as many as the damage
(355.14.h-h.1). The friendly unit deals the damage (417.6.b). Each kill is a reflexive trigger (387): a
delayed ability linked to each unit dealt damage, met by its death in the cleanup right after (142.4)."""

from ...decisions import ask, choose_from, still_in_the_game
from ...delayed import create
from ...effects import deal
from ...might import effective_might
from .. import Behaviour, TargetSpec, Trigger, card
from ..unleashed_common import gain


def _within_the_damage(g, cand, earlier, chooser, so_far) -> bool:
    friendly = earlier[0] if earlier else []
    return bool(friendly) and len(so_far) < effective_might(g, friendly[0])


def _resolutions(g) -> int:
    return sum(1 for e in g.events if e["type"] == "resolve")


def _this_killed_it(g, source, event) -> bool:
    link = event.get("delayed", {})
    return event.get("unit") == link.get("unit") and _resolutions(g) == link.get("resolutions")


def split_problem(targets: list[str], total: int, answer) -> str | None:
    """355.14.f-g: every target gets a whole amount of at least 1; together exactly ``total``."""
    if not isinstance(answer, dict) or set(answer) != set(targets):
        return f"assign damage to each of {targets}"
    if any(not isinstance(n, int) or isinstance(n, bool) or n < 1 for n in answer.values()):
        return "each target must be dealt at least 1 (355.14.f-g)"
    if sum(answer.values()) != total:
        return f"assign exactly {total} damage (assigned {sum(answer.values())})"
    return None


def split(g, player: str, targets: list[str], total: int) -> dict[str, int]:
    """Divide ``total`` damage among ``targets`` as the effect resolves (355.14.e-h)."""
    targets = still_in_the_game(g, player, targets)
    if total <= 0 or not targets:
        return {}
    if len(targets) > total:  # 355.14.h.1: exactly as many targets as damage remain
        targets = choose_from(g, player, targets, f"choose the {total} targets that keep being targets (355.14.h)",
                              minimum=total, maximum=total)
    targets = still_in_the_game(g, player, targets)
    if not targets:
        return {}
    if len(targets) == 1:
        return {targets[0]: total}
    if len(targets) == total:
        return {t: 1 for t in targets}
    example = {t: 1 for t in targets}
    example[targets[0]] += total - len(targets)
    return ask(g, player, "assign-damage", list(targets), f"split {total} damage among {', '.join(targets)}",
               lambda a: split_problem(targets, total, a), extra={"amount": total, "example": example})


@card("Alpha Strike")
class AlphaStrike(Behaviour):
    # 355.14.c: up to as many enemy units as the damage available, "but may choose fewer" -- none included
    targets = (TargetSpec(kind="unit", relation="friendly", text="a friendly unit"),
               TargetSpec(kind="unit", where="battlefield", relation="enemy", minimum=0, maximum=99,
                          relative=_within_the_damage, text="enemy units at battlefields"))
    triggers = (Trigger(on="die", condition=_this_killed_it, effect=gain(1), zones=()),)

    def resolve(self, ctx):
        g = ctx.g
        friendly = ctx.chosen(0)
        if not friendly:
            return  # no unit to deal the damage
        dealer = friendly[0]
        amounts = split(g, ctx.controller, ctx.chosen(1), effective_might(g, dealer))
        for unit, n in amounts.items():
            deal(g, unit, n, by=ctx.controller, source=ctx.source, dealer=dealer)
            create(g, ctx.source, ctx.controller, 1, {"unit": unit, "resolutions": _resolutions(g) + 1})
