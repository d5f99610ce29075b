"""Modal cards ("Choose one --", 355.3; ``modal.py``): spells whose mode is chosen as they are played (forced
when the play's targets fit one mode only, else a ``choose`` question), modal triggered abilities (402.2)
and a modal activated ability that offers each mode once a turn."""

from engine_helpers import game, ok, refused, two_players, unit
from exercised import exercises


def _pass_both(s, first="A", second="B"):
    ok(s, player=first, **{"pass": "priority"})
    return ok(s, player=second, **{"pass": "priority"})


def _mesmerize():
    return game(two_players(a={"energy": 1, "power": {"mind": 1}, "base": [unit("au", 2)],
                               "hand": [{"id": "m", "card": "Mesmerize"}]}, b={"base": [unit("bu", 3)]}))


@exercises("Mesmerize")
def test_mesmerize_targets_name_the_mode():
    s = _mesmerize()
    o = ok(s, player="A", play="m", targets=["au"])  # only the first mode takes a friendly unit: not asked
    assert o["decision"] is None
    o = _pass_both(s)
    assert o["cards"]["au"]["zone"] == "hand"
    s = _mesmerize()
    ok(s, player="A", play="m", targets=["bu"])
    o = _pass_both(s)
    assert o["cards"]["bu"]["might"] == 1 and o["cards"]["bu"]["zone"] == "base"


@exercises("Mesmerize")
def test_mesmerize_without_targets_asks_the_mode_then_its_target():
    s = _mesmerize()
    o = ok(s, player="A", play="m")
    assert o["decision"]["options"] == ["return a friendly unit to its owner's hand",
                                        "give an enemy unit -2 Might this turn"]
    o = ok(s, player="A", choose="give an enemy unit -2 Might this turn")  # one enemy unit: forced
    assert o["decision"] is None
    o = _pass_both(s)
    assert o["cards"]["bu"]["might"] == 1 and o["cards"]["au"]["zone"] == "base"


def test_a_mode_whose_targets_cannot_be_chosen_is_not_offered():
    s = game(two_players(a={"energy": 1, "power": {"mind": 1}, "base": [unit("au", 2)],
                            "hand": [{"id": "m", "card": "Mesmerize"}]}))
    o = ok(s, player="A", play="m")  # no enemy unit: the first mode is forced, and its one target too
    assert o["decision"] is None
    assert _pass_both(s)["cards"]["au"]["zone"] == "hand"
    s = _mesmerize()
    refused(s, "mode", player="A", play="m", targets=["au", "bu"])  # no mode takes both


def _disposal():
    return game(two_players(a={"energy": 2, "deck": [unit("d1")], "hand": [{"id": "do", "card": "Disposal Order"}],
                               "trash": [unit("mine")]},
                            b={"trash": [unit("t1"), unit("t2"), unit("t3"), unit("t4")], "deck": [unit("bd")]}))


@exercises("Disposal Order")
def test_disposal_order_recycles_chosen_cards_from_opponents_trashes():
    s = _disposal()
    ok(s, player="A", play="do", targets=["t1", "t3"])
    o = _pass_both(s)
    assert o["players"]["B"]["trash"] == ["t2", "t4"] and o["cards"]["t1"]["zone"] == "deck"
    assert o["players"]["A"]["hand"] == []
    refused(_disposal(), None, player="A", play="do", targets=["mine"])  # the player's own trash is no choice


@exercises("Disposal Order")
def test_disposal_order_draw_mode_asked_when_no_targets_are_named():
    s = _disposal()
    o = ok(s, player="A", play="do")
    assert sorted(o["decision"]["options"]) == ["draw 1", "recycle up to 3 cards from opponents' trashes"]
    ok(s, player="A", choose="draw 1")
    o = _pass_both(s)
    assert o["players"]["A"]["hand"] == ["d1"] and len(o["players"]["B"]["trash"]) == 4


@exercises("Flurry of Feathers")
def test_flurry_of_feathers_counters_a_spell_or_plays_four_birds():
    s = game(two_players(a={"energy": 1, "power": {"mind": 1}, "hand": [{"id": "m", "card": "Mesmerize"}],
                            "base": [unit("au", 2)]},
                         b={"energy": 4, "power": {"calm": 2}, "hand": [{"id": "ff", "card": "Flurry of Feathers"}]}))
    ok(s, player="A", play="m", targets=["au"])
    ok(s, player="A", **{"pass": "priority"})
    ok(s, player="B", play="ff", targets=["m"])  # a spell to counter: the first mode
    o = _pass_both(s, "B", "A")
    assert o["cards"]["m"]["zone"] == "trash" and o["cards"]["au"]["zone"] == "base" and o["chain"] == []
    s = game(two_players(a={"energy": 4, "power": {"calm": 2}, "hand": [{"id": "ff", "card": "Flurry of Feathers"}]}))
    o = ok(s, player="A", play="ff")  # no spell on the chain: the token mode is forced
    o = _pass_both(s)
    for _ in range(4):  # no battlefield controlled: each goes to base
        assert o["decision"] is None or o["decision"]["options"] == ["base"]
    birds = [c for c in o["cards"].values() if c.get("name") == "Bird"]
    assert len(birds) == 4 and all(b["zone"] == "base" and "Deflect" in b["keywords"] and b["might"] == 1 for b in birds)


@exercises("Sanction")
def test_sanction_empowers_a_unit_until_end_of_turn():
    s = game(two_players(a={"energy": 3, "power": {"calm": 1}, "base": [{"id": "fm", "card": "Frostcoat Mother"}],
                            "hand": [{"id": "sa", "card": "Sanction"}]}))
    ok(s, player="A", play="sa", targets=["fm"])  # not Empowered: only the first mode takes it
    o = _pass_both(s)
    assert o["cards"]["fm"]["empowered"] and o["cards"]["fm"]["might"] == 6
    o = ok(s, player="A", end_turn=True)
    assert o["chain"][0]["ref"] == "sa.trigger" and o["cards"]["fm"]["empowered"]  # the delayed ability (390)
    o = _pass_both(s)
    assert o["cards"]["fm"]["empowered"] is False


@exercises("Sanction")
def test_sanction_disempowers_an_empowered_unit_until_end_of_turn():
    s = game(two_players(a={"energy": 10, "runes": [{"id": f"r{i}", "domain": "calm"} for i in range(5)],
                            "power": {"calm": 1}, "base": [{"id": "fm", "card": "Frostcoat Mother"}],
                            "hand": [{"id": "sa", "card": "Sanction"}]}))
    ok(s, player="A", activate="fm")
    _pass_both(s)
    o = ok(s, player="A", play="sa")
    assert len(o["decision"]["options"]) == 2
    ok(s, player="A", choose="disempower an Empowered unit, empower it at end of turn")
    o = _pass_both(s)
    assert o["cards"]["fm"]["empowered"] is False and o["cards"]["fm"]["might"] == 3
    ok(s, player="A", end_turn=True)
    o = _pass_both(s)
    assert o["cards"]["fm"]["empowered"] is True


@exercises("Minah Swiftfoot")
def test_minah_swiftfoot_moving_to_a_battlefield_makes_each_player_draw_or_discard():
    def start():
        return game(two_players(a={"base": [{"id": "mi", "card": "Minah Swiftfoot"}], "hand": [unit("ah")],
                                   "deck": [unit("ad")]},
                                b={"hand": [unit("bh1"), unit("bh2")], "deck": [unit("bd")]},
                                battlefields=[{"id": "bf1"}]))
    s = start()
    o = ok(s, player="A", move=["mi"], to="bf1")
    assert o["decision"]["options"] == ["each player discards 1", "each player draws 1"]
    ok(s, player="A", choose="each player draws 1")
    o = _pass_both(s)
    assert o["players"]["A"]["hand"] == ["ah", "ad"] and o["players"]["B"]["hand"] == ["bh1", "bh2", "bd"]
    s = start()
    ok(s, player="A", move=["mi"], to="bf1")
    ok(s, player="A", choose="each player discards 1")
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})  # A's one card is forced; B chooses
    assert o["decision"]["player"] == "B"
    o = ok(s, player="B", choose="bh2")
    assert o["players"]["A"]["hand"] == [] and o["players"]["B"]["hand"] == ["bh1"]
    assert o["cards"]["bh2"]["zone"] == "trash"


@exercises("Jayce, Hammer in Hand")
def test_jayce_hammer_in_hand_chooses_a_keyword_when_readied():
    s = game(two_players(a={"energy": 2, "power": {"body": 1},
                            "base": [{"id": "j", "card": "Jayce, Hammer in Hand", "exhausted": True}],
                            "hand": [{"id": "w", "card": "Wallop"}]}))
    ok(s, player="A", play="w", targets=["j"])
    o = _pass_both(s)  # Wallop readies him: his trigger asks its mode
    assert o["decision"]["options"] == ["give me Assault 2 this turn", "give me Deflect 2 this turn",
                                        "give me Ganking this turn"]
    ok(s, player="A", choose="give me Ganking this turn")
    o = _pass_both(s)
    assert "Ganking" in o["cards"]["j"]["keywords"] and not o["cards"]["j"]["exhausted"]


@exercises("Udyr, Wildman")
def test_udyr_spends_his_buff_for_a_mode_not_chosen_this_turn():
    s = game(two_players(a={"base": [{"id": "u", "card": "Udyr, Wildman", "buffed": True}]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 4, controller="B")]}]))
    o = ok(s, player="A", activate="u")
    assert len(o["decision"]["options"]) == 4
    ok(s, player="A", choose="deal 2 to a unit at a battlefield")  # the one unit at a battlefield: forced
    o = _pass_both(s)
    assert o["cards"]["bu"]["damage"] == 2 and o["cards"]["u"]["buffed"] is False
    refused(s, "buff", player="A", activate="u")  # no buff left to spend
    s = game(two_players(a={"base": [{"id": "u", "card": "Udyr, Wildman", "buffed": True}]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 4, controller="B")]}]))
    ok(s, player="A", activate="u")
    ok(s, player="A", choose="give me Ganking this turn")
    o = _pass_both(s)
    assert "Ganking" in o["cards"]["u"]["keywords"]
    s._g.cards["u"].buffed = True  # a second buff this turn (as from a Buff effect)
    o = ok(s, player="A", activate="u")
    assert "give me Ganking this turn" not in o["decision"]["options"] and len(o["decision"]["options"]) == 3


def _curtain(energy=4, power=None):
    return game(two_players(a={"energy": energy, "power": power or {}, "deck": [unit("d1"), unit("d2")],
                               "hand": [{"id": "cc", "card": "Curtain Call"}]},
                            b={"base": [unit("bb", 5)]},
                            battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 8, controller="B")]}]))


@exercises("Curtain Call")
def test_curtain_call_repeated_chooses_a_different_mode_each_time():
    s = _curtain(energy=6, power={"calm": 2})  # [4] + [1] + [A] + [1][A]: the [A] of any domain
    o = ok(s, player="A", play="cc", repeat=3, targets=["bu", "bb", "bu"])
    # targets: a unit at a battlefield, at a base, at a battlefield -- the draw needs none; so the modes are
    # asked (deal 2 or -4 for bu, in either order), each offered once
    assert o["decision"] is not None
    first = o["decision"]["options"]
    assert "draw 1" in first
    o = ok(s, player="A", choose="deal 2 to a unit at a battlefield")
    while o["decision"] is not None:
        options = o["decision"]["options"]
        assert "deal 2 to a unit at a battlefield" not in options  # never twice in one spell
        o = ok(s, player="A", choose=options[0])
    assert _energy_left(o) == 0 and o["players"]["A"]["power"].get("calm", 0) == 0
    o = _pass_both(s)
    assert o["cards"]["bu"]["damage"] == 2 and o["cards"]["bu"]["might"] == 4  # 8 - 4
    assert o["cards"]["bb"]["damage"] == 3 and o["players"]["A"]["hand"] == ["d1"]


def _energy_left(o):
    return o["players"]["A"]["energy"]


@exercises("Curtain Call")
def test_curtain_call_cannot_choose_the_same_mode_twice():
    s = _curtain(energy=5)
    refused(s, "mode", player="A", play="cc", repeat=1, targets=["bb", "bb"])  # "deal 3 at a base" twice
    o = ok(s, player="A", play="cc", repeat=1, targets=["bb"])  # deal 3 and the draw, in some order
    while o["decision"] is not None:
        o = ok(s, player="A", choose=o["decision"]["options"][0])
    o = _pass_both(s)
    assert o["cards"]["bb"]["damage"] == 3 and o["players"]["A"]["hand"] == ["d1"]


@exercises("Square Up")
def test_square_up_repeat_costs_a_discard_and_gives_a_second_unit_assault():
    s = game(two_players(a={"energy": 4, "base": [unit("a1", 2), unit("a2", 2)], "hand": [
        {"id": "su", "card": "Square Up"}, unit("h1"), unit("h2")]}))
    o = ok(s, player="A", play="su", targets=["a1", "a2"], repeat=1)
    assert o["decision"]["options"] == ["h1", "h2"]  # the Repeat cost: discard 1
    o = ok(s, player="A", choose="h2")
    assert o["cards"]["h2"]["zone"] == "trash" and o["players"]["A"]["hand"] == ["h1"]
    o = _pass_both(s)
    assert "Assault 4" in o["cards"]["a1"]["keywords"] and "Assault 4" in o["cards"]["a2"]["keywords"]
    s = game(two_players(a={"energy": 4, "base": [unit("a1", 2)], "hand": [{"id": "su", "card": "Square Up"}, unit("h1")]}))
    o = ok(s, player="A", play="su", targets=["a1"])  # no Repeat: nothing discarded
    assert o["decision"] is None and o["players"]["A"]["hand"] == ["h1"]
    s = game(two_players(a={"energy": 4, "base": [unit("a1", 2)], "hand": [{"id": "su", "card": "Square Up"}]}))
    refused(s, None, player="A", play="su", targets=["a1", "a1"], repeat=1)  # no card to discard
