"""Lane P cards that play a card from the trash by their own instruction, ignoring its Energy cost, and recycle
it once played (356.1.b.2, 390.3.a)."""

from engine_helpers import conquer, game, ok, pass_both, two_players, unit
from exercised import exercises


def _settle(s, o, answers):
    """Pass priority until the chain is empty, answering each question with the next of ``answers``."""
    answers = list(answers)
    while o["chain"] or o["decision"]:
        o = ok(s, player=o["decision"]["player"], choose=answers.pop(0)) if o["decision"] else pass_both(s)
    return o


@exercises("Fizz, Trickster")
def test_fizz_plays_a_cheap_trash_spell_free_of_energy_then_recycles_it():
    s = game(two_players(a={"energy": 3, "power": {"chaos": 1}, "hand": [{"id": "fz", "card": "Fizz, Trickster"}],
                            "trash": [{"id": "inc", "card": "Incinerate"}, {"id": "cat", "card": "Catalyst of Aeons"}],
                            "deck": [unit("d1")]},
                         battlefields=[{"id": "bf1", "units": [unit("bu", 2, controller="B")]}]))
    o = ok(s, player="A", play="fz")
    assert o["decision"]["options"] == ["inc"]  # Catalyst of Aeons costs [4]: not a choice
    o = _settle(s, ok(s, player="A", choose=["inc"]), [["bu"]])
    assert o["cards"]["bu"]["zone"] == "trash"  # Incinerate dealt 2
    assert o["players"]["A"]["deck"] == ["d1", "inc"]  # recycled to the bottom, not put in the trash
    assert o["players"]["A"]["energy"] == 0 and o["cards"]["fz"]["zone"] == "base"


@exercises("Fizz, Trickster")
def test_fizz_may_decline():
    s = game(two_players(a={"energy": 3, "power": {"chaos": 1}, "hand": [{"id": "fz", "card": "Fizz, Trickster"}],
                            "trash": [{"id": "inc", "card": "Incinerate"}]}))
    ok(s, player="A", play="fz")
    o = _settle(s, ok(s, player="A", choose=[]), [])
    assert o["cards"]["inc"]["zone"] == "trash"


@exercises("Kai'Sa, Evolutionary")
def test_kaisa_conquering_plays_a_trash_spell_costing_less_than_her_points_then_recycles_it():
    s = game(two_players(a={"score": 3, "base": [{"id": "ks", "card": "Kai'Sa, Evolutionary"}],
                            "trash": [{"id": "inc", "card": "Incinerate"}, {"id": "cat", "card": "Catalyst of Aeons"}],
                            "deck": [unit("d1"), unit("d2")]},
                         b={"base": [unit("bu", 2)]},
                         battlefields=[{"id": "bf1"}, {"id": "bf2", "units": [unit("bx", 2, controller="B")]}]))
    o = conquer(s, ["ks"])
    assert o["decision"]["options"] == ["inc"]  # [2] < 4 points after conquering; [4] is not
    o = _settle(s, ok(s, player="A", choose=["inc"]), [["bx"]])
    assert o["cards"]["bx"]["zone"] == "trash"
    assert o["cards"]["inc"]["zone"] == "deck" and o["players"]["A"]["deck"][-1] == "inc"


def _jayce_game():
    return game(two_players(a={"energy": 4, "hand": [{"id": "jy", "card": "Jayce, Man of Progress"},
                                                     {"id": "big", "gear": {"cost": 7}}, {"id": "huge", "gear": {"cost": 8}}],
                               "base": [{"id": "old", "gear": {"cost": 1}}]}))


@exercises("Jayce, Man of Progress")
def test_jayce_killing_a_gear_lets_a_gear_from_hand_be_played_ignoring_its_energy_cost():
    s = _jayce_game()
    o = ok(s, player="A", play="jy")
    o = _settle(s, ok(s, player="A", choose=["old"]), [])
    assert o["cards"]["old"]["zone"] == "trash" and o["players"]["A"]["energy"] == 0
    assert not s.act({"player": "A", "play": "huge"})["accepted"]  # [8] is more than [7]
    o = ok(s, player="A", play="big")
    assert o["decision"]["options"] == ["yes", "no"]
    o = ok(s, player="A", choose="yes")
    assert o["cards"]["big"]["zone"] == "base" and o["players"]["A"]["energy"] == 0


@exercises("Jayce, Man of Progress")
def test_jayce_without_the_kill_gives_no_permission():
    s = _jayce_game()
    ok(s, player="A", play="jy")
    o = _settle(s, ok(s, player="A", choose=[]), [])
    assert o["cards"]["old"]["zone"] == "base"
    assert not s.act({"player": "A", "play": "big"})["accepted"]


@exercises("Kharox")
def test_kharox_empowered_burns_an_opponent_three_and_plays_a_unit_from_their_trash():
    s = game(two_players(a={"energy": 6, "power": {"chaos": 2}, "base": [{"id": "kx", "card": "Kharox"}]},
                         b={"deck": [unit("b1", 4, cost=9), {"id": "bg", "gear": {}}, unit("b2"), unit("b3")]}))
    ok(s, player="A", activate="kx")
    o = pass_both(s)  # empowered; the ability's only opponent is forced
    assert o["cards"]["kx"]["empowered"]
    while o["chain"] and not o["decision"]:
        o = pass_both(s)
    assert o["players"]["B"]["deck"] == ["b3"] and sorted(o["decision"]["options"]) == ["b1", "b2"]
    o = _settle(s, ok(s, player="A", choose=["b1"]), ["base"])
    assert o["cards"]["b1"]["zone"] == "base" and o["cards"]["b1"]["controller"] == "A"
    assert o["cards"]["b1"]["owner"] == "B" and o["players"]["A"]["energy"] == 0  # ignoring its [9]


def _rumble_game(energy):
    return game(two_players(a={"energy": energy, "base": [{"id": "rb", "card": "Rumble, Hotheaded"},
                                                         {"id": "helper", "unit": {"might": 3, "tags": ["Mech"]}}, unit("plain", 2)],
                               "trash": [{"id": "mm", "card": "Mega-Mech"}], "deck": [unit("d0")]},
                            battlefields=[{"id": "bf1"}]))


@exercises("Rumble, Hotheaded")
def test_rumble_gives_his_mechs_assault():
    o = _rumble_game(0).observe()
    assert "Assault" in o["cards"]["helper"]["keywords"] and "Assault" not in o["cards"]["plain"]["keywords"]


@exercises("Rumble, Hotheaded")
def test_rumble_conquering_recycles_a_unit_to_play_a_trash_mech_for_its_might_less():
    s = _rumble_game(5)
    o = conquer(s, ["rb"])
    while o["chain"] and not o["decision"]:
        o = pass_both(s)
    o = ok(s, player="A", choose=["mm"])  # the Mech: the ability's target ("you may": choosing none declines)
    o = ok(s, player="A", choose=["plain"])  # its cost: recycle another friendly unit
    o = _settle(s, o, ["base"])
    assert o["cards"]["plain"]["zone"] == "deck" and o["players"]["A"]["deck"][-1] == "plain"
    assert o["cards"]["mm"]["zone"] == "base" and o["players"]["A"]["energy"] == 0  # Mega-Mech [7] less 2


@exercises("Endless Riches")
def test_endless_riches_banishes_hand_and_trash_then_burns_seven():
    s = game(two_players(a={"energy": 5, "power": {"fury": 1}, "hand": [{"id": "er", "card": "Endless Riches"}, unit("h1")],
                            "trash": [unit("t1")], "deck": [unit(f"d{i}") for i in range(8)]}))
    o = ok(s, player="A", play="er")
    while o["chain"]:
        o = pass_both(s)
    assert o["cards"]["h1"]["zone"] == "banishment" and o["cards"]["t1"]["zone"] == "banishment"
    assert o["players"]["A"]["trash"] == [f"d{i}" for i in range(7)] and o["players"]["A"]["deck"] == ["d7"]


@exercises("Endless Riches")
def test_endless_riches_plays_from_trash_banishes_what_would_go_there_and_skips_draws():
    s = game(two_players(a={"energy": 2, "base": [{"id": "er", "card": "Endless Riches"}],
                            "trash": [{"id": "inc", "card": "Incinerate"}], "deck": [unit("d0"), unit("d1")]},
                         b={"deck": [unit("b0"), unit("b1")]},
                         battlefields=[{"id": "bf1", "units": [unit("bx", 2, controller="B")]}]))
    ok(s, player="A", play="inc", targets=["bx"])  # from the trash, paying its cost
    o = pass_both(s)
    assert o["cards"]["inc"]["zone"] == "banishment"  # it would have gone to A's trash
    assert o["cards"]["bx"]["zone"] == "trash"  # B's card: B's trash is not affected
    ok(s, player="A", end_turn=True)
    o = ok(s, player="B", end_turn=True)
    assert o["turn"]["active"] == "A" and o["players"]["A"]["hand"] == [] and o["players"]["A"]["deck"] == ["d0", "d1"]
    assert o["players"]["B"]["hand"] == ["b0"]  # B drew as usual
