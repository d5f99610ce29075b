"""Effect-made play restrictions (restrictions.py): they stop new plays for the rest of the turn (419.1)
but not cards already on the chain (329.1, 329.3); the next turn they are gone."""

from engine_helpers import game, ok, refused, two_players, unit


def _game():
    return game(two_players(
        a={"energy": 3, "runes": [{"id": "r1", "domain": "mind"}], "hand": [{"id": "s1", "card": "Stupefy"}, {"id": "s2", "card": "Stupefy"},
                                 {"id": "s3", "card": "Stupefy"}], "deck": [unit("a1"), unit("a2"), unit("a3")]},
        b={"energy": 2, "power": {"calm": 1, "mind": 1}, "base": [unit("bu", 3)],
           "hand": [{"id": "ll", "card": "Lilting Lullaby"}], "deck": [unit("b1")]}))


def test_a_spell_already_on_the_chain_still_resolves():
    s = _game()
    ok(s, player="A", play="s1", targets=["bu"])
    ok(s, player="A", play="s2", targets=["bu"])
    ok(s, player="A", **{"pass": "priority"})
    ok(s, player="B", play="ll", targets=["s2"])
    ok(s, player="B", **{"pass": "priority"})
    o = ok(s, player="A", **{"pass": "priority"})  # Lullaby resolves: s2 countered, A restricted
    assert [c["ref"] for c in o["chain"]] == ["s1"]
    refused(s, "can't play spells", player="A", play="s3", targets=["bu"])
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["cards"]["s1"]["zone"] == "trash" and o["cards"]["bu"]["might"] == 2


def test_the_restriction_ends_with_the_turn():
    s = _game()
    ok(s, player="A", play="s1", targets=["bu"])
    ok(s, player="A", **{"pass": "priority"})
    ok(s, player="B", play="ll", targets=["s1"])
    ok(s, player="B", **{"pass": "priority"})
    ok(s, player="A", **{"pass": "priority"})
    ok(s, player="A", end_turn=True)
    ok(s, player="B", end_turn=True)
    o = s.observe()
    assert o["turn"]["active"] == "A" and o["turn"]["phase"] == "main"
    ok(s, player="A", activate="r1")  # [E]: add 1 energy
    ok(s, player="A", play="s2", targets=["bu"])
