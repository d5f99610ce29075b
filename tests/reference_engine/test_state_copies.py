"""The fast paths under the engine's state: ``state.clone`` (copied type by type, not pickled) and the index of
passive sources (``passive_sources.sources``). On the random-play fuzzer's positions (fixed seeds) each must
give what the plain version gives: a pickled copy, and a scan of every card."""

import random
from dataclasses import dataclass

import fuzzing
from reference_engine import api, passive_sources, selfplay, state, triggers
from reference_engine.api import Session
from reference_engine.behaviour import Behaviour, abilities_of, behaviour_of
from reference_engine.errors import SetupError
from reference_engine.state import Modifier, clone, clone_by_pickle

HOOKS = ("might_bonus", "keyword_grants", "unit_enters_ready", "ignores_deflect", "ability_grants")


def _states(seeds=range(8), steps=12):
    """Every state reached by random legal play from the fuzzer's positions (questions included)."""
    for seed in seeds:
        rng = random.Random(seed)
        s = Session()
        try:
            s.setup(fuzzing.random_setup(rng))
        except SetupError:
            continue
        yield s._g  # noqa: SLF001
        for _ in range(steps):
            legal = s.legal_actions()
            if not legal or s.observe()["winner"] is not None:
                break
            s.act(rng.choice(legal))
            yield s._g  # noqa: SLF001


def _mutables(x, seen=None, path="g"):
    """id -> path of every mutable object reachable from ``x`` (the state's records, lists, dicts, sets)."""
    seen = {} if seen is None else seen
    if isinstance(x, (str, int, float, bool, type(None), Modifier)) or id(x) in seen:
        return seen
    if isinstance(x, tuple):
        for i, v in enumerate(x):
            _mutables(v, seen, f"{path}[{i}]")
        return seen
    seen[id(x)] = (path, x)
    if isinstance(x, dict):
        items = x.items()
    elif isinstance(x, (list, set)):
        items = enumerate(x)
    elif hasattr(x, "__dict__"):
        items = vars(x).items()
    else:
        return seen
    for k, v in items:
        _mutables(v, seen, f"{path}.{k}")
    return seen


def _shared(g, copy) -> list[str]:
    """Paths of mutable objects a state and its copy share, but for the recorded events (never changed once
    recorded) and the stamped caches."""
    mine = _mutables(g)
    return sorted(path for i, (path, _) in _mutables(copy).items()
                  if i in mine and not path.startswith(("g.events.", "g.derived")))


def test_a_clone_equals_a_pickled_copy_and_shares_nothing_mutable():
    checked = 0
    for g in _states():
        c = clone(g)
        assert c == clone_by_pickle(g)
        assert _shared(g, c) == []
        if g.paying_for is not None and g.paying_for in g.chain:  # one object, referred to twice
            assert c.paying_for is c.chain[g.chain.index(g.paying_for)]
        checked += 1
    assert checked > 40


def test_the_sharing_check_can_fail(monkeypatch):
    """A clone that copied the cards flat (the card objects shared) is caught."""
    g = next(_states())
    flat = clone(g)
    flat.cards = dict(g.cards)
    assert any(p.startswith("g.cards.") for p in _shared(g, flat))


def test_a_state_field_added_later_is_copied_deep():
    @dataclass
    class Bigger(state.GameState):
        extra: list = None

    g = next(_states())
    b = Bigger(**{k: v for k, v in vars(g).items()}, extra=[{"n": 1}])
    c = clone(b)
    c.extra[0]["n"] = 2
    assert b.extra == [{"n": 1}]


def _scan(g, hook):
    """The plain answer: every card's behaviour asked, as before the index."""
    bfs = g.battlefields
    return [cid for cid, c in g.cards.items() if c.official and not c.facedown
            and (c.zone == "base" or c.zone in bfs or c.zone == "legend" or c.type == "battlefield")
            and getattr(type(behaviour_of(g, cid)), hook) is not getattr(Behaviour, hook)]


def test_the_index_gives_what_a_scan_of_every_card_gives():
    found = 0
    for g in _states():
        for hook in HOOKS:
            assert passive_sources.sources(g, hook) == _scan(g, hook), hook
            found += len(passive_sources.sources(g, hook))
    assert found > 0  # some positions have official cards with passives


def test_the_cards_on_the_board_are_what_a_scan_finds_and_follow_a_zone_change():
    seen = 0
    for g in _states():
        assert passive_sources.on_board(g) == [cid for cid, c in g.cards.items() if g.is_board_zone(c.zone)]
        seen += len(passive_sources.on_board(g))
    assert seen > 0
    g = next(g for g in _states() if passive_sources.on_board(g))
    first = passive_sources.on_board(g)[0]
    g.cards[first].zone = "trash"
    assert first not in passive_sources.on_board(g)


def test_the_index_follows_a_zone_change_of_any_card():
    g = next(g for g in _states() if passive_sources.sources(g, "might_bonus"))
    source = passive_sources.sources(g, "might_bonus")[0]
    g.cards[source].zone = "trash"  # a plain assignment, as any card module may do
    assert source not in passive_sources.sources(g, "might_bonus")
    assert passive_sources.sources(g, "might_bonus") == _scan(g, "might_bonus")


def test_a_new_behaviour_is_indexed_without_naming_it(monkeypatch):
    """A card module registered after the index was written is found by its class (no names in the index)."""
    g = next(_states())

    class Aura(Behaviour):
        def might_bonus(self, g, source, unit):
            return 1

    unit = next(cid for cid, c in g.cards.items() if c.zone == "base" and c.type == "unit")
    g.cards[unit].official = True
    monkeypatch.setattr(passive_sources, "behaviour_of", lambda g, cid: Aura() if cid == unit else behaviour_of(g, cid))
    assert unit in passive_sources.sources(g, "might_bonus")
    assert unit not in passive_sources.sources(g, "keyword_grants")



def _watching(g):
    """The plain answer of the trigger index: the cards the per-card test of ``triggers.check`` lets through
    for what they are and where they are (zone, face, type, the zones their abilities name)."""
    return {cid for cid, c in g.cards.items() if c.zone != "none" and (
        c.facedown or c.type == "battlefield" or g.is_board_zone(c.zone)
        or any(c.zone in t.zones for t in behaviour_of(g, cid).triggers))}


def test_the_trigger_index_gives_what_a_scan_of_every_card_gives():
    for g in _states():
        assert triggers._watchers(g) == _watching(g)  # noqa: SLF001


def test_trials_and_refused_actions_leave_every_kept_cache_right(monkeypatch):
    """legal_actions' trials and refused actions put the identity epoch back (state.rewind_identity_epoch):
    the caches of the state kept are still used, and still give what a scan gives. Games from decks, where a
    refused play has already moved its card to the chain when its cost turns out unpayable."""
    rng = random.Random(5)
    pool = selfplay.pool()
    rewound = checked = 0
    moved = []  # per refusal: whether the epoch had moved when the api put it back

    def rewind(saved):
        moved.append(state.identity_epoch() != saved)
        state.rewind_identity_epoch(saved)

    monkeypatch.setattr(api, "rewind_identity_epoch", rewind)
    for _ in range(2):
        s = Session()
        s.setup(selfplay.game_setup(rng, pool, selfplay.MODES["duel"]))
        for _ in range(40):
            state_now = s.observe()
            if state_now["winner"]:
                break
            before = state.identity_epoch()
            s.legal_actions()
            assert state.identity_epoch() == before  # every trial was thrown away
            candidates = s.candidate_actions(selfplay._actor(state_now))  # noqa: SLF001
            rng.shuffle(candidates)
            for action in candidates:
                moved.clear()
                if s.act(action)["accepted"]:
                    break
                assert state.identity_epoch() == before
                rewound += any(moved)
                g = s._g  # noqa: SLF001
                for hook in HOOKS:
                    assert passive_sources.sources(g, hook) == _scan(g, hook), hook
                assert triggers._watchers(g) == _watching(g)  # noqa: SLF001
                checked += 1
    assert checked > 20 and rewound > 5  # refusals after a card changed zone were put back


def test_a_card_changed_after_a_rewind_still_makes_the_index_stale():
    g = next(g for g in _states() if passive_sources.sources(g, "might_bonus"))
    source = passive_sources.sources(g, "might_bonus")[0]
    with state.thrown_away():
        clone(g).cards[source].zone = "trash"  # a trial's change, thrown away
    assert source in passive_sources.sources(g, "might_bonus")
    g.cards[source].zone = "trash"  # a change of a kept state after the rewind
    assert source not in passive_sources.sources(g, "might_bonus")


def test_abilities_asked_with_the_index_of_grantors_are_those_the_scan_finds():
    from engine_helpers import game, two_players, unit

    for g in _states():
        grantors = passive_sources.sources(g, "ability_grants")
        for cid in g.cards:
            assert abilities_of(g, cid, grantors) == abilities_of(g, cid)
    # a battlefield whose passive gives the legend of its controller an ability (and one that gives none)
    s = game(two_players(a={"legend": {"id": "gf", "card": "Green Father"}, "base": [unit("u", 2)]},
                         battlefields=[{"id": "bf", "card": "Forge of the Fluft", "controller": "A",
                                        "units": [unit("h", 1, controller="A")]}]))
    g = s._g  # noqa: SLF001
    grantors = passive_sources.sources(g, "ability_grants")
    assert grantors == ["bf"]
    assert len(abilities_of(g, "gf", grantors)) > len(behaviour_of(g, "gf").abilities)
    for cid in g.cards:
        assert abilities_of(g, cid, grantors) == abilities_of(g, cid)
