"""Hidden cards (107.3, 421, 811): hiding, playing from facedown, the "here" restriction kept through
resolution, facedown cards at lost battlefields, revealing."""

from engine_helpers import game, ok, refused, two_players, unit

PASS = {"pass": "priority"}


def hider(power=None, bf_controller="A", facedown=None, hand=None):
    return game(two_players(
        a={"power": power if power is not None else {"chaos": 1},
           "hand": hand or [unit("trick", 2, keywords=["Hidden"], name="Hidden Test Unit")]},
        battlefields=[{"id": "bf1", "controller": bf_controller,
                       "units": [unit("post", controller=bf_controller)], "facedown": facedown or []},
                      {"id": "bf2"}]))


def test_hiding_pays_one_power_and_puts_the_card_facedown_at_your_battlefield():
    s = hider()
    o = ok(s, player="A", hide="trick", at="bf1")
    assert o["cards"]["trick"]["zone"] == "bf1" and o["cards"]["trick"]["hidden"] is True
    assert o["battlefields"]["bf1"]["facedown"] == ["trick"] and o["players"]["A"]["power"] == {}
    assert o["chain"] == [] and o["priority"] == "A"  # hiding opens no chain (811.1.c.2)


def test_hiding_needs_the_keyword_power_your_battlefield_and_an_empty_facedown_zone():
    refused(hider(hand=[unit("plain", 2)]), "Hidden", player="A", hide="plain", at="bf1")
    refused(hider(power={}), "power", player="A", hide="trick", at="bf1")
    refused(hider(bf_controller="B"), "battlefield you control", player="A", hide="trick", at="bf1")
    refused(hider(), "battlefield you control", player="A", hide="trick", at="bf2")
    s = hider(facedown=[unit("old", keywords=["Hidden"], controller="A")])
    refused(s, "already has a facedown card", player="A", hide="trick", at="bf1")


def test_spell_only_power_cannot_pay_for_hiding():
    s = hider(power={})
    s._g.players["A"].power["chaos"] = 1
    s._g.players["A"].spell_power["chaos"] = 1
    refused(s, "power", player="A", hide="trick", at="bf1")


def test_a_card_hidden_this_turn_cannot_be_played_from_hidden_until_the_next_turn():
    s = hider()
    ok(s, player="A", hide="trick", at="bf1")
    refused(s, "next turn", player="A", play="trick", hidden=True, to="bf1")


def test_a_revealed_unit_costs_nothing_enters_exhausted_and_must_stay_at_its_battlefield():
    s = game(two_players(a={"base": [unit("mover")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("post", controller="A")],
                                        "facedown": [{"id": "teemo", "card": "Teemo, Scout", "controller": "A"}]}]))
    refused(s, "its battlefield", player="A", play="teemo", hidden=True, to="base")
    o = ok(s, player="A", play="teemo", hidden=True, to="bf1")
    assert o["cards"]["teemo"]["zone"] == "bf1" and o["cards"]["teemo"]["exhausted"] is True
    assert o["players"]["A"]["energy"] == 0
    assert [c["ref"] for c in o["chain"]] == ["teemo.trigger"]  # his play effect: revealing is playing
    assert any(e["type"] == "reveal" and e["card"] == "teemo" for e in s.events())  # 421.4


def test_only_its_controller_can_play_a_facedown_card():
    s = game(two_players(battlefields=[{"id": "bf1", "controller": "B", "units": [unit("post", controller="B")],
                                        "facedown": [{"id": "blade", "card": "Hidden Blade", "controller": "B"}]}]))
    refused(s, player="A", play="blade", hidden=True, targets=["post"])


def blade_game():
    return game(two_players(
        a={"deck": [unit("a1")]}, b={"deck": [unit("b1"), unit("b2")]},
        battlefields=[{"id": "bf1", "controller": "B", "units": [unit("enemy", 2, controller="B")]},
                      {"id": "bf2", "controller": "A", "units": [unit("keeper", 2, controller="A")],
                       "facedown": [{"id": "blade", "card": "Hidden Blade", "controller": "A"}]}]))


def test_a_spell_played_from_hidden_chooses_only_at_its_battlefield():
    s = blade_game()
    refused(s, "legal", player="A", play="blade", hidden=True, targets=["enemy"])  # 811.1.d.2
    o = ok(s, player="A", play="blade", hidden=True, targets=["keeper"])
    assert o["chain"][0]["ref"] == "blade" and o["players"]["A"]["energy"] == 0


def test_the_here_restriction_holds_on_resolution_and_linked_instructions_are_skipped():
    from reference_engine.movement import move

    s = blade_game()
    ok(s, player="A", play="blade", hidden=True, targets=["keeper"])
    move(s._g, ["keeper"], "bf1")  # something moved the target away before Hidden Blade resolves
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["cards"]["keeper"]["zone"] == "bf1"  # still alive: it is no longer "here" (359.3.e)
    assert o["players"]["A"]["hand"] == []  # "its controller draws 2" is linked to the kill (359.3.e.14.a)
    assert o["cards"]["blade"]["zone"] == "trash"


def test_the_same_card_played_from_hand_has_no_here_restriction():
    s = game(two_players(a={"energy": 2, "power": {"order": 1},
                            "hand": [{"id": "blade", "card": "Hidden Blade"}]},
                         b={"deck": [unit("b1"), unit("b2")]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("enemy", 2, controller="B")]},
                                       {"id": "bf2", "controller": "A", "units": [unit("keeper", controller="A")]}]))
    ok(s, player="A", play="blade", targets=["enemy"])  # 811.3
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["cards"]["enemy"]["zone"] == "trash" and o["players"]["B"]["hand"] == ["b1", "b2"]


def test_a_facedown_card_at_a_lost_battlefield_goes_to_its_owners_trash_revealed():
    s = game(two_players(a={"energy": 4, "power": {"order": 2}, "hand": [{"id": "v", "card": "Vengeance"}]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", controller="B")],
                                        "facedown": [unit("secret", keywords=["Hidden"], controller="B")]}]))
    ok(s, player="A", play="v", targets=["bu"])
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["battlefields"]["bf1"]["controller"] is None  # 323.6
    assert o["cards"]["secret"]["zone"] == "trash" and o["players"]["B"]["trash"] == ["bu", "secret"]  # 323.7
    assert {"type": "reveal", "card": "secret"}.items() <= next(
        e for e in s.events() if e["type"] == "reveal").items()  # 421.4


def test_conceding_reveals_every_facedown_card():
    s = game(two_players(battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", controller="B")],
                                        "facedown": [unit("secret", keywords=["Hidden"], controller="B")]}]))
    o = ok(s, player="B", concede=True)
    assert o["winner"] == "A"
    assert any(e["type"] == "reveal" and e["card"] == "secret" for e in s.events())


def test_mushroom_pouch_triggers_only_with_a_facedown_card_of_yours_at_a_battlefield():
    def start_of_turn(facedown):
        s = game(two_players(a={"base": [{"id": "pouch", "card": "Mushroom Pouch"}], "deck": [unit("a1"), unit("a2")]},
                             b={"deck": [unit("b1")]}, active="B",
                             battlefields=[{"id": "bf1", "controller": "A", "units": [unit("post", controller="A")],
                                            "facedown": facedown}]))
        return ok(s, player="B", end_turn=True)

    o = start_of_turn([unit("secret", keywords=["Hidden"], controller="A")])
    assert [c["ref"] for c in o["chain"]] == ["pouch.trigger"]
    o = start_of_turn([])
    assert o["chain"] == [] and o["turn"]["phase"] == "main"  # 383.2.a.1: the condition is not met


def test_teemo_strategist_counts_hidden_cards_among_the_top_five_then_recycles_them_in_order():
    hidden = {"keywords": ["Hidden"], "name": "Hidden Test Unit"}
    deck = [unit("h1", **hidden), unit("n1"), unit("h2", **hidden), unit("n2"), unit("n3"), unit("sixth")]
    s = game(two_players(a={"base": [unit("striker", 5)]}, b={"deck": deck},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [
                             {"id": "teemo", "card": "Teemo, Strategist", "controller": "B"}]}]))
    o = ok(s, player="A", move=["striker"], to="bf1")
    assert [c["ref"] for c in o["chain"]] == ["teemo.trigger"]
    ok(s, player="B", **PASS)
    o = ok(s, player="A", **PASS)
    assert o["cards"]["striker"]["damage"] == 2  # two cards with Hidden among the five
    assert o["players"]["B"]["deck"] == ["sixth", "h1", "n1", "h2", "n2", "n3"]  # recycled to the bottom
