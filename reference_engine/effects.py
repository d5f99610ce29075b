"""Effect primitives: the game actions card behaviours perform (rules 413-444).

Each primitive changes the state through ``zones`` and emits its event, so triggered abilities see it.
Primitives never check targets: the caller passes objects that are still legal (``Ctx.chosen``).
"""

from __future__ import annotations

from .behaviour import behaviour_of
from .copied_text import instances
from .errors import NeedDecision
from .events import emit
from .keywords import has_keyword
from .might import decrease_with_minimum, might
from .passive_sources import board_sources, sources
from .state import GameState, Modifier
from .versions import controller_chooses_replacement
from .zones import put


def _on_board(g: GameState, cid: str) -> bool:
    c = g.cards.get(cid)
    return c is not None and g.is_board_zone(c.zone) and not c.facedown


# -- damage and death ---------------------------------------------------------------------------------


def dealt_by(g: GameState, source: str | None, dealer: str | None = None) -> str | None:
    """What kind of object deals damage (417.6.b): ``combat`` (units in combat, 465), ``unit`` (an object
    a spell or ability names as dealing it, 417.6.b.3: "they deal damage equal to their Mights"; then
    the spell or ability does not deal it), ``spell`` (a spell's own "deal", 417.6.b.1), ``ability`` (an
    ability's own "deal": dealt by the ability and by its source, 417.6.b.2.a). None: unknown."""
    if source == "combat":
        return "combat"
    if dealer is not None:
        return "unit"
    if source is None or source not in g.cards:
        return None
    return "spell" if g.cards[source].type == "spell" else "ability"


def deal(g: GameState, cid: str, amount: int, *, by: str | None = None, source: str | None = None,
         dealer: str | None = None) -> None:
    """Deal ``amount`` damage to a unit (rule 417): it is marked; death waits for a cleanup (142.4).
    ``source`` is the spell, ability source or ``combat``; ``dealer`` the object the text says deals it
    ("it deals damage equal to its Might", 417.6.b.3), which then is the only source of that damage."""
    if amount <= 0 or not _on_board(g, cid) or g.cards[cid].type != "unit":
        return
    from .combat_damage import cannot_be_dealt_damage

    if cannot_be_dealt_damage(g, cid):
        return  # a passive "can't be dealt damage" (465.2.c.10)
    kind = dealt_by(g, source, dealer)
    if dealer is not None:
        source = dealer
    amount += _bonus_damage(g, {"type": "bonus-damage", "unit": cid, "amount": amount, "player": by, "source": source,
                                "dealt_by": kind})
    # 437.2: a prevention replaces the damage with the damage less what it prevents (Bonus Damage included,
    # 715.4.a); a replacement for a ``damage`` event returns the amount still dealt. Fully prevented
    # damage is not dealt at all (437.4).
    prevent = _replacement_for(g, {"type": "damage", "unit": cid, "amount": amount, "player": by, "source": source,
                                   "dealt_by": kind})
    if prevent is not None:
        amount = max(0, prevent())  # 437.2.a
        if amount == 0:
            return
    c = g.cards[cid]
    c.damage += amount
    c.memory.setdefault("damaged_by", by)
    marks = c.memory.setdefault("damage_by", {})  # 142.3.a: whose damage it is
    marks[by] = marks.get(by, 0) + amount
    resolving = g.resolving
    if kind in ("spell", "ability") and resolving is not None and resolving["source"] == source:
        # 428.5.c: a death in the cleanup right after this resolution is attributed to this spell or
        # ability, and to the player responsible for the damage (428.5.c.1).
        g.resolution_damage[cid] = {"player": by, "source": source, "spell": resolving["spell"],
                                    "serial": resolving["serial"]}
    emit(g, "damage", unit=cid, amount=amount, player=by, source=source, dealt_by=kind)


def damage_as_dealt(g: GameState, cid: str, amount: int, *, by: str | None = None, source: str | None = None) -> int:
    """How much damage ``deal`` would mark on unit ``cid`` for ``amount``: its Bonus Damage and the replacement
    effect that would apply to it counted (712-715, 367-370), worked out on a snapshot so that nothing is
    used up and nobody is asked. Assigning combat damage counts the replacement effects that would apply
    to the resulting damage (465.2.c.5). Where several could apply, their controller's choice (372) is only
    made as the damage is dealt, so none of them is counted here."""
    if amount <= 0:
        return 0
    kind = dealt_by(g, source)
    event = {"type": "damage", "unit": cid, "amount": amount, "player": by, "source": source, "dealt_by": kind}
    answers, g.answers = g.answers, []  # nobody is asked: a replacement that would ask is not counted
    try:
        if len(_replacement_options(g, event)) != 1:
            return amount
        from .state import clone

        snapshot = clone(g)
        amount += _bonus_damage(snapshot, {**event, "type": "bonus-damage"})
        options = _replacement_options(snapshot, {**event, "amount": amount})
        return max(0, options[0][1]()) if len(options) == 1 else amount
    except NeedDecision:
        return amount
    finally:
        g.answers = answers


def kill(g: GameState, cid: str, *, by: str | None = None, source: str | None = None) -> bool:
    """Kill a permanent (rule 428): see ``kill_all``. Returns True if it died."""
    return bool(kill_all(g, [cid], by=by, source=source))


def _bonus_damage(g: GameState, event: dict) -> int:
    """Bonus Damage granted to one deal action on one unit (712-715.2): each permanent or battlefield whose
    behaviour answers a ``bonus-damage`` event (through ``replace``) with a callable gives that many; all
    instances are summed and applied once (714), and only a positive total counts (714.1-714.2)."""
    total = 0
    for other in list(g.cards):
        oc = g.cards[other]
        if oc.zone == "none" or oc.facedown or not g.is_board_zone(oc.zone):
            continue
        grant = behaviour_of(g, other).replace(g, other, event)
        if grant is not None:
            total += grant() * instances(g, other)  # each instance of its text (copied_text.py)
    for entry in g.turn_memory.get("replacements", []):  # granted by a resolved effect for this turn
        grant = behaviour_of(g, entry["source"]).replace(g, entry["source"], {**event, "delayed": entry})
        if grant is not None:
            total += grant()
    return max(0, total)


def _replacement_options(g: GameState, event: dict) -> list[tuple[str, object]]:
    """The replacement effects that could apply to ``event`` now, as (source, replace) pairs. Candidates
    are the passive replacement effects of permanents and battlefields, and those a resolved effect
    attached to the affected object for a while ("if it would die this turn, banish it instead": kept in
    its ``memory["replacements"]``, so they end when it becomes a new object, 124)."""
    options: list[tuple[str, object]] = []
    for other in list(g.cards):
        oc = g.cards[other]
        if oc.zone == "none" or oc.facedown or not (g.is_board_zone(oc.zone) or oc.zone == "legend"):
            continue  # permanents, legends (107.4) and battlefields
        replacement = behaviour_of(g, other).replace(g, other, event)
        if replacement is not None:
            options.append((other, replacement))
    affected = g.cards.get(event.get("unit") or "")
    if affected is not None:
        for entry in affected.memory.get("replacements", []):
            if entry.get("turn") not in (None, g.turn_number):
                continue  # its duration is over (e.g. "this turn")
            replacement = behaviour_of(g, entry["source"]).replace(g, entry["source"], {**event, "delayed": entry})
            if replacement is not None and entry["source"] not in dict(options):
                options.append((entry["source"], replacement))
    for entry in g.turn_memory.get("replacements", []):  # created by a resolved effect for this turn
        replacement = behaviour_of(g, entry["source"]).replace(g, entry["source"], {**event, "delayed": entry})
        if replacement is not None and entry["source"] not in dict(options):
            options.append((entry["source"], replacement))
    closed = event.get("closed", ())  # 373.2: its one sequence over simultaneous events has ended
    return [o for o in options if o[0] not in closed] if closed else options


def _replacement_for(g: GameState, event: dict, applied: list[str] | None = None):
    """The replacement effect that applies to ``event`` (367-370), or None. With several, the
    controller of the affected object chooses which applies (372); the event is then replaced and no
    longer the one the others would replace (370.2). ``applied`` gets the source of the one chosen."""
    options = _replacement_options(g, event)
    affected = g.cards.get(event.get("unit") or "")
    if not options:
        return None
    if len(options) == 1:
        if applied is not None:
            applied.append(options[0][0])
        return options[0][1]
    from .decisions import choose_from

    chooser = g.active
    if affected is not None:  # v1.4 372: the affected object's controller; v1.3 372: its owner
        chooser = affected.controller if controller_chooses_replacement(g.rules_version) else affected.owner
    pick = choose_from(g, chooser, [src for src, _ in options],
                       f"choose which replacement effect applies to {event['type']} of {event.get('unit')} (372)")[0]
    if applied is not None:
        applied.append(pick)
    return dict(options)[pick]


def add_replacement(g: GameState, cid: str, source: str, *, this_turn: bool = True, **data) -> None:
    """Attach a replacement effect created by a resolving effect to object ``cid`` (e.g. Smite's "if it
    would die this turn, banish it instead"): ``source``'s behaviour ``replace`` is asked with the event
    and ``event["delayed"]`` set to this entry. It lasts while the object stays the same (124)."""
    c = g.cards.get(cid)
    if c is None or not _on_board(g, cid):
        return
    c.memory.setdefault("replacements", []).append(
        {"source": source, "turn": g.turn_number if this_turn else None, **data})


def add_turn_replacement(g: GameState, source: str, **data) -> None:
    """A replacement effect a resolving effect creates for the rest of the turn, tied to no object (e.g.
    "prevent all damage that would be dealt this turn by spells and abilities"): ``source``'s behaviour
    ``replace`` is asked with the event and ``event["delayed"]`` set to this entry. Turn memory is cleared
    when the next turn starts, which ends it."""
    g.turn_memory.setdefault("replacements", []).append({"source": source, **data})


def _replacement_controllers(g: GameState, event: dict) -> set[str]:
    """The players controlling a replacement effect that could apply to ``event`` (374: the controller
    of its source), found without asking anyone anything: a replacement that would ask its controller
    whether to apply (a "may") counts as one that could apply."""
    answers, g.answers = g.answers, []  # with no recorded answers, a question raises NeedDecision at once
    try:
        return {g.cards[src].controller or g.active for src, _ in _replacement_options(g, event)}
    except NeedDecision as asked:
        return {asked.decision["player"]}
    finally:
        g.answers = answers


def _next_replaced_death(g: GameState, units: list[str], by: str | None, source: str | None,
                         closed: set[str] = frozenset()) -> str | None:
    """Of simultaneous deaths, the next one a replacement effect is applied to, or None (373): each
    event is treated on its own; the player controlling the replacement effects chooses the order of
    the events they apply to (so which of two dying units one "next time" effect saves), and players'
    replacement effects are applied in turn order from the Turn Player (373.1)."""
    candidates = {}
    for cid in units:
        controllers = _replacement_controllers(g, {"type": "die", "unit": cid, "player": by, "source": source,
                                                   "closed": frozenset(closed)})
        if controllers:
            candidates[cid] = controllers
    if len(candidates) <= 1:
        return next(iter(candidates), None)
    for player in g.turn_order_from(g.active):
        mine = [cid for cid, controllers in candidates.items() if player in controllers]
        if mine:
            from .decisions import choose_from

            return choose_from(g, player, mine, "choose the death a replacement effect applies to first (373)")[0]
    return next(iter(candidates))


def kill_all(g: GameState, units: list[str], *, by: str | None = None, source: str | None = None,
             attribution: dict[str, dict] | None = None) -> list[str]:
    """Kill several permanents at the same time (370.1.a.2): replacements apply to each (373.1.a: the
    replacing actions happen first), then all of them go to the trash together, then their deaths are
    announced, so none of them sees another's death from the board (383.2.c.2).

    Attribution (428.5): a kill instruction performed while a spell or ability resolves is that item's
    (428.5.b; ``spell`` on the ``die`` event when a spell is among its sources, 428.5.d); a kill cost is
    not an instruction during resolution. ``attribution`` gives, per unit, the spell or ability a cleanup
    kill is attributed to (428.5.c: ``player``, ``source``, ``spell``)."""
    resolving = g.resolving
    instructed = resolving is not None and source is not None and source == resolving["source"]
    dying = [cid for cid in units if _on_board(g, cid)]
    declined: list[str] = []  # a "may" replacement its controller chose not to apply: the unit dies
    # 373.2: each replacement effect is applied in one uninterrupted sequence over these deaths; once another
    # is applied after it, its sequence is over (``closed``) and it applies to none of the rest.
    applied: list[str] = []
    closed: set[str] = set()
    while (cid := _next_replaced_death(g, [u for u in dying if u not in declined], by, source, closed)) is not None:
        replacement = _replacement_for(g, {"type": "die", "unit": cid, "player": by, "source": source,
                                           "closed": frozenset(closed)}, applied)
        if replacement is None:
            declined.append(cid)
            continue
        if len(applied) > 1 and applied[-2] != applied[-1]:
            closed.add(applied[-2])
        dying.remove(cid)
        replacement()  # 373.1.a: replacing actions happen before the unmodified deaths
    notes = []
    for cid in dying:
        c = g.cards[cid]
        # the cards attached as it died (they detach as it leaves, 719.5): their Effect Text was its (718.3)
        worn = [a for a, ac in g.cards.items() if ac.memory.get("attached_to") == cid]
        notes.append((cid, c.name, c.controller, c.owner, c.zone, worn, might(g, cid), c.stunned, c.buffed,
                      bool(c.memory.get("empowered")), c.obj))
    for cid in dying:
        put(g, cid, "trash")
    for cid, name, controller, owner, location, worn, last_might, was_stunned, was_buffed, was_empowered, obj \
            in notes:
        credit = (attribution or {}).get(cid)
        if credit is not None:
            player, killer, spell = credit.get("player"), credit.get("source"), bool(credit.get("spell"))
            serial = credit.get("serial")
        else:
            player, killer, spell = by, source, instructed and bool(resolving["spell"])
            serial = resolving["serial"] if instructed else None
        # ``resolution``: which resolution of a spell or ability the kill is attributed to, so "when you kill
        # a unit with a spell" can tell one spell's kills from another's.
        emit(g, "die", unit=cid, card=name, controller=controller, owner=owner, location=location, player=player,
             source=killer, spell=spell, resolution=serial, self_noted=cid, together=[n[0] for n in notes],
             might=last_might, **({"attached": worn} if worn else {}),  # ``might``: as it died ("if I was Mighty")
             # its states as it died (last known information): "when you kill a stunned enemy unit", "when a
             # buffed friendly unit dies", "when I die while Empowered" (423, 426, 441)
             stunned=was_stunned, buffed=was_buffed, empowered=was_empowered,
             obj=obj,  # the object that died (359.3.e.4), for "when it dies this turn" about one object
             # where each unit dying in this event was, and who controlled it ("if I died alone")
             together_at={n[0]: {"location": n[4], "controller": n[2]} for n in notes})
    return dying


def mill(g: GameState, player: str, n: int) -> None:
    """Put the top ``n`` cards of a player's main deck into their trash (burning out if short, 431.1.b)."""
    _take_from_deck(g, player, n, "trash", "mill")


def heal(g: GameState, cid: str) -> None:
    if _on_board(g, cid):
        g.cards[cid].damage = 0
        g.cards[cid].memory.pop("damage_by", None)


# -- Might and keywords -------------------------------------------------------------------------------


def give_might(g: GameState, cid: str, amount: int, *, minimum: int | None = None, source: str | None = None,
               duration: str = "turn", replaced: bool = False) -> int:
    """Give a unit +X/-X Might (this turn by default). A decrease "to a minimum of M" is limited when it
    applies and remembered at that level (snapshot, rule 477.3.b). Returns the applied change."""
    if not _on_board(g, cid) or g.cards[cid].type != "unit":
        return 0
    if amount < 0 and not replaced:  # ``replaced``: the decrease a replacement made, not replaced again (370.2)
        # a replacement of a Might decrease ("if a spell that chooses me would give me -[S] ..."), 370
        instead = _replacement_for(g, {"type": "might-decrease", "unit": cid, "amount": amount, "source": source,
                                       "minimum": minimum, "duration": duration})
        if instead is not None:
            instead()
            return 0
    applied = amount
    if amount < 0 and minimum is not None:
        applied = decrease_with_minimum(g, cid, -amount, minimum)
    g.cards[cid].modifiers.append(Modifier(kind="might", timestamp=g.tick(), amount=applied, source=source,
                                           duration=duration))
    emit(g, "might", unit=cid, amount=applied, source=source)
    return applied


def set_base_might(g: GameState, cid: str, amount: int, *, source: str | None = None, duration: str = "turn") -> None:
    """"Its base Might becomes N this turn" (477.1.a.1): an assignment in the trait layer; Might increases and
    decreases still apply on top of it (``might.base_might``)."""
    if not _on_board(g, cid) or g.cards[cid].type != "unit":
        return
    g.cards[cid].modifiers.append(Modifier(kind="base_might", timestamp=g.tick(), amount=amount, source=source,
                                           duration=duration))


def give_keyword(g: GameState, cid: str, keyword: str, *, source: str | None = None, duration: str = "turn") -> None:
    if not _on_board(g, cid):
        return
    g.cards[cid].modifiers.append(Modifier(kind="keyword", timestamp=g.tick(), keyword=keyword, source=source,
                                           duration=duration))


def buff(g: GameState, cid: str) -> bool:
    """Place a buff counter (702.2.a): a unit has at most one (702.3), unless its own text says it can have
    any number (``Behaviour.any_number_of_buffs``, 002): the buffs beyond the first are counted in
    ``memory["extra_buffs"]`` (gone with the object as it leaves the board, 705)."""
    if not _on_board(g, cid):
        return False
    c = g.cards[cid]
    if c.buffed:
        if not (c.official and behaviour_of(g, cid).any_number_of_buffs):
            return False  # 702.3.a
        c.memory["extra_buffs"] = c.memory.get("extra_buffs", 0) + 1
    c.buffed = True
    # ``player``: whose spell or ability is buffing it ("when you buff me"), if one is resolving
    emit(g, "buff", unit=cid, player=(g.resolving or {}).get("player"))
    return True


def spend_buff(g: GameState, cid: str, player: str) -> bool:
    """Spend a buff (702.2.b): remove the buff counter of a unit ``player`` controls. A unit without a buff,
    or one another player controls, has none to spend (702.2.b.1-2)."""
    c = g.cards.get(cid)
    if c is None or not _on_board(g, cid) or not c.buffed or c.controller != player:
        return False
    if c.memory.get("extra_buffs"):
        c.memory["extra_buffs"] -= 1  # 702.2.b: a single buff counter
    else:
        c.buffed = False
    emit(g, "spend-buff", unit=cid, player=player)
    return True


def stun(g: GameState, cid: str, *, by: str | None = None) -> bool:
    if not _on_board(g, cid) or g.cards[cid].stunned:
        return False  # rule 423.1.a.1
    instead = _replacement_for(g, {"type": "stun", "unit": cid, "player": by})  # 370
    if instead is not None:
        instead()
        return False
    g.cards[cid].stunned = True
    # ``during``: the resolution that stuns, so "when you stun one or more units" sees the units one
    # instruction stuns together as one event (370.1.a).
    emit(g, "stun", unit=cid, player=by, during=(g.resolving or {}).get("serial"))
    return True


def ready(g: GameState, cid: str, *, by: str | None = None) -> None:
    """Ready a permanent, rune or legend (415.1). ``player`` on the ``ready`` event is who readies it, for
    "when you ready a friendly unit": ``by``, else the controller of the resolving spell or ability
    (415.3.b); the Awaken Phase passes the turn player (415.3.a)."""
    c = g.cards.get(cid)
    if c is not None and c.exhausted and (g.is_board_zone(c.zone) or c.zone in ("runes", "legend")):
        if _readying_forbidden(g, cid):
            return  # "can't be readied": the ready action on it does nothing
        c.exhausted = False
        emit(g, "ready", card=cid, player=by or (g.resolving or {}).get("player"))


def _readying_forbidden(g: GameState, cid: str) -> bool:
    return any(behaviour_of(g, sid).forbids_readying(g, sid, cid) for sid in board_sources(g, "forbids_readying"))


def exhaust(g: GameState, cid: str) -> None:
    c = g.cards.get(cid)
    if c is not None and not c.exhausted and (g.is_board_zone(c.zone) or c.zone in ("runes", "legend")):
        c.exhausted = True
        emit(g, "exhaust", card=cid)


# -- zones --------------------------------------------------------------------------------------------


def draw(g: GameState, player: str, n: int = 1) -> None:
    """Draw ``n`` (rule 413). With an empty deck the player burns out first, as often as needed (431.1.a,
    431.3: ``scoring.refill_deck``), then draws the rest."""
    _take_from_deck(g, player, n, "hand", "draw")


def _take_from_deck(g: GameState, player: str, n: int, zone: str, event: str) -> None:
    """Move the top card of the main deck to ``zone`` ``n`` times, one at a time, refilling an empty deck
    by burning out first (431.3: ``scoring.refill_deck``); stop if the game ended meanwhile."""
    from .scoring import refill_deck

    p = g.players[player]
    for _ in range(n):
        if not refill_deck(g, player):
            return
        cid = p.deck[0]
        put(g, cid, zone)
        emit(g, event, player=player, card=cid)


def discard(g: GameState, player: str, cid: str) -> None:
    if cid in g.players[player].hand:
        put(g, cid, "trash")
        emit(g, "discard", player=player, card=cid)


def return_to_hand(g: GameState, cid: str) -> None:
    """Return a permanent to its owner's hand (tokens cease to exist, 186.1)."""
    if _on_board(g, cid):
        instead = _replacement_for(g, {"type": "return", "unit": cid})  # 370
        if instead is not None:
            instead()
            return
        loc = g.cards[cid].zone
        put(g, cid, "hand")
        emit(g, "return", card=cid, location=loc)


def banish(g: GameState, cid: str, *, by: str | None = None) -> None:
    """Banish a card (427). ``by``: the player banishing it, by default the controller of the spell or ability
    resolving now ("when you banish a card you own")."""
    c = g.cards.get(cid)
    if c is not None and c.zone not in ("banishment", "none"):
        owner = c.owner
        if by is None and g.resolving:
            it = g.item(g.resolving["ref"])
            by = it.controller if it is not None else None
        origin = c.zone  # where it was banished from ("when this leaves the board")
        put(g, cid, "banishment")
        emit(g, "banish", card=cid, owner=owner, player=by, origin=origin)


def recall(g: GameState, cid: str, *, exhausted: bool | None = None) -> None:
    """Recall: relocate a permanent to its controller's base; not a move (rules 454-458). Its state is kept
    unless the effect says otherwise."""
    if not _on_board(g, cid) or g.cards[cid].zone == "base":
        return
    c = g.cards[cid]
    frm = c.zone
    bf = g.battlefields[frm]
    if cid in bf.units:
        bf.units.remove(cid)
    c.zone = "base"
    g.players[c.controller].base.append(cid)
    from .attachment import carry

    carry(g, cid)  # 719.3.a
    if exhausted is not None:
        c.exhausted = exhausted
    g.cleanup_due = True
    emit(g, "recall", unit=cid, origin=frm)


def create_token(g: GameState, name: str, controller: str, location: str, *, ready_: bool = False,
                 exhausted_: bool = False, might_: int | None = None, keywords: tuple[str, ...] | None = None) -> str:
    """Play a token (rules 179-187): a new object at ``location`` (``base`` or a battlefield), ready or
    exhausted as its type enters unless the effect says (``ready_``, ``exhausted_``, 184.1); see
    ``tokens.create``."""
    from .tokens import create

    return create(g, name, controller, location, ready=ready_, exhausted=exhausted_, might=might_,
                  keywords=keywords)


def counter(g: GameState, ref: str, *, to: str = "trash", by_effect: bool = True) -> bool:
    """Counter a chain item (rule 425): it does nothing and leaves the chain; a card goes to its owner's
    trash (425.1.a.1), or where the countering effect says instead (``to``), and is not considered played.
    A passive may say the item "can't be countered" (``Behaviour.forbids_countering``): a countering effect
    (``by_effect``) then does nothing to it (054.1); the rules' own countering (a player leaving, 652) does."""
    for it in list(g.chain):
        if it.ref == ref:
            if it.kind == "card" and behaviour_of(g, it.source).uncounterable:
                return False  # "This can't be countered" (054)
            if by_effect and _countering_forbidden(g, it):
                return False
            g.chain.remove(it)
            if it.kind == "card":
                put(g, it.source, to)
            g.cleanup_due = True
            emit(g, "counter", item=ref)
            return True
    return False


def _countering_forbidden(g: GameState, item) -> bool:
    return any(behaviour_of(g, sid).forbids_countering(g, sid, item) for sid in sources(g, "forbids_countering"))


def _extra_added(g: GameState, player: str) -> int:
    """Energy that passives add beside an [Add] ability's own as it resolves (429): asked of the cards on
    the board, legends and battlefields of ``player``'s side (``Behaviour.extra_added``)."""
    res = g.resolving
    if res is None or res.get("kind") != "ability" or res.get("source") not in g.cards or res.get("extra_added"):
        return 0
    res["extra_added"] = True  # once per resolution of the ability, however many adds its effect makes
    extra = 0
    for sid, s in list(g.cards.items()):
        if s.official and not s.facedown and (g.is_board_zone(s.zone) or s.zone == "legend"):
            extra += behaviour_of(g, sid).extra_added(g, sid, res["source"])
    return extra


def add_resources(g: GameState, player: str, energy: int = 0, power: dict[str, int] | None = None, *,
                  spells_only: bool = False, use: str | None = None) -> None:
    """Add energy and power to a player's rune pool (rule 429). ``spells_only``: the energy and power may
    only be spent to play spells (166.2: it is in the pool, but no other cost can use it). ``use``: another
    restriction (``showdown``, ``units``: units or abilities of units, ``gear``: gear or gear abilities)."""
    p = g.players[player]
    energy += _extra_added(g, player)
    if use is not None:
        p.restricted.append({"use": use, "energy": energy, "power": {d: n for d, n in (power or {}).items() if n}})
    p.energy += energy
    if spells_only:
        p.spell_energy += energy
    for d, n in (power or {}).items():
        p.power[d] = p.power.get(d, 0) + n
        if spells_only:
            p.spell_power[d] = p.spell_power.get(d, 0) + n
    emit(g, "add", player=player, energy=energy, power=dict(power or {}))


def is_unit(g: GameState, cid: str) -> bool:
    return cid in g.cards and g.cards[cid].type == "unit"


__all__ = ["deal", "kill", "heal", "give_might", "give_keyword", "buff", "spend_buff", "stun", "ready", "exhaust", "draw",
           "discard", "kill_all", "mill", "return_to_hand", "banish", "recall", "create_token", "counter", "add_resources", "might",
           "has_keyword", "is_unit"]
