"""Turn structure (rules 314-317): phases and their tasks, ending the turn, extra turns, conceding."""

from __future__ import annotations

from .behaviour import behaviour_of
from .cleanup import cleanup
from .errors import IllegalAction
from .events import emit
from .passive_sources import board_sources
from .passives import channel_phase_runes
from .scoring import hold_all
from .state import GameState


def end_turn(g: GameState, player: str, check_only: bool = False) -> None:
    """316.9: the turn player ends the Main Phase (only with nothing on the chain and no showdown: 305)."""
    if g.active != player:
        raise IllegalAction(f"only the turn player ({g.active}) can end the turn", code="no-priority")
    if g.phase != "main":
        raise IllegalAction("the turn can only be ended in the Main Phase", code="wrong-timing")
    if g.chain or g.showdown is not None:
        raise IllegalAction("the turn can only be ended in a Neutral Open state (305)", code="wrong-timing")
    if g.priority != player:
        raise IllegalAction(f"{player} does not have priority", code="no-priority")
    if check_only:
        return
    g.priority = None
    g.phase, g.step = "ending", "end"
    g.cleanup_due = True  # 319.2
    emit(g, "end-of-turn", player=player)  # 317.1: "at the end of the turn" effects


def advance(g: GameState) -> None:
    """Run the next task of the current non-Main phase, then move on (335)."""
    if g.phase == "ending":
        resolved = sum(1 for e in g.events if e["type"] == "resolve")
        if g.step == "end" or g.turn_memory.get("expiration-mark") != resolved:
            # 317.2: the Expiration Step's special cleanup; if any item went through FEPR since it
            # started, the step starts again (317.2.f).
            g.step = "expiration"
            cleanup(g, special="ending")
            g.turn_memory["expiration-mark"] = sum(1 for e in g.events if e["type"] == "resolve")
            return
        start_next_turn(g)
        return
    if g.phase == "awaken":
        from .effects import ready

        for cid, c in list(g.cards.items()):  # 315.1.b: ready everything the turn player controls
            if c.controller == g.active and (g.is_board_zone(c.zone) or c.zone in ("runes", "legend")):
                ready(g, cid, by=g.active)  # the turn player readies (415.3.a): "when you ready" triggers
        _enter(g, "beginning", "start")
        emit(g, "beginning-phase", player=g.active)  # 315.2.a: start of Beginning Phase effects
        return
    if g.phase == "beginning":
        if g.step == "start":
            g.step = "scoring"
            hold_all(g, g.active)  # 315.2.b
            g.cleanup_due = True
            return
        _enter(g, "channel", None)
        return
    if g.phase == "channel":
        from .runes import channel

        # 315.3: two runes, or as many as remain (315.3.b.1); the First Turn Process may add one (483.7).
        usual = 2 + g.first_turn.get(g.active, {}).pop("extra_runes", 0)
        channel(g, g.active, channel_phase_runes(g, g.active, usual))  # a passive may limit it
        _enter(g, "draw", None)
        return
    if g.phase == "draw" and g.step is None:
        from .effects import draw

        g.step = "drawn"
        g.cleanup_due = True
        if g.first_turn.get(g.active, {}).pop("skip_draw", False):
            return  # 487.7, 488.7: the First Player does not draw in their first Draw Phase
        if any(behaviour_of(g, sid).skips_draw_phase(g, sid, g.active)
               for sid in board_sources(g, "skips_draw_phase")):
            return  # 364.2: "Skip your Draw Phase", a passive replacing it with nothing while its source is on the board
        draw(g, g.active, 1)  # 315.4 (burning out first if the deck is empty: 315.4.b.1-2, 431)
        return
    if g.phase == "draw":
        _enter(g, "main", None)
        for p in g.players.values():  # 316.3: rune pools empty
            p.empty_pool()
        emit(g, "main-phase", player=g.active)  # 316.4
        return


def _enter(g: GameState, phase: str, step: str | None) -> None:
    g.phase, g.step = phase, step
    g.cleanup_due = True  # 319.2


def queue_additional_turn(g: GameState, player: str) -> None:
    """735: "take a turn after this" inserts an Additional Turn for `player` into the turn queue right after
    the current turn. 738: each one goes in as its effect happens, so a later one lands between the current
    turn and any queued earlier (in rule 738's second example the Fourth Player's Time Warp resolves first,
    the Second Player's after it, and the Second Player's turn comes first)."""
    g.extra_turns.insert(0, player)


def start_next_turn(g: GameState) -> None:
    """317.3: the next player with a turn queued becomes the turn player (extra turns first)."""
    if g.extra_turns:
        if g.resume_after is None:
            g.resume_after = g.active  # the regular turn the Additional Turns are inserted after (735)
        nxt = g.extra_turns.pop(0)
    else:  # 738: after the last Additional Turn the queue returns to its previously queued turns
        nxt = g.next_player(g.resume_after or g.active)
        g.resume_after = None
    g.active = nxt
    g.turn_number += 1
    g.players[nxt].turns_started += 1
    g.turn_memory = {}
    for b in g.battlefields.values():
        b.scored = []
    _enter(g, "awaken", None)
    emit(g, "turn", player=nxt, number=g.turn_number)


def reveal_all_facedown(g: GameState) -> None:
    """421.4: when the game ends (or a player leaves it), facedown cards are revealed to all players."""
    for bf in g.battlefields.values():
        for cid in bf.facedown:
            if not g.cards[cid].memory.get("revealed"):
                g.cards[cid].memory["revealed"] = True
                emit(g, "reveal", card=cid, name=g.cards[cid].name, owner=g.cards[cid].owner)


def game_over(g: GameState) -> None:
    """The game has ended (a winner or a draw): nobody acts any more; hidden information is revealed."""
    if g.turn_memory.get("game-over"):
        return
    g.turn_memory["game-over"] = True
    g.priority = None
    reveal_all_facedown(g)


def concede(g: GameState, player: str) -> None:
    """A player concedes and leaves the game (650-651). The last player left wins (651.1) and the facedown
    cards are revealed as the game ends (421.4); otherwise the player is removed and play goes on without
    them (651.2, 652: ``removal.remove_player``), the turn passing on if it was theirs (652.5.a.1)."""
    p = g.players[player]
    if p.lost:
        raise IllegalAction(f"{player} has already left the game", code="no-priority")
    p.conceded = True
    p.lost = True
    emit(g, "concede", player=player)
    alive = g.living()
    if len(alive) == 1:
        g.winner = alive[0]
        emit(g, "win", player=alive[0])
        reveal_all_facedown(g)  # 421.4: the game ends
        return
    from .removal import remove_player

    # Their chain items are countered and play goes on; if it was their turn, it ends once the chain and
    # any showdown are over and the next player in turn order takes theirs (652.5.a.1, ``timing.run``).
    remove_player(g, player)
