"""Shared pieces of card lane C's modules (no card is registered here): triggered abilities named for a
player's action ("When you ready / buff / kill / play ...", 383.1) and the small effects they share.

The machinery gives each action's event its player (``effects.ready``: who readies, 415.3; ``buff``: whose
spell or ability buffs; ``die``: who killed it, 428.5, with its states as it died); these helpers only read
them. "For each" counts and "this turn" questions are ``reference_engine.history``'s."""

from __future__ import annotations

from ..behaviour import TargetSpec, Trigger
from ..effects import buff, create_token, draw
from .common import MovesToChosenDestination


def controller(g, source: str) -> str:
    return g.cards[source].controller


def when_you(on, effect, *, test=None, **kw) -> Trigger:
    """"When you <action> [something that passes ``test``], <effect>" for a permanent on the board: the
    event's ``player`` is the source's controller (383.1, 383.2.a)."""

    def cond(g, source, event) -> bool:
        return event.get("player") == controller(g, source) and (test is None or test(g, source, event))

    return Trigger(on=on, condition=cond, effect=effect, **kw)


def friendly_unit(g, source: str, cid: str | None) -> bool:
    """``cid`` is a unit on the board its controller shares with ``source`` ("a friendly unit", 109)."""
    c = g.cards.get(cid or "")
    return c is not None and c.type == "unit" and g.is_board_zone(c.zone) and c.controller == controller(g, source)


def draw_one(ctx) -> None:
    draw(ctx.g, ctx.controller, 1)


def buff_chosen(ctx, i: int = 0) -> None:
    for unit in ctx.chosen(i):
        buff(ctx.g, unit)


def recruit_in_base(ctx) -> None:
    """"Play a 1 [M] Recruit unit token in your base" (187.1): it enters exhausted (143.4)."""
    create_token(ctx.g, "Recruit", ctx.controller, "base")


def location_of(g, cid: str) -> str | None:
    """The battlefield ID or ``base`` where a permanent on the board is, else None."""
    c = g.cards[cid]
    if c.zone in g.battlefields or c.zone == "base":
        return c.zone
    return None


class FromBaseToBattlefield(MovesToChosenDestination):
    """A spell choosing "a friendly unit in your base" that it moves to a battlefield (355.4: the play's
    ``to``, which must be a battlefield)."""

    targets = (TargetSpec(kind="unit", where="base", relation="friendly", text="a friendly unit in your base"),)

    def destination_problem(self, g, card, player, to, targets):
        if to is not None and to not in g.battlefields:
            return f"{g.cards[card].name} moves the unit to a battlefield"
        return super().destination_problem(g, card, player, to, targets)


def in_combat(g, cid: str) -> bool:
    """740.2.c: a unit is in combat while it is at the battlefield of a combat in progress with a combat
    designation (attacker or defender, 323.2)."""
    sd, c = g.showdown, g.cards[cid]
    return sd is not None and sd.combat and c.zone == sd.at and c.designation in ("attacker", "defender")


class EmpoweredMight:
    """"[Empowered][>] I have +N [M]" (828): a passive of the unit's own while it is Empowered (441)."""

    empowered_might = 0

    def might_bonus(self, g, source, unit):
        from ..empowered import is_empowered

        return self.empowered_might if unit == source and is_empowered(g, source) else 0


def alone(g, cid: str) -> bool:
    """740.2.a: no other friendly unit is at the unit's location."""
    c = g.cards[cid]
    if c.zone in g.battlefields:
        here = g.battlefields[c.zone].units
    elif c.zone == "base":
        here = g.players[c.controller].base
    else:
        return False
    return not any(u != cid and g.cards[u].type == "unit" and g.cards[u].controller == c.controller for u in here)


def first_move_this_turn(g, source, event) -> bool:
    """"The first time I move each turn" (383.1): this ``move`` event is the source's first this turn."""
    from ..history import happened_this_turn

    if event.get("unit") != source:
        return False
    moves = happened_this_turn(g, "move", lambda e: e.get("unit") == source)
    return bool(moves) and moves[0] is event


def conquered_after_attack_with_excess(g, source, event, n: int) -> bool:
    """"When I conquer after an attack, if you assigned N or more excess damage": a conquer following a
    combat the source attacked in at that battlefield this turn, with its controller's excess damage there
    (465.2.c, ``combat_damage.excess_assigned``); the "if" is part of the condition (383.2.a.1)."""
    from ..combat_damage import excess_assigned
    from ..history import happened_this_turn

    bf = event.get("battlefield")
    if source not in event.get("units", []):
        return False
    attacked = happened_this_turn(g, "attack", lambda e: e.get("unit") == source and e.get("battlefield") == bf)
    return bool(attacked) and excess_assigned(g, bf, g.cards[source].controller) >= n
