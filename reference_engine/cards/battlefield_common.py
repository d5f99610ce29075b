"""Shared pieces of battlefield behaviours (no card is registered here).

A battlefield's "When you conquer here" / "When you hold here" abilities trigger on the ``conquer`` and
``hold`` events naming it (383.4.c-d, 471.2); "you" is the player who did it, who controls the ability
(190.6.c-d: a conquering or holding player controls the battlefield as it triggers)."""

from __future__ import annotations

from ..behaviour import Trigger


def event_player(g, source, event) -> str:
    """The controller of a battlefield ability that names the player of its event (190.6.c)."""
    return event["player"]


def happened_here(g, source, event) -> bool:
    return event.get("battlefield") == source


def conquer_trigger(effect, **kw) -> Trigger:
    """"When you conquer here, ..." (383.4.c, 471.2.a)."""
    return Trigger(on="conquer", condition=kw.pop("condition", happened_here), effect=effect,
                   zones=("battlefield",), controller=event_player, **kw)


def hold_trigger(effect, **kw) -> Trigger:
    """"When you hold here, ..." (383.4.d, 471.2.b)."""
    return Trigger(on="hold", condition=kw.pop("condition", happened_here), effect=effect,
                   zones=("battlefield",), controller=event_player, **kw)


def units_here(g, bf: str, player: str | None = None) -> list[str]:
    """The units at battlefield ``bf`` (those ``player`` controls, if given), in board order."""
    return [u for u in g.battlefields[bf].units
            if g.cards[u].type == "unit" and (player is None or g.cards[u].controller == player)]


def may(g, player: str, prompt: str) -> bool:
    """A "you may" in the middle of an effect: a yes/no ``choose`` question to ``player``."""
    from ..decisions import ask

    return ask(g, player, "choose", ["yes", "no"], prompt,
               lambda a: None if a in ("yes", "no") else "answer yes or no") == "yes"


def events_this_turn(g) -> list[dict]:
    """The events logged since the current turn began (``history.events_this_turn``)."""
    from ..history import events_this_turn as since_turn

    return since_turn(g)


def defended_here(g, source, event) -> bool:
    """"When you defend here": the defending player's ``defend`` event (not a unit's) at this battlefield."""
    return event.get("battlefield") == source and event.get("unit") is None


def move_chosen_to_base(ctx) -> None:
    """Move the units chosen for the ability (still legal ones) to their bases; none chosen: nothing."""
    from ..movement import move

    units = ctx.chosen(0)
    if units:
        move(ctx.g, units, "base", by=ctx.controller)


def first_beginning_phase(g, source, event) -> bool:
    """"At the start of each player's first Beginning Phase": the player whose phase begins is on the
    first turn they have begun (``Player.turns_started``; 315.2.a)."""
    player = event.get("player")
    return player in g.players and g.players[player].turns_started == 1


def first_beginning_trigger(effect) -> Trigger:
    """A battlefield ability at the start of each player's first Beginning Phase; "that player" is named,
    so that player controls it (190.6.c)."""
    return Trigger(on="beginning-phase", condition=first_beginning_phase, effect=effect, zones=("battlefield",),
                   controller=event_player)


#: The declaration behind a delayed entry that never triggers by itself -- a grant or a discount waiting for
#: the player's next card (``delayed.create(..., index)`` names it; 390.4).
WAITING_ENTRY = Trigger(on=(), condition=lambda g, source, event: False, effect=lambda ctx: None, zones=())
