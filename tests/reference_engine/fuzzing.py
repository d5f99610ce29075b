"""A random-play fuzzer for the reference engine: random valid setups, random play, invariants after every step.

Used by ``test_fuzz_random_play.py`` (a bounded, deterministic CI run) and ``scripts/fuzz_engine.py`` (long
runs). Everything is driven by one ``random.Random(seed)``, so a seed reproduces a run exactly.

A run is: ``random_setup(rng)`` builds a setup of 2-4 players with plain units (random keywords) and
official cards the engine implements in hands, bases, battlefields (face up and facedown), decks and trash,
random energy and power, a random phase; then ``play(setup, rng, steps)`` takes random legal actions (and
now and then an illegal one) and checks ``check_state`` after each step. A broken invariant raises
``Violation`` with the step, the action and the seed-independent reproducer (setup + actions so far).
"""

from __future__ import annotations

import copy
import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jsonschema

from reference_engine import catalogue, coverage
from reference_engine.api import Session
from reference_engine.errors import SetupError

ROOT = Path(__file__).resolve().parents[2]
STATE_SCHEMA = json.loads((ROOT / "schema" / "state.schema.json").read_text())
_VALIDATOR = jsonschema.Draft202012Validator(STATE_SCHEMA)

PLAYERS = ("A", "B", "C", "D")
DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")
PHASES = ("main", "main", "main", "main", "beginning", "channel", "draw", "awaken", "ending")
PLAIN_KEYWORDS = ("Tank", "Backline", "Shield", "Shield 2", "Assault", "Assault 3", "Deflect", "Ganking",
                  "Temporary", "Hidden", "Accelerate", "Ambush", "Action", "Reaction")


class Violation(AssertionError):
    """A broken invariant; ``repro`` is a self-contained reproducer (setup and actions)."""

    def __init__(self, message: str, repro: dict):
        super().__init__(f"{message}\nreproducer: {json.dumps(repro, sort_keys=True)}")
        self.repro = repro


# -- the card pool ----------------------------------------------------------------------------------------

def _pool() -> dict[str, list[str]]:
    """Official cards the engine implements (card modules first, then compiled specs and keyword-only cards),
    grouped by type. Sorted, so the same seed draws the same cards."""
    summary = coverage.summary()
    out: dict[str, list[str]] = {}
    for name in sorted(set(summary["module"]) | set(summary["spec"]) | set(summary["keywords"])):
        facts = catalogue.lookup(name)
        if facts is None or facts.is_token:
            continue
        out.setdefault(facts.type, []).append(name)
    return out


POOL = _pool()


@dataclass
class _Ids:
    n: int = 0

    def new(self, prefix: str) -> str:
        self.n += 1
        return f"{prefix}{self.n}"


def _plain_unit(rng: random.Random, ids: _Ids, **extra) -> dict:
    body: dict[str, Any] = {"might": rng.randint(0, 6)}
    if rng.random() < 0.5:
        body["keywords"] = sorted(set(rng.sample(PLAIN_KEYWORDS, rng.randint(1, 3))))
    if rng.random() < 0.3:
        body["cost"] = rng.randint(0, 4)
    return {"id": ids.new("u"), "unit": body, **extra}


def _official(rng: random.Random, ids: _Ids, types: tuple[str, ...], **extra) -> dict:
    names = [n for t in types for n in POOL.get(t, [])]
    return {"id": ids.new("c"), "card": rng.choice(names), **extra}


def _permanent(rng: random.Random, ids: _Ids, **extra) -> dict:
    if rng.random() < 0.5:
        return _plain_unit(rng, ids, **extra)
    card = _official(rng, ids, ("unit", "gear") if rng.random() < 0.85 else ("gear",), **extra)
    return card


def _any_card(rng: random.Random, ids: _Ids) -> dict:
    r = rng.random()
    if r < 0.25:
        return _plain_unit(rng, ids)
    if r < 0.3:
        return {"id": ids.new("g"), "gear": {"name": "Test Gear"}}
    return _official(rng, ids, ("unit", "gear", "spell", "spell"))


def _state_flags(rng: random.Random, card: dict) -> dict:
    if rng.random() < 0.3:
        card["exhausted"] = True
    if rng.random() < 0.15:
        card["damage"] = rng.randint(1, 3)
    if rng.random() < 0.1:
        card["buffed"] = True
    if rng.random() < 0.1:
        card["stunned"] = True
    return card


def random_setup(rng: random.Random) -> dict:
    """A random setup valid for the scenario format (2-4 players)."""
    ids = _Ids()
    n_players = rng.choice((2, 2, 2, 3, 4))
    players = list(PLAYERS[:n_players])
    battlefields = []
    for i in range(rng.randint(1, 3)):
        bf: dict[str, Any] = {"id": f"bf{i + 1}"}
        if rng.random() < 0.4 and POOL.get("battlefield"):
            bf["card"] = rng.choice(POOL["battlefield"])
        holders = rng.sample(players, rng.randint(0, min(2, n_players)))
        if holders and rng.random() < 0.8:
            bf["controller"] = holders[0]
        units = []
        for p in holders:
            for _ in range(rng.randint(1, 2)):
                units.append(_state_flags(rng, _permanent(rng, ids, controller=p)))
        if units:
            bf["units"] = units
        if bf.get("controller") and rng.random() < 0.3:
            bf["facedown"] = [{**_any_card(rng, ids), "controller": bf["controller"]}]
        if bf.get("controller") and rng.random() < 0.2:
            bf["scored"] = [bf["controller"]]
        battlefields.append(bf)
    pspecs = {}
    for p in players:
        spec: dict[str, Any] = {
            "score": rng.choice((0, 0, 1, 3, 6, 7)),
            "energy": rng.randint(0, 8),
            "hand": [_any_card(rng, ids) for _ in range(rng.randint(0, 5))],
            "base": [_state_flags(rng, _permanent(rng, ids)) for _ in range(rng.randint(0, 3))],
            "deck": [_any_card(rng, ids) for _ in range(rng.randint(0, 4))],
        }
        power = {d: rng.randint(1, 3) for d in rng.sample(DOMAINS, rng.randint(0, 3))}
        if power:
            spec["power"] = power
        if rng.random() < 0.3:
            spec["trash"] = [_any_card(rng, ids) for _ in range(rng.randint(1, 2))]
        if rng.random() < 0.5:
            spec["runes"] = [{"id": ids.new("r"), "domain": rng.choice(DOMAINS),
                              **({"exhausted": True} if rng.random() < 0.3 else {})}
                             for _ in range(rng.randint(1, 3))]
        if rng.random() < 0.4:
            spec["rune_deck"] = [{"id": ids.new("r"), "domain": rng.choice(DOMAINS)} for _ in range(2)]
        if rng.random() < 0.4 and POOL.get("legend"):
            spec["legend"] = {"id": ids.new("l"), "card": rng.choice(POOL["legend"])}
        pspecs[p] = spec
    order = list(players)
    rng.shuffle(order)
    return {"turn": {"active": rng.choice(players), "phase": rng.choice(PHASES), "number": rng.randint(1, 5)},
            "order": order, "players": pspecs, "battlefields": battlefields}


# -- illegal actions --------------------------------------------------------------------------------------

def random_illegal(rng: random.Random, obs: dict, legal: list[dict]) -> Any:
    """Something that is probably not a legal decision: malformed, wrong player, unknown IDs, bad values."""
    players = list(obs["players"]) + ["Z"]
    cards = list(obs["cards"]) or ["nothing"]
    bfs = list(obs["battlefields"]) or ["nowhere"]
    p = rng.choice(players)
    kind = rng.randrange(14)
    if kind == 0:
        return rng.choice([None, 3, "pass", ["play"], {"player": p}, {}])
    if kind == 1:
        return {"player": p, "play": rng.choice(cards + ["ghost"]), "targets": rng.sample(cards, min(2, len(cards)))}
    if kind == 2:
        return {"player": p, "move": rng.sample(cards, min(rng.randint(1, 2), len(cards))),
                "to": rng.choice(bfs + ["base", "hand", "ghost"])}
    if kind == 3:
        return {"player": p, "activate": rng.choice(cards), "ability": rng.choice([0, 1, 2, 9, "x", None])}
    if kind == 4:
        return {"player": p, "hide": rng.choice(cards), "at": rng.choice(bfs + ["base"])}
    if kind == 5:
        return {"player": p, "pass": rng.choice(["priority", "focus", "turn", 1, None])}
    if kind == 6:
        return {"player": p, rng.choice(["choose", "order", "assign"]):
                rng.choice([[], [rng.choice(cards)], {rng.choice(cards): rng.randint(-2, 5)}, "yes", 7, None])}
    if kind == 7:
        return {"player": p, "end_turn": rng.choice([True, False, "yes"])}
    if kind == 8:
        return {"player": p, "concede": rng.choice([True, False, 1])}
    if kind == 9:
        return {"player": p, "play": rng.choice(cards), "move": [rng.choice(cards)], "to": rng.choice(bfs)}
    if kind == 10:
        return {"player": p, "play": rng.choice(cards), "targets": rng.choice([None, "x", [None], [1], {}]),
                "to": rng.choice([None, 5, "base", rng.choice(bfs)])}
    if kind == 11:
        return {"player": p, "play": rng.choice(cards), "repeat": rng.choice([-1, 0, 5, "2", True]),
                "accelerate": rng.choice([True, "yes"]), "additional_cost": rng.choice([True, 0])}
    if kind == 12 and legal:
        # A legal action offered to someone else, sent by another player.
        a = dict(rng.choice(legal))
        a["player"] = rng.choice([q for q in players if q != a.get("player")])
        return a
    if kind == 13 and legal:
        # A legal action with one field broken.
        a = dict(rng.choice(legal))
        key = rng.choice([k for k in a if k != "player"] or ["player"])
        a[key] = rng.choice([None, 0, "ghost", [], ["ghost"], {"x": 1}])
        return a
    return {"player": p, "bogus": True}


# -- invariants -------------------------------------------------------------------------------------------

def check_state(obs: dict) -> list[str]:
    """Problems with one observed state (schema, zone consistency, negative numbers)."""
    problems = [f"schema: {'/'.join(map(str, e.absolute_path))}: {e.message}"
                for e in _VALIDATOR.iter_errors(obs)]
    if problems:
        return problems
    cards = obs["cards"]
    seen: dict[str, str] = {}

    def listed(cid: str, zone: str, where: str) -> None:
        if cid in seen:
            problems.append(f"{cid} listed twice: {seen[cid]} and {where}")
        seen[cid] = where
        if cid not in cards:
            problems.append(f"{cid} listed in {where} but not among cards")
        elif cards[cid]["zone"] != zone:
            problems.append(f"{cid} listed in {where} but its zone is {cards[cid]['zone']!r}")

    for p, ps in obs["players"].items():
        for zone in ("hand", "deck", "trash", "base", "banishment", "runes", "rune_deck"):
            for cid in ps.get(zone) or []:
                listed(cid, zone, f"players.{p}.{zone}")
                if cid in cards and zone in ("hand", "deck", "trash", "banishment", "rune_deck") \
                        and cards[cid]["owner"] != p:
                    problems.append(f"{cid} is in {p}'s {zone} but owned by {cards[cid]['owner']}")
                top = cards.get(cid, {}).get("attached_to")
                carried = top in cards and cards[top]["controller"] == p  # 107.1.c.1: with its top-most card
                if cid in cards and zone in ("base", "runes") and cards[cid]["controller"] != p and not carried:
                    problems.append(f"{cid} is in {p}'s {zone} but controlled by {cards[cid]['controller']}")
        if ps.get("legend"):
            listed(ps["legend"], "legend", f"players.{p}.legend")
        if ps["energy"] < 0 or any(v < 0 for v in ps["power"].values()):
            problems.append(f"{p} has a negative rune pool {ps['energy']} {ps['power']}")
    for b, bs in obs["battlefields"].items():
        for cid in bs["units"]:
            listed(cid, b, f"battlefields.{b}.units")
            if cid in cards and cards[cid]["controller"] not in obs["players"]:
                problems.append(f"{cid} at {b} has no controller")
        for cid in bs["facedown"]:
            listed(cid, b, f"battlefields.{b}.facedown")
        if bs["controller"] is not None and bs["controller"] not in obs["players"]:
            problems.append(f"{b} is controlled by unknown {bs['controller']!r}")
    for item in obs["chain"]:
        src = item.get("source")
        if item["kind"] == "card" and src is not None:
            if src in seen:
                problems.append(f"{src} is on the chain and in {seen[src]}")
            seen[src] = "chain"
            if src in cards and cards[src]["zone"] != "chain":
                problems.append(f"{src} is on the chain but its zone is {cards[src]['zone']!r}")
    for cid, c in cards.items():
        if c["damage"] < 0:
            problems.append(f"{cid} has negative damage {c['damage']}")
        attached_gear = c["type"] == "gear" and c["zone"] in obs["battlefields"]  # attachment.py: not a unit there
        if c["zone"] not in ("none", "legend", "chain") and cid not in seen and cid not in obs["battlefields"] \
                and not attached_gear:
            problems.append(f"{cid} has zone {c['zone']!r} but no zone lists it")
        if c["zone"] == "chain" and cid not in seen:
            problems.append(f"{cid} has zone 'chain' but no chain item is it")
    d = obs["decision"]
    if d is not None and d["player"] not in obs["players"]:
        problems.append(f"a decision for unknown player {d['player']!r}")
    return problems


@dataclass
class Run:
    setup: dict
    actions: list = field(default_factory=list)
    states: list = field(default_factory=list)  # JSON of observe() after setup and after every step
    refused: int = 0
    accepted: int = 0


def _repro(run: Run, action: Any = None) -> dict:
    return {"setup": run.setup, "actions": run.actions + ([action] if action is not None else [])}


def _copy_session(s: Session) -> Session:
    return copy.deepcopy(s)


def _answers(obs: dict, legal: list[dict]) -> list[dict]:
    d = obs["decision"]
    out = [a for a in legal if a.get("player") == d["player"] and any(k in a for k in ("choose", "order", "assign"))]
    if d.get("paying"):  # 429.3: while deciding whether to pay, [Add] abilities are the way to an answer
        out += [a for a in legal if a.get("player") == d["player"] and "activate" in a]
    return out


def play(setup: dict, rng: random.Random, steps: int = 40, illegal_rate: float = 0.2,
         check_all_legal: bool = True) -> Run:
    """Play ``steps`` random decisions from ``setup``; raise :class:`Violation` on a broken invariant.
    Returns the run (``None``-free) or raises ``SetupError`` if the engine refused the setup."""
    run = Run(setup=copy.deepcopy(setup))
    s = Session()
    s.setup(copy.deepcopy(setup))

    def fail(msg: str, action: Any = None) -> None:
        raise Violation(msg, _repro(run, action))

    def observe() -> dict:
        try:
            obs = s.observe()
        except Exception as exc:  # noqa: BLE001 -- reported with the reproducer
            fail(f"observe() raised {type(exc).__name__}: {exc}")
        problems = check_state(obs)
        if problems:
            fail("observed state is inconsistent: " + "; ".join(problems[:5]))
        run.states.append(json.dumps(obs, sort_keys=True))
        return obs

    obs = observe()
    for _ in range(steps):
        if obs["winner"] is not None:
            break
        try:
            legal = s.legal_actions()
        except Exception as exc:  # noqa: BLE001
            fail(f"legal_actions() raised {type(exc).__name__}: {exc}")
        if obs["decision"] is not None:
            answers = _answers(obs, legal)
            if not answers:
                fail(f"the open decision {obs['decision']} offers no answer among the legal actions")
        elif not legal:
            fail("nobody can act, but the game is not over")
        if check_all_legal:
            for a in legal:
                trial = _copy_session(s)
                try:
                    res = trial.act(copy.deepcopy(a))
                except Exception as exc:  # noqa: BLE001
                    fail(f"a legal action raised {type(exc).__name__}: {exc}", a)
                if not res.get("accepted"):
                    fail(f"legal_actions() offered an action act() refused: {res.get('reason')}", a)
        illegal = rng.random() < illegal_rate
        action = random_illegal(rng, obs, legal) if illegal else copy.deepcopy(rng.choice(legal))
        before = json.dumps(obs, sort_keys=True)
        try:
            res = s.act(copy.deepcopy(action) if isinstance(action, (dict, list)) else action)
        except Exception as exc:  # noqa: BLE001
            fail(f"act() raised {type(exc).__name__}: {exc}", action)
        if not isinstance(res, dict) or not isinstance(res.get("accepted"), bool):
            fail(f"act() returned {res!r}", action)
        if not res["accepted"]:
            run.refused += 1
            if not isinstance(res.get("reason"), str) or not res["reason"]:
                fail("a refusal without a reason", action)
            if json.dumps(s.observe(), sort_keys=True) != before:
                fail(f"a refused action changed the state ({res['reason']})", action)
            if not illegal:
                fail(f"a legal action was refused: {res['reason']}", action)
            continue
        run.accepted += 1
        run.actions.append(action)
        obs = observe()
    return run


def fuzz_one(seed: int, steps: int = 40, check_all_legal: bool = True, check_replay: bool = True) -> Run | None:
    """One deterministic run from ``seed``; ``None`` when the engine refuses the random setup (an
    unsupported combination it reports honestly). With ``check_replay``, the same seed is run again and must
    give the same states."""
    rng = random.Random(seed)
    setup = random_setup(rng)
    try:
        run = play(setup, rng, steps, check_all_legal=check_all_legal)
    except SetupError:
        return None
    if check_replay:
        rng2 = random.Random(seed)
        random_setup(rng2)
        again = play(setup, rng2, steps, check_all_legal=False)
        if again.states != run.states:
            n = next(i for i, (x, y) in enumerate(zip(run.states, again.states + [None])) if x != y)
            raise Violation(f"replaying seed {seed} gave a different state after step {n}",
                            {"setup": setup, "actions": run.actions[:n]})
    return run


def replay(repro: dict) -> Session:
    """A session after a reproducer's setup and actions (for minimising and regression tests)."""
    s = Session()
    s.setup(copy.deepcopy(repro["setup"]))
    for a in repro["actions"]:
        s.act(copy.deepcopy(a))
    return s
