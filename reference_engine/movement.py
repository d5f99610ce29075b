"""Moving units (rules 144, 420, 445-453) and contested status (450).

First cut by the core engineer; the combat engineer completes it (see README.md, "Where the first cut
stops"). ``standard_move`` is the discretionary action; ``move`` is the game action any effect uses.
"""

from __future__ import annotations

from .behaviour import behaviour_of
from .cost_changes import move_power_cost
from .errors import IllegalAction
from .events import emit
from .keywords import has_keyword
from .payment import pay_power, power_available
from .state import GameState


def _players_at(g: GameState, bf: str) -> set[str]:
    return {g.cards[u].controller for u in g.battlefields[bf].units}


def destination_problem(g: GameState, unit: str, dest: str) -> str | None:
    """Why ``unit`` cannot be moved to ``dest`` by any means, or None (rules 447.2, 449.2, 462.1)."""
    c = g.cards[unit]
    if dest == c.zone:
        return f"{unit} is already there"  # 355.4.a: a destination other than the current location
    if dest == "base":
        return None
    if dest not in g.battlefields:
        return f"unknown destination {dest!r}"
    return battlefield_problem(g, c.controller, dest)


def battlefield_problem(g: GameState, player: str, bf: str, *, played: bool = False) -> str | None:
    """Why a unit of ``player`` cannot become present at battlefield ``bf`` (moved or played there), or
    None: units of two other players already there (449.2); a combat staged or in progress there between
    two other players (447.2.a, 462.1-462.2); ``played``: a passive of the battlefield forbidding units to
    be played there ("Units can't be played here")."""
    if played and bf in g.cards and g.cards[bf].type == "battlefield":
        problem = behaviour_of(g, bf).play_here_problem(g, bf, player)
        if problem:
            return problem
    if played:
        from .passive_sources import sources

        for sid in sources(g, "forbids_playing_units_to"):  # a permanent's passive ("only to their base")
            if g.is_board_zone(g.cards[sid].zone):
                problem = behaviour_of(g, sid).forbids_playing_units_to(g, sid, player, bf)
                if problem:
                    return problem
    here = _players_at(g, bf)
    others = here - {player}
    if len(others) >= 2:
        return f"{bf} already has units of two other players (449.2)"
    sd = g.showdown
    if sd is not None and sd.combat and sd.at == bf and player not in (sd.attacker, sd.defender):
        return f"a combat between two other players is going on at {bf} (462.1)"
    if g.battlefields[bf].staged == "combat" and player not in here:
        return f"a combat between two other players is staged at {bf} (462.1)"
    return None


def moves_this_turn(g: GameState, unit: str) -> int:
    """How many times ``unit`` (this object) has moved this turn."""
    turn, count = g.cards[unit].memory.get("moves_this_turn", (None, 0))
    return count if turn == g.turn_number else 0


def move(g: GameState, units: list[str], dest: str, *, by: str | None = None) -> list[str]:
    """Move units to ``dest`` (``base`` = each unit's controller's base, or a battlefield). Returns the
    units that moved. A unit that can't move is not moved (359.3.e.6); a unit whose move would put it
    where it cannot be (449.2, 462.1) is recalled instead (447.2.c)."""
    from .attachment import carry
    from .effects import recall

    moved = []
    batch = g.tick()  # the units of one move action move together: their events share this number
    for u in units:
        c = g.cards[u]
        if not g.is_board_zone(c.zone) or c.facedown or c.zone == dest or dest not in ("base", *g.battlefields):
            continue
        if any(r for r in move_restrictions(g, u, dest)):
            continue
        if destination_problem(g, u, dest):
            recall(g, u)
            continue
        origin = c.zone
        if origin == "base":
            g.players[c.controller].base.remove(u)
        else:
            g.battlefields[origin].units.remove(u)
        c.zone = dest
        if dest == "base":
            g.players[c.controller].base.append(u)
        else:
            g.battlefields[dest].units.append(u)
        carry(g, u)  # 719.3.a: attached cards go with it
        moved.append(u)
        # How many times this object has moved this turn ("if I have moved twice this turn"); the memory
        # goes with the object, so a unit that left the board starts again.
        turn, count = c.memory.get("moves_this_turn", (g.turn_number, 0))
        c.memory["moves_this_turn"] = (g.turn_number, (count if turn == g.turn_number else 0) + 1)
        emit(g, "move", unit=u, origin=origin, destination=dest, player=by, batch=batch)
    if dest in g.battlefields:
        for player in dict.fromkeys(g.cards[u].controller for u in moved):
            contest(g, dest, player)
    if moved:
        g.cleanup_due = True  # 453
    return moved


def move_restrictions(g: GameState, unit: str, dest: str) -> list[str]:
    """Card effects that forbid this move ("can't move"): behaviours expose them via ``replace`` on a
    ``move`` event returning a callable that does nothing."""
    out = []
    event = {"type": "move", "unit": unit, "origin": g.cards[unit].zone, "destination": dest}
    for cid, c in g.cards.items():
        if c.zone == "none" or c.facedown:
            continue
        if g.is_board_zone(c.zone):
            if behaviour_of(g, cid).replace(g, cid, event) is not None:
                out.append(cid)
    # "Can't move" a resolved effect left on this unit (e.g. "they can't move it this turn"), kept with
    # its other effect-made replacements (effects.add_replacement) while it stays the same object (124).
    for entry in g.cards[unit].memory.get("replacements", []):
        if entry.get("turn") in (None, g.turn_number) and \
                behaviour_of(g, entry["source"]).replace(g, entry["source"], {**event, "delayed": entry}) is not None:
            out.append(entry["source"])
    return out


def move_permitted(g: GameState, unit: str, dest: str) -> bool:
    """True if a passive ability lets ``unit`` move to ``dest`` beyond rule 144.4 (``Behaviour.move_permission``),
    e.g. a battlefield that units may move to from anywhere."""
    for cid, c in g.cards.items():
        if c.official and not c.facedown and (g.is_board_zone(c.zone)) \
                and behaviour_of(g, cid).move_permission(g, cid, unit, dest):
            return True
    return False


def contest(g: GameState, bf: str, player: str) -> None:
    """Rule 450: the destination becomes contested if it is uncontested and not controlled by the
    mover's controller."""
    b = g.battlefields[bf]
    if not b.contested and b.controller != player:
        b.contested = True
        b.contested_by = player
        emit(g, "contest", battlefield=bf, player=player)


def standard_move(g: GameState, player: str, units: list[str], dest: str, check_only: bool = False) -> None:
    """The Standard Move discretionary action (rule 144): exhaust the units (cost) and move them."""
    if g.phase != "main" or g.active != player:
        raise IllegalAction("a standard move can only be made in your own Main Phase (144.1.a)", code="wrong-timing")
    if g.chain:
        raise IllegalAction("a standard move cannot be made in a closed state (144.1.b)", code="wrong-timing")
    if g.showdown is not None:
        raise IllegalAction("a standard move cannot be made during a showdown or combat (144.1.c)", code="wrong-timing")
    if not units:
        raise IllegalAction("name at least one unit to move", code="malformed")
    if len(set(units)) != len(units):
        raise IllegalAction("a unit is named twice", code="malformed")
    for u in units:
        c = g.cards.get(u)
        if c is None or c.type != "unit" or not g.is_board_zone(c.zone) or c.facedown:
            raise IllegalAction(f"{u} is not a unit on the board", code="wrong-zone")
        if c.controller != player:
            raise IllegalAction(f"{player} does not control {u}", code="not-controller")
        if c.exhausted:
            raise IllegalAction(f"{u} is exhausted (a standard move exhausts the unit as its cost, 144.2)", code="cannot-pay")
        if dest == "base":
            if c.zone == "base":
                raise IllegalAction(f"{u} is already in base", code="illegal-destination")
        elif dest in g.battlefields:
            if c.zone in g.battlefields and not has_keyword(c, "Ganking", g) and not move_permitted(g, u, dest):
                raise IllegalAction(f"{u} cannot move from battlefield to battlefield without Ganking (144.4)", code="illegal-destination")
        else:
            raise IllegalAction(f"unknown destination {dest!r}", code="malformed")
        problem = destination_problem(g, u, dest)
        if problem:
            raise IllegalAction(problem, code="illegal-destination")
        if move_restrictions(g, u, dest):
            raise IllegalAction(f"{u} can't move", code="forbidden")
    extra = move_power_cost(g, player, units, dest)  # a passive's extra cost for this move, [A] each
    if extra and power_available(g, player, ()) < extra:
        raise IllegalAction(f"moving these units to {dest} costs {extra} Power of any domain more", code="cannot-pay")
    if check_only:
        return  # nothing above changed the state (actions.early_refusal)
    for u in units:  # the cost is paid simultaneously (144.3.c)
        g.cards[u].exhausted = True
    if extra:
        pay_power(g, player, extra, ())
    move(g, units, dest, by=player)


def move_to_base_of(g: GameState, cid: str, player: str, *, by: str | None = None) -> bool:
    """Move a non-unit permanent (a gear) to ``player``'s base, whoever controls it ("move an enemy gear to
    your base", 446.1). An attached card cannot move apart from its top-most card (718.5.c): it stays. It may
    end in a base not its controller's; the next cleanup recalls it unless control changes first (323.7).
    Logged as ``move-gear``: the move triggers of cards speak of units."""
    from .zones import base_owner

    c = g.cards.get(cid)
    if c is None or c.type == "unit" or not g.is_board_zone(c.zone) or c.facedown or player not in g.players:
        return False
    from .attachment import attached_to

    if attached_to(g, cid) is not None:
        return False
    holder = base_owner(g, cid)
    if c.zone == "base" and holder == player:
        return False
    origin = c.zone
    if holder is not None:
        g.players[holder].base.remove(cid)
    elif origin in g.battlefields and cid in g.battlefields[origin].units:
        g.battlefields[origin].units.remove(cid)
    c.zone = "base"
    g.players[player].base.append(cid)
    g.cleanup_due = True  # 323.7
    emit(g, "move-gear", card=cid, origin=origin, base_of=player, player=by)
    return True
