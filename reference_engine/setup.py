"""Build a :class:`GameState` from a scenario ``setup`` mapping (docs/scenario-format.md).

Every problem raises :class:`SetupError` naming the field path, e.g. ``players.A.hand[2].card``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import catalogue
from .errors import SetupError
from .implemented import missing
from .keywords import parse_keyword
from .state import PHASES, Battlefield, CardInstance, GameState, Player

DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")
CARD_STATE_KEYS = {"id", "card", "unit", "gear", "owner", "controller", "exhausted", "damage", "buffed",
                   "stunned", "token"}


def _expect(cond: bool, field: str, message: str) -> None:
    if not cond:
        raise SetupError(field, message)


def _int(value: Any, field: str, minimum: int = 0) -> int:
    _expect(isinstance(value, int) and not isinstance(value, bool) and value >= minimum, field,
            f"expected an integer >= {minimum}, got {value!r}")
    return value


def _implemented(facts: catalogue.CardFacts, field: str) -> None:
    """An official card whose text the engine does not implement is refused, not silently played as if it
    had no text (``implemented.missing``)."""
    problem = missing(facts)
    _expect(problem is None, field, problem or "")


class _Builder:
    def __init__(self, g: GameState):
        self.g = g

    def card(self, spec: Any, field: str, *, owner: str, zone: str, at_battlefield: bool = False,
             facedown: bool = False) -> str:
        g = self.g
        _expect(isinstance(spec, Mapping), field, "expected a mapping with an id")
        unknown = set(spec) - CARD_STATE_KEYS
        _expect(not unknown, f"{field}.{sorted(unknown)[0] if unknown else ''}", "unknown key")
        cid = spec.get("id")
        _expect(isinstance(cid, str) and cid, f"{field}.id", "expected a non-empty string")
        _expect(cid not in g.cards and cid not in g.players and cid not in g.battlefields, f"{field}.id",
                f"duplicate ID {cid!r}")
        kinds = [k for k in ("card", "unit", "gear") if k in spec]
        _expect(len(kinds) == 1, field, "exactly one of card, unit, gear is required")
        kind = kinds[0]
        card_owner = spec.get("owner", owner)
        _expect(card_owner in g.players, f"{field}.owner", f"unknown player {card_owner!r}")
        controller = spec.get("controller", card_owner if not at_battlefield else None)
        _expect(controller in g.players, f"{field}.controller",
                "required for cards at battlefields" if controller is None else f"unknown player {controller!r}")
        c = CardInstance(id=cid, name="", type="unit", owner=card_owner, controller=controller, zone=zone)
        if kind == "card":
            name = spec["card"]
            facts = catalogue.lookup(name) if isinstance(name, str) else None
            _expect(facts is not None, f"{field}.card", f"no card named {name!r} in the catalogue")
            _implemented(facts, f"{field}.card")
            c.name, c.type, c.official = facts.name, facts.type, True
            c.printed_might = facts.might
            c.energy, c.power = facts.energy or 0, facts.power or 0
            c.domains, c.tags, c.supertypes = facts.domains, facts.tags, facts.supertypes
            c.keywords = facts.keywords
            c.token = facts.is_token
        else:
            body = spec[kind]
            _expect(isinstance(body, Mapping), f"{field}.{kind}", "expected a mapping")
            allowed = {"might", "keywords", "cost", "name", "power", "domains", "tags"} if kind == "unit" else \
                {"name", "cost", "keywords", "power", "domains", "tags"}
            bad = set(body) - allowed
            _expect(not bad, f"{field}.{kind}.{sorted(bad)[0] if bad else ''}", "unknown key")
            c.type = kind
            c.name = body.get("name", "Test Unit" if kind == "unit" else "Test Gear")
            _expect(isinstance(c.name, str), f"{field}.{kind}.name", "expected a string")
            if kind == "unit":
                c.printed_might = _int(body.get("might", 1), f"{field}.unit.might")
            c.energy = _int(body.get("cost", 0), f"{field}.{kind}.cost")
            c.power = _int(body.get("power", 0), f"{field}.{kind}.power")
            kws = body.get("keywords", [])
            _expect(isinstance(kws, list), f"{field}.{kind}.keywords", "expected a list")
            for i, kw in enumerate(kws):
                _expect(isinstance(kw, str) and parse_keyword(kw) is not None, f"{field}.{kind}.keywords[{i}]",
                        f"unknown keyword {kw!r}")
            c.keywords = tuple(kws)
            c.domains = tuple(d.lower() for d in body.get("domains", []))
            c.tags = tuple(body.get("tags", []))
        for flag in ("exhausted", "buffed", "stunned", "token"):
            if flag in spec:
                _expect(isinstance(spec[flag], bool), f"{field}.{flag}", "expected true or false")
                setattr(c, flag, spec[flag])
        if "damage" in spec:
            c.damage = _int(spec["damage"], f"{field}.damage")
        if facedown:
            c.facedown = True
            c.hidden_at = zone
        c.obj = g.new_obj()
        c.entered = g.tick()
        g.cards[cid] = c
        return cid


def build(setup: Mapping[str, Any], rules_version: str = "1.4") -> GameState:
    if not isinstance(setup, Mapping):
        raise SetupError("", "expected a mapping")
    known = {"turn", "order", "victory_score", "players", "battlefields"}
    bad = set(setup) - known
    _expect(not bad, sorted(bad)[0] if bad else "", "unknown key")
    players_spec = setup.get("players") or {}
    _expect(isinstance(players_spec, Mapping), "players", "expected a mapping of player name to zones")
    order = list(setup.get("order") or list(players_spec))
    if len(order) < 2:
        order = order + [p for p in ("A", "B") if p not in order][: 2 - len(order)]
    for i, p in enumerate(order):
        _expect(isinstance(p, str) and p, f"order[{i}]", "expected a player name")
    _expect(len(set(order)) == len(order), "order", "duplicate player")
    for p in players_spec:
        _expect(p in order, f"players.{p}", "player missing from order")
    turn = setup.get("turn") or {}
    _expect(isinstance(turn, Mapping), "turn", "expected a mapping")
    active = turn.get("active", order[0])
    _expect(active in order, "turn.active", f"unknown player {active!r}")
    phase = turn.get("phase", "main")
    _expect(phase in PHASES, "turn.phase", f"expected one of {', '.join(PHASES)}")
    number = _int(turn.get("number", 1), "turn.number", 1)
    g = GameState(order=order, players={p: Player(p) for p in order}, active=active, phase=phase,
                  turn_number=number, rules_version=rules_version,
                  victory_score=_int(setup.get("victory_score", 8), "victory_score", 1))
    b = _Builder(g)
    # Battlefields first (their IDs are zones).
    bfs = setup.get("battlefields") or []
    _expect(isinstance(bfs, list), "battlefields", "expected a list")
    for i, spec in enumerate(bfs):
        f = f"battlefields[{i}]"
        _expect(isinstance(spec, Mapping), f, "expected a mapping")
        bad = set(spec) - {"id", "card", "owner", "controller", "scored", "units", "facedown"}
        _expect(not bad, f"{f}.{sorted(bad)[0] if bad else ''}", "unknown key")
        bid = spec.get("id")
        _expect(isinstance(bid, str) and bid, f"{f}.id", "expected a non-empty string")
        _expect(bid not in g.battlefields and bid not in g.players, f"{f}.id", f"duplicate ID {bid!r}")
        name = spec.get("card")
        if name is not None:
            facts = catalogue.lookup(name) if isinstance(name, str) else None
            _expect(facts is not None and facts.type == "battlefield", f"{f}.card",
                    f"no battlefield card named {name!r} in the catalogue")
            _implemented(facts, f"{f}.card")
        ctrl = spec.get("controller")
        _expect(ctrl is None or ctrl in g.players, f"{f}.controller", f"unknown player {ctrl!r}")
        _expect(spec.get("owner") is None or spec["owner"] in g.players, f"{f}.owner",
                f"unknown player {spec.get('owner')!r}")
        scored = spec.get("scored", [])
        _expect(isinstance(scored, list) and all(s in g.players for s in scored), f"{f}.scored",
                "expected a list of players")
        g.battlefields[bid] = Battlefield(id=bid, name=name, controller=ctrl, scored=list(scored))
    for i, spec in enumerate(bfs):
        f = f"battlefields[{i}]"
        bid = spec["id"]
        # The battlefield is an instance too (chain references like ``bf1.trigger``).
        if spec.get("card"):
            facts = catalogue.lookup(spec["card"])
            g.cards[bid] = CardInstance(id=bid, name=facts.name, type="battlefield", owner=spec.get("owner") or order[0],
                                        controller=spec.get("controller") or order[0], zone=bid, official=True,
                                        obj=g.new_obj())
            if spec.get("owner"):  # the player who contributed it to the game (483.4, 652.2)
                g.cards[bid].memory["contributed_by"] = spec["owner"]
        for key in ("units", "facedown"):
            lst = spec.get(key, [])
            _expect(isinstance(lst, list), f"{f}.{key}", "expected a list")
            for j, cs in enumerate(lst):
                owner = cs.get("owner", cs.get("controller")) if isinstance(cs, Mapping) else None
                _expect(owner is not None, f"{f}.{key}[{j}].controller", "required for cards at battlefields")
                cid = b.card(cs, f"{f}.{key}[{j}]", owner=owner, zone=bid, at_battlefield=True,
                             facedown=key == "facedown")
                if key == "units":
                    _expect(g.cards[cid].type in ("unit", "gear"), f"{f}.units[{j}]", "not a unit or gear")
                    g.battlefields[bid].units.append(cid)
                else:
                    g.battlefields[bid].facedown.append(cid)
    for p, pspec in players_spec.items():
        f = f"players.{p}"
        pspec = pspec or {}
        _expect(isinstance(pspec, Mapping), f, "expected a mapping")
        bad = set(pspec) - {"score", "energy", "power", "runes", "rune_deck", "legend", "hand", "deck", "trash",
                            "base", "banishment", "xp"}
        _expect(not bad, f"{f}.{sorted(bad)[0] if bad else ''}", "unknown key")
        pl = g.players[p]
        pl.score = _int(pspec.get("score", 0), f"{f}.score")
        pl.energy = _int(pspec.get("energy", 0), f"{f}.energy")
        pl.xp = _int(pspec.get("xp", 0), f"{f}.xp")  # 729
        power = pspec.get("power", {}) or {}
        _expect(isinstance(power, Mapping), f"{f}.power", "expected a mapping of domain to amount")
        for d, n in power.items():
            _expect(d in DOMAINS or d == "any", f"{f}.power.{d}", f"unknown domain (one of {', '.join(DOMAINS)})")
            pl.power[d] = _int(n, f"{f}.power.{d}")
        for zone in ("hand", "deck", "trash", "base", "banishment"):
            lst = pspec.get(zone, []) or []
            _expect(isinstance(lst, list), f"{f}.{zone}", "expected a list")
            for j, cs in enumerate(lst):
                cid = b.card(cs, f"{f}.{zone}[{j}]", owner=p, zone=zone)
                c = g.cards[cid]
                if zone == "base":
                    _expect(c.type in ("unit", "gear"), f"{f}.base[{j}]", "only units and gear can be in a base")
                    g.players[c.controller].base.append(cid)
                else:
                    g.players[c.owner].zone(zone).append(cid)
        # Runes on the board, then the rune deck (top first, 103.3): the same rune shapes.
        for zone in ("runes", "rune_deck"):
            runes = pspec.get(zone, []) or []
            _expect(isinstance(runes, list), f"{f}.{zone}", "expected a list")
            for j, rs in enumerate(runes):
                rf = f"{f}.{zone}[{j}]"
                _expect(isinstance(rs, Mapping), rf, "expected a mapping")
                bad = set(rs) - ({"id", "domain", "card", "exhausted"} if zone == "runes" else {"id", "domain", "card"})
                _expect(not bad, f"{rf}.{sorted(bad)[0] if bad else ''}", "unknown key")
                rid = rs.get("id")
                _expect(isinstance(rid, str) and rid and rid not in g.cards, f"{rf}.id", "expected a new ID")
                if "card" in rs:  # an official rune by name
                    facts = catalogue.lookup(rs["card"])
                    _expect(facts is not None and facts.type == "rune" and "domain" not in rs, f"{rf}.card",
                            f"expected the name of a rune in the catalogue (and no domain), not {rs['card']!r}")
                    dom = facts.domains[0] if facts.domains else None
                else:
                    dom = rs.get("domain")
                    _expect(dom in DOMAINS, f"{rf}.domain", f"expected one of {', '.join(DOMAINS)}")
                    facts = catalogue.lookup(f"{dom.capitalize()} Rune")
                g.cards[rid] = CardInstance(id=rid, name=facts.name, type="rune", owner=p, controller=p, zone=zone,
                                            official=True, domains=facts.domains or (dom,),
                                            supertypes=facts.supertypes,
                                            exhausted=bool(rs.get("exhausted", False)), obj=g.new_obj())
                pl.zone(zone).append(rid)
        leg = pspec.get("legend")
        if leg is not None:
            _expect(isinstance(leg, Mapping) and "card" in leg and "id" in leg, f"{f}.legend",
                    "expected {id, card}")
            facts = catalogue.lookup(leg["card"])
            _expect(facts is not None and facts.type == "legend", f"{f}.legend.card",
                    f"no legend named {leg['card']!r} in the catalogue")
            _implemented(facts, f"{f}.legend.card")
            _expect(leg["id"] not in g.cards, f"{f}.legend.id", "duplicate ID")
            g.cards[leg["id"]] = CardInstance(id=leg["id"], name=facts.name, type="legend", owner=p, controller=p,
                                              zone="legend", official=True, domains=facts.domains,
                                              tags=facts.tags, exhausted=bool(leg.get("exhausted", False)),
                                              obj=g.new_obj())
            pl.legend = leg["id"]
    _count_turns_started(g)
    return g


def _count_turns_started(g: GameState) -> None:
    """Each player's turns so far, the current one included, if the game's turns 1..N went round the turn
    order and turn N is the active player's (no extra turns): turn k belongs to the player N-k places
    before the active player."""
    n, active = len(g.order), g.order.index(g.active)
    for k in range(1, g.turn_number + 1):
        g.players[g.order[(active - (g.turn_number - k)) % n]].turns_started += 1
