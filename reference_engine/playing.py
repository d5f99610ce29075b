"""Playing cards and activating abilities as discretionary actions (rules 349-359, 376-381, 398-406,
806, 813, 811).

These functions check who may act and when (priority, the state of the turn, Action/Reaction
permissions), then start the process of play: the card or ability goes on the chain as a pending item
with the choices its player announced. ``timing.run`` finalizes it (choices, costs, legality) and the rest.
"""

from __future__ import annotations

from .behaviour import abilities_of, behaviour_of
from .chain import add_item
from .cost_changes import optional_cost_problem
from .errors import IllegalAction
from .granted_flow import flow_costs
from .hidden import reveal_forbidden
from .keywords import has_keyword
from .play_locations import may_play_to
from .refusals import CANNOT_PAY, MALFORMED, NO_PRIORITY, NOT_CONTROLLER, WRONG_TIMING, WRONG_ZONE, Refusal
from .state import GameState
from .zone_plays import trash_permission
from .zones import put


def _timing_problem(g: GameState, player: str, permissions: set[str], *, ability: bool = False,
                    what: str = "this") -> str | None:
    """Whether a card or ability with these permissive keywords may be played now (358.4).

    Closed state: Reaction only (309.1.a). Showdown: Action or Reaction, on any turn (308.1.a, 806.1.b),
    with focus (313.4). Neutral open: the turn player in their Main Phase (310.1.a, 316.5.b)."""
    if g.priority != player:
        return Refusal(f"{player} does not have priority (312.1)", NO_PRIORITY)
    if g.showdown is not None and g.showdown.stage != "open" and not g.chain:
        return "the showdown has closed; the combat is resolving"
    if g.chain:
        if "Reaction" not in permissions:
            return f"{what} needs [Reaction] to be played in a closed state (309.1.a)"
        return None
    if g.showdown is not None:
        if not permissions & {"Action", "Reaction"}:
            return f"{what} needs [Action] or [Reaction] to be played during a showdown (308.1.a)"
        if g.focus != player:
            return Refusal(f"{player} does not have focus (313.4)", NO_PRIORITY)
        return None
    if g.active != player:
        return f"{what} can only be played on your own turn (310.1.a)"
    if g.phase != "main":
        return f"{what} can only be played in your Main Phase (310.1.a)"
    return None


def ambush_location(g: GameState, cid: str, player: str, to: str | None) -> bool:
    """Ambush (822.1.b-c): the unit may be played to a battlefield where its player controls units, and
    has [Reaction] while being played there. A base is never such a location (822.1.c). The unit's own
    text may widen those battlefields ("I can [Ambush] to ...", 822.1.d: ``Behaviour.ambush_to``)."""
    if to not in g.battlefields or not has_keyword(g.cards[cid], "Ambush", g):
        return False
    return any(g.cards[u].controller == player for u in g.battlefields[to].units) \
        or behaviour_of(g, cid).ambush_to(g, cid, player, to)


def offered_cost(g: GameState, cid: str, player: str, to: str | None) -> int | None:
    """The optional additional cost battlefield ``to`` offers for playing unit ``cid`` there, or None."""
    if g.cards[cid].type != "unit" or to not in g.battlefields or to not in g.cards or not g.cards[to].official:
        return None
    return behaviour_of(g, to).offered_play_cost(g, to, cid, player)


def play_card(g: GameState, player: str, cid: str, action: dict, check_only: bool = False) -> None:
    """Put ``cid`` on the chain as a pending item (354); ``check_only``: only the checks before that (actions.early_refusal)."""
    c = g.cards.get(cid)
    if c is None:
        raise IllegalAction(f"unknown card {cid!r}", code="malformed")
    hidden_at = None
    flow = False
    from_trash = None
    if c.zone == "hand":
        if cid not in g.players[player].hand:
            raise IllegalAction(f"{cid} is not in {player}'s hand", code="wrong-zone")
    elif c.zone == "champion":  # 108.3.d: the Chosen Champion is played from the Champion Zone as normal
        if cid not in g.players[player].champion:
            raise IllegalAction(f"{cid} is not in {player}'s Champion Zone", code="wrong-zone")
    elif c.zone == "trash" and flow_costs(g, cid):
        if cid not in g.players[player].trash:
            raise IllegalAction(f"{cid} is not in {player}'s trash", code="wrong-zone")
        flow = True  # 829.1.b: only the zone it is played from changes, not its timing (829.1.b.2)
    elif c.zone == "trash" and (from_trash := trash_permission(g, cid, player)) is not None:
        pass  # 366.1: a passive lets it be played from the trash (its cost in ``from_trash``)
    elif c.facedown and c.zone in g.battlefields:
        if c.controller != player:
            raise IllegalAction(f"{player} does not control the facedown card {cid}", code="not-controller")
        if c.memory.get("hidden_turn") == g.turn_number:
            raise IllegalAction(f"{cid} was hidden this turn; it can be played from hidden from the next turn (811.1.b)", code="wrong-timing")
        problem = reveal_forbidden(g, cid, player)
        if problem:
            raise IllegalAction(problem, code="forbidden")
        hidden_at = c.zone
    else:
        raise IllegalAction(f"{cid} cannot be played from {c.zone}", code="wrong-zone")
    if c.type not in ("unit", "gear", "spell"):
        raise IllegalAction(f"{cid} is not a card that can be played", code="forbidden")
    if action.get("hidden") and not hidden_at:
        raise IllegalAction(f"{cid} is not facedown", code="wrong-zone")
    permissions = {k for k in ("Action", "Reaction") if has_keyword(c, k)}
    if has_keyword(c, "Quick-Draw", g):  # printed, or given ("Your Equipment everywhere have [Quick-Draw]")
        permissions.add("Reaction")  # 819.1.b
    if hidden_at:
        permissions.add("Reaction")  # 811.6
    ambush = c.type == "unit" and not hidden_at and ambush_location(g, cid, player, action.get("to"))
    if ambush:
        permissions.add("Reaction")  # 822.1.b: [Reaction] while being played to such a battlefield
    problem = _timing_problem(g, player, permissions, what=cid)
    if problem:
        raise IllegalAction(problem, code="wrong-timing")
    beh = behaviour_of(g, cid)
    restriction = beh.play_restriction(g, cid, player)
    if restriction:
        raise IllegalAction(restriction, code="forbidden")
    from .restrictions import play_forbidden

    forbidden = play_forbidden(g, player, cid)
    if forbidden:
        raise IllegalAction(forbidden, code="forbidden")
    data: dict = {"chosen": list(action.get("targets") or []), "accelerate": bool(action.get("accelerate"))}
    repeat = action.get("repeat", 0)
    if repeat:
        from .payment import repeat_costs

        costs = repeat_costs(g, cid, player)
        if repeat > len(costs):
            raise IllegalAction(f"{cid} has {len(costs) or 'no'} Repeat cost{'s' if len(costs) != 1 else ''}"
                                f" to pay (820.1.c.3: each is paid at most once)", code="forbidden")
        data["repeat"] = repeat
    offered = offered_cost(g, cid, player, action.get("to")) if action.get("additional_cost") else None
    if offered is not None:
        data["offered_cost"] = offered  # 356.2.b: a battlefield's optional additional cost, paid to play it there
    if action.get("additional_cost"):
        own = beh.has_optional_cost()
        if not own and offered is None:
            raise IllegalAction(f"{cid} has no optional additional cost (356.2.b)", code="forbidden")
        if own:
            problem = optional_cost_problem(g, cid, player)
            if problem:
                raise IllegalAction(problem, code="forbidden")  # 356.2.b: not offered now
            data["additional_cost"] = True
    if hidden_at:
        data["hidden_at"] = hidden_at
    if flow:
        data["flow"] = True
        data["flow_costs"] = [list(cost) for cost in flow_costs(g, cid)]  # 829.1.c.3: chosen as it is paid
    if isinstance(from_trash, tuple):
        data["for_cost"] = list(from_trash)  # 356.1.a: "play me from your trash for [Cost]"
    if c.type == "unit":
        to = action.get("to", hidden_at or "base")
        if hidden_at and to != hidden_at:
            raise IllegalAction(f"a hidden unit must be played to its battlefield {hidden_at} (811.1.d.1)", code="illegal-destination")
        if to != "base":
            if to not in g.battlefields:
                raise IllegalAction(f"unknown location {to!r}", code="malformed")
            if g.battlefields[to].controller != player and not hidden_at and not ambush and offered is None \
                    and not may_play_to(g, cid, player, to):  # 355.2.b
                raise IllegalAction("units are played to your base or a battlefield you control (355.2.a)", code="illegal-destination")
            from .movement import battlefield_problem

            problem = battlefield_problem(g, player, to, played=True)
            if problem:
                raise IllegalAction(problem, code="illegal-destination")  # 462.2
        problem = beh.play_location_problem(g, cid, player, to)
        if problem:
            raise IllegalAction(problem, code="illegal-destination")  # its own text limits where it may be played
        data["to"] = to
    elif c.type == "gear":
        data["to"] = hidden_at or "base"  # 149.2, 811.1.d.1.a
        if action.get("to") not in (None, data["to"]):
            raise IllegalAction("gear is played to your base (149.2)", code="illegal-destination")
    elif beh.chooses_destination:
        data["to"] = action.get("to")
    elif "to" in action:
        raise IllegalAction(f"{cid} does not choose a destination", code="forbidden")
    if check_only:
        return  # nothing above changed the state (actions.early_refusal)
    opened = not g.chain
    if hidden_at:
        from .events import emit

        emit(g, "reveal", card=cid, name=c.name, owner=c.owner)  # 421.4: leaving the facedown zone
    data["from"] = "facedown" if hidden_at else c.zone  # where it was played from ("other than your hand")
    put(g, cid, "chain")  # 354: move the card to the chain
    c.controller = player
    if flow:
        c.memory["flow"] = True  # 829.1.b.1: a delayed replacement, banished when it leaves the chain
    add_item(g, kind="card", source=cid, controller=player, data=data, opener="card")
    g.passes = 0
    if opened and g.showdown is not None:
        g.showdown.focus_passes = 0  # a player started a chain: passes in succession start over


def activate(g: GameState, player: str, cid: str, index: int, targets: list[str], check_only: bool = False) -> None:
    c = g.cards.get(cid)
    if c is None:
        raise IllegalAction(f"unknown card {cid!r}", code="malformed")
    abilities = abilities_of(g, cid)  # its own and those passives give it
    if not isinstance(index, int) or not 1 <= index <= len(abilities):
        raise IllegalAction(f"{cid} has no activated ability {index}", code="malformed")
    ab = abilities[index - 1]
    where = "legend" if c.zone == "legend" else "runes" if c.zone == "runes" else "board" \
        if g.is_board_zone(c.zone) and not c.facedown else c.zone
    if where not in ab.zones:
        raise IllegalAction(f"{cid}'s ability cannot be used from {c.zone}", code="wrong-zone")
    # 190.6.a: a battlefield's abilities are controlled by whoever controls the battlefield now.
    controller = g.battlefields[cid].controller if c.type == "battlefield" and cid in g.battlefields else c.controller
    if controller != player:
        raise IllegalAction(f"{player} does not control {cid}", code="not-controller")
    permissions = set(ab.timing)
    if ab.adds and "Reaction" in permissions:
        if g.priority != player:
            raise IllegalAction(f"{player} does not have priority (312.1)", code="no-priority")
    else:
        problem = _timing_problem(g, player, permissions, ability=True, what=f"{cid}'s ability")
        if problem:
            raise IllegalAction(problem, code="wrong-timing")
        if not permissions & {"Action", "Reaction"} and g.active != player:
            raise IllegalAction("activated abilities are used on your own turn (381)", code="wrong-timing")
    if ab.exhaust and c.exhausted:
        raise IllegalAction(f"{cid} is exhausted (414.4)", code="cannot-pay")
    if ab.usable is not None and ab.usable(g, cid):
        raise IllegalAction(ab.usable(g, cid), code="forbidden")
    if check_only:
        return  # nothing above changed the state (actions.early_refusal)
    opened = not g.chain
    add_item(g, kind="ability", source=cid, controller=player, index=index,
             data={"chosen": list(targets or []), "priority_before": g.priority},
             opener="add" if ab.adds else "ability")
    if not ab.adds:
        g.passes = 0  # 429.2.a: an [Add] ability does not change the course of priority
        if opened and g.showdown is not None:
            g.showdown.focus_passes = 0


def play_by_effect(g: GameState, player: str, cid: str, *, to: str | None = "base", ignore_cost: bool = False,
                   choices: list[str] | None = None, ignore_energy: bool = False,
                   ignore_all_costs: bool = False, choose_on_finalize: bool = False,
                   reduce_by: tuple[int, int] | None = None, for_cost: tuple[int, int, bool] | None = None,
                   then_recycle: bool = False) -> None:
    """An effect instructs ``player`` to play card ``cid`` (e.g. "play it to base, ignoring its cost"): it goes
    on the chain as a pending item with no timing permission needed (an effect's instruction is not a
    discretionary action) and is finalized and resolved as usual (354-359), so play triggers happen. A unit
    that may not be played to that battlefield is played to its controller's base instead (462.2.a).

    ``to=None``: the player chooses where a unit is played as it is finalized (355.2), among ``choices`` if
    the effect names them ("to any battlefield"), else among their base and the battlefields they control
    then (355.2.a); see ``chain.finalize``. ``ignore_energy``: "ignoring its Energy cost" (its Power cost is
    still paid). ``ignore_all_costs``: "ignoring any and all costs" makes the total cost zero, additional
    and non-standard costs included (356.5.a); optional ones may still be declared, and count as paid
    (356.4.f.1). ``choose_on_finalize``: the card's targets are chosen by its player as it is finalized, and a
    play that cannot be completed (no legal choice, a cost it cannot pay) is undone, the card back where it
    was (358.5; ``chain._instructed_choices``). ``reduce_by``: (Energy, Power of any domain) the instruction
    takes off its cost ("play it, reducing its cost by [3]", 356.4.b), applied with the other discounts.
    ``for_cost=(energy, power, any_domain)``: "play it for [Cost]" replaces its base costs with that cost
    (356.1.a), the Power of any domain when ``any_domain`` ([A]), else of the card's domains ([C]).
    ``then_recycle``: "then recycle it" / "recycle that spell after you play it": a delayed replacement of the card
    leaving the chain, once played, by recycling it (390.3.a; ``chain.finalize`` arms it)."""
    from .movement import battlefield_problem
    from .restrictions import play_forbidden

    if play_forbidden(g, player, cid):
        return  # 358.3.a: the instructed play is impossible and is skipped
    if to in g.battlefields and to in g.cards and g.cards[cid].type == "unit" \
            and behaviour_of(g, to).play_here_problem(g, to, player):
        return  # 358.3.a: a game effect forbids playing units there ("Units can't be played here"): skipped
    if to in g.battlefields and battlefield_problem(g, player, to, played=True):
        to = "base"  # 462.2.a: a battlefield with a combat of two other players: the unit goes to base
    origin = g.cards[cid].zone
    undo_to = origin
    if origin == "chain":
        # A spell played again as it resolves ("its controller may play this spell again"): 354.1 moves the card
        # from its current zone to the chain, which is where it already is, so it changes no zone and stays the
        # same object (359.3.e.4). It leaves its resolving item, which so finishes resolving without going to
        # the trash (359.3.e.15); undone (358.5), the card goes where that resolution would have put it (359.3.d).
        g.chain[:] = [it for it in g.chain if not (it.kind == "card" and it.source == cid)]
        undo_to = "trash"
    else:
        put(g, cid, "chain")
    g.cards[cid].controller = player
    data = {"chosen": [], "to": to, "ignore_cost": ignore_cost or ignore_all_costs, "played_from": undo_to,
            "from": origin, "choose_on_finalize": choose_on_finalize}
    if ignore_all_costs:
        data["ignore_all_costs"] = True
    if ignore_energy:
        data["ignore_energy"] = True
    if reduce_by:
        data["reduce_by"] = list(reduce_by)  # "reducing its cost by [3]": a discount of this play (356.4.b)
    if for_cost is not None:
        data["for_cost"] = list(for_cost)
    if then_recycle:
        data["then_recycle"] = True
    if to is None:
        data["choose_to"] = list(choices) if choices is not None else None
    add_item(g, kind="card", source=cid, controller=player, opener="card", data=data)


def _usable_add(g: GameState, player: str, cid: str, index: int) -> str | None:
    """Why ``player`` cannot use ``cid``'s ability ``index`` as an [Add] ability while paying a cost, or None."""
    c = g.cards.get(cid) if isinstance(cid, str) else None
    if c is None:
        return Refusal(f"unknown card {cid!r}" if isinstance(cid, str) else
                       f"'activate' names one card by its id, not {cid!r}", MALFORMED)
    abilities = abilities_of(g, cid)
    if not isinstance(index, int) or not 1 <= index <= len(abilities):
        return Refusal(f"{cid} has no activated ability {index}", MALFORMED)
    ab = abilities[index - 1]
    if not (ab.adds and "Reaction" in ab.timing):
        return Refusal(f"{cid}'s ability {index} is not an [Add] ability with [Reaction] (429.3)", WRONG_TIMING)
    where = "legend" if c.zone == "legend" else "runes" if c.zone == "runes" else "board" \
        if g.is_board_zone(c.zone) and not c.facedown else c.zone
    if where not in ab.zones:
        return Refusal(f"{cid}'s ability cannot be used from {c.zone}", WRONG_ZONE)
    if c.controller != player:
        return Refusal(f"{player} does not control {cid}", NOT_CONTROLLER)
    if ab.exhaust and c.exhausted:
        return Refusal(f"{cid} is exhausted (414.4)", CANNOT_PAY)
    if ab.usable is not None and ab.usable(g, cid):
        return ab.usable(g, cid)
    return None


def can_add_energy(g: GameState, player: str, needed: int) -> bool:
    """Whether ``player`` could bring their pool to ``needed`` energy with the [Add] abilities with
    [Reaction] they can use now (429.3): tried on a copy of the state, each usable ability once, in card
    and ability order (a rune is exhausted for energy before it could be recycled)."""
    from .payment import energy_available

    return energy_available(_after_adds(g, player), player) >= needed


def can_add_power(g: GameState, player: str, needed: int, domains: tuple[str, ...]) -> bool:
    """Like ``can_add_energy``, for Power of one of ``domains`` (universal power counts, 163.2.b)."""
    from .payment import power_available

    return power_available(_after_adds(g, player), player, domains) >= needed


def _after_adds(g: GameState, player: str) -> GameState:
    """A copy of the state after ``player`` used every [Add] ability with [Reaction] they can use now."""
    from .errors import NeedDecision
    from .state import clone

    trial = clone(g)
    trial.answers = []
    for cid in list(trial.cards):
        if trial.cards[cid].controller != player:
            continue
        for i in range(1, len(abilities_of(trial, cid)) + 1):
            if _usable_add(trial, player, cid, i) is None:
                try:
                    add_while_paying(trial, player, cid, i)
                except (IllegalAction, NeedDecision):
                    continue
    return trial


def add_while_paying(g: GameState, player: str, cid: str, index: int) -> None:
    """429.3: an [Add] ability with [Reaction] used while a cost is to be paid (357.1.a), by a player who
    need not hold priority (a question about paying is open to them). It finalizes and resolves at once,
    even in the middle of resolving something else (429.3.a), so it never stays on the chain."""
    from .chain import item_ref
    from .context import Ctx
    from .events import emit
    from .payment import pay
    from .state import ChainItem

    problem = _usable_add(g, player, cid, index)
    if problem:
        raise IllegalAction(problem, code="forbidden")
    ab = abilities_of(g, cid)[index - 1]
    item = ChainItem(ref=item_ref("ability", cid, index), kind="ability", source=cid, controller=player,
                     index=index, status="finalized", timestamp=g.tick(), prepared=True)
    pay(g, item)
    emit(g, "finalize", item=item.ref, kind="ability", player=player)
    ab.effect(Ctx(g, item, ()))
    emit(g, "use", player=player, source=cid, ability=index)
    emit(g, "resolve", item=item.ref, kind="ability", player=player)
