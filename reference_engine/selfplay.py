"""Whole games by random legal play: random legal decks, the Setup Process, random legal choices to the end.

    python -m reference_engine.selfplay --games 20 --seed 1 [--mode duel|match|skirmish|war]
    python -m reference_engine.selfplay --replay /tmp/selfplay-1-3.json

Each game builds a random legal deck per player (``random_deck``: only cards, legends and battlefields the
engine implements, so the pool widens by itself as more land; ``coverage.missing``), starts from the Setup
Process (``game_setup``), then, step by step, takes a random legal action of the player who must act
(``random_legal_action``): first a kind of action (play, move, hide, activate, pass, end turn, an answer)
among the kinds with a legal action, then one legal action of that kind, so a turn ends after a few steps.
After every step the invariants hold (``check``): every card is in exactly one zone and no card appears or
vanishes (tokens aside), a card is on the chain at most once, scores never decrease, the winner never
changes once there is one; and the game ends within ``--max-steps``. A violated invariant, a refused legal
action or an engine exception saves a reproducer (setup and actions, JSON) to ``--out``; ``--replay``
plays one back. The closing line is ``N games, W won, D drawn, V invariant violations, E engine errors``
(drawn: ended without a winner). In ``match`` mode a game is a whole best-of-3 match (486.6); the line
before it counts the games played.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import catalogue, coverage
from .api import Session
from .catalogue import CardFacts
from .deck import COLOURLESS, MAX_COPIES, MAX_SIGNATURES, MIN_MAIN, RUNES
from .modes import MODES, Mode

PLAYERS = ("A", "B", "C", "D")
MAX_STEPS = 3000


# -- random legal decks ------------------------------------------------------------------------------------

def _playable(facts: CardFacts) -> bool:
    return (coverage.missing(facts) is None and not facts.is_token and "stand-in" not in facts.supertypes)


def _fits(facts: CardFacts, identity: set[str]) -> bool:
    return set(facts.domains) - COLOURLESS <= identity


@dataclass
class Pool:
    """The implemented cards by role, sorted so that a seed always builds the same decks."""

    legends: list[tuple[CardFacts, list[CardFacts]]] = field(default_factory=list)  # with their champions
    cards: list[CardFacts] = field(default_factory=list)  # units, gear and spells
    battlefields: list[CardFacts] = field(default_factory=list)
    runes: dict[str, CardFacts] = field(default_factory=dict)  # by domain

    def main_cards(self, legend: CardFacts) -> list[CardFacts]:
        identity, tags = set(legend.domains), set(legend.tags)
        return [c for c in self.cards if _fits(c, identity)
                and ("signature" not in c.supertypes or tags & set(c.tags))]  # 103.2.d.2


def pool() -> Pool:
    facts = [catalogue.lookup(n) for n in catalogue.names()]
    playable = [f for f in facts if _playable(f)]
    out = Pool()
    out.cards = [f for f in playable if f.type in ("unit", "gear", "spell")]
    out.battlefields = [f for f in playable if f.type == "battlefield"]
    out.runes = {f.domains[0]: f for f in facts if f.type == "rune" and "basic" in f.supertypes}
    for legend in (f for f in playable if f.type == "legend"):
        champions = [c for c in out.cards if c.type == "unit" and "champion" in c.supertypes
                     and set(legend.tags) & set(c.tags) and _fits(c, set(legend.domains))]  # 103.2.a.2
        battlefields = [b for b in out.battlefields if _fits(b, set(legend.domains))]
        if champions and len(battlefields) >= 3 and len(out.main_cards(legend)) * MAX_COPIES >= MIN_MAIN - 1:
            out.legends.append((legend, champions))
    return out


def random_deck(rng: random.Random, p: Pool, battlefields: int = 3, legend: str | None = None) -> dict[str, Any]:
    """A random deck that keeps every construction rule (deck.check accepts it); ``legend``: its Champion
    Legend by name (else one at random)."""
    legend_facts, champions = (next(x for x in p.legends if x[0].name == legend) if legend
                               else rng.choice(p.legends))
    legend = legend_facts
    champion = rng.choice(champions)
    candidates = p.main_cards(legend)
    copies: Counter[str] = Counter({champion.name: 1})
    signatures = 0
    main: list[str] = []
    while len(main) < MIN_MAIN - 1:
        c = rng.choice(candidates)
        limit = 1 if "Unique" in c.keywords else MAX_COPIES  # 825.3.a, 103.2.b
        sig = "signature" in c.supertypes
        if copies[c.name] >= limit or (sig and signatures >= MAX_SIGNATURES):
            continue
        copies[c.name] += 1
        signatures += sig
        main.append(c.name)
    domains = list(legend.domains)
    split = rng.randint(0, RUNES) if len(domains) > 1 else RUNES
    runes = [{"card": p.runes[domains[0]].name, "count": split}] if split else []
    if split < RUNES:
        runes.append({"card": p.runes[domains[1]].name, "count": RUNES - split})
    bfs = rng.sample([b for b in p.battlefields if _fits(b, set(legend.domains))], battlefields)
    grouped = Counter(main)
    return {"legend": legend.name, "champion": champion.name,
            "main": [{"card": n, "count": k} for n, k in sorted(grouped.items())],
            "runes": runes, "battlefields": [b.name for b in bfs]}


# -- invariants --------------------------------------------------------------------------------------------

class Violation(Exception):
    pass


def _zones(state: dict[str, Any]) -> Counter[str]:
    """How many zone lists hold each card (the chain counts as one for a card being played)."""
    where: Counter[str] = Counter()
    for p in state["players"].values():
        for key in ("hand", "deck", "trash", "base", "banishment", "runes", "rune_deck", "champion"):
            where.update(p.get(key, []))
        if p.get("legend"):
            where[p["legend"]] += 1
    for bf in state["battlefields"].values():
        where.update(bf["units"])
        where.update(bf["facedown"])
    where.update({it["source"] for it in state["chain"] if it["kind"] == "card"})
    return where


def conserved(state: dict[str, Any]) -> set[str]:
    """The cards that must neither appear nor vanish: tokens aside (180), and battlefield cards aside -- a
    battlefield replaced by a token keeps its ID as the token while the replaced card waits in banishment
    under an ID of its own, and swapping back ends that (438.5.a, 438.7.b)."""
    return {cid for cid, c in state["cards"].items() if not c.get("token") and c.get("type") != "battlefield"}


def check(state: dict[str, Any], before: dict[str, Any] | None, cards: set[str]) -> None:
    """The invariants between two observed states (``before`` None: the first state)."""
    where = _zones(state)
    for cid, c in state["cards"].items():
        if c["zone"] == "none":
            continue
        host = c.get("attached_to")
        if where[cid] == 0 and host and state["cards"][host]["zone"] == c["zone"]:
            continue  # attached cards are where their top-most card is (434, 719), listed with none
        if where[cid] != 1:
            raise Violation(f"card {cid} is in {where[cid]} zones (observed zone {c['zone']})")
    now = conserved(state)
    if now != cards:  # card conservation: nothing appears or vanishes (tokens aside, 180)
        gone, new = sorted(cards - now), sorted(now - cards)
        raise Violation(f"cards not conserved: gone {gone[:3]}, new {new[:3]}")
    # One chain (327): a card is on it at most once. (Abilities may be: the same ability of one source
    # triggering twice gives two items with one reference, which cannot be told apart.)
    played = [it["source"] for it in state["chain"] if it["kind"] == "card"]
    if len(set(played)) != len(played):
        raise Violation(f"a card is on the chain twice: {played}")
    on_chain = {cid for cid, c in state["cards"].items() if c["zone"] == "chain"}
    if on_chain - {it["source"] for it in state["chain"]}:
        raise Violation(f"cards in the chain zone without a chain item: {sorted(on_chain)}")
    winner = state["winner"]
    if winner is not None and winner not in state["players"]:
        raise Violation(f"unknown winner {winner!r}")
    if before is None:
        return
    if before["winner"] is not None and winner != before["winner"]:
        raise Violation(f"the winner changed from {before['winner']} to {winner}")
    for name, p in state["players"].items():
        if p["score"] < before["players"][name]["score"]:
            raise Violation(f"{name}'s score went down from {before['players'][name]['score']} to {p['score']}")


# -- playing -----------------------------------------------------------------------------------------------

def _kind(action: dict[str, Any]) -> str:
    for k in ("play", "move", "hide", "activate", "end_turn", "order", "choose", "assign"):
        if k in action:
            return k
    return "pass"


def random_legal_action(s: Session, rng: random.Random, player: str | None,
                        check_legal: bool = False, tried: list | None = None) -> dict[str, Any] | None:
    """A random legal action of ``player``, taken: a kind of action at random among the kinds with a legal
    action, then one legal action of that kind at random, or None when there is none.

    Trying the candidates (``Session.candidate_actions``) in a random order and keeping the first one ``act``
    accepts draws from the same distribution as picking among ``legal_actions``, without trying every
    candidate first. ``check_legal``: also compute ``legal_actions`` and require that the action taken is
    one of them and that every candidate refused is not (slow)."""
    candidates = s.candidate_actions(player)
    legal = s.legal_actions(player) if check_legal else None
    by_kind: dict[str, list[dict[str, Any]]] = {}
    for a in candidates:
        by_kind.setdefault(_kind(a), []).append(a)
    kinds = sorted(by_kind)
    rng.shuffle(kinds)
    for kind in kinds:
        group = by_kind[kind]
        rng.shuffle(group)
        for action in group:
            if s.surely_unaffordable(action):  # refused if tried: skipping it leaves the same draw
                if legal is not None and action in legal:
                    raise Violation(f"legal action {action} was judged surely unaffordable")
                continue
            if tried is not None:
                tried[:] = [action]  # kept only if acting raises: the reproducer then ends with it
            accepted = s.act(action)["accepted"]
            if tried is not None:
                tried.clear()
            if accepted:
                if legal is not None and action not in legal:
                    raise Violation(f"accepted {action} is not among the legal actions")
                return action
            if legal is not None and action in legal:
                raise Violation(f"legal action {action} was refused")
    if legal:
        raise Violation(f"no candidate was accepted, yet the legal actions are {legal[:3]}")
    return None


def _actor(state: dict[str, Any]) -> str | None:
    d = state.get("decision")
    if d:
        return d["player"]
    return state["priority"] or state["focus"]


@dataclass
class Outcome:
    status: str  # won | drawn | violation | error
    winner: str | None = None
    steps: int = 0
    message: str = ""
    repro: dict[str, Any] | None = None


def play_game(setup: dict[str, Any], rng: random.Random, max_steps: int = MAX_STEPS,
              check_legal: bool = False) -> Outcome:
    s = Session()
    actions: list[dict[str, Any]] = []
    tried: list[dict[str, Any]] = []

    def repro() -> dict[str, Any]:
        # An engine error raised while trying a candidate: the candidate is the reproducer's last action.
        return {"setup": setup, "actions": list(actions) + tried, "max_steps": max_steps}

    try:
        s.setup(setup)
        state = s.observe()
        cards = conserved(state)
        check(state, None, cards)
        for step in range(max_steps):
            if state["winner"] is not None:
                return Outcome("won", state["winner"], step)
            action = random_legal_action(s, rng, _actor(state), check_legal, tried)
            if action is None:
                raise Violation("no legal action while the game goes on")
            actions.append(action)
            before, state = state, s.observe()
            check(state, before, cards)
        if state["winner"] is not None:
            return Outcome("won", state["winner"], max_steps)
        raise Violation(f"the game did not end within {max_steps} steps")
    except Violation as exc:
        return Outcome("violation", None, len(actions), str(exc), repro())
    except Exception as exc:  # an engine bug: counted, saved, never stops the run
        return Outcome("error", None, len(actions), f"{type(exc).__name__}: {exc}\n{traceback.format_exc()}",
                       repro())


def game_setup(rng: random.Random, p: Pool, m: Mode) -> dict[str, Any]:
    players = list(PLAYERS[: m.players])
    return {"mode": m.name, "seed": rng.randrange(2 ** 31), "order": players,
            "decks": {pl: random_deck(rng, p, m.deck_battlefields) for pl in players}}


def play_match(rng: random.Random, p: Pool, m: Mode, max_steps: int, check_legal: bool = False) -> tuple[Outcome, int]:
    """486: best of 3. A won game removes both battlefields used from the match (486.5); a game without a
    winner lets them be presented again (486.5.a). Each player presents one not yet removed."""
    setup = game_setup(rng, p, m)
    wins: Counter[str] = Counter()
    removed: dict[str, set[str]] = {pl: set() for pl in setup["decks"]}
    games = 0
    while max(wins.values(), default=0) < 2 and games < 2 * m.best_of:
        games += 1
        game = json.loads(json.dumps(setup))
        game["seed"] = rng.randrange(2 ** 31)
        chosen = {}
        for pl, deck in game["decks"].items():
            left = [i for i, _ in enumerate(deck["battlefields"]) if i not in removed[pl]]
            if not left:
                break
            chosen[pl] = rng.choice(left)
            deck["battlefields"] = [{"id": f"{pl.lower()}-bf-{i + 1}", "card": b} for i, b in enumerate(deck["battlefields"])]
            deck["battlefield"] = f"{pl.lower()}-bf-{chosen[pl] + 1}"
        if len(chosen) < len(game["decks"]):
            break
        out = play_game(game, rng, max_steps, check_legal)
        if out.status in ("violation", "error"):
            return out, games
        if out.status == "won":
            wins[out.winner] += 1
            for pl, i in chosen.items():
                removed[pl].add(i)
    if wins and max(wins.values()) >= 2:
        return Outcome("won", wins.most_common(1)[0][0]), games
    return Outcome("drawn"), games


def run(games: int, seed: int, mode: str = "duel", out: Path | None = None, max_steps: int = MAX_STEPS,
        check_legal: bool = False, progress: int = 0, echo=print) -> Counter[str]:
    m = MODES[mode]
    p = pool()
    rng = random.Random(seed)
    counts: Counter[str] = Counter()
    played = 0
    start = time.perf_counter()
    for n in range(games):
        if m.best_of > 1:
            outcome, k = play_match(rng, p, m, max_steps, check_legal)
            played += k
        else:
            outcome = play_game(game_setup(rng, p, m), rng, max_steps, check_legal)
            played += 1
        counts[outcome.status] += 1
        if outcome.repro is not None:
            path = (out or Path(tempfile.gettempdir())) / f"selfplay-{seed}-{n}.json"
            try:  # a reproducer that cannot be saved is reported, and the run goes on
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(json.dumps({**outcome.repro, "message": outcome.message}, indent=1))
                saved = f"reproducer: {path}"
            except OSError as exc:
                saved = f"reproducer not saved: {exc}"
            echo(f"game {n}: {outcome.status}: {outcome.message.splitlines()[0]} ({saved})")
        if progress and (n + 1) % progress == 0 and n + 1 < games:
            echo(f"... {n + 1} games: {counts['won']} won, {counts['drawn']} drawn, {counts['violation']} invariant "
                 f"violations, {counts['error']} engine errors ({time.perf_counter() - start:.0f} s)")
    elapsed = time.perf_counter() - start
    if m.best_of > 1:
        echo(f"{played} games in {games} matches")
    echo(f"{elapsed:.1f} s, {played / elapsed if elapsed else 0:.3g} games/s")
    echo(f"{games} games, {counts['won']} won, {counts['drawn']} drawn, {counts['violation']} invariant violations, "
         f"{counts['error']} engine errors")
    return counts


def replay(path: Path, echo=print) -> int:
    """Play a saved reproducer's actions again and report the first refusal, violation or error."""
    data = json.loads(path.read_text())
    s = Session()
    s.setup(data["setup"])
    state = s.observe()
    cards = conserved(state)
    try:
        check(state, None, cards)
        for i, action in enumerate(data["actions"]):
            reply = s.act(action)
            if not reply["accepted"]:
                echo(f"actions[{i}] {json.dumps(action)} refused: {reply.get('reason')}")
                return 1
            before, state = state, s.observe()
            check(state, before, cards)
    except Violation as exc:
        echo(f"actions[{i}] {json.dumps(action)}: invariant violated: {exc}")
        return 1
    except Exception as exc:  # the engine error the reproducer was saved for
        echo(f"actions[{i}] {json.dumps(action)}: engine error: {type(exc).__name__}: {exc}")
        return 1
    echo(f"{len(data['actions'])} actions replayed; winner {state['winner']}")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m reference_engine.selfplay", description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--mode", choices=sorted(MODES), default="duel")
    ap.add_argument("--max-steps", type=int, default=MAX_STEPS, help="a game not over after this many steps violates")
    ap.add_argument("--out", type=Path, default=Path(tempfile.gettempdir()), help="where reproducers go")
    ap.add_argument("--check-legal", action="store_true",
                    help="also require each action taken to be among legal_actions (slow)")
    ap.add_argument("--progress", type=int, default=0, metavar="K", help="a running count every K games")
    ap.add_argument("--replay", type=Path, help="a saved reproducer to play back")
    args = ap.parse_args(argv)
    if args.replay:
        return replay(args.replay)
    counts = run(args.games, args.seed, args.mode, args.out, args.max_steps, args.check_legal, args.progress,
                 echo=lambda line: print(line, flush=True))
    return 1 if counts["violation"] or counts["error"] else 0


if __name__ == "__main__":
    sys.exit(main())
