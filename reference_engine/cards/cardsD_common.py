"""Shared pieces of card lane D (no card is registered here): conditional passive abilities ("while ...",
"[Empowered][>] I have ...", "I have +1 [S] for each ...", "Your units have ...") and the location
conditions they test ("at a battlefield with exactly one other unit you control").

A passive ability (364) applies while its source is face up on the board; the machinery asks the source's
``might_bonus`` / ``keyword_grants`` each time it computes a unit's Might or keywords (477.3, 364), so a
condition written here is checked afresh every time and stops applying the moment it stops being true
(nothing is remembered). ``SelfStatic`` is "I have ..." (the source is the unit), ``GroupStatic`` is a
passive over a described group of other units ("Your units have +1 [S]").
"""

from __future__ import annotations

from collections.abc import Callable

from ..behaviour import Behaviour, Trigger
from ..decisions import choose_from
from ..effects import create_token, deal, give_might
from ..empowered import is_empowered
from ..might import effective_might
from ..movement import battlefield_problem

#: ``(g, source) -> int``: a Might change that depends on the state now.
MightFn = Callable[..., int]
#: ``(g, source) -> tuple[str, ...]``: keywords that depend on the state now.
KeywordFn = Callable[..., tuple]


def location(g, cid: str) -> str | None:
    """The location of a permanent on the board: ``base`` or the battlefield's ID (a location, 107.1);
    None off the board."""
    c = g.cards.get(cid)
    if c is None or not g.is_board_zone(c.zone):
        return None
    return "base" if c.zone == "base" else c.zone


def at_battlefield(g, cid: str) -> bool:
    c = g.cards.get(cid)
    return c is not None and c.zone in g.battlefields


def units_here(g, cid: str) -> list[str]:
    """The units at ``cid``'s location, itself included (a base is its controller's only)."""
    c = g.cards[cid]
    if c.zone in g.battlefields:
        return [u for u in g.battlefields[c.zone].units if g.cards[u].type == "unit"]
    if c.zone == "base":
        return [u for u in g.players[c.controller].base if g.cards[u].type == "unit"]
    return []


def other_friendly_units_here(g, cid: str) -> list[str]:
    """Other units ``cid``'s controller controls at its location (facedown cards are not units, 107.3)."""
    me = g.cards[cid]
    return [u for u in units_here(g, cid) if u != cid and g.cards[u].controller == me.controller
            and not g.cards[u].facedown]


def with_exactly_one_other_friendly(g, cid: str) -> bool:
    """"at a battlefield with exactly one other unit you control" (and "if there is exactly one other unit
    you control here", for a unit at a battlefield)."""
    return at_battlefield(g, cid) and len(other_friendly_units_here(g, cid)) == 1


def empowered_bonus(amount: int) -> MightFn:
    """"[Empowered][>] I have +N [S]" (828: the dependent ability is active while the card is Empowered)."""

    def bonus(g, source) -> int:
        return amount if is_empowered(g, source) else 0

    return bonus


def empowered_keywords(*keywords: str) -> KeywordFn:
    """"[Empowered][>] I have [Deflect] and [Ganking]" (828)."""

    def grant(g, source) -> tuple:
        return tuple(keywords) if is_empowered(g, source) else ()

    return grant


class SelfStatic(Behaviour):
    """A unit whose passive abilities change its own Might or keywords (364: "I have ..."): ``self_might``
    and ``self_keywords`` are ``(g, source) -> value`` functions (several of each are summed / joined)."""

    self_might: tuple[MightFn, ...] = ()
    self_keywords: tuple[KeywordFn, ...] = ()

    def might_bonus(self, g, source, unit):
        if unit != source:
            return 0
        return sum(fn(g, source) for fn in self.self_might)

    def keyword_grants(self, g, source, unit):
        if unit != source:
            return ()
        out: tuple = ()
        for fn in self.self_keywords:
            out += tuple(fn(g, source))
        return out


class GroupStatic(Behaviour):
    """A permanent whose passive gives a described group of units Might ("Your units have +1 [S]. If I'm
    [Empowered], they have +2 [S] instead."): ``applies(g, source, unit)`` says who is in the group,
    ``group_might(g, source)`` how much each gets now."""

    def applies(self, g, source: str, unit: str) -> bool:
        return False

    def group_might(self, g, source: str) -> int:
        return 0

    def might_bonus(self, g, source, unit):
        if g.cards[unit].type != "unit" or not self.applies(g, source, unit):
            return 0
        return self.group_might(g, source)


def yours(g, source: str, unit: str) -> bool:
    """"Your units": every unit the source's controller controls (itself too, if it is one)."""
    return g.cards[unit].controller == g.cards[source].controller


def i_am(event_field: str) -> Callable:
    """A trigger condition "when I ...": the event's ``event_field`` names the source."""

    def condition(g, source, event) -> bool:
        return event.get(event_field) == source

    return condition


def trigger_on_me(on: str, field: str, effect, **kw) -> Trigger:
    return Trigger(on=on, condition=i_am(field), effect=effect, **kw)


def play_unit_tokens(ctx, name: str, count: int = 1, at: str = "any", *, might: int | None = None) -> list[str]:
    """Play ``count`` unit tokens called ``name`` (their kind from rule 187 / the catalogue) for the
    ability's controller (182). ``at``: ``base``, or ``any`` when the text names no location -- each token
    then goes where its player may play a unit (355.2.a: the base or a battlefield they control, one not
    forbidding it), chosen token by token. A unit token enters exhausted (143.4)."""
    g, me = ctx.g, ctx.controller
    made = []
    for n in range(count):
        where = "base"
        if at == "any":
            places = ["base"] + [b for b, bf in g.battlefields.items() if bf.controller == me
                                 and not battlefield_problem(g, me, b, played=True)]
            where = choose_from(g, me, places, f"choose where token {n + 1} of {count} ({name}) is played "
                                f"(355.2.a)")[0]
        made.append(create_token(g, name, me, where, might_=might))
    return made


def each_other(ctx, a: str, b: str) -> None:
    """"They deal damage equal to their Mights to each other": both Mights are read first, then each deals
    that much to the other at once, each the dealer of its own damage (417.6.b.3)."""
    g = ctx.g
    mights = {u: effective_might(g, u) for u in (a, b)}
    deal(g, b, mights[a], by=ctx.controller, source=ctx.source, dealer=a)
    deal(g, a, mights[b], by=ctx.controller, source=ctx.source, dealer=b)


def give_this_turn(ctx, unit: str, amount: int) -> None:
    """"Give it +N [S] this turn" (a resolved effect, 477.3)."""
    give_might(ctx.g, unit, amount, source=ctx.source)


def i_am_among(field: str = "units") -> Callable:
    """A trigger condition "when I conquer / hold": the source is among the event's ``units``."""

    def condition(g, source, event) -> bool:
        return source in event.get(field, ())

    return condition


def when_if(on: str, happened: Callable, check: Callable, effect: Callable, **kw) -> Trigger:
    """"When X, if Y, Z" (383.2.a.1): ``check(g, source)`` is part of the trigger condition, checked as X
    happens, and again as the ability resolves (Z happens only if it still holds)."""

    def condition(g, source, event) -> bool:
        return happened(g, source, event) and check(g, source)

    def guarded(ctx) -> None:
        if check(ctx.g, ctx.source):
            effect(ctx)

    return Trigger(on=on, condition=condition, effect=guarded, **kw)
