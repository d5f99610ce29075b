"""Questions in the middle of processing: answered by the right player with a valid answer, replayed
deterministically; anything else is refused and the question stays open."""

from engine_helpers import game, ok, refused, two_players, unit


def _question():
    s = game(two_players(a={"energy": 2, "power": {"mind": 1}, "hand": [{"id": "fae", "card": "Blastcone Fae"}],
                            "base": [unit("u1", 3)]}, b={"base": [unit("u2", 3, controller="B")]}))
    ok(s, player="A", play="fae")
    return s


def test_other_decisions_are_refused_while_a_question_is_open():
    s = _question()
    refused(s, "answer", player="A", **{"pass": "priority"})
    refused(s, "answer", player="B", choose=["u1"])
    refused(s, None, player="A", order=["u1"])


def test_an_answer_without_a_question_is_refused():
    s = game(two_players())
    refused(s, "nothing asked", player="A", choose=["x"])


def test_the_replayed_state_matches_a_direct_run():
    s1, s2 = _question(), _question()
    ok(s1, player="A", choose=["u1"])
    ok(s2, player="A", choose=["u1"])
    assert s1.observe() == s2.observe() and s1.events() == s2.events()
    assert [e["type"] for e in s1.events()].count("play") == 1  # the replay did not duplicate events


def test_malformed_decisions_are_refused_with_the_key_named():
    s = game(two_players(a={"energy": 1, "hand": [{"id": "c", "card": "Cleave"}], "base": [unit("u")]}))
    refused(s, "tagets", player="A", play="c", tagets=["u"])
    refused(s, "list", player="A", play="c", targets="u")
    refused(s, "exactly one verb", player="A", play="c", end_turn=True)
    refused(s, "unknown player", player="Z", end_turn=True)


def test_a_question_asked_while_settling_the_setup_can_be_answered():
    # Two units set up with lethal damage die in the first cleanup; their Deathknells trigger together
    # and their controller orders them (383.3.d) before anyone acts.
    s = game(two_players(a={"base": [{"id": "s1", "card": "Watchful Sentry", "damage": 1},
                                     {"id": "s2", "card": "Watchful Sentry", "damage": 1}],
                            "deck": [unit("d1"), unit("d2")]}))
    o = s.observe()
    assert o["decision"]["kind"] == "order-triggers" and o["cards"]["s1"]["zone"] == "trash"
    o = ok(s, player="A", order=["s2.trigger", "s1.trigger"])
    assert [c["ref"] for c in o["chain"]] == ["s1.trigger", "s2.trigger"] and o["priority"] == "A"
