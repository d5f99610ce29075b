"""Triggered abilities: noticing them (rule 383.2), and putting them on the chain (383.3).

``check`` runs after every event: each triggered ability whose source is in an active zone and whose
condition the event meets becomes a :class:`PendingTrigger`. ``place`` puts waiting triggers on the chain
as pending items: each player orders their own simultaneous triggers (383.3.d, a ``decision`` of kind
``order-triggers`` answered by an ``order`` action; the first listed goes on first), players in turn
order starting with the turn player (383.3.d.1); as a combat begins, the attacker first, then the other
players, then the defender (464.2.e.1).
"""

from __future__ import annotations

from collections import Counter

from .behaviour import behaviour_named, behaviour_of
from .copied_text import copy_of, instances
from .decisions import ask
from .state import GameState, PendingTrigger, identity_epoch
from .versions import optional_trigger_chosen_while_finalizing


def trigger_ref(source: str, index: int) -> str:
    return f"{source}.trigger" if index == 1 else f"{source}.trigger.{index}"


def _zone_active(g: GameState, cid: str, zones: tuple[str, ...]) -> bool:
    c = g.cards[cid]
    if c.type == "battlefield":  # 438.5: a replaced battlefield waits in banishment, without abilities
        return "battlefield" in zones and cid in g.battlefields
    if c.facedown:
        return False
    if "board" in zones and g.is_board_zone(c.zone):
        return True
    return c.zone in zones


def all_triggers(g: GameState, cid: str) -> tuple:
    """A card's triggered abilities: its behaviour's, then those its keywords give it (e.g. Temporary)."""
    from .keywords import keyword_triggers  # keywords -> equipment -> attachment -> events -> triggers

    return tuple(behaviour_of(g, cid).triggers) + tuple(keyword_triggers(g, cid))


def _attached_by_unit(g: GameState) -> tuple[dict[str, list[str]], set[str]]:
    """Top-most card -> the cards attached to it (719), in card order; and the cards given text by a resolved
    effect (``memory["granted_text"]``): one pass over the cards per event."""
    out: dict[str, list[str]] = {}
    granted = set()
    for cid, c in g.cards.items():
        memory = c.memory
        if memory:
            top = memory.get("attached_to")
            if top is not None:
                out.setdefault(top, []).append(cid)
            if memory.get("granted_text"):
                granted.add(cid)
    return out, granted


_WATCHERS = "trigger_watchers"


def _watchers(g: GameState) -> frozenset[str]:
    """The cards that may see an event for what they are and where they are: face down, a battlefield card, on
    the board, or in a zone one of their triggered abilities names (:func:`check` looks at the others only if
    something attached or granted gives them abilities). It depends on the cards' zones, faces, types and
    behaviours only, so it is kept on the state with the stamp of ``passive_sources.py``."""
    stamp = (identity_epoch(), len(g.cards), tuple(g.battlefields))
    cached = g.derived.get(_WATCHERS)
    if cached is None or cached[0] != stamp:
        bfs = g.battlefields
        found = frozenset(cid for cid, c in g.cards.items() if c.zone != "none" and (
            c.facedown or c.type == "battlefield" or c.zone == "base" or c.zone in bfs
            or c.zone in _trigger_zones(behaviour_of(g, cid))))
        cached = g.derived[_WATCHERS] = (stamp, found)
    return cached[1]


def appended_triggers(g: GameState, cid: str, attached: list[str], start: int) -> list[tuple[int, object, dict]]:
    """The triggered abilities in the Effect Text of the cards ``attached`` to ``cid``: appended to its Rules
    Text (434.1.c, 718.3, 719.1), so ``cid`` is their source ("I", "me" is the top-most card). Numbered after
    the card's own abilities from ``start``; each carries ``effect_of`` (the attached card and the
    ability's place in its Effect Text) so it is found again after the card detaches."""
    out = []
    n = start
    for gear in attached:
        for j, trig in enumerate(behaviour_of(g, gear).effect_triggers):
            out.append((n, trig, {"effect_of": [gear, j]}))
            n += 1
        copied = copy_of(g, gear, cid)  # an Effect Text copying the unit's text: its triggers too (copied_text.py)
        if copied is not None and copied["official"]:
            for j, trig in enumerate(behaviour_named(copied["name"]).triggers):
                out.append((n, trig, {"copied_of": [copied["name"], j]}))
                n += 1
    return out


def trigger_of(g: GameState, source: str, index: int, data: dict | None = None):
    """The triggered ability a pending trigger or chain item stands for: one of ``source``'s own, or (with
    ``effect_of`` in its data) one appended to it by an attached card's Effect Text (718.3)."""
    appended = (data or {}).get("effect_of")
    if appended:
        return behaviour_of(g, appended[0]).effect_triggers[appended[1]]
    copied = (data or {}).get("copied_of")
    if copied:  # copied text keeps what it copied (the card it copied may have changed or gone since)
        return behaviour_named(copied[0]).triggers[copied[1]]
    if (data or {}).get("keyword"):
        from .keywords import keyword_trigger

        return keyword_trigger(data["keyword"])
    of = (data or {}).get("of")
    if of is not None and (source not in g.cards or g.cards[source].name != of):
        # 383.3: once triggered, the ability is an object of its own on the chain (123); it keeps the text
        # it triggered with though its source changed since (a copy that ended, a replaced battlefield).
        own = behaviour_named(of).triggers
        if index <= len(own):
            return own[index - 1]
    if (data or {}).get("granted_keyword"):
        from .keywords import keyword_triggers

        return keyword_triggers(g, source, printed=False)[index - len(all_triggers(g, source)) - 1]
    return all_triggers(g, source)[index - 1]


def _additional_times(g: GameState, cid: str, event: dict) -> int:
    """Passive abilities that make a triggered ability trigger additional times. Units that die in the same
    event as the trigger source were still on the board when its death trigger was noted (323.4,
    808.1.d.2), so their passives count too."""
    together = event.get("together", []) if event["type"] == "die" else []
    extra = 0
    for other in list(g.cards):
        oc = g.cards[other]
        on_board = g.is_board_zone(oc.zone) and not oc.facedown
        if oc.type == "battlefield" or not (on_board or other in together):
            continue
        extra += behaviour_of(g, other).extra_triggers(g, other, cid, event) * instances(g, other)
    return extra


def _stopped(g: GameState, cid: str, trig) -> bool:
    """A passive of a face-up permanent on the board saying ``cid``'s ability ``trig`` doesn't trigger ("Your
    [Temporary] effects at my battlefield don't trigger": ``Behaviour.stops_trigger``)."""
    from .passive_sources import sources  # passive_sources -> behaviour; triggers is imported early

    return any(g.is_board_zone(g.cards[sid].zone) and behaviour_of(g, sid).stops_trigger(g, sid, cid, trig)
               for sid in sources(g, "stops_trigger"))


class _AnyZone:
    """``zone in`` for triggers whose ``zones`` is not a tuple: the plain test, ability by ability."""

    def __init__(self, triggers) -> None:
        self.triggers = triggers

    def __contains__(self, zone: str) -> bool:
        return any(zone in t.zones for t in self.triggers)


_ZONES_NAMED: dict[int, tuple[tuple, frozenset[str] | _AnyZone]] = {}


def _trigger_zones(behaviour) -> frozenset[str] | _AnyZone:
    """The zones any of ``behaviour``'s triggered abilities names (``Trigger.zones``), remembered per tuple of
    triggers (most cards of a game sit in a deck: :func:`check` asks this of each, for every event)."""
    triggers = behaviour.triggers
    found = _ZONES_NAMED.get(id(triggers))
    if found is not None and found[0] is triggers:
        return found[1]
    zones = [t.zones for t in triggers]
    if type(triggers) is not tuple or not all(type(zs) is tuple for zs in zones):
        return _AnyZone(triggers)  # a mutable list, or a zones that is not a tuple: never remembered
    named = frozenset(z for zs in zones for z in zs)
    _ZONES_NAMED[id(triggers)] = (triggers, named)
    return named


def check(g: GameState, event: dict, only: list[str] | None = None) -> None:
    """Note the triggered abilities ``event`` meets (383.2). ``only``: check just these sources and no
    delayed abilities -- an effect that "activates" some abilities as if the event had happened (e.g.
    "activate the conquer effects of units here"), which is not itself an event."""
    from .keywords import KEYWORD_TRIGGER_EVENTS

    carried, granted = _attached_by_unit(g)
    keyword_event = event["type"] in KEYWORD_TRIGGER_EVENTS
    dying = event.get("unit") if event["type"] == "die" else None
    self_noted = event.get("self_noted")
    bfs = g.battlefields
    if only is None:  # the cards the test below can let through, in card order (the rest cannot see the event)
        watching = _watchers(g)
        sources = [cid for cid in g.cards if cid in watching or cid in carried or cid in granted
                   or cid == dying or cid == self_noted]
    else:
        sources = [c for c in only if c in g.cards]
    for cid in sources:
        c = g.cards[cid]
        zone = c.zone
        if zone == "none":
            continue
        attached = event.get("attached", []) if dying == cid else carried.get(cid, [])
        granted_text = c.memory.get("granted_text")
        if not (attached or granted_text or c.facedown or c.type == "battlefield" or zone == "base" or zone in bfs
                or self_noted == cid) and zone not in _trigger_zones(behaviour_of(g, cid)):
            continue  # off the board only a trigger that names this zone can see an event (keyword ones: the board)
        if keyword_event or attached or granted_text or c.memory.get("attached_to"):
            own = list(all_triggers(g, cid))
        else:  # no keyword trigger waits for this event, and nothing is numbered after them: skip finding them
            own = list(behaviour_of(g, cid).triggers)
        if c.memory.get("attached_to"):
            # 718.2, 721.2: an attached card's printed Rules Text is inactive, so its own abilities don't
            # trigger; a keyword an effect gave it does (Temporary from a spell). Numbered after its own.
            from .keywords import keyword_triggers

            candidates = [(len(own) + 1 + k, t, {"granted_keyword": True})
                          for k, t in enumerate(keyword_triggers(g, cid, printed=False))]
        else:
            candidates = [(i, t, {}) for i, t in enumerate(own, start=1)]
        # A unit that died had its cards attached until it left the board: its death event lists them (above).
        # Text a resolved effect gave it for this turn ('This turn, that unit has "When I ..."'): the Effect
        # Text of the granting card, as if attached (``memory["granted_text"]``, ends with the object, 124).
        attached = attached + [e["source"] for e in granted_text or () if e["turn"] == g.turn_number]
        if attached:
            candidates += appended_triggers(g, cid, attached, len(own) + 1)
        # An attached card's Effect Text may make some of the unit's abilities count as others too ("My hold
        # effects are also conquer effects, and vice versa"): ``Behaviour.effect_event_aliases``.
        aliases = {k: v for gear in attached for k, v in behaviour_of(g, gear).effect_event_aliases.items()}
        for i, trig, extra in candidates:
            ons = (trig.on,) if isinstance(trig.on, str) else trig.on
            if event["type"] not in ons and not any(aliases.get(on) == event["type"] for on in ons):
                continue
            # A source leaving its zone with the event itself does not see it (383.2.c.2); the event
            # records what it needs (e.g. a dying unit's own Deathknell is noted before it leaves).
            if not (_zone_active(g, cid, trig.zones) or event.get("self_noted") == cid):
                continue
            if not trig.condition(g, cid, event):
                continue
            if _stopped(g, cid, trig):
                continue  # a passive says this ability doesn't trigger (364)
            if trig.controller:  # the ability says who controls it (190.6.c, e.g. "they")
                controller = trig.controller(g, cid, event)
            elif c.type == "battlefield" and cid in g.battlefields:
                # 190.6.a: a battlefield's controller controls its abilities; uncontrolled, the turn player
                # puts them on the chain and makes their choices (190.6.b).
                controller = g.battlefields[cid].controller or g.active
            else:
                controller = c.controller
            group = 1
            sd = g.showdown
            if event["type"] in ("showdown", "combat"):
                group = -1  # start of showdown or combat (464.2.b): on the chain before any designation trigger
            elif event["type"] in ("attack", "defend") and sd is not None and sd.combat:
                group = 0 if controller == sd.attacker else 2 if controller == sd.defender else 1
            data = {"event": dict(event), **extra}
            if trig.keyword:
                data["keyword"] = trig.keyword  # found again by its keyword (the source may lose it)
            elif c.official and "effect_of" not in extra and "copied_of" not in extra:
                data["of"] = c.name  # whose ability it is, should the source become something else
            if event["type"] == "play" and event.get("card") == cid and event.get("hidden"):
                data["hidden_at"] = event.get("location")  # 811.1.d.2: a hidden permanent's play effect
            for _ in range(1 + _additional_times(g, cid, event)):
                g.pending_triggers.append(PendingTrigger(source=cid, controller=controller, key=str(i), index=i,
                                                         data=dict(data), group=group))
    if only is not None:
        return
    from .delayed import check_delayed  # delayed triggered abilities made by resolved effects (389-392)

    check_delayed(g, event)


def place(g: GameState) -> None:
    """Put every waiting triggered ability on the chain, as pending items, in the order the rules say."""
    everything = list(g.pending_triggers)
    # Start-of-showdown triggers (464.2.b) go on before those of the designations that follow (464.2.e).
    batches = [[t for t in everything if t.group < 0], [t for t in everything if t.group >= 0]]
    for waiting in batches:
        _place_batch(g, waiting)


def _place_batch(g: GameState, waiting: list[PendingTrigger]) -> None:
    from .chain import add_item  # chain imports triggers indirectly through effects

    groups: dict[str, int] = {}
    for t in waiting:
        groups[t.controller] = min(t.group, groups.get(t.controller, t.group))
    players = sorted(groups, key=lambda p: (groups[p], g.turn_order_from(g.active).index(p)
                                           if p in g.living() else 99))
    for p in players:
        mine = [t for t in waiting if t.controller == p]
        if not optional_trigger_chosen_while_finalizing(g.rules_version):
            mine = _choose_to_place(g, mine)  # v1.3 383.3.a
        # Several triggers of the same ability of the same source (it triggered more than once) cannot be
        # told apart: they are ordered as one reference and go on the chain one after the other.
        refs = list(dict.fromkeys(trigger_ref(t.source, t.index) for t in mine))
        if len(refs) > 1:
            def check_order(answer, refs=refs):
                if not isinstance(answer, list) or Counter(answer) != Counter(refs):
                    return f"order must list exactly these triggered abilities: {refs}"
                return None

            answer = ask(g, p, "order-triggers", list(refs),
                         "order your simultaneous triggered abilities (first listed goes on the chain first)",
                         check_order)
            mine = [t for ref in answer for t in mine if trigger_ref(t.source, t.index) == ref]
        for t in mine:
            g.pending_triggers.remove(t)
            add_item(g, kind="trigger", source=t.source, controller=t.controller, index=t.index, key=t.key,
                     data=dict(t.data), opener="trigger")


def _choose_to_place(g: GameState, waiting: list[PendingTrigger]) -> list[PendingTrigger]:
    """v1.3 383.3.a: for each optional ("you may") triggered ability, in the order they were noticed, its
    controller chooses now whether to place it on the chain; one declined has not triggered and is
    dropped. Those placed are marked, so that finalization does not ask again."""
    kept = []
    for t in waiting:
        if not trigger_of(g, t.source, t.index, t.data).optional:
            kept.append(t)
            continue
        answer = ask(g, t.controller, "choose", ["yes", "no"],
                     f"put {trigger_ref(t.source, t.index)} on the chain?",
                     lambda a: None if a in ("yes", "no", True, False) else "answer yes or no")
        if answer in ("no", False):
            g.pending_triggers.remove(t)  # not placed: it has not triggered (v1.3 383.3.a)
            continue
        t.data["placed_by_choice"] = True
        kept.append(t)
    return kept
