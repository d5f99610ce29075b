"""Tokens (179-187): created on the board, owned and controlled by the creator, ceasing to exist anywhere
but the board and the chain."""

from engine_helpers import game, ok, refused, two_players, unit

PASS = {"pass": "priority"}


def test_a_token_returned_to_hand_ceases_to_exist():
    s = game(two_players(a={"energy": 1, "hand": [{"id": "gust", "card": "Gust"}]},
                         b={"deck": [unit("b1")]},
                         battlefields=[{"id": "bf1", "controller": "B",
                                        "units": [{"id": "sprite", "card": "Sprite", "controller": "B"}]}]))
    assert s.observe()["cards"]["sprite"]["token"] is True
    ok(s, player="A", play="gust", targets=["sprite"])
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["cards"]["sprite"]["zone"] == "none" and o["players"]["B"]["hand"] == []  # 186.1
    ok(s, player="A", end_turn=True)
    refused(s, player="B", play="sprite", to="base")


def test_a_killed_token_does_not_stay_in_the_trash():
    s = game(two_players(a={"energy": 4, "power": {"order": 2}, "hand": [{"id": "v", "card": "Vengeance"}]},
                         b={"base": [{"id": "sprite", "card": "Sprite"}]}))
    ok(s, player="A", play="v", targets=["sprite"])
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["cards"]["sprite"]["zone"] == "none" and o["players"]["B"]["trash"] == []
    assert any(e["type"] == "die" and e["unit"] == "sprite" for e in s.events())  # it still died


def test_a_created_token_is_owned_and_controlled_by_its_creator_and_enters_as_the_card_says():
    s = game(two_players(a={"energy": 3, "hand": [{"id": "call", "card": "Sprite Call"}]}))
    ok(s, player="A", play="call")
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    tokens = [c for c in o["cards"].values() if c["token"]]
    assert len(tokens) == 1
    t = tokens[0]
    assert t["name"] == "Sprite" and t["owner"] == "A" and t["controller"] == "A" and t["zone"] == "base"
    assert t["exhausted"] is False and t["might"] == 3 and "Temporary" in t["keywords"]  # 187.2, FAQ-15


def test_temporary_kills_the_token_at_the_start_of_its_controllers_beginning_phase():
    s = game(two_players(a={"base": [{"id": "sprite", "card": "Sprite"}], "deck": [unit("a1")]},
                         b={"deck": [unit("b1")]}, active="B"))
    o = ok(s, player="B", end_turn=True)
    assert o["turn"]["phase"] == "beginning" and [c["ref"] for c in o["chain"]] == ["sprite.trigger"]
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["cards"]["sprite"]["zone"] == "none" and o["turn"]["phase"] == "main"  # 816.1.b


def test_rule_187_tokens_have_their_defined_might_tags_and_keywords():
    from reference_engine.setup import build
    from reference_engine.tokens import create
    from engine_helpers import two_players as tp

    g = build(tp(battlefields=[{"id": "bf1", "controller": "A", "units": [unit("u", controller="A")]}]))
    soldier = create(g, "Sand Soldier", "A", "bf1")
    bird = create(g, "Bird", "B", "base", ready=True)
    s, b = g.cards[soldier], g.cards[bird]
    assert (s.printed_might, s.tags, s.zone, s.exhausted, s.owner) == (2, ("Shurima",), "bf1", True, "A")
    assert (b.printed_might, b.keywords, b.zone, b.exhausted, b.controller) == (1, ("Deflect",), "base", False, "B")
    assert g.players["B"].base == [bird] and g.battlefields["bf1"].units == ["u", soldier]
    assert s.domains == () and s.energy == 0  # 185.3: no domain, no cost


def test_a_token_enters_as_its_type_unless_the_effect_says_otherwise_and_so_its_play_event_sees_it(monkeypatch):
    """184.1: the creating effect may state ready or exhausted against its type's default (a unit enters
    exhausted, 143.4; a gear ready). The state is the token's as it enters, before its play event."""
    from reference_engine import tokens
    from reference_engine.setup import build

    g = build(two_players())
    seen = {}
    real = tokens.emit

    def noting(g, kind, **fields):
        if kind == "play":
            seen[fields["card"]] = g.cards[fields["card"]].exhausted
        return real(g, kind, **fields)

    monkeypatch.setattr(tokens, "emit", noting)
    made = {"unit": tokens.create(g, "Recruit", "A", "base"),
            "ready unit": tokens.create(g, "Recruit", "A", "base", ready=True),
            "gear": tokens.create(g, "Gold", "A", "base"),
            "exhausted gear": tokens.create(g, "Gold", "A", "base", exhausted=True)}
    states = {k: g.cards[cid].exhausted for k, cid in made.items()}
    assert states == {"unit": True, "ready unit": False, "gear": False, "exhausted gear": True}
    assert {k: seen[cid] for k, cid in made.items()} == states
