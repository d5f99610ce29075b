"""What has happened this turn, and "for each" counts: the queries conditions and amounts read.

Triggered abilities react to one event as it happens (383.2); other text asks about the turn so far ("If
you've discarded a card this turn", "if an opponent has played another spell this turn") or counts what
is there now ("+1 [M] for each buffed friendly unit at my battlefield", "1 Bonus Damage for each card with
this name in your trash"). Both are answered here from the event log and the board, never naming a card.

A turn's history is the events logged since its ``turn`` event (``turns.start_next_turn``); durations
"this turn" end with the turn (317.2.d). A count is taken when the text that uses it is applied (a passive
continuously, 364; an instruction as it resolves, 359.3.d).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from .state import GameState


def events_this_turn(g: GameState) -> list[dict]:
    """The events logged since the current turn began (after its ``turn`` event), oldest first."""
    out: list[dict] = []
    for e in reversed(g.events):
        if e["type"] == "turn":
            break
        out.append(e)
    return out[::-1]


def happened_this_turn(g: GameState, type_: str, test: Callable[[dict], bool] | None = None) -> list[dict]:
    """This turn's events of type ``type_`` that meet ``test``."""
    return [e for e in events_this_turn(g) if e["type"] == type_ and (test is None or test(e))]


def discarded_this_turn(g: GameState, player: str) -> int:
    """How many cards ``player`` has discarded this turn (a discard is a player's action, 410; costs too)."""
    return len(happened_this_turn(g, "discard", lambda e: e.get("player") == player))


def first_of_run(g: GameState, event: dict, same: Callable[[dict], bool]) -> bool:
    """True unless an earlier event in the unbroken run of events of ``event``'s type just before it met
    ``same``: one game action acting on several cards logs one event per card in a row (discarding two
    cards, recycling three), so "when you <do> one or more ..." triggers once for that action (383.1)."""
    for e in reversed(g.events[:-1]):
        if e["type"] != event["type"]:
            return True
        if same(e):
            return False
    return True


def cards_played_this_turn(g: GameState, player: str, *, kind: str | None = None,
                           besides: str | None = None) -> list[str]:
    """The cards ``player`` has played this turn, oldest first: a card is played once it is put on the chain
    and finalized (419.1, 329.3; ``turn_memory["finalized"]``, also read by Legion, 812), so a spell still on
    the chain or countered later counts. ``kind``: only cards of that type (``spell``, ``unit``, ``gear``);
    ``besides``: not that card ("another spell")."""
    out = []
    for cid in g.turn_memory.get("finalized", {}).get(player, []):
        c = g.cards.get(cid)
        if c is None or cid == besides or (kind is not None and c.type != kind):
            continue
        out.append(cid)
    return out


def count(cards: Iterable[str], g: GameState, test: Callable[[str], bool]) -> int:
    """"For each ...": how many of ``cards`` meet ``test`` now."""
    return sum(1 for cid in cards if cid in g.cards and test(cid))


def units_at(g: GameState, location: str, controller: str | None = None) -> list[str]:
    """The units at ``location`` (a battlefield ID, or ``base`` for ``controller``'s base), in board order;
    with ``controller``, only those that player controls."""
    if location in g.battlefields:
        units = list(g.battlefields[location].units)
    elif location == "base" and controller is not None:
        units = [cid for cid in g.players[controller].base if g.cards[cid].type == "unit"]
    else:
        return []
    return [u for u in units if g.cards[u].type == "unit" and (controller is None or g.cards[u].controller == controller)]


def in_trash_named(g: GameState, player: str, name: str) -> int:
    """How many cards called ``name`` are in ``player``'s trash now ("for each card with this name in your
    trash"; a card on the chain is not in the trash, 419.1)."""
    return count(g.players[player].trash, g, lambda cid: g.cards[cid].name == name)


def left_the_board(g: GameState, event: dict) -> str | None:
    """The permanent an event took off the board, if it did: it died (428), was returned to a hand
    (``return``: always from the board) or was banished from the board (427). "When this leaves the
    board" triggers on these; a recall stays on the board (454)."""
    if event["type"] == "die":
        return event.get("unit")
    if event["type"] == "return":
        return event.get("card")
    if event["type"] == "banish" and (event.get("origin") in g.battlefields or event.get("origin") == "base"):
        return event.get("card")
    return None


#: The events ``left_the_board`` reads, for a trigger's ``on``.
LEAVE_EVENTS = ("die", "return", "banish")
