"""Modal spells and activated abilities: "Choose one --" over a bulleted list of modes (355.3).

A card or an ability declares ``modes`` (``behaviour.Mode``: a text, an effect, the targets it chooses).
As it is finalized its player chooses the mode first (355.3), then the chosen mode's targets (355.5); a
spell with [Repeat] paid chooses once per execution, and each execution may choose the same mode or
another (820.2.a) -- unless the text says "choose one you haven't already chosen" (``fresh_modes``): then
no mode is chosen twice by the same spell. An ability's "you've not chosen this turn" (``fresh_modes`` on an
``Ability``) remembers the modes its source's ability chose this turn (``g.turn_memory``).

How a play names its choices, with no new protocol field: the play action's ``targets`` are the chosen
modes' targets in order. Only the modes that can take those targets are offered (a mode whose targets
cannot all be chosen is never offered, 402.4 / 355.8); when one mode is left the choice is forced and not
asked, otherwise the player is asked a ``choose`` question among the mode texts. A play that names no
targets has its chosen modes' targets asked as ``choose`` questions after the modes (forced choices are
not asked, as everywhere). The triggered abilities' modes are ``Trigger.modes`` (chain.py, 402.2).
"""

from __future__ import annotations

from itertools import product
from .context import Ctx
from .decisions import choose_from
from .errors import IllegalAction, NeedDecision
from .payment import pay
from .state import ChainItem, GameState, clone
from .targets import assign, candidates, group_problem


def specs(item: ChainItem, modes: tuple) -> tuple:
    """The targets of the chosen modes, execution after execution (none before the modes are chosen)."""
    return tuple(t for m in item.data.get("modes", []) for t in modes[m].targets)


def _turn_key(item: ChainItem) -> str:
    return f"{item.source}.ability.{item.index}"


def _choosable(g: GameState, item: ChainItem, mode) -> bool:
    """A mode can be chosen only if each of its targets has enough legal choices now (355.8, 402.4)."""
    return all(len(candidates(g, spec, item.controller, item.source, item.data.get("hidden_at"), item.ref))
               >= spec.minimum for spec in mode.targets)


def _fits(g: GameState, item: ChainItem, modes: tuple, sequence: list[int], given: list[str]) -> bool:
    try:
        assign(g, tuple(t for m in sequence for t in modes[m].targets), item.controller, given, item.source,
               item.data.get("hidden_at"), item.ref)
    except ValueError:
        return False
    return True


def _check_payable(g: GameState, item: ChainItem) -> None:
    """The cost does not depend on the mode: an item whose cost cannot be paid is refused before its player
    is asked a mode (357; tried on a copy, nothing is paid here; a question on the way counts as payable)."""
    trial = clone(g)
    try:
        pay(trial, trial.chain[g.chain.index(item)])
    except NeedDecision:
        pass


def choose_modes(g: GameState, item: ChainItem, modes: tuple, *, fresh: bool, executions: int = 1) -> None:
    """355.3 (820.2.a): choose the mode of each execution of ``item`` and record them in
    ``item.data["modes"]``; then, when the play named no targets, choose the modes' targets (355.5).
    Raises ``IllegalAction`` when no mode can be chosen (the play is illegal, 355.8)."""
    _check_payable(g, item)
    used = g.turn_memory.setdefault("modes_chosen", {}).setdefault(_turn_key(item), []) \
        if item.kind == "ability" and fresh else []
    given = list(item.data.get("chosen", []))
    chosen: list[int] = []
    for execution in range(executions):
        allowed = [i for i, m in enumerate(modes) if i not in used and _choosable(g, item, m)
                   and not (fresh and item.kind == "card" and i in chosen)]
        if given:  # only the modes that leave a way to take the play's targets (tried with every completion)
            left = executions - execution - 1
            allowed = [i for i in allowed if any(
                _fits(g, item, modes, chosen + [i] + list(rest), given)
                and not (fresh and item.kind == "card" and len(set(chosen + [i] + list(rest))) < executions)
                for rest in product(range(len(modes)), repeat=left))]
        if not allowed:
            raise IllegalAction(f"{item.ref}: no mode can be chosen with these targets (355.3, 355.8)",
                                code="illegal-target")
        text = choose_from(g, item.controller, [modes[i].text for i in allowed],
                           f"choose one mode for {item.ref}" + (f" (execution {execution + 1})" if executions > 1 else ""))[0]
        chosen.append(next(i for i in allowed if modes[i].text == text))
    item.data["modes"] = chosen
    if item.kind == "ability" and fresh:
        used.extend(chosen)
    if not given:
        picked: list[str] = []
        for spec in specs(item, modes):
            cands = [c for c in candidates(g, spec, item.controller, item.source, item.data.get("hidden_at"),
                                           item.ref) if not (spec.distinct and c in picked)]
            if len(cands) < spec.minimum:
                raise IllegalAction(f"{item.ref}: too few legal choices for {spec.text or spec.kind} (355.8)",
                                    code="illegal-target")
            picked += choose_from(g, item.controller, cands, f"choose {spec.text or spec.kind} for {item.ref}",
                                  minimum=spec.minimum, maximum=spec.maximum,
                                  group=lambda ans, spec=spec: group_problem(g, spec, ans))
        item.data["chosen"] = picked


def execute(g: GameState, item: ChainItem, modes: tuple, all_specs: tuple, execution: int = 0) -> None:
    """Run the mode chosen for ``execution``: its effect reads its own targets (820.2)."""
    chosen = item.data.get("modes", [])
    if execution >= len(chosen):
        return
    offset = sum(len(modes[m].targets) for m in chosen[:execution])
    modes[chosen[execution]].effect(Ctx(g, item, all_specs, offset=offset))
