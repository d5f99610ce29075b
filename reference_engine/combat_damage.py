"""The combat damage step (rule 465): summing each side's Might, assigning it, dealing it at once.

Assignment rules (465.2.c): the attacker assigns first, then the defender, each among the other side's
units. Lethal damage (142.4.b: non-zero, at least the unit's Might, counting damage already marked) goes in
full to one unit before the next (465.2.c.3), counting the replacement effects that would apply to the
resulting damage (465.2.c.5: under "double all damage dealt to it" 2 is lethal to a 3 Might unit); no
unit gets more than lethal while another still lacks it (465.2.c.4, 465.2.c.4.a); Tank units come first and Backline units last (465.2.c.6, 826); a unit with both chooses which
applies (465.2.c.8-9); units of the same priority in any order (465.2.c.7); a unit that cannot be dealt
damage, or whose next damage is all to be prevented (437.5.b), is exempt from all of this (465.2.c.10) and
only takes what is left once every other unit has lethal damage. A choice the rules force is made without
asking; any other is an ``assign-damage`` decision answered by an ``assign`` action, and an illegal answer
is refused.
"""

from __future__ import annotations

import itertools
from typing import Any

from .behaviour import behaviour_of, overriding
from .combat_priority import must_be_last, tank_ignored
from .decisions import ask, perform_waiting
from .events import emit
from .keywords import has_keyword
from .might import effective_might, might
from .refusals import ASSIGNMENT_AMOUNT, ASSIGNMENT_ORDER, INVALID_ANSWER, MALFORMED, Refusal
from .state import GameState, Showdown

TANK, PLAIN, BACKLINE = 0, 1, 2


def cannot_be_dealt_damage(g: GameState, unit: str) -> bool:
    """True if a passive ability says ``unit`` can't be dealt damage now (465.2.c.10). A replacement that
    prevents the next damage does not count (the unit can still be dealt damage)."""
    for sid, s in g.cards.items():
        if not s.official or s.facedown or s.zone == "none":
            continue
        if g.is_board_zone(s.zone) or s.zone == "legend":
            if behaviour_of(g, sid).prevents_damage(g, sid, unit):
                return True
    return False


def no_damage_is_lethal(g: GameState, unit: str) -> bool:
    """True if no amount of combat damage assigned to ``unit`` can be lethal, so it is exempt from the
    mandatory assignment (465.2.c.10): it can't be dealt damage at all, or all of the next damage it would
    be dealt this turn is to be prevented -- a Prevent Value of "All" for that damage (437.5.b; assigning
    takes replacement effects on the resulting damage into account, 465.2.c.5). The prevention is still
    used up when the assigned damage is dealt (437.5)."""
    if cannot_be_dealt_damage(g, unit):
        return True
    entries = g.cards[unit].memory.get("replacements", [])
    return any(e.get("prevent") == "next" and e.get("turn") in (None, g.turn_number) for e in entries)


def lethal_needed(g: GameState, unit: str) -> int:
    """Damage still needed to make ``unit``'s marked damage lethal (142.4.b: non-zero, >= Might; negative
    Might counts as 0, 143.2.b)."""
    c = g.cards[unit]
    m = max(0, might(g, unit) or 0)
    need = max(0 if c.damage else 1, m - c.damage)
    assigner = _assigner(g, unit)
    if assigner is not None:
        from .cleanup import lethal_threshold

        enough = lethal_threshold(g, unit, assigner)  # 142.4.c: a passive may make less damage lethal
        if enough is not None:
            need = min(need, max(0, enough - c.memory.get("damage_by", {}).get(assigner, 0)))
    return need


def lethal_assignment(g: GameState, unit: str, total: int) -> int:
    """The least combat damage to assign to ``unit`` that is lethal once the replacement effects that would
    apply to the resulting damage are counted (465.2.c.5): assigned to a unit whose damage is doubled, 2
    is lethal to a 3 Might unit, and more than 2 is more than lethal (465.2.c.4.a). ``total`` + 1 when no
    amount up to ``total`` (the damage there is to assign) would be lethal."""
    need = lethal_needed(g, unit)
    if need == 0:
        return 0
    from .effects import damage_as_dealt

    assigner = _assigner(g, unit)
    if damage_as_dealt(g, unit, need, by=assigner, source="combat") == need:
        return need  # nothing changes the damage: lethal is what it lacks
    for raw in range(1, total + 1):
        if damage_as_dealt(g, unit, raw, by=assigner, source="combat") >= need:
            return raw
    return total + 1


def _assigner(g: GameState, unit: str) -> str | None:
    """The player assigning combat damage to ``unit``: the other side of the combat (465.2.c)."""
    sd, c = g.showdown, g.cards[unit]
    if sd is None or not sd.combat or c.controller not in (sd.attacker, sd.defender):
        return None
    return sd.defender if c.controller == sd.attacker else sd.attacker


def rank_options(g: GameState, unit: str) -> tuple[int, ...]:
    """The assignment priorities a unit may take: Tank first, Backline last, both -> the assigning player
    picks one (465.2.c.8). A passive may require "last" without Backline, or have the assigner ignore Tank
    (``combat_priority``, 465.2.c.2)."""
    c = g.cards[unit]
    tank = has_keyword(c, "Tank", g) and not tank_ignored(g, unit)
    back = has_keyword(c, "Backline", g) or must_be_last(g, unit)
    if tank and back:
        return (TANK, BACKLINE)
    return (TANK,) if tank else (BACKLINE,) if back else (PLAIN,)


def side_total(g: GameState, units: list[str]) -> int:
    """465.2.a-b: the summed Might of a side; a stunned unit adds 0 (423.1.b), and so does a unit a passive
    says doesn't deal combat damage (``Behaviour.withholds_combat_damage``); negative Might counts 0."""
    return sum(0 if g.cards[u].stunned or _withheld(g, u) else effective_might(g, u) for u in units)


def _withheld(g: GameState, unit: str) -> bool:
    names = overriding("withholds_combat_damage")
    if not names:
        return False
    return any(s.name in names and s.official and not s.facedown and g.is_board_zone(s.zone)
               and behaviour_of(g, sid).withholds_combat_damage(g, sid, unit) for sid, s in g.cards.items())


def _rankings(g: GameState, units: list[str]):
    """Every way of fixing the units' priorities (one per combination of Tank-or-Backline choices)."""
    options = [rank_options(g, u) for u in units]
    for combo in itertools.product(*options):
        yield dict(zip(units, combo))


def assignment_problem(g: GameState, targets: list[str], total: int, assignment: Any) -> str | None:
    """Why ``assignment`` is not a legal assignment of ``total`` damage among ``targets`` (465.2.c), or None."""
    if not isinstance(assignment, dict):
        return Refusal("assign damage as a mapping of unit to amount", MALFORMED)
    unknown = [u for u in assignment if u not in targets]
    if unknown:
        return Refusal(f"{unknown[0]!r} cannot be assigned damage here; choose among {targets}", INVALID_ANSWER)
    if any(not isinstance(n, int) or isinstance(n, bool) or n < 0 for n in assignment.values()):
        return Refusal("amounts must be whole numbers >= 0", MALFORMED)
    if sum(assignment.values()) != total:
        return Refusal(f"assign exactly {total} damage (assigned {sum(assignment.values())})", ASSIGNMENT_AMOUNT)  # 465.2.c
    got = {u: assignment.get(u, 0) for u in targets}
    exempt = [u for u in targets if no_damage_is_lethal(g, u)]
    normal = [u for u in targets if u not in exempt]
    need = {u: lethal_assignment(g, u, total) for u in normal}
    short = [u for u in normal if got[u] < need[u]]
    if not short:
        return None  # every unit has lethal damage: the rest may go anywhere (465.2.c.4)
    spared = [u for u in exempt if got[u]]
    if spared:
        return Refusal(f"{spared[0]} cannot be dealt damage; it gets only what is left once every other unit "
                       "has lethal damage (465.2.c.10)", ASSIGNMENT_AMOUNT)
    over = [u for u in normal if got[u] > need[u]]
    if over:
        return Refusal(f"{over[0]} is assigned more than lethal damage ({need[over[0]]}) while {short[0]} still "
                       "lacks lethal damage (465.2.c.4)", ASSIGNMENT_AMOUNT)
    partial = [u for u in short if got[u] > 0]
    if len(partial) > 1:
        return Refusal(f"lethal damage must be assigned in full to one unit before the next: {partial[0]} and "
                       f"{partial[1]} are both short of lethal (465.2.c.3)", ASSIGNMENT_ORDER)
    started = [u for u in normal if got[u] > 0]
    for ranks in _rankings(g, normal):
        first_short = min(ranks[u] for u in short)
        if all(ranks[u] <= first_short for u in started):
            return None
    first_short = min(min(rank_options(g, u)) for u in short)
    which = "Tank units" if first_short == TANK else "units without Backline"
    return Refusal(f"{which} must be assigned lethal damage first (465.2.c.6, 826.3)", ASSIGNMENT_ORDER)


def forced_assignment(g: GameState, targets: list[str], total: int) -> dict[str, int] | None:
    """The assignment when the rules leave no choice (exactly one legal assignment), else None."""
    if total == 0:
        return {}
    if len(targets) == 1:
        return {targets[0]: total}
    normal = [u for u in targets if not no_damage_is_lethal(g, u)]
    need = {u: lethal_assignment(g, u, total) for u in normal}
    if total >= sum(need.values()):
        # Every unit gets lethal damage; anything left over may go to any unit (465.2.c.4): a choice.
        return dict(need) if total == sum(need.values()) else None
    results: set[frozenset] = set()
    for ranks in _rankings(g, normal):
        _walk(normal, ranks, need, total, {}, results)
        if len(results) > 1:
            return None
    return dict(next(iter(results))) if len(results) == 1 else None


def _walk(remaining: list[str], ranks: dict[str, int], need: dict[str, int], left: int, acc: dict[str, int],
          results: set[frozenset]) -> None:
    """Assign ``left`` damage sequentially in priority order, branching only where the assigning player
    would choose which unit of the current priority comes next; collect distinct outcomes (stop at 2)."""
    if len(results) > 1:
        return
    if left == 0 or not remaining:
        results.add(frozenset(acc.items()))
        return
    first = min(ranks[u] for u in remaining)
    group = [u for u in remaining if ranks[u] == first]
    if left >= sum(need[u] for u in group):  # the whole group gets lethal damage, in any order
        _walk([u for u in remaining if u not in group], ranks, need, left - sum(need[u] for u in group),
              {**acc, **{u: need[u] for u in group}}, results)
        return
    for u in group:
        n = min(left, need[u])
        _walk([v for v in remaining if v != u], ranks, need, left - n, {**acc, u: n}, results)


def example_assignment(g: GameState, targets: list[str], total: int) -> dict[str, int]:
    """One legal assignment: lethal damage in priority order (Tank, others, Backline; exempt units last),
    the rest on the last unit."""
    exempt = {u for u in targets if no_damage_is_lethal(g, u)}
    ordered = sorted(targets, key=lambda u: (u in exempt, min(rank_options(g, u))))
    out: dict[str, int] = {}
    left = total
    for u in ordered:
        if u in exempt:
            continue
        n = min(left, lethal_assignment(g, u, total))
        if n:
            out[u] = n
        left -= n
    if left and ordered:
        out[ordered[-1]] = out.get(ordered[-1], 0) + left
    return out


def _assign(g: GameState, player: str, targets: list[str], total: int) -> dict[str, int]:
    """One player's assignment: forced, or asked (an ``assign-damage`` decision)."""
    forced = forced_assignment(g, targets, total)
    if forced is not None:
        return forced

    def check(answer: Any) -> str | None:
        return assignment_problem(g, targets, total, answer)

    return ask(g, player, "assign-damage", list(targets),
               f"assign {total} combat damage among {', '.join(targets)}", check,
               extra={"amount": total, "example": example_assignment(g, targets, total)})


def excess_assigned(g: GameState, bf: str, player: str) -> int:
    """The combat damage ``player`` assigned beyond lethal (465.2.c) in the last combat at ``bf`` this turn."""
    return g.turn_memory.get("excess-damage", {}).get(f"{bf}:{player}", 0)


def _combatants(g: GameState, bf: str, designation: str) -> list[str]:
    """The units at ``bf`` designated ``attacker`` or ``defender`` (the combatants of 460)."""
    return [u for u in g.battlefields[bf].units if g.cards[u].type == "unit" and g.cards[u].designation == designation]


def damage_step(g: GameState, sd: Showdown) -> None:
    """465: if both attacking and defending units remain at the battlefield, each side's Might is summed,
    the attacker then the defender assign it among the other side's units, and then all of it is dealt at
    once (465.2.c.1.a, 465.2.d). Otherwise the step is skipped (the combat cleanup still happens)."""
    from .effects import deal

    bf = sd.at
    plans = []
    for player, mine, theirs in ((sd.attacker, "attacker", "defender"), (sd.defender, "defender", "attacker")):
        # 650: a player may concede while this side's assignment is asked; their removal (652.3) happens
        # before the question is asked again, so the units present are counted after it.
        perform_waiting(g, player)
        own, other = _combatants(g, bf, mine), _combatants(g, bf, theirs)
        if not own or not other:
            emit(g, "damage-skipped", battlefield=bf)
            return
        total = side_total(g, own)
        assignment = _assign(g, player, other, total)
        plans.append((player, assignment))
        # Excess damage: what is assigned to units beyond the damage lethal to them (465.2.c), for "if you
        # assigned N or more excess damage".
        excess = sum(max(0, n - lethal_assignment(g, u, total)) for u, n in assignment.items())
        g.turn_memory.setdefault("excess-damage", {})[f"{bf}:{player}"] = excess
        emit(g, "assigned", player=player, battlefield=bf, total=total, excess=excess)
    for player, assignment in plans:  # all of it dealt together, after both sides assigned (465.2.d)
        for u, n in assignment.items():
            if n > 0 and not cannot_be_dealt_damage(g, u):
                deal(g, u, n, by=player, source="combat")
