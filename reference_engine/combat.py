"""Showdowns and combat: beginning them (rules 344-345, 464), the combat damage step (465) and the
resolution step (466).

The damage step itself is in ``combat_damage.py``. The steps after the showdown closes are a small state
machine on ``Showdown.stage`` (``damage`` -> ``result`` -> ``control`` -> ``end``), run by ``timing.run``
whenever nothing is on the chain, so each step lets the chain it caused resolve first (466.2, 466.4,
466.6). Only one showdown or combat exists at a time; others wait staged (323.8-323.14, 460).
"""

from __future__ import annotations

from .behaviour import behaviour_of
from .combat_damage import damage_step
from .events import emit
from .state import GameState, Showdown
from .versions import combat_keeps_focus_of_ongoing_showdown


def _controllers_at(g: GameState, bf: str) -> list[str]:
    seen = []
    for u in g.battlefields[bf].units:
        p = g.cards[u].controller
        if g.cards[u].type == "unit" and p not in seen:
            seen.append(p)
    return seen


def begin_showdown(g: GameState, bf: str) -> None:
    """A non-combat showdown begins (344.2, 345): the player who applied Contested gains focus (and with
    it priority, 313.2)."""
    b = g.battlefields[bf]
    b.staged = None
    g.showdown = Showdown(at=bf, combat=False, serial=g.tick())
    g.focus = b.contested_by
    g.priority = b.contested_by
    g.passes = 0
    emit(g, "showdown", battlefield=bf, player=b.contested_by)


def begin_combat(g: GameState, bf: str) -> None:
    """Combat opens at ``bf`` (464): start-of-combat effects, attacker and defender, focus to the attacker,
    attack and defend triggers onto the chain (placed by ``timing.run``)."""
    b = g.battlefields[bf]
    b.staged = None
    attacker = b.contested_by
    defender = next((p for p in _controllers_at(g, bf) if p != attacker), None)
    begins = not (g.showdown is not None and g.showdown.at == bf)
    if not begins:
        sd = g.showdown  # 323.14 / 464.2: the showdown becomes a combat showdown; focus is kept (464.2.c.1.b)
        sd.combat, sd.attacker, sd.defender = True, attacker, defender
        if not combat_keeps_focus_of_ongoing_showdown(g.rules_version):
            g.focus = g.priority = attacker  # v1.3 459.2.c: the attacker gains focus
            sd.focus_passes = 0
            g.passes = 0
    else:
        sd = g.showdown = Showdown(at=bf, combat=True, attacker=attacker, defender=defender, serial=g.tick())
        g.focus = attacker  # 464.2.c.1.a, 464.2.d
        g.priority = attacker
        g.passes = 0
    # 464.2.b: start of combat effects; a showdown begins too unless one was already going on here.
    emit(g, "combat", battlefield=bf, attacker=attacker, defender=defender, showdown_begins=begins)
    # 464.2.c.3: the players gain their designations ("when you attack/defend", 383.4.e-f), then units.
    emit(g, "attack", unit=None, player=attacker, battlefield=bf)
    if defender is not None:
        emit(g, "defend", unit=None, player=defender, battlefield=bf)
    assign_designations(g)


def assign_designations(g: GameState) -> None:
    """Cleanup step 2 (323.2) and 464.2.c.3: units at the combat take their controller's role; units
    elsewhere lose theirs. Attack/defend triggers happen the first time in a combat a unit gains the
    designation (383.4.e.2.a, 383.4.f.2.a)."""
    sd = g.showdown
    if sd is None or not sd.combat:
        for c in g.cards.values():
            if c.designation is not None:
                c.designation = None
        return
    ordered = sorted(g.cards.items(), key=lambda kv: 0 if kv[1].controller == sd.attacker else 1)
    for cid, c in ordered:  # the attacker's units first (464.2.e.1 orders their triggers first too)
        if c.type != "unit":
            continue
        if c.zone != sd.at:
            c.designation = None
            continue
        role = "attacker" if c.controller == sd.attacker else "defender" if c.controller == sd.defender else None
        if c.designation != role:
            c.designation = role
            if role is not None:
                key = f"{role}:{sd.serial}"
                if not c.memory.get(key):  # once per combat (383.4.e.2.a / 383.4.f.2.a in v1.3 and v1.4)
                    c.memory[key] = True
                    emit(g, "attack" if role == "attacker" else "defend", unit=cid, player=c.controller,
                         battlefield=sd.at)


def end_showdown(g: GameState) -> None:
    """All players passed focus in succession (347.2.a): the showdown closes; the combat proceeds to
    damage (348.1) or a non-combat showdown settles control (348.2)."""
    sd = g.showdown
    g.focus = None
    g.priority = None
    sd.stage = "damage" if sd.combat else "control"
    emit(g, "showdown-end", battlefield=sd.at)


def run_stage(g: GameState) -> None:
    """Run the next outstanding step after the showdown closed (348). Each step leaves the chain it
    caused (and the FEPR that follows) to ``timing.run`` before the next one (466.2, 466.4, 466.6)."""
    sd = g.showdown
    stage = sd.stage
    if not sd.combat:
        if stage == "control":
            _settle_noncombat(g, sd)
        return
    if stage == "damage":
        # 465 then 466.1: the damage step, then at once the combat cleanup (465.3: no FEPR in between).
        sd.stage = "result"
        damage_step(g, sd)
        from .cleanup import cleanup

        cleanup(g, special="combat")
    elif stage == "result":
        sd.stage = "control"
        _determine_result(g, sd)
    elif stage == "control":
        sd.stage = "end"
        if g.battlefields[sd.at].staged is None:
            _settle_control(g, sd.at)  # 466.5: only if no showdown or combat is staged here
    elif stage == "end":
        _end_combat(g, sd)


def combat_cleanup_steps(g: GameState) -> None:
    """The steps a Combat Special Cleanup inserts after deaths (466.1.a): 3c heal all units; 3d recall the
    attackers present at the battlefield if defenders are still present (a tie). A replacement effect may
    change what a tie does (a ``combat-tie`` event). Units recalled here mean "No Result" (466.3.d)."""
    from .effects import heal, recall

    sd = g.showdown
    for u in g.board_units():  # 3c (466.1.a.1, 143.3.b.2)
        heal(g, u)
    if sd is None or not sd.combat:
        return
    here = g.battlefields[sd.at].units
    attackers = [u for u in here if g.cards[u].type == "unit" and g.cards[u].controller == sd.attacker]
    defenders = [u for u in here if g.cards[u].type == "unit" and g.cards[u].controller == sd.defender]
    if not (attackers and defenders):
        return
    sd.tied = True
    event = {"type": "combat-tie", "battlefield": sd.at, "attacker": sd.attacker, "defender": sd.defender}
    for cid in list(g.cards):  # 367: a replacement effect applies instead of the recall
        c = g.cards[cid]
        if c.zone == "none" or c.facedown or not (g.is_board_zone(c.zone)):
            continue
        instead = behaviour_of(g, cid).replace(g, cid, event)
        if instead is not None:
            instead()
            break
    else:
        for u in attackers:  # 3d (466.1.a.2): a recall, not a move (456.3): "can't move" does not stop it
            recall(g, u)
    g.cleanup_due = True


def _determine_result(g: GameState, sd: Showdown) -> None:
    """466.3: a player who was attacker or defender wins if they are the only player with units left
    here, and loses if they are the only one without; "No Result" if units were recalled in step 3d, or
    if both or neither have units left. No Result with both still here stages a new showdown and combat
    (466.3.d.1)."""
    remaining = _controllers_at(g, sd.at)
    winner = loser = None
    if not sd.tied and len(remaining) == 1 and remaining[0] in (sd.attacker, sd.defender):
        winner = remaining[0]
        loser = sd.defender if winner == sd.attacker else sd.attacker
    if len(remaining) >= 2:
        g.battlefields[sd.at].staged = "combat"  # 466.3.d.1
    emit(g, "combat-result", battlefield=sd.at, winner=winner, loser=loser, attacker=sd.attacker,
         defender=sd.defender, units={u: ("won" if g.cards[u].controller == winner else "lost"
                                          if g.cards[u].controller == loser else None)
                                      for u in g.battlefields[sd.at].units})


def _end_combat(g: GameState, sd: Showdown) -> None:
    """466.7: designations are removed from all units and players, "combat ends" effects happen, and
    "this combat" effects expire together."""
    # the units that were in it (740.2.c), for "when a combat that I was in ends"
    fought = [cid for cid, c in g.cards.items() if c.designation in ("attacker", "defender") and c.zone == sd.at]
    for c in g.cards.values():
        c.designation = None  # 466.7.a
        c.modifiers = [m for m in c.modifiers if m.duration != "combat"]  # 466.7.c
    g.showdown = None
    emit(g, "combat-end", battlefield=sd.at, attacker=sd.attacker, defender=sd.defender, units=fought)  # 466.7.b
    g.cleanup_due = True


def _settle_control(g: GameState, bf: str) -> None:
    """466.5: the player with units remaining establishes control; none -> uncontrolled; contested is
    cleared; hidden cards not sharing the battlefield's controller are removed."""
    from .scoring import establish_control

    b = g.battlefields[bf]
    remaining = _controllers_at(g, bf)
    b.contested = False
    b.contested_by = None
    if len(remaining) == 1:
        establish_control(g, remaining[0], bf)
    elif not remaining:
        b.controller = None
    for cid in list(b.facedown):
        if g.cards[cid].controller != b.controller:
            from .hidden import remove_facedown

            remove_facedown(g, cid)  # to its owner's trash, revealed (421.4)
    g.cleanup_due = True


def _settle_noncombat(g: GameState, sd: Showdown) -> None:
    """348.2.a: if only one player's units remain, that player establishes control (a conquer if not yet
    scored this turn)."""
    from .scoring import establish_control

    b = g.battlefields[sd.at]
    remaining = _controllers_at(g, sd.at)
    g.showdown = None
    b.contested = False
    b.contested_by = None
    if len(remaining) == 1:
        establish_control(g, remaining[0], sd.at)
    g.cleanup_due = True
