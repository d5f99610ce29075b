"""A unit's current Might (rules 143.2, 477.3, 701-705, 807, 814).

Might is computed in the arithmetic layer (477.3) from the printed Might:

1. **Increases first** (477.3.e.1): a buff counter (+1, rule 703), the positive changes of resolved
   effects, Assault while an attacker (807.1.c), Shield while a defender (814.1.c), positive passive
   abilities of permanents and battlefields on the board (364).
2. **Then decreases** (477.3.e.2), in timestamp order (480.3): the negative changes of resolved effects
   and negative passive abilities.

A change from an effect that is not a passive ability is stored as a :class:`~.state.Modifier` when the
effect resolves. If it has a limitation ("-4 Might this turn, to a minimum of 1 Might") the limitation is
applied at that moment and the change is remembered at the limited size ("snapshotting", 477.3.b):
see :func:`decrease_with_minimum`. A passive ability's limitation is never snapshotted: it is applied
afresh every time Might is computed (a :class:`MightChange` with a ``minimum``), so a later increase can be
swallowed by it. Under Core Rules 1.3 (v1.3 472.3.b) a passive limitation is snapshotted too: the first
time Might is computed while it applies, the limited change is remembered for as long as it keeps applying
(``versions.passive_limits_are_snapshotted``).

Negative Might is kept (143.2.b.1); :func:`effective_might` gives the value treated as 0 when spells,
abilities and the combat damage step reference it (143.2.b).
"""

from __future__ import annotations

from dataclasses import dataclass

from .behaviour import behaviour_of
from .keywords import keyword_values
from .passive_sources import sources
from .state import GameState
from .versions import passive_limits_are_snapshotted


@dataclass(frozen=True)
class MightChange:
    """One passive contribution to a unit's Might (rule 364): ``amount`` (+X or -X) and, for a decrease
    "to a minimum of M", the ``minimum`` it never takes the unit below (applied each time, 477.3.b)."""

    amount: int
    minimum: int | None = None
    timestamp: int = 0
    source: str = ""   # the permanent, legend or battlefield whose passive ability it is


def _passive_changes(g: GameState, unit: str) -> list[MightChange]:
    """Passive Might changes that permanents, legends and battlefield cards give ``unit`` right now.

    A card behaviour's ``might_bonus(g, source, unit)`` returns an int, a :class:`MightChange`, or a list
    of them. The timestamp of a passive effect is when its source entered its zone (480.1)."""
    out: list[MightChange] = []
    for cid in sources(g, "might_bonus"):
        c = g.cards[cid]
        given = behaviour_of(g, cid).might_bonus(g, cid, unit)
        for change in given if isinstance(given, (list, tuple)) else [given]:
            if isinstance(change, MightChange):
                if change.amount:
                    out.append(MightChange(change.amount, change.minimum, change.timestamp or c.entered, cid))
            elif change:
                out.append(MightChange(int(change), None, c.entered, cid))
    return out


def base_might(c) -> int:
    """477.1.a.1: the unit's Might after trait-altering effects ("its base Might becomes 5 this turn"): the
    newest such assignment, else its printed Might; increases and decreases apply to it afterwards."""
    assigned = [m for m in c.modifiers if m.kind == "base_might"]
    return max(assigned, key=lambda m: m.timestamp).amount if assigned else c.printed_might


def might(g: GameState, cid: str) -> int | None:
    """The unit's current Might; None for anything that is not a unit. Off the board a unit has its
    printed Might (rule 711)."""
    c = g.cards[cid]
    if c.type != "unit" or c.printed_might is None:
        return None
    if not g.is_board_zone(c.zone) or c.facedown:
        return c.printed_might
    increases: list[tuple[int, int]] = []  # (timestamp, amount)
    decreases: list[tuple[int, int, int | None, str]] = []  # (timestamp, amount, minimum, passive source)
    if c.buffed:
        # 703: each buff gives +1 Might; a resolved effect may make buffs give more to a player's units for
        # the turn ("Buffs give an additional +1 [M] to friendly units this turn").
        extra = sum(e["amount"] for e in g.turn_memory.get("buff_bonus", []) if e["player"] == c.controller)
        increases.append((0, (1 + extra) * (1 + c.memory.get("extra_buffs", 0))))  # 703: each buff
    for m in c.modifiers:
        if m.kind != "might" or not m.amount:
            continue
        if m.amount > 0:
            increases.append((m.timestamp, m.amount))
        else:
            decreases.append((m.timestamp, m.amount, None, ""))  # already snapshotted when it resolved
    kws = keyword_values(c, g)
    if c.designation == "attacker" and kws.get("Assault"):
        increases.append((0, kws["Assault"]))  # 807.1.c
    if c.designation == "defender" and kws.get("Shield"):
        increases.append((0, kws["Shield"]))  # 814.1.c
    for change in _passive_changes(g, cid):
        if change.amount > 0:
            increases.append((change.timestamp, change.amount))
        else:
            decreases.append((change.timestamp, change.amount, change.minimum, change.source))
    snapshots = _passive_snapshots(g, c, {source for _, _, minimum, source in decreases if minimum is not None})
    total = base_might(c)
    for _, amount in sorted(increases, key=lambda t: t[0]):  # 477.3.e.1
        total += amount
    for _, amount, minimum, source in sorted(decreases, key=lambda t: t[0]):  # 477.3.e.2, 480.3
        if minimum is None:
            total += amount
        elif snapshots is not None:  # v1.3 472.3.b: limited once, then remembered while it applies
            total += snapshots.setdefault(source, -min(-amount, max(0, total - minimum)))
        else:
            total -= min(-amount, max(0, total - minimum))  # a passive limit applies afresh (477.3.b)
    return total


def _passive_snapshots(g: GameState, c, applying: set[str]) -> dict[str, int] | None:
    """Under Core Rules 1.3, the unit's remembered passive limitations (source -> applied change), without
    those whose passive no longer applies; None when passive limits are not snapshotted (v1.4 477.3.b)."""
    if not passive_limits_are_snapshotted(g.rules_version):
        return None
    kept = c.memory.setdefault("passive_snapshots", {})
    for source in [s for s in kept if s not in applying]:
        del kept[source]  # it stopped applying: a new application is limited afresh
    return kept


def effective_might(g: GameState, cid: str) -> int:
    """Might as referenced by spells, abilities and combat damage: negative counts as 0 (143.2.b)."""
    m = might(g, cid)
    return max(0, m or 0)


def decrease_with_minimum(g: GameState, cid: str, amount: int, minimum: int) -> int:
    """The snapshotted change for "give -X Might, to a minimum of M" as it applies now (477.3.b): never
    takes Might below M, and never raises it (a unit already at or below the minimum loses nothing)."""
    current = might(g, cid) or 0
    room = max(0, current - minimum)
    return -min(amount, room)


def is_mighty(g: GameState, cid: str) -> bool:
    """A unit "is Mighty" while its Might is 5 or more (706-708); off the board its printed Might counts
    (711)."""
    m = might(g, cid)
    return m is not None and m >= 5


def increase_amount(amount: int) -> int:
    """An increase by a negative amount is an increase by 0 (477.3.c), e.g. doubling a negative Might."""
    return max(0, amount)
