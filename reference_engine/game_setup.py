"""The Setup Process (110-118): a game that starts from decks instead of a stated position.

``build(setup)`` reads a setup mapping with ``decks`` (docs/scenario-format.md, "Starting from decks")::

    {"mode": "duel", "order": ["A", "B"], "seed": 7, "first": "A", "decks": {"A": {...}, "B": {...}}}

and performs 111-116 at once: each Champion Legend goes to its Legend Zone (111, 107.4), each Chosen
Champion to its Champion Zone (112, 108.3), battlefields are set aside and those the Mode of Play uses are
chosen (113, 485.5-488.5), the Main and Rune Decks are shuffled (114), the turn order is set (115) and the
First Turn Process noted (483.7). With a ``seed``, shuffles, the First Player and random battlefield picks
come from ``random.Random(seed)``; without one nothing is random: decks stay in listed order (top first),
the First Player is ``first`` or the first in ``order``, each deck's battlefield is its ``battlefield`` or
its first listed one. ``first`` and ``battlefield`` override the seed too, and in a Match, where each
player selects its battlefield rather than drawing one at random (486.5), the seed never picks it.

The rest needs the players: ``process(g)`` (called by ``api.Session`` while the game is marked
``setup_pending``) draws 4 each (116), asks each player in turn order for their mulligan (117, a
``choose`` question: up to two hand cards to set aside, draw that many, recycle them), then begins the
First Player's first turn (118). Questions are asked with ``decisions.choose_from``, so a mulligan is
answered and replayed like any other question.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from . import deck as decks
from .decisions import choose_from
from .effects import draw
from .errors import SetupError
from .events import emit
from .modes import Mode, mode as mode_named
from .setup import _Builder, _implemented
from .state import Battlefield, CardInstance, GameState, Player
from .zones import put

KEYS = {"mode", "order", "seed", "first", "decks"}
HAND = 4  # 116
MULLIGAN_MAX = 2  # 117.1


def build(setup: Mapping[str, Any], rules_version: str = "1.4") -> GameState:
    bad = set(setup) - KEYS
    if bad:
        raise SetupError(sorted(bad)[0], "unknown key (a setup from decks has mode, order, seed, first, decks)")
    m = mode_named(setup.get("mode", "duel"))
    spec = setup.get("decks")
    if not isinstance(spec, Mapping) or not spec:
        raise SetupError("decks", "expected a mapping of player name to deck")
    if setup.get("order") is not None and not isinstance(setup["order"], list):
        raise SetupError("order", "expected a list of players (the seating)")
    seating = list(setup.get("order") or spec)
    for i, p in enumerate(seating):
        if not isinstance(p, str) or p not in spec:
            raise SetupError(f"order[{i}]", f"expected a player with a deck, not {p!r}")
    if len(set(seating)) != len(seating) or set(seating) != set(spec):
        raise SetupError("order", "expected every player with a deck exactly once")
    if len(seating) != m.players:  # 483.1
        raise SetupError("decks", f"{m.name} (rule {m.rule}.1) is for {m.players} players, not {len(seating)}")
    seed = setup.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise SetupError("seed", f"expected an integer, not {seed!r}")
    rng = random.Random(seed) if seed is not None else None
    built = {p: decks.check(spec[p], p, battlefields=m.deck_battlefields) for p in seating}
    ids: dict[str, str] = {}
    for p in seating:
        for ident in built[p].instance_ids():
            if ident in ids or ident in spec:
                raise SetupError(f"decks.{p}", f"instance ID {ident!r} is used twice (also in {ids.get(ident, 'players')})")
            ids[ident] = f"decks.{p}"
    first = setup.get("first")
    if first is not None and first not in seating:
        raise SetupError("first", f"unknown player {first!r}")
    if first is None:
        first = rng.choice(seating) if rng else seating[0]  # 115: a fair random method
    i = seating.index(first)
    order = seating[i:] + seating[:i]  # 115.1.b: clockwise from the First Player
    g = GameState(order=order, players={p: Player(p) for p in order}, active=first, phase="setup",
                  turn_number=1, rules_version=rules_version, victory_score=m.victory_score)
    g.setup_pending = True
    g.first_turn = m.first_turn(order)
    b = _Builder(g)
    for p in seating:
        _place(g, b, built[p], rng)
    _battlefields(g, m, built, seating, order, rng)
    return g


def _card(b: _Builder, dc: decks.DeckCard, field: str, owner: str, zone: str) -> str:
    return b.card({"id": dc.id, "card": dc.facts.name}, field, owner=owner, zone=zone)


def _place(g: GameState, b: _Builder, d: decks.Deck, rng: random.Random | None) -> None:
    p, pl, f = d.player, g.players[d.player], f"decks.{d.player}"
    lid = _card(b, d.legend, f"{f}.legend.card", p, "legend")  # 111, 107.4.a
    pl.legend = lid
    cid = _card(b, d.champion, f"{f}.champion.card", p, "champion")  # 112, 108.3.b
    pl.champion.append(cid)
    pl.chosen_champion = d.champion.facts.name
    main = [_card(b, dc, f"{f}.main", p, "deck") for dc in d.main]
    runes = []
    for dc in d.runes:
        g.cards[dc.id] = CardInstance(id=dc.id, name=dc.facts.name, type="rune", owner=p, controller=p,
                                      zone="rune_deck", official=True, domains=dc.facts.domains,
                                      supertypes=dc.facts.supertypes, obj=g.new_obj())
        runes.append(dc.id)
    if rng is not None:  # 114: each shuffled, separately (103.3.b)
        rng.shuffle(main)
        rng.shuffle(runes)
    pl.deck, pl.rune_deck = main, runes


def _battlefields(g: GameState, m: Mode, built: dict[str, decks.Deck], seating: list[str], order: list[str],
                  rng: random.Random | None) -> None:
    """113, 483.4-483.5: the battlefields each contributing player selects, placed together."""
    contributors = [p for p in seating if m.first_player_contributes or p != order[0]]  # 488.4.b
    for p in contributors:
        d = built[p]
        if d.chosen_battlefield is not None:
            pick = next(x for x in d.battlefields if x.id == d.chosen_battlefield)
        elif rng is not None and m.random_battlefield:
            pick = rng.choice(d.battlefields)  # 485.5: selected at random; the other two are not used
        else:  # 486.5: in a Match each player selects theirs (``battlefield``); unstated, the first listed
            pick = d.battlefields[0]
        f = f"decks.{p}.battlefields[{d.battlefields.index(pick)}].card"
        _implemented(pick.facts, f)
        g.battlefields[pick.id] = Battlefield(id=pick.id, name=pick.facts.name)
        bf = CardInstance(id=pick.id, name=pick.facts.name, type="battlefield", owner=p, controller=p,
                          zone=pick.id, official=True, obj=g.new_obj())
        bf.memory["contributed_by"] = p  # 483.4, 652.2
        g.cards[pick.id] = bf


def process(g: GameState) -> None:
    """116-118, once the state is built: draw 4, mulligans in turn order, then the first turn begins."""
    # Progress is kept in the state, so that processing resumed at an open question (a player conceded
    # while it was open, 650) neither draws again nor repeats a mulligan.
    done = g.turn_memory.setdefault("mulligans", [])
    if not g.turn_memory.get("drawn"):
        for p in g.order:  # 116
            draw(g, p, HAND)
        g.turn_memory["drawn"] = True
    for p in g.order:  # 117
        if p in done or g.players[p].lost:  # a player who left the game (651) has no mulligan
            continue
        hand = list(g.players[p].hand)
        aside = choose_from(g, p, hand, "Mulligan (117): choose up to two cards in your hand to set aside; you "
                            "draw that many, then recycle them", minimum=0, maximum=MULLIGAN_MAX,
                            extra={"mulligan": True})
        # 117.2-117.3: draw as many as were set aside, then recycle them (416.1.a: to the bottom of the Main
        # Deck, in the order chosen). The set-aside cards are out of the deck while drawing, as they are here.
        draw(g, p, len(aside))
        for cid in aside:
            put(g, cid, "deck", bottom=True)
            emit(g, "recycle", card=cid, player=p)
        emit(g, "mulligan", player=p, cards=len(aside))
        done.append(p)
    g.turn_memory = {}
    g.setup_pending = False
    if g.players[g.active].lost:  # 652.5.a.1: the First Player left; the next in turn order begins
        g.active = g.next_player(g.active)
    g.phase, g.step = "awaken", None  # 118: the First Player takes their turn
    g.players[g.active].turns_started += 1  # their first turn ("each player's first Beginning Phase")
    g.cleanup_due = True
    emit(g, "turn", player=g.active, number=g.turn_number)
