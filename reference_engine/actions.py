"""Dispatching a player's decision (docs/scenario-format.md, "Actions") to the rule that handles it,
then letting the timing engine run until a player must act again."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import IllegalAction
from .state import GameState

VERBS = ("play", "hide", "activate", "move", "pass", "order", "choose", "assign", "concede", "end_turn")
#: The keys each verb may carry besides ``player`` (docs/scenario-format.md, "Actions").
EXTRA_KEYS = {"play": {"targets", "to", "accelerate", "hidden", "repeat", "additional_cost"}, "hide": {"at"}, "activate": {"ability", "targets"},
              "move": {"to"}}


def _check_shape(action: Mapping[str, Any], verb: str) -> None:
    """Refuse malformed decisions with a reason naming the key, instead of guessing."""
    allowed = {"player", verb} | EXTRA_KEYS.get(verb, set())
    unknown = sorted(set(action) - allowed)
    if unknown:
        raise IllegalAction(f"unknown key {unknown[0]!r} for a {verb!r} decision", code="malformed")
    targets = action.get("targets")
    if targets is not None and (not isinstance(targets, list) or not all(isinstance(t, str) for t in targets)):
        raise IllegalAction("targets must be a list of references", code="malformed")
    for key in ("to", "at"):
        if key in action and not isinstance(action[key], str):
            raise IllegalAction(f"{key!r} must name a location", code="malformed")
    for key in ("accelerate", "hidden", "additional_cost"):
        if key in action and not isinstance(action[key], bool):
            raise IllegalAction(f"{key!r} must be true or false", code="malformed")
    if "repeat" in action and (not isinstance(action["repeat"], int) or isinstance(action["repeat"], bool)
                               or action["repeat"] < 0):
        raise IllegalAction("'repeat' must be how many Repeat costs are paid (0 or more)", code="malformed")
    if "ability" in action and (not isinstance(action["ability"], int) or isinstance(action["ability"], bool)):
        raise IllegalAction("'ability' must be a 1-based number", code="malformed")


def early_refusal(g: GameState, action: Mapping[str, Any]) -> IllegalAction | None:
    """The refusal of ``action`` that its rule's checks reach before the rule changes anything, or None.

    Each discretionary action's rule first checks that it may be taken now (priority 312.1, timing 309-310,
    the zone it is taken from, the destination), reading the state only, then performs it. Those checks
    run here on ``g`` itself with ``check_only``: an action they refuse is refused by ``dispatch`` with
    the same reason, so ``act`` and ``legal_actions`` need no copy of the state to learn it (a copy is
    what trying an action costs). None means only trying it tells: the action may still be refused later
    (a cost it cannot pay, a target that turns out illegal)."""
    try:
        dispatch(g, action, check_only=True)
    except IllegalAction as exc:
        return exc
    return None


def dispatch(g: GameState, action: Mapping[str, Any], check_only: bool = False) -> None:
    """Take ``action``, then run the rules until a player must act. ``check_only``: only the checks that read
    the state before anything changes (see :func:`early_refusal`); ``g`` is left as it was."""
    from .timing import pass_focus, pass_priority, run

    player = action.get("player")
    if not isinstance(player, str) or player not in g.players:
        raise IllegalAction(f"unknown player {player!r}", code="malformed")
    if g.winner is not None:
        raise IllegalAction("the game is over", code="no-priority")
    if g.players[player].lost:
        raise IllegalAction(f"{player} has left the game", code="no-priority")
    verbs = [v for v in VERBS if v in action]
    if len(verbs) != 1:
        raise IllegalAction(f"an action needs exactly one verb of {', '.join(VERBS)}", code="malformed")
    verb = verbs[0]
    _check_shape(action, verb)
    value = action[verb]
    if verb in ("play", "hide", "activate") and not isinstance(value, str):
        raise IllegalAction(f"{verb} names one card", code="malformed")
    if verb == "play":
        from .playing import play_card

        if not isinstance(value, str):
            raise IllegalAction("play names one card", code="malformed")
        play_card(g, player, value, dict(action), check_only=check_only)
    elif verb == "hide":
        from .hidden import hide

        hide(g, player, value, action.get("at"), check_only=check_only)
    elif verb == "activate":
        from .playing import activate

        activate(g, player, value, action.get("ability", 1), list(action.get("targets") or []),
                 check_only=check_only)
    elif verb == "move":
        from .movement import standard_move

        units = value if isinstance(value, list) else [value]
        if not all(isinstance(u, str) for u in units) or not isinstance(action.get("to"), str):
            raise IllegalAction("move names a list of units and a destination 'to'", code="malformed")
        if g.priority != player:
            raise IllegalAction(f"{player} does not have priority (312.1)", code="no-priority")
        standard_move(g, player, units, action.get("to"), check_only=check_only)
    elif verb == "pass":
        if value == "priority":
            pass_priority(g, player, check_only=check_only)
        elif value == "focus":
            pass_focus(g, player, check_only=check_only)
        else:
            raise IllegalAction("pass is 'priority' or 'focus'", code="malformed")
    elif verb in ("order", "choose", "assign"):
        raise IllegalAction(f"nothing asked a question to answer with {verb!r}", code="invalid-answer")
    elif verb == "concede":
        if check_only:
            return  # 650: a concession is never refused once its shape is right
        from .turns import concede

        concede(g, player)
    elif verb == "end_turn":
        from .turns import end_turn

        end_turn(g, player, check_only=check_only)
    if check_only:
        return
    run(g)
