"""The timing engine: HOT FEPR (rules 332-340), priority (312), focus (313, 345-348).

``run`` is called after every decision. It handles outstanding tasks (cleanups, triggered abilities
waiting to go on the chain), then Finalizes pending items oldest first, resolves units, gear and [Add]
abilities right after they are finalized, and stops when a player must act (Execute): the controller of
the newest item when a chain exists (337.4, 340.4), the focus holder in a showdown (335.1), the turn player
in their Main Phase (335). Outside the Main Phase with nothing to do, the turn moves on.
"""

from __future__ import annotations

from .behaviour import abilities_of
from .chain import finalize, resolve
from .cleanup import cleanup
from .combat import end_showdown, run_stage
from .errors import IllegalAction, TrialAccepted, UnpayableCost
from .events import emit
from .state import ChainItem, GameState
from .triggers import place, trigger_of

MAX_STEPS = 100_000


def _cancel_effect_play(g: GameState, item: ChainItem) -> None:
    """358.5: a card an effect instructed its player to play fails a legality check while it is finalized
    (a mandatory additional cost it cannot pay, 358.2): the play is undone and cancelled. The card goes back
    to the zone it was played from; the effect that instructed the play has already done its other work."""
    from .zones import put

    g.chain.remove(item)
    c = g.cards[item.source]
    c.controller = c.owner
    put(g, item.source, item.data["played_from"])
    emit(g, "play-cancelled", card=item.source, player=item.controller)
    g.cleanup_due = True


def settled(g: GameState) -> None:
    """On a trial copy (``legal.py``), stop here: the decision being tried has passed its own checks and the
    legality checks of what it put on the chain (358, finalized in ``run`` before anything resolves), so
    what follows (resolving, closing the chain, combat steps, the next phase) cannot refuse it."""
    if g.trial:
        raise TrialAccepted


def run(g: GameState) -> None:
    for _ in range(MAX_STEPS):
        if g.winner:
            from .turns import game_over

            game_over(g)
            return
        if not g.chain and g.chain_opener is not None and not g.pending_triggers:
            settled(g)
            chain_closed(g)  # the last item left the chain and nothing is waiting to join it
            continue
        if g.pending_triggers:
            # 383.3: a triggered ability goes on the chain as soon as its condition is met (after the
            # current step or resolution, 401.2), as a pending item; so it is there for the cleanup.
            place(g)
            continue
        if g.cleanup_due:
            cleanup(g)
            continue
        # 337.2 / 429.2.a: a finalized unit, gear or [Add] ability resolves at once, before any other
        # pending item is finalized.
        immediate = next((it for it in reversed(g.chain) if it.immediate and it.status == "finalized"), None)
        if immediate is not None:
            resolve_item(g, immediate)
            continue
        pending = next((it for it in g.chain if it.status == "pending"), None)
        if pending is not None:
            if not _is_add(g, pending):
                g.priority = None  # nobody has priority while something is pending (312.2.c)
            try:
                finalize(g, pending)  # 337.1: oldest pending first
            except UnpayableCost:
                if "played_from" not in pending.data:
                    raise  # a player's own play: the whole decision is refused
                _cancel_effect_play(g, pending)
            continue
        if g.chain:
            if g.priority is None:
                g.priority = g.chain[-1].controller  # 337.4 / 340.4
                g.passes = 0
            return
        if g.showdown is not None:
            if g.showdown.stage == "open":
                if g.priority is None:
                    g.priority = g.focus  # 335.1
                return
            settled(g)
            run_stage(g)
            continue
        if g.players[g.active].lost and g.phase != "ending":
            # 652.5.a.1: the turn player left the game; once their chain and showdown are over, their
            # turn ends (its Expiration Step, 317.2) and play proceeds to the next player (317.3).
            g.phase, g.step = "ending", "end"
            g.priority = None
            g.cleanup_due = True
            continue
        if g.phase == "main":
            if g.priority is None:
                g.priority = g.active  # 335
            return
        from .turns import advance

        settled(g)
        advance(g)
    raise RuntimeError("the rules engine did not settle (a loop in the game state)")


def _is_add(g: GameState, item: ChainItem) -> bool:
    """An [Add] ability, activated or triggered (429.2)."""
    if item.kind == "trigger":
        return trigger_of(g, item.source, item.index, item.data).adds
    if item.kind != "ability":
        return False
    return abilities_of(g, item.source)[item.index - 1].adds


def resolve_item(g: GameState, item: ChainItem) -> None:
    """Resolve one item and set up who acts next (340.2-340.4; 429.2.a for [Add] abilities)."""
    settled(g)
    add = _is_add(g, item)
    holder = item.data.get("priority_before")
    resolve(g, item)
    if add:
        g.priority = holder  # 429.2.a: priority does not pass
    else:
        g.passes = 0
        g.priority = None
    # If the chain is now empty, ``run`` closes it (340.2) once the triggered abilities this resolution
    # caused are on it or there are none (383.3): they join the same chain.


def chain_closed(g: GameState) -> None:
    """340.2: the chain is empty, the state is open. In a showdown, focus passes to the next player unless
    the chain was opened by a triggered ability or an [Add] ability (340.2.a, 346, 346.1)."""
    opener = g.chain_opener
    g.chain_opener = None
    sd = g.showdown
    if sd is not None and sd.stage == "open" and g.focus is not None and opener in ("card", "ability"):
        g.focus = g.next_player(g.focus)
        g.priority = g.focus
        emit(g, "focus", player=g.focus)


def pass_priority(g: GameState, player: str, check_only: bool = False) -> None:
    if not g.chain:
        raise IllegalAction("there is no chain to pass priority on (pass focus in a showdown; end_turn ends "
                            "the Main Phase)", code="wrong-timing")
    if g.priority != player:
        raise IllegalAction(f"{player} does not have priority", code="no-priority")
    if check_only:
        return
    g.passes += 1
    if g.passes >= len(g.living()):
        g.passes = 0
        g.priority = None
        resolve_item(g, g.chain[-1])  # 339.1 -> 340.1: the newest finalized item resolves
    else:
        g.priority = g.next_player(player)  # 339.2


def pass_focus(g: GameState, player: str, check_only: bool = False) -> None:
    sd = g.showdown
    if sd is None or sd.stage != "open":
        raise IllegalAction("there is no showdown in progress to pass focus in", code="wrong-timing")
    if g.chain:
        raise IllegalAction("a chain exists: pass priority instead", code="wrong-timing")
    if g.focus != player or g.priority != player:
        raise IllegalAction(f"{player} does not have focus", code="no-priority")
    if check_only:
        return
    sd.focus_passes += 1
    if sd.focus_passes >= len(g.living()):
        settled(g)
        end_showdown(g)  # 347.2.a
    else:
        g.focus = g.next_player(player)  # 347.2.b
        g.priority = g.focus
