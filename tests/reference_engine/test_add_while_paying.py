"""[Add] abilities used while a cost is to be paid (429.3, 357.1.a): a player asked whether to pay a
triggered ability's cost may use [Add] abilities with [Reaction] without holding priority; they finalize
and resolve at once (429.3.a) and the question is asked again."""

from engine_helpers import game, ok, refused, two_players

PASS_FOCUS = {"pass": "focus"}


def conquer_with_vayne(runes):
    s = game(two_players(a={"runes": runes, "base": [{"id": "vayne", "card": "Vayne, Hunter"}]},
                         battlefields=[{"id": "bf1"}]))
    ok(s, player="A", move=["vayne"], to="bf1")
    ok(s, player="A", **PASS_FOCUS)
    return s, ok(s, player="B", **PASS_FOCUS)


def test_a_rune_tapped_during_the_question_pays_the_trigger_cost():
    s, o = conquer_with_vayne([{"id": "r1", "domain": "fury"}])
    assert o["decision"]["player"] == "A" and o["priority"] is None
    assert o["decision"]["paying"] == {"energy": 1}
    assert {"player": "A", "activate": "r1"} in s.legal_actions("A")
    refused(s, "429.3", player="A", choose="yes")  # the pool is empty: add first, or answer no
    o = ok(s, player="A", activate="r1")
    assert o["decision"]["player"] == "A" and o["players"]["A"]["energy"] == 1
    assert o["cards"]["r1"]["exhausted"] is True and o["chain"][0]["ref"] == "vayne.trigger"
    o = ok(s, player="A", choose="yes")
    assert o["decision"] is None and o["players"]["A"]["energy"] == 0
    assert o["chain"][0]["status"] == "finalized" and o["priority"] == "A"
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["cards"]["vayne"]["zone"] == "hand"
    kinds = [e["type"] for e in s.events() if e["type"] in ("use", "score")]
    assert kinds == ["score", "use"]  # the rune was used after the conquest, during the question


def test_declining_after_adding_keeps_the_energy_in_the_pool():
    s, _ = conquer_with_vayne([{"id": "r1", "domain": "fury"}])
    ok(s, player="A", activate="r1")
    o = ok(s, player="A", choose="no")
    assert o["chain"] == [] and o["players"]["A"]["energy"] == 1 and o["cards"]["vayne"]["zone"] == "bf1"


def test_only_add_reaction_abilities_of_the_asked_player_and_only_once_per_rune():
    s, _ = conquer_with_vayne([{"id": "r1", "domain": "fury"}])
    refused(s, "must answer", player="B", activate="r1")
    ok(s, player="A", activate="r1")
    refused(s, "exhausted", player="A", activate="r1")
    refused(s, "no activated ability", player="A", activate="vayne")


def test_without_any_way_to_add_an_unpayable_cost_still_asks_nothing():
    s, o = conquer_with_vayne([{"id": "r1", "domain": "fury", "exhausted": True}])
    assert o["chain"] == [] and o["decision"] is None


def test_no_add_while_a_question_is_not_about_paying():
    from engine_helpers import unit

    s = game(two_players(a={"energy": 2, "runes": [{"id": "r1", "domain": "fury"}],
                            "hand": [{"id": "med", "card": "Meditation"}], "base": [unit("u1"), unit("u2")]}))
    o = ok(s, player="A", play="med", additional_cost=True)
    assert o["decision"]["kind"] == "choose" and "paying" not in o["decision"]
    refused(s, "must be answered", player="A", activate="r1")
    assert not any("activate" in a for a in s.legal_actions("A"))


def test_a_malformed_activation_during_the_question_is_refused_not_a_crash():
    # fuzz seed 1976: an 'activate' naming a list reached the card lookup and raised TypeError
    s, o = conquer_with_vayne([{"id": "r1", "domain": "fury"}])
    refused(s, "names one card", player="A", activate=["r1"])
    refused(s, "unknown card", player="A", activate="r9")
    assert s.observe()["decision"]["paying"] == {"energy": 1}  # the question is still open
