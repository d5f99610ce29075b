"""Costs: determining the total cost and paying it (rules 356-357, 403-404, 444).

Energy is paid from the rune pool's energy; Power must match one of the card's domains (163.2), or be
universal power (pool key ``any``). Players add resources before paying, with [Add] abilities such as a
rune's "[E]: Add [1]" (``activate: <rune>``); the engine never taps runes on its own.
"""

from __future__ import annotations

from . import discounting_costs
from .behaviour import abilities_of, behaviour_of
from .cost_changes import base_cost, base_cost_ignored, either_discounts, granted_repeats
from .delayed import behaviour_of_delayed
from .errors import IllegalAction
from .granted_flow import chosen_flow_cost
from .state import ChainItem, GameState


def card_cost(g: GameState, item: ChainItem) -> tuple[int, int, tuple[str, ...]]:
    """(energy, power, domains the power may come from) for playing a card."""
    c = g.cards[item.source]
    energy, power, domains = c.energy, c.power, c.domains
    if base_cost_ignored(g, item):
        energy, power = 0, 0  # 811.1.b: from hidden; "ignoring its cost"; its own "ignore this spell's cost"
    elif item.data.get("flow"):
        energy, power, any_domain = chosen_flow_cost(g, item)  # 829.1.c.1: the Flow cost replaces the base cost
        if any_domain:
            domains = ()  # [Flow] [2][A]: Power of any domain
    elif item.data.get("ignore_energy") and not item.data.get("for_cost"):
        energy = 0  # "ignoring its Energy cost": the Power cost stays
    elif item.kind == "card":
        energy, power, domains = base_cost(g, item, energy, power, domains)  # 356.1.a: played "for [Cost]"
    optional_costs = []
    if item.data.get("accelerate"):
        optional_costs.append((1, 1))  # 805.1.a: [1][C] as an optional additional cost
    any_power = 0
    for extra in repeat_costs(g, item.source, item.controller)[:item.data.get("repeat", 0)]:
        # 820.1.c.1: each Repeat cost paid is an additional cost ("[Repeat] costs cost [1] less": 356.4.c)
        optional_costs.append((max(0, extra[0] - _repeat_discount(g, item)), extra[1]))
        any_power += extra[2] if len(extra) > 2 else 0  # [A] in a Repeat cost: Power of any domain (135.2.e.5.a)
    item.data["any_power"] = any_power  # paid with the other [A] costs (``_pay``)
    optional = behaviour_of(g, item.source).optional_cost
    if optional and item.data.get("additional_cost"):
        optional_costs.append(tuple(optional))  # 356.2.b: an optional additional cost the player chose to pay
    for extra_energy, extra_power in optional_costs:
        extra_energy, extra_power = _discount_optional_cost(g, item, extra_energy, extra_power)
        energy += extra_energy
        power += extra_power
    energy += cost_increases(g, item)[0]  # 356.3
    energy, power, item.data["power_discount_left"] = _apply_discounts(g, item, energy, power)  # 356.4
    for sid in either_discounts(g, item):  # "[1] or [A] less" (356.4.b): its player picks when both are due
        if energy or power:
            energy, power = _take_one_or_a(g, item, energy, power,
                                           f"{sid}: take [1] Energy or [A] Power off the cost of {item.source}?")
        else:
            item.data["power_discount_left"] += 1  # [A] left over reduces increases and Deflect (356.4.f)
    return energy, power, domains


def repeat_costs(g: GameState, card: str, player: str) -> tuple[tuple[int, ...], ...]:
    """The [Repeat] costs of ``card`` played by ``player`` (820.1.c), each (Energy, Power of its domains[, Power
    of any domain]): its own, then any an effect gave its
    player's next spell ("give your next spell this turn [Repeat] ..."): a delayed entry of ``g.delayed``
    with ``{"grant_repeat": True}`` whose source's ``Behaviour.granted_repeat`` names the cost."""
    own = tuple(behaviour_of(g, card).repeat)
    if g.cards[card].type != "spell":
        return own
    granted = []
    for d in g.delayed:
        if d.data.get("grant_repeat") and d.controller == player and (not d.this_turn or d.turn == g.turn_number):
            cost = behaviour_of_delayed(g, d).granted_repeat(g, d.source, d.data, card)
            if cost is not None:
                granted.append(tuple(cost))
    return own + tuple(granted) + granted_repeats(g, card, player)


def use_granted_repeats(g: GameState, item: ChainItem) -> None:
    """The spell of ``item`` is its player's next spell: Repeat granted to that spell is used up, paid or
    not (390.4)."""
    if item.kind == "card" and g.cards[item.source].type == "spell":
        g.delayed = [d for d in g.delayed if not (d.data.get("grant_repeat") and d.controller == item.controller)]


def _repeat_discount(g: GameState, item: ChainItem) -> int:
    """Energy taken off each Repeat cost of the card of ``item`` by face-up permanents and battlefields."""
    return sum(behaviour_of(g, sid).repeat_cost_discount(g, sid, item) for sid, s in g.cards.items()
               if s.official and not s.facedown and g.is_board_zone(s.zone))


def _ability_discounts(g: GameState, item: ChainItem, energy: int, power: int) -> tuple[int, int]:
    """356.4 for an activated ability's cost (403): each face-up permanent's or battlefield's
    ``ability_cost_discount``; "[1] or [A]" lets the player choose when the cost has both."""
    for sid, s in g.cards.items():
        if not (s.official and not s.facedown and g.is_board_zone(s.zone)):
            continue
        off, either = behaviour_of(g, sid).ability_cost_discount(g, sid, item)
        energy = max(0, energy - off)
        for _ in range(either):
            energy, power = _take_one_or_a(g, item, energy, power,
                                           f"{sid}: take [1] Energy or [A] Power off the cost of {item.ref}?")
    return energy, power


def _discount_optional_cost(g: GameState, item: ChainItem, energy: int, power: int) -> tuple[int, int]:
    """356.4.c: a discount of optional additional costs applies to each such cost as it is added, before
    the discounts of the total cost. "[1] or [A] less": its player picks which when the cost has both."""
    for sid, s in g.cards.items():
        if not (s.official and not s.facedown and g.is_board_zone(s.zone)):
            continue
        for _ in range(behaviour_of(g, sid).optional_cost_discount(g, sid, item)):
            energy, power = _take_one_or_a(g, item, energy, power,
                                           f"{sid}: take [1] Energy or [A] Power off the optional cost of {item.source}?")
    return energy, power


def _take_one_or_a(g: GameState, item: ChainItem, energy: int, power: int, prompt: str) -> tuple[int, int]:
    """Take "[1] or [A]" off a cost of ``energy`` and ``power`` for ``item``: its controller chooses when
    the cost has both."""
    from .decisions import PAYING, ask, perform_waiting

    if energy and power:
        # [Add] abilities used while this was open first (429.3): the check below is on the state after them,
        # so an [Add] ability that leaves neither answer payable is refused like the play would be.
        perform_waiting(g, item.controller)
        if (item.kind == "card" and not g.answers
                and not any(_payable_after(g, item, p) for p in ("energy", "power"))):
            # 357: neither answer leaves a cost the player could pay, even with every [Add] ability
            # (429.3): the play is illegal now, not a question with no acceptable answer.
            raise IllegalAction(f"{item.controller} cannot pay the cost of {item.source} either way", code="cannot-pay")
        pick = ask(g, item.controller, "choose", ["energy", "power"], prompt,
                   lambda a: None if a in ("energy", "power") else "answer energy or power",
                   # 357.1.a, 429.3: the costs are being settled, so [Add] abilities with [Reaction] may be
                   # used while this is open (else an empty pool leaves no answer payable)
                   extra={PAYING: {"energy": energy, "power": power}})
    else:
        pick = "energy" if energy else "power" if power else None
    if pick == "energy":
        energy -= 1
    elif pick == "power":
        power -= 1
    return energy, power


def _payable_after(g: GameState, item: ChainItem, pick: str) -> bool:
    """Whether the total cost could be paid if ``pick`` answered the discount question, the player using
    every [Add] ability with [Reaction] they can (429.3). Another question on the way counts as payable."""
    import copy

    from .errors import NeedDecision
    from .playing import _after_adds
    from .state import clone

    trial = clone(g)
    trial.answers = [pick]
    trial_item = copy.deepcopy(item)
    try:
        energy, power, domains = card_cost(trial, trial_item)
    except (NeedDecision, IllegalAction):
        return True
    after = _after_adds(trial, item.controller)
    spell = trial.cards[item.source].type == "spell"
    return (energy_available(after, item.controller, spell) >= energy
            and power_available(after, item.controller, domains, spell) >= power)


def cost_discounts(g: GameState, item: ChainItem) -> list[tuple[int, int, int]]:
    """356.4: the discounts that apply to playing this card: those of face-up permanents on the board,
    then the card's own ("I cost [2] less ...", a self-describing ability working on the chain, 366.1)."""
    found = []
    for sid, s in g.cards.items():
        if s.official and not s.facedown and g.is_board_zone(s.zone) and sid != item.source:
            d = behaviour_of(g, sid).cost_discount(g, sid, item)
            if d:
                found.append(d)
    own = behaviour_of(g, item.source).cost_discount(g, item.source, item)
    if own:
        found.append(own)
    found += discounting_costs.discounts(g, item)  # an additional cost that reduces the total (356.2, 356.4)
    if item.data.get("reduce_by"):  # an instruction's "reducing its cost by [N]" (356.4.b)
        found.append((item.data["reduce_by"][0], item.data["reduce_by"][1], 0))
    for d in list(g.delayed):  # "your next card costs ... less", left by a resolved ability (390.4)
        if d.data.get("discount") and d.controller == item.controller:
            found_one = behaviour_of_delayed(g, d).delayed_discount(g, d.source, d.data, item)
            if found_one:
                found.append(found_one)
                g.delayed.remove(d)  # used up by this card, whatever happens to it later
    return found


def _apply_discounts(g: GameState, item: ChainItem, energy: int, power: int) -> tuple[int, int, int]:
    """Apply the discounts one at a time, each limited only by its own minimum (356.4.e), in the order
    that costs the player least (356.4.d: the player chooses the order). Power discounts are of any
    domain: they reduce the card's Power cost, and what is left reduces Power increases. Returns
    (energy, power, power discount left over)."""
    from itertools import permutations

    discounts = cost_discounts(g, item)
    best = (energy, power, 0)
    if not discounts:
        return best
    best = None
    for order in permutations(discounts):
        e, p, left = energy, power, 0
        for de, dp, minimum in order:
            e = max(min(e, minimum), e - de)
            take = min(p, dp)
            p, left = p - take, left + dp - take
        if best is None or (e, p, -left) < (best[0], best[1], -best[2]):
            best = (e, p, left)
    return best


def cost_increases(g: GameState, item: ChainItem) -> tuple[int, int]:
    """356.3: the cost increases that permanents on the board (face up) apply to playing this card, as
    (Energy, Power of any domain)."""
    energy = power = 0
    for sid, s in g.cards.items():
        if s.official and not s.facedown and g.is_board_zone(s.zone):
            e, p = behaviour_of(g, sid).cost_increase(g, sid, item)
            energy, power = energy + e, power + p
    return energy, power


def _may_use(g: GameState, use: str) -> bool:
    """Whether the payment being made now may spend a restricted resource with this ``use`` (166.2):
    ``showdown`` during a showdown; ``units`` / ``gear`` for playing such a card or activating an ability
    of one (``GameState.paying_for``)."""
    if use == "showdown":
        return g.showdown is not None
    item = g.paying_for
    if item is None or item.kind not in ("card", "ability") or item.source not in g.cards:
        return False
    kind = g.cards[item.source].type
    return (use == "units" and kind == "unit") or (use == "gear" and kind == "gear")


def restricted_elsewhere(g: GameState, player: str) -> tuple[int, dict[str, int]]:
    """Energy and Power (by domain) of restricted resources this payment may not spend."""
    energy, power = 0, {}
    for pool in g.players[player].restricted:
        if not _may_use(g, pool["use"]):
            energy += pool["energy"]
            for d, n in pool["power"].items():
                power[d] = power.get(d, 0) + n
    return energy, power


def _spend_restricted(g: GameState, player: str, kind: str, amount: int, domain: str | None = None) -> None:
    """Paying ``amount`` spends usable restricted resources first (keeping the free ones for other costs),
    and no pool keeps more than the pool holds."""
    p = g.players[player]
    for pool in p.restricted:
        if amount <= 0:
            break
        if not _may_use(g, pool["use"]):
            continue
        if kind == "energy":
            take = min(amount, pool["energy"])
            pool["energy"] -= take
        else:
            take = min(amount, pool["power"].get(domain, 0))
            pool["power"][domain] = pool["power"].get(domain, 0) - take
        amount -= take
    for pool in p.restricted:  # what is left in the pool is all the restricted resources can be
        pool["energy"] = min(pool["energy"], p.energy)
        pool["power"] = {d: min(n, p.power.get(d, 0)) for d, n in pool["power"].items() if n > 0}
    p.restricted = [r for r in p.restricted if r["energy"] or r["power"]]


def energy_available(g: GameState, player: str, for_spell: bool = False) -> int:
    """How much Energy in ``player``'s pool can pay this cost (166, 163.1): Energy an effect added for
    playing spells only counts only ``for_spell``; other restricted Energy only where its use allows."""
    p = g.players[player]
    return max(0, p.energy - (0 if for_spell else min(p.spell_energy, p.energy)) - restricted_elsewhere(g, player)[0])


def pay_energy(g: GameState, player: str, amount: int, for_spell: bool = False) -> None:
    """Pay ``amount`` Energy from the pool (IllegalAction if it cannot). Paying for a spell spends the
    Energy restricted to spells first, keeping the unrestricted Energy for other costs."""
    p = g.players[player]
    if energy_available(g, player, for_spell) < amount:
        usable = energy_available(g, player, for_spell)
        spells = 0 if for_spell else min(p.spell_energy, p.energy)
        other = p.energy - usable - spells
        extra = "".join(f" ({n} of it {what})" for n, what in ((spells, "only for playing spells"),
                                                             (other, "restricted to other uses")) if n > 0)
        raise IllegalAction(f"{player} has {p.energy} energy{extra}, needs {amount}", code="cannot-pay")
    p.energy -= amount
    if for_spell:
        p.spell_energy = max(0, p.spell_energy - amount)
    p.spell_energy = min(p.spell_energy, p.energy)
    _spend_restricted(g, player, "energy", amount)


def power_available(g: GameState, player: str, domains: tuple[str, ...], for_spell: bool = False) -> int:
    """How much Power in ``player``'s pool could pay a cost of one of ``domains`` (163.2; universal power,
    163.2.b; Power that may only be spent on spells counts only ``for_spell``; other restricted Power only
    where its use allows)."""
    p = g.players[player]
    locked = restricted_elsewhere(g, player)[1]

    def available(d: str) -> int:
        return max(0, p.power.get(d, 0) - (0 if for_spell else p.spell_power.get(d, 0)) - locked.get(d, 0))

    if not domains or domains == ("colorless",):
        return sum(available(d) for d in p.power)
    return sum(available(d) for d in dict.fromkeys(tuple(d for d in domains if d != "colorless") + ("any",)))


def pay_power(g: GameState, player: str, amount: int, domains: tuple[str, ...], for_spell: bool = False) -> None:
    """Pay ``amount`` Power of one of ``domains`` from the pool (IllegalAction if it cannot)."""
    _pay_power(g, player, amount, domains, for_spell)


def _pay_power(g: GameState, player: str, amount: int, domains: tuple[str, ...], for_spell: bool) -> None:
    p = g.players[player]
    pool, only_spells = p.power, p.spell_power
    locked = restricted_elsewhere(g, player)[1]

    def available(d: str) -> int:
        return pool.get(d, 0) - (0 if for_spell else only_spells.get(d, 0)) - locked.get(d, 0)

    for _ in range(amount):
        usable = [d for d in domains if available(d) > 0 and d != "colorless"]
        if not domains or domains == ("colorless",):
            usable = [d for d in pool if available(d) > 0]
        if not usable and available("any") > 0:
            usable = ["any"]
        if not usable:
            need = "/".join(domains) if domains else "any"
            raise IllegalAction(f"{player} lacks {amount} {need} power to pay the cost", code="cannot-pay")
        d = usable[0]
        pool[d] -= 1
        if for_spell and only_spells.get(d, 0) > 0:
            only_spells[d] -= 1
        _spend_restricted(g, player, "power", 1, d)
        spent = g.turn_memory.setdefault("power_spent", {})  # "if you've spent at least [A][A] this turn"
        spent[player] = spent.get(player, 0) + 1


def pay(g: GameState, item: ChainItem) -> None:
    """Pay the item's cost; restricted resources see what it pays for (``GameState.paying_for``)."""
    g.paying_for = item
    try:
        _pay(g, item)
    finally:
        g.paying_for = None


def _pay(g: GameState, item: ChainItem) -> None:
    if item.kind == "card" and item.data.get("ignore_all_costs"):
        item.data["energy_paid"] = 0
        return  # 356.5.a: played ignoring "any and all costs": the total cost is [0], Deflect's included
    if item.kind == "card":
        energy, power, domains = card_cost(g, item)
        if item.data.get("accelerate"):
            from .play_keywords import check_accelerate

            check_accelerate(g, item)  # 805.2 (done already if declared before additional costs were paid)
    else:
        ab = abilities_of(g, item.source)[item.index - 1]
        energy, power, domains = ab.energy, ab.power, g.cards[item.source].domains
        energy, power = _ability_discounts(g, item, energy, power)
        if ab.energy_discount is not None:
            energy = max(0, energy - ab.energy_discount(g, item.source))  # its own "costs [1] less for each"
        if ab.chosen_discount is not None:  # its own discount by what it chose (355.5 before 356.4)
            chosen = [t for group in item.data.get("groups", []) for t in group]
            energy = max(0, energy - ab.chosen_discount(g, item.source, chosen))
        src = g.cards[item.source]
        if ab.xp:
            from .xp import spend_xp

            if g.players[item.controller].xp < ab.xp:
                raise IllegalAction(f"{item.controller} has {g.players[item.controller].xp} XP, needs {ab.xp} (730.2)", code="cannot-pay")
        if ab.disempower:
            from .empowered import is_empowered

            if not is_empowered(g, item.source):
                raise IllegalAction(f"{item.source} is not Empowered, so it cannot be disempowered as a cost (442.1.a)", code="cannot-pay")
        if ab.spend_buff and not src.buffed:
            raise IllegalAction(f"{item.source} has no buff to spend (702.2.b)", code="cannot-pay")
        if ab.exhaust:
            if src.exhausted:
                raise IllegalAction(f"{item.source} is exhausted (414.4)", code="cannot-pay")
            src.exhausted = True
        if ab.spend_buff:
            from .effects import spend_buff

            spend_buff(g, item.source, item.controller)  # 702.2.b: "Spend my buff" paid with the other costs
        if ab.recycle:
            from .zones import put

            if src.type == "rune":
                from .runes import recycle_rune

                recycle_rune(g, item.source)  # 416.1.b: to the bottom of its owner's rune deck
            else:
                put(g, item.source, "deck", bottom=True)
        if ab.kill:  # "Kill this" (403.1.a, 404.1): it dies as the cost is paid
            from .effects import kill

            kill(g, item.source, by=item.controller, source=item.source)
        if ab.xp:
            spend_xp(g, item.controller, ab.xp)  # 203.1, 730.2
        if ab.disempower:
            from .empowered import disempower

            disempower(g, item.source)  # 442
    for_spell = item.kind == "card" and g.cards[item.source].type == "spell"
    pay_energy(g, item.controller, energy, for_spell)
    _pay_power(g, item.controller, power, domains, for_spell)
    if item.kind == "ability":
        _pay_power(g, item.controller, abilities_of(g, item.source)[item.index - 1].any_power, (),
                   for_spell)  # [A]: Power of any domain (135.2.e.5.a)
    if item.kind == "card":
        left = item.data.get("power_discount_left", 0)
        raised = cost_increases(g, item)[1] + item.data.get("offered_cost", 0) + item.data.get("any_power", 0)  # [A]
        item.data["power_discount_left"] = max(0, left - raised)  # what is left reduces Deflect (356.4.f)
        _pay_power(g, item.controller, max(0, raised - left), (), for_spell)  # 356.3: [A] is any domain
    pay_deflect(g, item, for_spell)
    use_granted_repeats(g, item)
    item.data["energy_paid"] = energy  # what was spent, for "if you spent [4] or more"
    if for_spell:
        # "if you've spent [4] or more to play a spell this turn": spent as it is played, whether or not it
        # then resolves (a countered spell was still played for that much)
        g.turn_memory.setdefault("spell_energy", {}).setdefault(item.controller, []).append(energy)


def pay_deflect(g: GameState, item: ChainItem, for_spell: bool = False) -> None:
    """809.1.c: the Deflect tax of the item's chosen targets, in Power of any domain (809.1.c.1). Triggered
    abilities pay it as they are put on the chain (383.3.b.1)."""
    from .keywords import deflect_cost

    cost = max(0, deflect_cost(g, item) - item.data.get("power_discount_left", 0))
    p = g.players[item.controller]
    usable = sum(max(0, n - (0 if for_spell else p.spell_power.get(d, 0))) for d, n in p.power.items())
    if usable < cost:  # checked first, so nothing is paid when it cannot be paid in full
        raise IllegalAction(f"{item.controller} lacks {cost} power of any domain for Deflect (809.1.c)", code="cannot-pay")
    _pay_power(g, item.controller, cost, (), for_spell)


def paid_additional_cost(g: GameState, card: str) -> bool:
    """Whether the player chose to pay the card's optional additional cost as they played it ("if you
    paid the additional cost"): it counts as paid whatever it came to after discounts (356.4.f.1). The
    mark lives on the card while it is the same object (on the chain, then on the board)."""
    return bool(g.cards[card].memory.get("paid_additional_cost"))
