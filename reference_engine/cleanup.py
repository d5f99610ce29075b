"""Cleanups (rules 318-324), including the special cleanups of combat (466.1) and of the end of the turn
(317.2).

A cleanup is an outstanding task (``GameState.cleanup_due``) that ``timing.run`` performs between the
steps of HOT FEPR: after an item is added, after it is finalized and after it resolves; never during a
step (320-321). A cleanup that changes something asks for another cleanup (322).
"""

from __future__ import annotations

from .behaviour import behaviour_of
from .decisions import choose_from
from .events import emit
from .might import might
from .passive_sources import on_board
from .scoring import check_victory
from .state import GameState
from .versions import contested_ends_without_contester


def _lethal(g: GameState, cid: str) -> bool:
    c = g.cards[cid]
    if c.type != "unit" or c.damage <= 0:
        return False  # (its Might is not needed: note_mighty has computed it this cleanup, v1.3 snapshots too)
    m = might(g, cid)
    if m is not None and c.damage >= m:
        return True  # 142.4.b

    # 142.4.c: a passive of a permanent on the board altering the damage needed to kill it
    for player, n in c.memory.get("damage_by", {}).items():
        enough = lethal_threshold(g, cid, player)
        if enough is not None and n >= enough:
            return True
    return False


def lethal_threshold(g: GameState, cid: str, player: str | None) -> int | None:
    """The least damage marked by ``player`` that some passive on the board makes lethal for unit ``cid``
    (142.4.c), or None if no passive alters it."""
    found = [behaviour_of(g, s).lethal_by(g, s, cid, player) for s in g.board_units() + _board_gear(g)
             if g.cards[s].official and not g.cards[s].facedown and player is not None]
    found = [n for n in found if n is not None]
    return min(found) if found else None


def _board_gear(g: GameState) -> list[str]:
    out = [c for p in g.order for c in g.players[p].base if g.cards[c].type == "gear"]
    return out + [c for b in g.battlefields.values() for c in b.units if g.cards[c].type == "gear"]


def note_mighty(g: GameState) -> None:
    """709: a unit "becomes Mighty" when its Might changes from less than 5 to 5 or more; a ``mighty``
    event then. Each unit's last known state is kept in its memory, so a unit entering the board already
    Mighty has not become Mighty (its Might did not change on the board), and leaving the board forgets it
    (a new object, 124). Checked as cleanups run, after every change a cleanup follows (319).

    The same for a unit whose text watches another value ("When my Might becomes 10 or more":
    ``Behaviour.might_thresholds``): a ``might-reached`` event (``unit``, ``threshold``) when its Might goes
    from below the threshold to it or more."""
    for cid in list(on_board(g)):
        c = g.cards[cid]
        if c.type != "unit" or c.facedown:
            continue
        m = might(g, cid)
        now, was = m is not None and m >= 5, c.memory.get("mighty")
        c.memory["mighty"] = now
        if was is False and now:
            emit(g, "mighty", unit=cid, player=c.controller)
        for threshold in behaviour_of(g, cid).might_thresholds if c.official else ():
            key = f"might>={threshold}"
            reached, before = m is not None and m >= threshold, c.memory.get(key)
            c.memory[key] = reached
            if before is False and reached:
                emit(g, "might-reached", unit=cid, threshold=threshold, player=c.controller)


def cleanup(g: GameState, special: str | None = None) -> None:
    """One cleanup (322-323); the events it produces carry its serial (``cleanup``)."""
    g.cleanups += 1
    outer, g.in_cleanup = g.in_cleanup, g.cleanups
    try:
        _cleanup(g, special)
    finally:
        g.in_cleanup = outer


def _cleanup(g: GameState, special: str | None) -> None:
    g.cleanup_due = False
    before = len(g.events)
    from .attached_copies import end_expired
    from .tag_grants import refresh  # tags passives give (477.1.c), as the board now stands

    end_expired(g)  # copies lasting "for as long as this is attached" whose card left or detached
    refresh(g)
    # 1. Victory (323.1).
    check_victory(g)
    if g.winner:
        return
    # 2. Designations during a combat (323.2).
    from .combat import assign_designations

    assign_designations(g)
    note_mighty(g)
    # 3a-3b. Units with lethal damage die (323.4-323.5); their own death triggers are noted as they die.
    from .effects import heal, kill_all, recall

    doomed = [u for u in g.board_units() if _lethal(g, u)]
    # 428.5.c: deaths in the cleanup right after a spell or ability resolved are attributed to it if it
    # dealt damage to them; that record serves this one cleanup only.
    credited, g.resolution_damage = g.resolution_damage, {}
    if doomed:
        kill_all(g, doomed, source="lethal damage", attribution=credited)
    if special == "combat":  # 3c-3d (466.1.a)
        from .combat import combat_cleanup_steps

        combat_cleanup_steps(g)
    if special == "ending":
        for u in g.board_units():  # 317.2.b: heal all units
            heal(g, u)
        for c in g.cards.values():  # 317.2.c: "this turn" effects expire; stun ends (423.1.a.2)
            c.modifiers = [m for m in c.modifiers if m.duration != "turn"]
            c.stunned = False
        for p in g.players.values():  # 317.2.d: rune pools empty
            p.empty_pool()
    # 4. Lose control of empty battlefields in an open state without a showdown there (323.6). Triggers
    # noted in step 3a are pending chain items already, so the state is closed (323.4, 320.1).
    if not g.chain and not g.pending_triggers:
        for bid, b in g.battlefields.items():
            if b.controller is not None and not any(g.cards[u].controller == b.controller for u in b.units):
                if g.showdown is None or g.showdown.at != bid:
                    b.controller = None
                    emit(g, "lose-control", battlefield=bid)
    # 5. Corrective recalls and hidden cards (323.7).
    from .attachment import attached_to, stray_gear

    for cid in stray_gear(g):  # gear at a battlefield, unless attached to a unit there (435.4.a, 719.3)
        recall(g, cid)
    for bid, b in g.battlefields.items():
        for cid in list(b.facedown):
            if g.cards[cid].controller != b.controller:
                from .hidden import remove_facedown

                remove_facedown(g, cid)  # to its owner's trash, revealed (421.4)
    for name, p in g.players.items():
        for cid in list(p.base):
            if g.cards[cid].controller != name and attached_to(g, cid) is None:
                p.base.remove(cid)
                g.players[g.cards[cid].controller].base.append(cid)
    # 6-7a. Stage showdowns and combats (323.8-323.10).
    for bid, b in g.battlefields.items():
        if g.showdown is not None and g.showdown.at == bid:
            if not g.showdown.combat and g.showdown.stage == "open" and len(_controllers(g, bid)) >= 2:
                b.staged = "combat"
            continue
        if not b.contested:
            b.staged = None
            continue
        here = _controllers(g, bid)
        if b.contested_by in here:
            b.staged = "combat" if len(here) >= 2 else "showdown"
        elif len(here) >= 2:
            b.staged = "combat"
        else:
            b.staged = None
    # 8. Remove contested where the contester has no units and nothing is going on there (323.11). v1.3's
    # cleanup has no such step: a battlefield stays contested until control is established (v1.3 187.3.b).
    removes = contested_ends_without_contester(g.rules_version)
    for bid, b in g.battlefields.items():
        ongoing = g.showdown is not None and g.showdown.at == bid
        if removes and b.contested and not ongoing and b.contested_by not in _controllers(g, bid):
            b.contested = False
            b.contested_by = None
            b.staged = None
            for p in _controllers(g, bid):  # 323.11.a
                if p != b.controller:
                    b.contested, b.contested_by = True, p
                    b.staged = "combat" if len(_controllers(g, bid)) >= 2 else "showdown"
                    break
    # 9-10a. Begin a staged showdown or combat (323.12-323.14).
    from .combat import begin_combat, begin_showdown

    # Triggered abilities noticed during this cleanup are pending chain items already (320.1), so the
    # state is not open while they wait.
    open_now = not g.pending_triggers
    if g.state_name == "neutral-open" and open_now and g.phase in ("main", "beginning", "ending"):
        solo = [bid for bid, b in g.battlefields.items() if b.staged == "showdown"]
        fights = [bid for bid, b in g.battlefields.items() if b.staged == "combat"]
        if solo:
            bid = choose_from(g, g.active, solo, "choose where a staged showdown begins")[0]
            begin_showdown(g, bid)
        elif fights:
            bid = choose_from(g, g.active, fights, "choose where a staged combat begins")[0]
            begin_combat(g, bid)
    elif g.state_name == "showdown-open" and open_now and g.showdown.stage == "open" and not g.showdown.combat:
        b = g.battlefields[g.showdown.at]
        if b.staged == "combat":
            begin_combat(g, g.showdown.at)
    if len(g.events) != before:
        g.cleanup_due = True  # 322: repeat until nothing changes
    check_victory(g)


def _controllers(g: GameState, bid: str) -> list[str]:
    out = []
    for u in g.battlefields[bid].units:
        c = g.cards[u]
        if c.type == "unit" and c.controller not in out:
            out.append(c.controller)
    return out
