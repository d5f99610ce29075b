"""The chain (rules 327-340, 349-359, 398-406): adding pending items, finalizing, resolving.

``add_item`` makes a pending item (329); ``finalize`` completes the steps of playing it (choices, costs,
legality: 355-358 for cards, 402-405 for abilities) and makes it finalized (359, 406); ``resolve`` executes
the newest finalized item (340.1). ``timing.run`` decides when each happens.
"""

from __future__ import annotations

from . import modal
from .behaviour import Behaviour, abilities_of, behaviour_of
from .context import Ctx
from .cost_changes import cost_due, optional_cost_problem, spend_buff_cost
from .decisions import PAYING, ask, choose_from
from .discounting_costs import choose as choose_discounting_costs
from .discounting_costs import chosen_for
from .errors import IllegalAction, UnpayableCost
from .might import effective_might
from .play_keywords import check_accelerate, has_as_played
from .play_permissions import offer as offer_play_permissions
from .events import emit
from .passives import others_enter_ready
from .payment import pay
from .refusals import CANNOT_PAY, Refusal
from .state import ChainItem, GameState
from .targets import assign, candidates, group_problem, location_key
from .triggers import trigger_of, trigger_ref
from .xp import spend_xp
from .zones import put


def item_ref(kind: str, source: str, index: int) -> str:
    if kind == "card":
        return source
    if kind == "trigger":
        return trigger_ref(source, index)
    return f"{source}.ability" if index == 1 else f"{source}.ability.{index}"


def add_item(g: GameState, *, kind: str, source: str, controller: str, index: int = 1, key: str | None = None,
             data: dict | None = None, opener: str = "card") -> ChainItem:
    """Add a pending item (329; 354 for cards, 401 for abilities). Closes the state if it was open."""
    if not g.chain and g.chain_opener is None:
        g.chain_opener = opener  # a new chain (an emptied chain still being settled keeps its opener)
    item = ChainItem(ref=item_ref(kind, source, index), kind=kind, source=source, controller=controller,
                     index=index, key=key, data=dict(data or {}), timestamp=g.tick())
    if kind == "card":
        # 419.1: the player who puts a card on the chain is the one playing it. Kept apart from its
        # controller, which an effect may change (191.2): "if you played this" asks who did (419.4.b).
        item.data.setdefault("played_by", controller)
    g.chain.append(item)
    g.cleanup_due = True  # 319.3
    return item


def specs_of(g: GameState, item: ChainItem):
    beh = behaviour_of(g, item.source)
    if item.kind == "card":
        if beh.modes:  # 355.3: the chosen modes' targets (modal.py)
            return modal.specs(item, beh.modes)
        # 820.2: with Repeat paid, the choices of each execution are made as the card is played.
        return beh.targets * (1 + item.data.get("repeat", 0))
    if item.kind == "trigger":
        trig = trigger_of(g, item.source, item.index, item.data)
        if trig.modes:  # 402.2: the chosen mode's targets (none before a mode is chosen)
            return trig.modes[item.data["mode"]].targets if "mode" in item.data else ()
        return trig.targets
    ab = abilities_of(g, item.source)[item.index - 1]
    return modal.specs(item, ab.modes) if ab.modes else ab.targets


def _choose_mode(g: GameState, item: ChainItem, trig) -> bool:
    """402.2: choose the mode of a modal triggered ability as it is finalized, before its targets. With
    ``fresh_modes`` a mode this instance chose earlier this turn is not offered. False if none is left."""
    used = g.turn_memory.setdefault("modes_chosen", {}).setdefault(item.ref, []) if trig.fresh_modes else []

    def choosable(m) -> bool:  # its targets can be chosen (402.4)
        return all(len(candidates(g, spec, item.controller, item.source, item.data.get("hidden_at"), item.ref))
                   >= spec.minimum for spec in m.targets)

    options = [m.text for i, m in enumerate(trig.modes) if i not in used and choosable(m)]
    if not options:
        return False
    text = choose_from(g, item.controller, options, f"choose one mode for {item.ref}")[0]
    item.data["mode"] = next(i for i, m in enumerate(trig.modes) if m.text == text)
    if trig.fresh_modes:
        used.append(item.data["mode"])
    return True


def _record_targets(g: GameState, item: ChainItem, groups: list[list[str]]) -> None:
    item.data["groups"] = groups
    for group in groups:
        for t in group:
            if t in g.cards:
                item.target_objs[t] = g.cards[t].obj
                # "at each location": every choice carries the location it was chosen at as its own
                # targeting restriction, checked again on resolution (359.3.e)
                item.data.setdefault("chosen_at", {})[t] = location_key(g, t)


def _announce_choices(g: GameState, item: ChainItem) -> None:
    """Targeting effects trigger when a spell or ability that targets is finalized (383.4.b.2)."""
    for group in item.data.get("groups", []):
        for t in group:
            emit(g, "choose", item=item.ref, kind=item.kind, target=t, player=item.controller,
                 spell=item.kind == "card" and g.cards[item.source].type == "spell", source=item.source)


def _costs_of(g: GameState, item: ChainItem):
    """The non-standard costs of an item: a card's additional costs (356.2), an activated ability's costs
    (403-404), a triggered ability's base cost (383.3.b)."""
    if item.kind == "card":
        return behaviour_of(g, item.source).costs
    if item.kind == "trigger":
        return trigger_of(g, item.source, item.index, item.data).costs
    return abilities_of(g, item.source)[item.index - 1].costs


def _optional_actions_unpayable(g: GameState, item: ChainItem) -> bool:
    """Whether the item's optional non-standard costs, if chosen, would lack the objects to pay them."""
    from dataclasses import replace

    return _cost_unpayable(g, replace(item, data={**item.data, "additional_cost": True}))


def _cost_unpayable(g: GameState, item: ChainItem) -> bool:
    """Too few objects to pay one of the item's non-standard costs."""
    for cost in _costs_of(g, item):
        if not cost_due(item, cost):
            continue
        cands = [c for c in candidates(g, cost.choice, item.controller, item.source) if c != item.source]
        if len(cands) < cost.choice.minimum:
            return True
    return False


def _additional_costs(g: GameState, item: ChainItem) -> None:
    """356.2 / 357.2: choose and pay non-standard additional costs (no cleanup happens meanwhile, 320)."""
    beh = behaviour_of(g, item.source)
    if item.kind == "card" and item.data.get("ignore_all_costs"):
        return  # 356.5.a: "any and all costs" includes the non-standard ones
    if item.kind == "card" and beh.optional_xp and item.data.get("additional_cost"):
        if g.players[item.controller].xp < beh.optional_xp:
            raise UnpayableCost(f"{item.source}'s additional cost cannot be paid (spend {beh.optional_xp} XP, 730.2)")
        spend_xp(g, item.controller, beh.optional_xp)  # 356.2.b: the optional additional cost chosen
    for index, cost in enumerate(_costs_of(g, item)):  # 356.2, 403-404, 383.3.b
        if not cost_due(item, cost):
            continue  # 356.2.b.1: an optional additional cost (or a Repeat cost) the player did not choose to pay
        spec = cost.choice
        chosen = chosen_for(item, index) if item.kind == "card" else None  # chosen before the total (356.2)
        if chosen is None:
            cands = [c for c in candidates(g, spec, item.controller, item.source) if c != item.source]
            if len(cands) < spec.minimum:
                raise UnpayableCost(f"{item.source}'s additional cost cannot be paid ({cost.action} {spec.text})")
            chosen = choose_from(g, item.controller, cands, f"{cost.action} {spec.text} to pay for {item.source}",
                                 minimum=spec.minimum, maximum=spec.maximum)
        for cid in chosen:
            # what paid the cost, as it was then (last known information: "the Might of the unit you recycled")
            item.data.setdefault("paid_with", []).append({"card": cid, "action": cost.action,
                                                          "might": effective_might(g, cid)})
            pay_with(g, item.controller, item.source, cost.action, cid)


def pay_with(g: GameState, player: str, source: str, action: str, cid: str) -> None:
    """Pay one object's part of a non-standard cost of ``source`` (``CostSpec.action``: kill, discard,
    exhaust, recycle, spend_buff, return): 403-404, 356.2."""
    from .effects import discard, exhaust, kill

    if action == "kill":
        kill(g, cid, by=player, source=source)
    elif action == "discard":
        discard(g, player, cid)
    elif action == "exhaust":
        if g.cards[cid].exhausted:
            raise IllegalAction(f"{cid} is already exhausted and cannot be exhausted to pay a cost", code="cannot-pay")
        exhaust(g, cid)  # 414.4
    elif action == "recycle":
        _recycle(g, cid)  # 416.3
    elif action == "spend_buff":
        spend_buff_cost(g, cid, player)  # 702.2.b
    elif action == "return":
        from .effects import return_to_hand

        return_to_hand(g, cid)


def _check_payable(g: GameState, item: ChainItem) -> None:
    """356.4 / 357: the total cost is known before any cost is paid. When the resource cost cannot be paid,
    the play is illegal at once, before the player is asked to choose what to kill, discard or exhaust for
    an additional cost (a question no answer could make legal). Tried on a copy: nothing is paid here."""
    beh = behaviour_of(g, item.source)
    costs = beh.costs if item.kind == "card" else abilities_of(g, item.source)[item.index - 1].costs
    if not costs:
        return
    from .state import clone

    trial = clone(g)
    pay(trial, trial.chain[g.chain.index(item)])


def _payable_before_asking(g: GameState, item: ChainItem) -> None:
    """Refuse (``IllegalAction``) a play whose cost cannot be paid, tried on a copy before its player is asked
    a question as it is finalized; a question the trial payment itself would ask is no refusal."""
    from .errors import NeedDecision
    from .state import clone

    trial = clone(g)
    try:
        pay(trial, trial.chain[g.chain.index(item)])
    except NeedDecision:
        pass


def _can_pay_with(g: GameState, item: ChainItem, flag: str) -> bool:
    """Whether the item's resource cost could be paid with the optional cost ``flag`` added (tried on a
    copy of the state; nothing is paid)."""
    from .errors import NeedDecision
    from .state import clone

    trial = clone(g)
    it = trial.chain[g.chain.index(item)]
    it.data[flag] = True
    try:
        pay(trial, it)
    except (IllegalAction, NeedDecision):
        return False
    return True


def _declare_optional_costs(g: GameState, item: ChainItem) -> None:
    """A card an effect tells its player to play goes through the whole process of playing it (354, 419.3):
    in step 2 its player still declares which optional additional costs they will pay (356.2.b.1), such as
    Accelerate (805.2) or a "you may ... as an additional cost"; "ignoring its cost" makes only the base
    cost zero (356.1.b.1, 356.1.b.3). Each is asked only when the player could pay the total with it."""
    c, beh = g.cards[item.source], behaviour_of(g, item.source)
    offers = []
    if c.type == "unit" and has_as_played(g, item.source, item.controller, item.data.get("from"), "Accelerate"):
        offers.append(("accelerate", f"pay Accelerate for {item.source} (805.2)?"))
    optional_actions = any(cost.optional for cost in beh.costs)  # "you may kill a friendly unit as an additional cost"
    if (beh.optional_cost is not None or optional_actions) and not optional_cost_problem(g, item.source, item.controller):
        offers.append(("additional_cost", f"pay {item.source}'s optional additional cost (356.2.b)?"))
    for flag, prompt in offers:
        if item.data.get(flag) or not _can_pay_with(g, item, flag):
            continue
        if flag == "additional_cost" and optional_actions and _optional_actions_unpayable(g, item):
            continue  # too few objects to kill, discard, ... for it: not offered
        answer = ask(g, item.controller, "choose", ["yes", "no"], prompt,
                     lambda a: None if a in ("yes", "no", True, False) else "answer yes or no")
        item.data[flag] = answer in ("yes", True)


def _recycle(g: GameState, cid: str) -> None:
    """416.1: a card goes to the bottom of its owner's main deck, a rune to the bottom of their rune deck
    (416.1.b-c). Several recycled together keep the order chosen (the suite is deterministic, 416.5)."""
    if g.cards[cid].type == "rune":
        from .runes import recycle_rune

        recycle_rune(g, cid)
        return
    put(g, cid, "deck", bottom=True)
    emit(g, "recycle", card=cid, player=g.cards[cid].owner)


def _decline(g: GameState, item: ChainItem) -> None:
    g.chain.remove(item)
    g.cleanup_due = True  # 319.5 (if the chain is now empty, timing.run closes it)


def _choose_location(g: GameState, item: ChainItem) -> str:
    """355.2: a unit an effect told its player to play, with no location named, is placed where its player
    chooses as it is finalized: among the effect's choices, else their base or a battlefield they control
    now (355.2.a). A battlefield it could not be at is no choice (449.2, 462.1)."""
    from .movement import battlefield_problem

    if g.cards[item.source].type != "unit":
        return "base"
    allowed = item.data.get("choose_to")
    if allowed is None:
        from .play_locations import may_play_to

        allowed = ["base"] + [bid for bid, b in g.battlefields.items() if b.controller == item.controller
                              or may_play_to(g, item.source, item.controller, bid)]  # 355.2.a-b
    options = [o for o in allowed if o == "base" or (o in g.battlefields and
                                                     not battlefield_problem(g, item.controller, o, played=True))]
    if not options:
        return "base"
    return choose_from(g, item.controller, options, f"choose where {item.source} is played (355.2)")[0]


def _instructed_choices(g: GameState, item: ChainItem, specs) -> bool:
    """A card an effect told its player to play, paying its cost ("you may banish one, then play it"): its
    player makes the card's choices now, as it is finalized (355.5), then the rest of playing it is tried on
    a copy of the state. If no legal choices exist, or the cost cannot be paid (358.1-358.2), the play is
    undone (358.5): the card goes back to the zone it was played from, and False is returned."""
    from .errors import NeedDecision
    from .state import clone

    chosen: list[str] = []
    for spec in specs:
        cands = [c for c in candidates(g, spec, item.controller, item.source) if c != item.ref]
        if len(cands) < spec.minimum:
            return _undo_instructed(g, item)
        if len(cands) == spec.minimum:
            chosen += cands
        else:
            chosen += choose_from(g, item.controller, cands, f"choose {spec.text or spec.kind} for {item.source}",
                                  minimum=spec.minimum, maximum=spec.maximum,
                                  group=lambda ans, spec=spec: group_problem(g, spec, ans))
    item.data["chosen"] = chosen
    item.data["choose_on_finalize"] = False
    trial = clone(g)
    try:
        finalize(trial, trial.chain[g.chain.index(item)])
    except NeedDecision:
        pass  # more questions come: each answer is checked as it is given
    except IllegalAction:
        return _undo_instructed(g, item)
    return True


def _instructed_payable(g: GameState, item: ChainItem) -> bool:
    """Whether the total cost of an instructed play can be paid from the pool now (tried on a copy);
    otherwise the play is undone (358.5) before its player is asked anything."""
    from .errors import NeedDecision
    from .state import clone

    trial = clone(g)
    try:
        pay(trial, trial.chain[g.chain.index(item)])
    except NeedDecision:
        pass
    except IllegalAction:
        return _undo_instructed(g, item)
    return True


def _undo_instructed(g: GameState, item: ChainItem) -> bool:
    g.chain.remove(item)
    put(g, item.source, item.data.get("played_from") or "trash")
    g.cleanup_due = True
    return False


def finalize(g: GameState, item: ChainItem) -> None:
    """Finish playing a pending item (337.1). A card or activated ability whose play turns out illegal is
    undone (358.5): the whole decision is refused. A triggered ability with no legal choices, or whose
    "you may" is declined, leaves the chain (402.1.a, 402.4)."""
    specs = specs_of(g, item)
    if item.kind == "trigger":
        trig = trigger_of(g, item.source, item.index, item.data)
        if trig.modes and "mode" not in item.data:
            if not _choose_mode(g, item, trig):
                _decline(g, item)  # no mode can be chosen: it cannot be put on the chain (402.2, 402.4)
                return
            specs = specs_of(g, item)
        groups = []
        from .payment import energy_available, pay_energy, pay_power, power_available

        domains = g.cards[item.source].domains

        def _short() -> str | None:
            if energy_available(g, item.controller) < trig.energy:
                return f"{trig.energy} energy and the pool has {energy_available(g, item.controller)} usable"
            if trig.power and power_available(g, item.controller, domains) < trig.power:
                return f"{trig.power} power of {'/'.join(domains) or 'any domain'}"
            if trig.any_power and power_available(g, item.controller, ()) < trig.power + trig.any_power:
                return f"{trig.any_power} power of any domain"
            return None

        if (trig.exhaust and g.cards[item.source].exhausted) or g.players[item.controller].xp < trig.xp \
                or (trig.costs and _cost_unpayable(g, item)):
            _decline(g, item)  # 383.3.b.1: "exhaust me" or "spend N XP", "discard 1" is its base cost and cannot be paid
            return
        if trig.kill and not g.is_board_zone(g.cards[item.source].zone):
            _decline(g, item)  # 383.3.b.1: "kill me" cannot be paid by a source no longer on the board
            return
        if trig.recycle and item.source not in g.players[g.cards[item.source].owner].trash:
            _decline(g, item)  # 383.3.b.1, 416.3: "recycle me" cannot be paid by a card no longer in the trash
            return
        if _short():
            from .playing import can_add_energy, can_add_power

            if not (trig.optional and can_add_energy(g, item.controller, trig.energy)
                    and (not trig.power or can_add_power(g, item.controller, trig.power, domains))
                    and (not trig.any_power or can_add_power(g, item.controller, trig.any_power, ()))):
                _decline(g, item)  # 383.3.b.1, 404.2: its base cost cannot be paid, so nothing is asked
                return
            # 429.3: the player may still add what the cost needs while deciding (an [Add] ability used
            # during the question below).
        paying = {k: v for k, v in (("energy", trig.energy), ("power", trig.power + trig.any_power)) if v} or None

        def _use(a):
            if a not in ("yes", "no", True, False):
                return "answer yes or no"
            if a in ("yes", True) and _short():
                return Refusal(f"{item.ref} needs {_short()}: add it first with an [Add] ability (429.3), "
                               f"or answer no", CANNOT_PAY)
            return None

        placed = bool(item.data.get("placed_by_choice"))  # chosen before the chain (v1.3 383.3.a)
        if trig.optional and not specs and not placed:
            answer = ask(g, item.controller, "choose", ["yes", "no"], f"use {item.ref}?", _use,
                         {PAYING: paying} if paying else None)
            if answer in ("no", False):
                _decline(g, item)  # 383.3.a.2: removed, as if it had not triggered
                return
        elif trig.optional and not placed:
            # "You may choose ...": choosing nothing declines the ability (383.3.a); one question.
            spec = specs[0]
            cands = candidates(g, spec, item.controller, item.source, item.data.get("hidden_at"), item.ref)
            first = choose_from(g, item.controller, cands,
                                f"choose {spec.text or spec.kind} for {item.ref}, or nothing to decline",
                                minimum=0, maximum=spec.maximum,
                                extra={PAYING: paying} if paying else None,
                                group=lambda ans, spec=spec: group_problem(g, spec, ans))
            if not first:
                _decline(g, item)
                return
            if _short():
                raise IllegalAction(f"{item.ref} needs {_short()}: add it first with an [Add] ability (429.3), "
                                    f"or choose nothing", code="cannot-pay")
            groups.append(first)
        for i, spec in enumerate(specs):
            if i < len(groups):
                continue
            cands = candidates(g, spec, item.controller, item.source, item.data.get("hidden_at"), item.ref)
            if len(cands) < spec.minimum:
                _decline(g, item)  # 402.4: not enough legal options
                return
            if len(cands) == spec.minimum or (spec.maximum == spec.minimum == len(cands)):
                groups.append(list(cands))
            else:
                groups.append(choose_from(g, item.controller, cands, f"choose {spec.text or spec.kind} for {item.ref}",
                                          minimum=spec.minimum, maximum=spec.maximum,
                                          group=lambda ans, spec=spec: group_problem(g, spec, ans)))
        _record_targets(g, item, groups)
        try:
            from .payment import pay_deflect

            pay_deflect(g, item)  # 809.1.c, 383.3.b.1: a cost the ability needs to go on the chain
        except IllegalAction:
            _decline(g, item)
            return
        if _short():
            _decline(g, item)  # 404.2: a mandatory ability whose base cost cannot be paid
            return
        pay_energy(g, item.controller, trig.energy)  # 383.3.b, 404.1
        pay_power(g, item.controller, trig.power, domains)
        pay_power(g, item.controller, trig.any_power, ())  # [A] (135.2.e.5.a)
        if trig.costs:
            _additional_costs(g, item)  # 383.3.b: "discard 1 and ..." paid with the rest of the base cost
        if trig.exhaust:
            from .effects import exhaust

            exhaust(g, item.source)  # 383.3.b: "exhaust me to ..." paid with the rest of the base cost
        if trig.xp:
            spend_xp(g, item.controller, trig.xp)  # 730.2, paid with the rest of the base cost
        if trig.kill:
            from .effects import kill

            kill(g, item.source, by=item.controller)  # 383.3.b: "kill me to ...", a cost (not attributed, 428.5)
        if trig.recycle:
            _recycle(g, item.source)  # 383.3.b: "recycle me to ...", paid with the rest of the base cost
    else:
        if not item.prepared:
            if item.kind == "card" and item.data.get("choose_on_finalize") and not _instructed_payable(g, item):
                return  # 358.5: a cost it cannot pay, so nothing is asked
            if item.kind == "card" and "choose_to" in item.data and item.data.get("to") is None:
                item.data["to"] = _choose_location(g, item)
            if item.kind == "card" and item.data.get("choose_on_finalize"):
                if not _instructed_choices(g, item, specs):
                    return  # 358.5: the instructed play was impossible and is undone
            owner = behaviour_of(g, item.source) if item.kind == "card" else abilities_of(g, item.source)[item.index - 1]
            if owner.modes and "modes" not in item.data:  # 355.3: the modes, then their targets (modal.py)
                modal.choose_modes(g, item, owner.modes, fresh=owner.fresh_modes,
                                   executions=1 + item.data.get("repeat", 0) if item.kind == "card" else 1)
                specs = specs_of(g, item)
            try:
                groups = assign(g, specs, item.controller, list(item.data.get("chosen", [])), item.source,
                                item.data.get("hidden_at"), item.ref)
            except ValueError as exc:
                raise IllegalAction(str(exc), code="illegal-target") from None
            _record_targets(g, item, groups)
            if item.kind == "card" and behaviour_of(g, item.source).chooses_destination:
                problem = behaviour_of(g, item.source).destination_problem(
                    g, item.source, item.controller, item.data.get("to"), [t for grp in groups for t in grp])
                if problem:
                    raise IllegalAction(problem, code="illegal-destination")  # 355.4
            if item.kind == "card" and "played_from" in item.data:
                _declare_optional_costs(g, item)  # played by an effect: no play decision carried the flags
            if item.kind == "card":
                check_accelerate(g, item)  # 805.2: as the costs are declared, before any is paid
                offer_play_permissions(g, item)  # "you may play a gear ... this turn, ignoring its Energy cost"
                choose_discounting_costs(g, item)  # 356.2: what pays a cost that reduces the total, first
            if item.kind in ("card", "ability"):
                _check_payable(g, item)
                _additional_costs(g, item)
            if item.kind == "card" and type(owner).as_played is not Behaviour.as_played:
                # 355.1: "as I am played" choices; asked once the play is known payable, so an unpayable
                # play is refused rather than left at a question no answer could complete.
                _payable_before_asking(g, item)
                owner.as_played(g, item.source, item.controller)
            pay(g, item)  # 356-357 / 403-404
            if item.data.get("additional_cost"):
                g.cards[item.source].memory["paid_additional_cost"] = True  # 356.4.f.1
            if item.kind == "card":
                behaviour_of(g, item.source).as_paid_for(g, item.source, item)  # 135.2.b.3: "As you play me"
        item.prepared = True
    item.status = "finalized"
    g.cleanup_due = True  # 319.4
    if item.kind == "card":
        g.turn_memory.setdefault("finalized", {}).setdefault(item.controller, []).append(item.source)
        c = g.cards[item.source]
        item.immediate = c.type in ("unit", "gear")  # 337.2
        if item.data.get("then_recycle"):
            c.memory["recycle_leaving_chain"] = True  # 390.3.a: played, so "then recycle it" now waits for it
    elif item.kind == "ability":
        item.immediate = abilities_of(g, item.source)[item.index - 1].adds  # 400.2
    elif item.kind == "trigger":
        item.immediate = trigger_of(g, item.source, item.index, item.data).adds  # 429.2
    _announce_choices(g, item)
    emit(g, "finalize", item=item.ref, kind=item.kind, player=item.controller, source=item.source)


def resolve(g: GameState, item: ChainItem) -> None:
    """Resolve a finalized item (340.1, 359.2-359.3, 406.5)."""
    beh = behaviour_of(g, item.source)
    specs = specs_of(g, item)
    ctx = Ctx(g, item, specs)
    controller = item.controller
    # 428.5.b-d: what this item kills or damages is attributed to it; a spell's own abilities (reflexive
    # triggers) are attributed to the spell as well (428.5.d).
    g.resolving = {"ref": item.ref, "source": item.source, "kind": item.kind, "player": item.controller,
                   "spell": g.cards[item.source].type == "spell", "serial": g.tick(),
                   # what it chose (355), for "a spell or ability that chooses me" replacements
                   "chosen": [t for grp in item.data.get("groups", []) for t in grp],
                   # whose text it has (383.3), should its source have become something else
                   "of": item.data.get("of")}
    g.resolution_damage = {}
    if item.kind == "card":
        c = g.cards[item.source]
        if c.type in ("unit", "gear"):
            g.chain.remove(item)
            _enter_board(g, item)
            emit(g, "play", player=controller, card=item.source, permanent=True, location=g.cards[item.source].zone,
                 hidden=bool(item.data.get("hidden_at")), origin=item.data.get("from"))
        else:
            for execution in range(1 + item.data.get("repeat", 0)):  # 820.1.d.1: once more per Repeat paid
                if execution and item not in g.chain:
                    break  # 359.3.e.15: it left the chain while resolving, so it stops executing
                if beh.modes:
                    modal.execute(g, item, beh.modes, specs, execution)  # 355.3: the mode of this execution
                else:
                    beh.resolve(Ctx(g, item, specs, offset=execution * len(beh.targets)) if execution else ctx)
            if item in g.chain:
                g.chain.remove(item)
                put(g, item.source, "trash")  # 359.3.d: then into its owner's trash
            # 350.1: the card is played once the process is complete; "when you play" triggers now, for the
            # player who controls it at that time.
            emit(g, "play", player=item.controller, card=item.source, permanent=False, spell=True,
                 hidden=bool(item.data.get("hidden_at")), energy=item.data.get("energy_paid", 0),
                 origin=item.data.get("from"))
    elif item.kind == "trigger":
        trig = trigger_of(g, item.source, item.index, item.data)
        (trig.modes[item.data["mode"]].effect if trig.modes else trig.effect)(ctx)
        if item in g.chain:
            g.chain.remove(item)
    else:
        ab = abilities_of(g, item.source)[item.index - 1]
        if ab.modes:
            modal.execute(g, item, ab.modes, specs)  # 355.3: the chosen mode
        else:
            ab.effect(ctx)
        if item in g.chain:
            g.chain.remove(item)
        emit(g, "use", player=controller, source=item.source, ability=item.index)  # 377.2.a
    g.resolving = None
    emit(g, "resolve", item=item.ref, kind=item.kind, player=controller)
    g.cleanup_due = True  # 319.5


def _enter_board(g: GameState, item: ChainItem) -> None:
    """359.2: a permanent leaves the chain and enters the board: a unit exhausted at the chosen location
    (unless Accelerate was paid, 805), gear ready at base (a hidden gear at its battlefield, 811.1.d.1.a)."""
    c = g.cards[item.source]
    dest = item.data.get("to") or "base"
    put(g, item.source, dest, player=item.controller)
    c.controller = item.controller
    if dest == "base" and item.source not in g.players[item.controller].base:
        for p in g.players.values():
            if item.source in p.base:
                p.base.remove(item.source)
        g.players[item.controller].base.append(item.source)
    if c.type == "unit" and dest in g.battlefields:
        from .movement import contest

        contest(g, dest, item.controller)  # 190.3.a.1: played to a battlefield its player does not control
    if c.type == "unit":
        waiting = g.turn_memory.get("next_unit_ready", [])
        granted = item.controller in waiting  # "the next unit you play this turn enters ready": used up now
        if granted:
            waiting.remove(item.controller)
        ready = granted or item.data.get("accelerate", False) or item.data.get("enters_ready", False) \
            or behaviour_of(g, item.source).enters_ready(g, item.source, item.controller) \
            or others_enter_ready(g, item.source, item.controller)  # 143.4.a
        c.exhausted = not ready
    else:
        c.exhausted = behaviour_of(g, item.source).enters_exhausted(g, item.source, item.controller)
