"""Legal actions (capability ``legal-actions``): what a player could do now.

Candidates are generated from the state (cards in hand or facedown, abilities, units to move, passes)
and each is tried on a copy of the state: only the ones the rules accept are returned, so this list can
never disagree with ``act``.

Two things keep this cheap without changing the answer (``legal_actions_exhaustive`` is the plain version
the tests compare against):

* every discretionary action needs priority (312.1; playing.py, movement, passing, ending the turn, hiding
  all check it first), so a candidate of a player without priority is refused without being tried;
* a candidate the checks of its rule refuse before the rule changes anything (timing, zone, destination:
  ``actions.early_refusal``) is refused without a copy of the state;
* a candidate is tried on a copy marked ``trial``: processing stops where nothing can refuse it any more
  (``timing.settled``: before anything resolves, before the chain closes, a combat step or the next phase),
  instead of running the rules on until a player must act again.
"""

from __future__ import annotations

import itertools
from typing import Any

from .actions import dispatch, early_refusal
from .affordability import surely_unaffordable
from .behaviour import abilities_of, behaviour_of
from .errors import IllegalAction, NeedDecision, TrialAccepted
from .granted_flow import flow_costs
from .play_keywords import has_as_played
from .keywords import has_keyword
from .passive_sources import sources
from .play_locations import may_play_to
from .payment import repeat_costs
from .playing import ambush_location, offered_cost
from .state import GameState, clone, thrown_away
from .targets import candidates
from .zone_plays import playable_from_trash

MAX_TARGET_COMBOS = 64


def _accepted(g: GameState, action: dict, stop_early: bool = True) -> bool:
    if stop_early and early_refusal(g, action) is not None:
        return False  # refused by checks that read the state only: no copy needed to know it
    if stop_early and surely_unaffordable(g, action):
        return False  # a play whose cheapest possible cost the pool cannot pay (358.5): no copy needed either
    trial = clone(g)
    trial.answers = []
    trial.trial = stop_early
    try:
        with thrown_away():
            dispatch(trial, action)
    except (NeedDecision, TrialAccepted):
        return True
    except IllegalAction:
        return False
    return True


def _target_choices(g: GameState, player: str, cid: str, specs, hidden_at=None) -> list[list[str]]:
    if not specs:
        return [[]]
    per_spec = []
    for spec in specs:
        cands = candidates(g, spec, player, cid, hidden_at)
        options = []
        for n in range(spec.minimum, min(spec.maximum, len(cands)) + 1):
            options += [list(c) for c in itertools.combinations(cands, n)]
        per_spec.append(options)
    out = []
    for combo in itertools.product(*per_spec):
        out.append([t for group in combo for t in group])
        if len(out) >= MAX_TARGET_COMBOS:
            break
    return out


def legal_actions(g: GameState, decision: dict | None, player: str | None = None) -> list[dict[str, Any]]:
    if decision is not None:
        return candidate_actions(g, decision, player)
    if g.priority is None or (player is not None and player != g.priority):
        return []  # 312.1: nobody else may take a discretionary action
    return [a for a in candidate_actions(g, decision, g.priority) if _accepted(g, a)]


def legal_actions_exhaustive(g: GameState, decision: dict | None, player: str | None = None) -> list[dict[str, Any]]:
    """The same list as :func:`legal_actions`, every candidate of every player run to the end on a copy."""
    if decision is not None:
        return candidate_actions(g, decision, player)
    return [a for a in candidate_actions(g, decision, player) if _accepted(g, a, stop_early=False)]


def candidate_actions(g: GameState, decision: dict | None, player: str | None = None) -> list[dict[str, Any]]:
    """Every action worth trying now, legal or not: ``legal_actions`` keeps the ones the rules accept. (The
    answers to an open question are filtered by the api, which replays each.)"""
    if decision is not None:
        if player is not None and player != decision["player"]:
            return []
        p = decision["player"]
        if decision["kind"] == "order-triggers":
            return [{"player": p, "order": list(decision["options"])}]
        if decision["kind"] == "choose":
            options = decision["options"]
            if decision.get("maximum") == 1:  # one, or none (declining: 383.3.a)
                out = [{"player": p, "choose": o} for o in options] + [{"player": p, "choose": []}]
            elif "minimum" in decision:  # several to choose: the combinations of an allowed size
                sizes = range(decision["minimum"], min(decision["maximum"], len(options)) + 1)
                combos = itertools.chain.from_iterable(itertools.combinations(options, n) for n in sizes)
                out = [{"player": p, "choose": list(c)} for c in itertools.islice(combos, MAX_TARGET_COMBOS)]
            else:
                out = [{"player": p, "choose": o} for o in options]
            if decision.get("paying"):  # 429.3: [Add] abilities while deciding whether to pay
                from .playing import _usable_add

                out += [{"player": p, "activate": cid, **({"ability": i} if i != 1 else {})}
                        for cid, c in g.cards.items() if c.controller == p
                        for i in range(1, len(abilities_of(g, cid)) + 1)
                        if _usable_add(g, p, cid, i) is None]
            return out
        return [{"player": p, "assign": dict(decision.get("example") or {})}]
    if g.winner is not None:
        return []
    out: list[dict[str, Any]] = []
    players = [player] if player is not None else list(g.order)
    for p in players:
        if p not in g.players or g.players[p].lost:
            continue
        cand: list[dict[str, Any]] = [{"player": p, "pass": "priority"}, {"player": p, "pass": "focus"},
                                      {"player": p, "end_turn": True}]
        zones = list(g.players[p].hand) + list(g.players[p].champion)  # 108.3.d: the Champion Zone too
        zones += [c for b in g.battlefields.values() for c in b.facedown if g.cards[c].controller == p]
        zones += [c for c in g.players[p].trash if flow_costs(g, c)]  # 829.1.b, granted Flow too
        zones += [c for c in playable_from_trash(g, p) if c not in zones]  # 366.1: other trash permissions
        for cid in zones:
            beh = behaviour_of(g, cid)
            hidden_at = g.cards[cid].zone if g.cards[cid].facedown else None
            c = g.cards[cid]
            places = [None]
            if c.type == "unit" and not hidden_at:
                places += [b for b, bf in g.battlefields.items() if bf.controller == p
                           or ambush_location(g, cid, p, b) or may_play_to(g, cid, p, b)]  # 355.2.a-b, 822.1.b
            for targets in _target_choices(g, p, cid, beh.targets, hidden_at):
                for place in places:
                    a: dict[str, Any] = {"player": p, "play": cid}
                    if targets:
                        a["targets"] = targets
                    if place:
                        a["to"] = place
                    cand.append(a)
                    if c.type == "unit" and has_as_played(g, cid, p, "facedown" if c.facedown else c.zone,
                                                          "Accelerate"):
                        cand.append({**a, "accelerate": True})
                    if beh.has_optional_cost():
                        cand.append({**a, "additional_cost": True})  # 356.2.b
            if c.type == "unit" and not hidden_at:  # a battlefield's cost to play the unit there (356.2.b)
                for b in g.battlefields:
                    if offered_cost(g, cid, p, b) is not None:
                        cand.append({"player": p, "play": cid, "to": b, "additional_cost": True})
            for extra in range(1, len(repeat_costs(g, cid, p)) + 1):  # 820: choices for each execution
                for targets in _target_choices(g, p, cid, beh.targets * (1 + extra), hidden_at):
                    cand.append({"player": p, "play": cid, "repeat": extra, **({"targets": targets} if targets else {})})
        grantors = sources(g, "ability_grants")  # asked once for all of p's cards
        for cid, c in g.cards.items():
            if c.controller != p:
                continue
            for i, ab in enumerate(abilities_of(g, cid, grantors), start=1):
                for targets in _target_choices(g, p, cid, ab.targets):
                    a = {"player": p, "activate": cid}
                    if i != 1:
                        a["ability"] = i
                    if targets:
                        a["targets"] = targets
                    cand.append(a)
        units = [u for u in g.board_units() if g.cards[u].controller == p and not g.cards[u].exhausted]
        for u in units:
            for dest in ["base", *g.battlefields]:
                cand.append({"player": p, "move": [u], "to": dest})
        for cid in g.players[p].hand + g.players[p].champion:  # 811.1.b: from hand or the Champion Zone
            if not has_keyword(g.cards[cid], "Hidden", g):  # only a card with [Hidden] may be hidden (811.1)
                continue
            for bid in g.battlefields:
                cand.append({"player": p, "hide": cid, "at": bid})
        out += cand
    return out
