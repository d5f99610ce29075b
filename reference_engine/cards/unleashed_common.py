"""Shared pieces of the Unleashed card modules (no card is registered here): the XP family's "When you play
me" / "When I move" triggers, [Level N] conditions (824.1.b.1) and the small effects many of them share."""

from __future__ import annotations

from ..behaviour import Ability, Trigger
from ..effects import buff, draw
from ..xp import gain_xp, has_level
from ..trigger_conditions import played_me


def i_moved(g, source, event) -> bool:
    return event.get("unit") == source


def i_moved_to_battlefield(g, source, event) -> bool:
    return event.get("unit") == source and event.get("destination") in g.battlefields


def i_attacked(g, source, event) -> bool:
    return event.get("unit") == source


def gain(n: int):
    """"gain N XP" (730.1) for the ability's controller."""

    def effect(ctx) -> None:
        gain_xp(ctx.g, ctx.controller, n)

    return effect


def draw_n(n: int):
    def effect(ctx) -> None:
        draw(ctx.g, ctx.controller, n)

    return effect


def when_you_play_me(effect, *, condition=None, targets: tuple = (), optional: bool = False) -> Trigger:
    """"When you play me[, if ...], ..." (383.2.a.1: an "if" right after the condition is part of it)."""

    def cond(g, source, event) -> bool:
        return played_me(g, source, event) and (condition is None or condition(g, source, event))

    return Trigger(on="play", condition=cond, effect=effect, targets=targets, optional=optional)


def level(n: int):
    """A [Level n] condition over the source (824.1.b.1, 824.1.c): its controller has n or more XP now."""

    def active(g, source, *_args) -> bool:
        return has_level(g, source, n)

    return active


def _buff_me(ctx) -> None:
    buff(ctx.g, ctx.source)


def spend_xp_buff_me(n: int) -> Ability:
    """"Spend N XP: [Buff] me." (730.2: spending XP is a cost; 426.1.b.1: no second buff)."""
    return Ability(effect=_buff_me, xp=n)


class LevelMight:
    """A mixin for "[Level N] I have +M [S] [and [Keyword]...]": ``level_might = (N, M)`` and
    ``level_keywords = (N, ("Deflect", ...))``, active while the controller has N+ XP (824.1.c-d)."""

    level_might: tuple[int, int] | None = None
    level_keywords: tuple[int, tuple[str, ...]] | None = None

    def might_bonus(self, g, source, unit):
        if unit == source and self.level_might and has_level(g, source, self.level_might[0]):
            return self.level_might[1]
        return 0

    def keyword_grants(self, g, source, unit):
        if unit == source and self.level_keywords and has_level(g, source, self.level_keywords[0]):
            return self.level_keywords[1]
        return ()


def enemy_alone_here(g, source) -> bool:
    """"an enemy unit is alone here": exactly one unit at the source's battlefield is controlled by an
    opponent of the source's controller."""
    me = g.cards[source]
    if me.zone not in g.battlefields:
        return False
    return sum(1 for cid in g.battlefields[me.zone].units if g.cards[cid].controller != me.controller) == 1


def level_discount(g, source, item, table):
    """"[Level N] This costs ... less" (824.1.b.1, 356.4) for the card ``source`` being played: ``table``
    lists ``(N, energy off, power off)`` highest Level first, and only the highest active one applies
    ("instead"). The Level is read from the XP of the player playing it."""
    if source != item.source:
        return None
    xp = g.players[item.controller].xp
    for n, energy, power in table:
        if xp >= n:
            return energy, power, 0
    return None


#: The four tags several Unleashed cards count ("a Bird, Cat, Dog, or Poro").
CRITTER_TAGS = ("Bird", "Cat", "Dog", "Poro")


def has_critter_tag(c) -> bool:
    return any(t in c.tags for t in CRITTER_TAGS)


def died_alone(g, event) -> bool:
    """"I died alone" (a Deathknell's ``die`` event): no other unit its controller controlled was at its
    location as it died -- neither one still there nor one dying in the same event (323.4)."""
    where, who, me = event.get("location"), event.get("controller"), event.get("unit")
    if where in g.battlefields:
        still = g.battlefields[where].units
    elif where == "base" and who in g.players:
        still = [cid for cid in g.players[who].base if g.cards[cid].type == "unit"]
    else:
        still = []
    if any(cid != me and g.cards[cid].controller == who for cid in still):
        return False
    together = set(event.get("together", ())) - {me}
    for e in g.events:
        if e["type"] == "die" and e.get("unit") in together and e.get("resolution") == event.get("resolution") \
                and e.get("location") == where and e.get("controller") == who:
            return False
    return True


def spent_four_on_a_spell(g, player) -> bool:
    """"If you've spent [4] or more to play a spell this turn": one spell paid with 4+ Energy this turn
    (``payment`` records what each spell cost as it is paid, so a countered spell counts too)."""
    return any(n >= 4 for n in g.turn_memory.get("spell_energy", {}).get(player, ()))


def look_reveal_draw(g, player: str, n: int, eligible, prompt: str) -> str | None:
    """"Look at the top N cards of your Main Deck. You may reveal a <card> from among them and draw it.
    Recycle the rest." The player looks (a private choice); the card drawn is revealed (public) and put
    in hand as a draw; the others go to the bottom of the deck in their order (416: the suite's recycles
    keep their order). Returns the card drawn, if any."""
    from ..decisions import choose_from
    from ..events import emit
    from ..zones import put

    from ..revealing import see_top

    top = see_top(g, player, n)
    options = [cid for cid in top if eligible(g.cards[cid])]
    chosen = choose_from(g, player, options, prompt, minimum=0, maximum=1) if options else []
    for cid in chosen:
        emit(g, "reveal", card=cid, name=g.cards[cid].name, player=player)
        put(g, cid, "hand")
        emit(g, "draw", player=player, card=cid)
    for cid in top:
        if cid not in chosen and g.cards[cid].zone == "deck":
            put(g, cid, "deck", bottom=True)
    return chosen[0] if chosen else None


def is_unit_card(c) -> bool:
    return c.type == "unit"


def units_here(g, source) -> list[str]:
    """The units at the source's location (its battlefield, or its controller's base)."""
    c = g.cards[source]
    if c.zone in g.battlefields:
        return list(g.battlefields[c.zone].units)
    if c.zone == "base" and c.controller in g.players:
        return [cid for cid in g.players[c.controller].base if g.cards[cid].type == "unit"]
    return []


def gold_token(g, player: str) -> str:
    """"Play a Gold gear token exhausted" (187.5) to ``player``'s base."""
    from ..effects import create_token

    return create_token(g, "Gold", player, "base", exhausted_=True)


def critter_tags_among(g, player: str) -> set[str]:
    """Which of Bird, Cat, Dog and Poro the units ``player`` controls on the board have among them."""
    found: set[str] = set()
    for cid in g.board_units():
        c = g.cards[cid]
        if c.controller == player:
            found |= {t for t in CRITTER_TAGS if t in c.tags}
    return found


def deal_n(n: int):
    """"Deal N to <its target>": the ability's or spell's own damage (417.6.b) to each still-legal target."""

    def effect(ctx) -> None:
        from ..effects import deal

        for unit in ctx.chosen(0):
            deal(ctx.g, unit, n, by=ctx.controller, source=ctx.source)

    return effect


def sprite_to_base(g, player: str, *, ready: bool = True) -> str:
    """"Play a [ready] 3 Might Sprite unit token with [Temporary] to your base" (187.2)."""
    from ..effects import create_token

    return create_token(g, "Sprite", player, "base", ready_=ready)


def conquered_here_by_you(g, source, trigger_source, event, kind: str) -> bool:
    """"Your <kind> effects for <kind>ing here": a ``conquer``/``hold`` event at the source's battlefield by its
    controller, and a triggered ability that player controls (theirs, or the battlefield's own 'here'
    ability, controlled by the one who did it, 190.6)."""
    me = g.cards[source]
    if event["type"] != kind or event.get("battlefield") != me.zone or event.get("player") != me.controller:
        return False
    return trigger_source == me.zone or g.cards[trigger_source].controller == me.controller


def stun_chosen(ctx) -> None:
    """"[Stun] <its target>" (423) for each still-legal target of the first choice."""
    from ..effects import stun

    for unit in ctx.chosen(0):
        stun(ctx.g, unit, by=ctx.controller)


def buff_chosen(ctx) -> None:
    """"[Buff] <its target>" (426.1.b) for each still-legal target of the first choice."""
    for unit in ctx.chosen(0):
        buff(ctx.g, unit)


def each_player_kills_one(g, players, source) -> None:
    """"Each player must kill one of their units" (355.10.e: not targets): each of ``players``, in that order,
    chooses one unit they control as the ability resolves (none: nothing)."""
    from ..decisions import choose_from
    from ..effects import kill

    for p in players:
        theirs = [cid for cid in g.board_units() if g.cards[cid].controller == p]
        if theirs:
            kill(g, choose_from(g, p, theirs, "choose one of your units to kill")[0], by=p, source=source)


#: The six domains, for Power of any domain ([A], 135.2.e.5.a).
DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")


def add_any_power(ctx, n: int = 1, energy: int = 0) -> None:
    """"[Add] [A]" (429): ``n`` Power of a domain its player chooses (one ``choose`` question per Power),
    with ``energy`` Energy."""
    from ..decisions import choose_from
    from ..effects import add_resources

    power: dict[str, int] = {}
    for _ in range(n):
        domain = choose_from(ctx.g, ctx.controller, list(DOMAINS), "choose the domain of the power to add")[0]
        power[domain] = power.get(domain, 0) + 1
    add_resources(ctx.g, ctx.controller, energy, power)


def reveal_hand(g, player: str) -> list[str]:
    """"They reveal their hand": each card in it is revealed (public for the moment); returns the hand."""
    from ..events import emit

    hand = list(g.players[player].hand)
    for cid in hand:
        emit(g, "reveal", card=cid, name=g.cards[cid].name, player=player)
    return hand


def first_time_this_turn(g, key: str) -> bool:
    """True the first time it is asked for ``key`` this turn ("once each turn", "the first time ... each
    turn"); ``turn_memory`` is cleared as each turn starts."""
    mark = f"first:{key}"
    if g.turn_memory.get(mark):
        return False
    g.turn_memory[mark] = True
    return True


def enemies_at(g, bf: str, player: str) -> list[str]:
    """The units at battlefield ``bf`` that ``player`` does not control, in board order."""
    return [u for u in g.battlefields[bf].units if g.cards[u].controller != player]


def move_where_chosen(g, player: str, unit: str, places) -> None:
    """"Move <unit> [to a different battlefield]": ``player`` chooses, as the effect resolves, among
    ``places`` (``base`` and battlefield IDs) the ones the unit can move to (not where it is, 449); none: no
    move."""
    from ..decisions import choose_from
    from ..movement import destination_problem, move

    here = g.cards[unit].zone
    options = [d for d in places if d != here and not destination_problem(g, unit, d)]
    if options:
        move(g, [unit], choose_from(g, player, options, f"choose where {unit} is moved")[0], by=player)
