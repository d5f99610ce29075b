"""Lane B cards without new machinery (Origins and Vendetta): each is played, triggered or activated and
its effect checked on the observed state."""

from __future__ import annotations

import pytest
from engine_helpers import deck, game, ok, refused, two_players, unit
from exercised import exercises
from unl_helpers import drive, first_options, official, resolve_top, settle

RICH = {"energy": 12, "power": {d: 3 for d in ("fury", "calm", "mind", "body", "chaos", "order")}}


def _runes(n, prefix="r", **extra):
    return [{"id": f"{prefix}{i}", "domain": "fury", **extra} for i in range(n)]


@exercises("Catalyst of Aeons")
@pytest.mark.parametrize("left,drawn", [(3, False), (1, True)])
def test_catalyst_of_aeons_channels_two_exhausted_or_draws(left, drawn):
    s = game(two_players(a={**RICH, "hand": [official("c", "Catalyst of Aeons")], "deck": deck(2),
                            "rune_deck": _runes(left)}))
    ok(s, player="A", play="c")
    o = resolve_top(s)
    runes = o["players"]["A"]["runes"]
    assert len(runes) == min(2, left) and all(o["cards"][r]["exhausted"] for r in runes)
    assert ("d0" in o["players"]["A"]["hand"]) is drawn


@exercises("Confront")
def test_confront_makes_units_played_this_turn_enter_ready_and_draws():
    s = game(two_players(a={**RICH, "hand": [official("c", "Confront"), unit("u", 2, cost=1)], "deck": deck(2)}))
    ok(s, player="A", play="c")
    o = resolve_top(s)
    assert "d0" in o["players"]["A"]["hand"]
    ok(s, player="A", play="u")
    o = settle(s)
    assert o["cards"]["u"]["zone"] == "base" and o["cards"]["u"]["exhausted"] is False


@exercises("Invert Timelines")
def test_invert_timelines_discards_every_hand_then_each_draws_four():
    s = game(two_players(a={**RICH, "hand": [official("it", "Invert Timelines"), unit("h1")], "deck": deck(5)},
                         b={"hand": [unit("bh1"), unit("bh2")], "deck": deck(5, "x")}))
    ok(s, player="A", play="it")
    o = resolve_top(s)
    assert o["cards"]["h1"]["zone"] == "trash" and o["cards"]["bh2"]["zone"] == "trash"
    assert sorted(o["players"]["A"]["hand"]) == ["d0", "d1", "d2", "d3"]
    assert sorted(o["players"]["B"]["hand"]) == ["x0", "x1", "x2", "x3"]


@exercises("Kog'Maw, Caustic")
def test_kogmaw_deathknell_deals_four_to_every_unit_at_his_battlefield():
    s = game(two_players(a={**RICH, "hand": [official("vs", "Void Seeker")], "deck": deck(2)},
                         b={"base": [unit("safe", 5, controller="B")]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [
                             official("k", "Kog'Maw, Caustic", controller="B"), unit("e", 5, controller="B")]},
                             {"id": "bf2", "controller": "A", "units": [unit("m", 5, controller="A")]}]))
    ok(s, player="A", play="vs", targets=["k"])
    o = drive(s, first_options)
    assert o["cards"]["k"]["zone"] == "trash"
    assert o["cards"]["e"]["damage"] == 4 and o["cards"]["m"]["damage"] == 0 and o["cards"]["safe"]["damage"] == 0


@exercises("Draven, Showboat")
def test_draven_showboat_has_his_controllers_points_as_might():
    s = game(two_players(a={"score": 3, "base": [official("d", "Draven, Showboat")]}, b={"score": 5}))
    assert s.observe()["cards"]["d"]["might"] == 6


@exercises("Kadregrin the Infernal")
def test_kadregrin_draws_one_for_each_mighty_unit_of_yours():
    s = game(two_players(a={**RICH, "hand": [official("k", "Kadregrin the Infernal")], "deck": deck(5),
                            "base": [unit("big", 5), unit("small", 4)]}, b={"base": [unit("e", 6, controller="B")]}))
    ok(s, player="A", play="k")
    o = settle(s)
    assert len(o["players"]["A"]["hand"]) == 2  # Kadregrin (9) and big (5)


@exercises("Maddened Marauder")
def test_maddened_marauder_moves_a_unit_from_a_battlefield_to_its_base():
    s = game(two_players(a={**RICH, "hand": [official("mm", "Maddened Marauder")]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 2, controller="B")]}]))
    ok(s, player="A", play="mm")
    o = drive(s, first_options)
    assert o["cards"]["e"]["zone"] == "base" and "e" in o["players"]["B"]["base"]


@exercises("Ekko, Recurrent")
def test_ekko_recycles_himself_to_ready_your_runes():
    s = game(two_players(a={**RICH, "hand": [official("vs", "Void Seeker")], "deck": deck(2),
                            "runes": _runes(2, exhausted=True)},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [
                             official("ek", "Ekko, Recurrent", controller="A", damage=2)]}]))
    ok(s, player="A", play="vs", targets=["ek"])
    o = resolve_top(s)
    assert [c["ref"] for c in o["chain"]] == ["ek.trigger"]
    assert o["cards"]["ek"]["zone"] == "deck"  # "recycle me" is its base cost, paid as it is finalized (383.3.b)
    o = resolve_top(s)
    assert o["cards"]["ek"]["zone"] == "deck" and o["players"]["A"]["deck"][-1] == "ek"
    assert not o["cards"]["r0"]["exhausted"] and not o["cards"]["r1"]["exhausted"]


@exercises("Last Stand")
def test_last_stand_doubles_might_and_gives_temporary():
    s = game(two_players(a={**RICH, "hand": [official("ls", "Last Stand")], "base": [unit("u", 3)]}))
    ok(s, player="A", play="ls", targets=["u"])
    o = resolve_top(s)
    assert o["cards"]["u"]["might"] == 6 and "Temporary" in o["cards"]["u"]["keywords"]


@exercises("Fading Memories")
def test_fading_memories_gives_a_gear_temporary_but_not_a_unit_in_base():
    s = game(two_players(a={**RICH, "hand": [official("fm", "Fading Memories")], "base": [unit("u", 3)]},
                         b={"base": [{"id": "g", "gear": {}, "controller": "B"}]}))
    refused(s, player="A", play="fm", targets=["u"])
    ok(s, player="A", play="fm", targets=["g"])
    o = resolve_top(s)
    assert "Temporary" in o["cards"]["g"]["keywords"]


@exercises("En Garde")
@pytest.mark.parametrize("mate,might", [(False, 5), (True, 4)])
def test_en_garde_gives_an_extra_point_to_a_unit_alone(mate, might):
    units = [unit("u", 3, controller="A")] + ([unit("m", 1, controller="A")] if mate else [])
    s = game(two_players(a={**RICH, "hand": [official("eg", "En Garde")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": units}]))
    ok(s, player="A", play="eg", targets=["u"])
    o = resolve_top(s)
    assert o["cards"]["u"]["might"] == might


@exercises("Get Excited!")
def test_get_excited_deals_the_discarded_cards_energy_cost():
    s = game(two_players(a={**RICH, "hand": [official("ge", "Get Excited!"), unit("cheap", 1, cost=1),
                                             unit("dear", 1, cost=4)]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 6, controller="B")]}]))
    ok(s, player="A", play="ge", targets=["e"])
    o = resolve_top(s)
    assert o["decision"]["kind"] == "choose" and sorted(o["decision"]["options"]) == ["cheap", "dear"]
    o = ok(s, player="A", choose=["dear"])
    assert o["cards"]["dear"]["zone"] == "trash" and o["cards"]["e"]["damage"] == 4


@exercises("Malzahar, Fanatic")
def test_malzahar_kills_a_friendly_permanent_to_add_two_power():
    s = game(two_players(a={"base": [official("mz", "Malzahar, Fanatic"), {"id": "g", "gear": {}}]}))
    ok(s, player="A", activate="mz")
    o = s.observe()
    while o.get("decision"):
        d = o["decision"]
        o = ok(s, player="A", choose=["g"] if "g" in d["options"] else d["options"][:1])
    assert o["cards"]["g"]["zone"] == "trash" and o["cards"]["mz"]["exhausted"]
    assert sum(o["players"]["A"]["power"].values()) == 2


@exercises("Arena Bar")
def test_arena_bar_buffs_an_exhausted_friendly_unit_only():
    s = game(two_players(a={"base": [official("ab", "Arena Bar"), unit("tired", 2, exhausted=True), unit("fresh", 2)]}))
    refused(s, player="A", activate="ab", targets=["fresh"])
    ok(s, player="A", activate="ab", targets=["tired"])
    o = resolve_top(s)
    assert o["cards"]["tired"]["might"] == 3 and o["cards"]["ab"]["exhausted"]


@exercises("Adaptatron")
def test_adaptatron_kills_a_gear_to_buff_itself_when_it_conquers():
    from engine_helpers import conquer
    s = game(two_players(a={"base": [official("ad", "Adaptatron")]}, b={"base": [{"id": "g", "gear": {}}]},
                         battlefields=[{"id": "bf1"}]))
    o = conquer(s, ["ad"])
    o = drive(s, lambda d: {"choose": ["g"]})
    assert o["cards"]["g"]["zone"] == "trash" and o["cards"]["ad"]["might"] == 4


@exercises("Forge of the Future")
def test_forge_of_the_future_makes_a_recruit_and_recycles_cards_from_trashes():
    s = game(two_players(a={**RICH, "hand": [official("f", "Forge of the Future")], "trash": [unit("t1")]},
                         b={"trash": [unit("t2"), unit("t3")]}))
    ok(s, player="A", play="f")
    o = settle(s)
    recruits = [c for c in o["players"]["A"]["base"] if o["cards"][c]["name"] == "Recruit"]
    assert len(recruits) == 1 and o["cards"][recruits[0]]["might"] == 1
    ok(s, player="A", activate="f")
    o = resolve_top(s)
    o = ok(s, player="A", choose=["t1", "t2"])
    assert o["cards"]["f"]["zone"] == "trash"
    assert o["players"]["A"]["deck"] == ["t1"] and o["players"]["B"]["deck"] == ["t2"]
    assert o["cards"]["t3"]["zone"] == "trash"


@exercises("Dr. Mundo, Expert")
def test_dr_mundo_counts_the_trash_and_recycles_three_as_your_turn_begins():
    s = game(two_players(active="B", a={"base": [official("dm", "Dr. Mundo, Expert")], "deck": deck(3),
                                        "trash": [unit(f"t{i}") for i in range(4)]}, b={"deck": deck(3, "x")}))
    assert s.observe()["cards"]["dm"]["might"] == 10
    o = ok(s, player="B", end_turn=True)
    o = drive(s, lambda d: {"choose": ["t0", "t1", "t2"]} if d["kind"] == "choose" else first_options(d))
    assert o["players"]["A"]["deck"][-3:] == ["t0", "t1", "t2"] and o["players"]["A"]["trash"] == ["t3"]
    assert o["cards"]["dm"]["might"] == 7


@exercises("Imperial Decree")
def test_imperial_decree_kills_each_unit_dealt_damage_this_turn():
    s = game(two_players(a={**RICH, "hand": [official("id", "Imperial Decree"), official("vs", "Void Seeker")],
                            "deck": deck(2)},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 9, controller="B")]}]))
    ok(s, player="A", play="id")
    resolve_top(s)
    ok(s, player="A", play="vs", targets=["e"])
    o = drive(s, first_options)
    assert o["cards"]["e"]["zone"] == "trash"


@exercises("Mask of Foresight")
@pytest.mark.parametrize("pair,might", [(False, 4), (True, 3)])
def test_mask_of_foresight_gives_plus_one_to_a_unit_attacking_alone(pair, might):
    units = ["a1", "a2"] if pair else ["a1"]
    s = game(two_players(a={"base": [official("mf", "Mask of Foresight"), unit("a1", 3), unit("a2", 3)]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 9, controller="B")]}]))
    ok(s, player="A", move=units, to="bf1")
    o = settle(s)
    assert o["cards"]["a1"]["might"] == might


@exercises("Mindsplitter")
def test_mindsplitter_reveals_the_hand_and_makes_them_discard_the_chosen_card():
    s = game(two_players(a={**RICH, "hand": [official("ms", "Mindsplitter")]},
                         b={"hand": [unit("bh1"), unit("bh2")]}))
    ok(s, player="A", play="ms")
    o = settle(s)
    assert o["decision"]["player"] == "A" and sorted(o["decision"]["options"]) == ["bh1", "bh2"]
    o = ok(s, player="A", choose=["bh2"])
    assert o["cards"]["bh2"]["zone"] == "trash" and o["cards"]["bh1"]["zone"] == "hand"
    assert any(e["type"] == "reveal" and e["card"] == "bh1" for e in s.events())


@exercises("Sabotage")
def test_sabotage_recycles_a_chosen_non_unit_card():
    s = game(two_players(a={**RICH, "hand": [official("sb", "Sabotage")]},
                         b={"hand": [unit("bu"), official("bs", "Cleave"), {"id": "bg", "gear": {}}]}))
    ok(s, player="A", play="sb", targets=["B"])
    o = resolve_top(s)
    assert sorted(o["decision"]["options"]) == ["bg", "bs"]
    o = ok(s, player="A", choose=["bs"])
    assert o["players"]["B"]["deck"] == ["bs"] and o["cards"]["bu"]["zone"] == "hand"


@exercises("Decree of Strength")
def test_decree_of_strength_recycles_a_mind_card_from_their_hand():
    s = game(two_players(a={**RICH, "hand": [official("ds", "Decree of Strength")]},
                         b={"hand": [official("mind", "Dr. Mundo, Expert"), official("fury", "Cleave")]}))
    ok(s, player="A", play="ds", targets=["B"])
    o = resolve_top(s)  # one Mind card: the choice is forced
    assert o["players"]["B"]["deck"] == ["mind"] and o["cards"]["fury"]["zone"] == "hand"


@exercises("Albus Ferros")
def test_albus_ferros_spends_chosen_buffs_and_channels_one_rune_exhausted_each():
    s = game(two_players(a={**RICH, "hand": [official("af", "Albus Ferros")], "rune_deck": _runes(3),
                            "base": [unit("b1", 2, buffed=True), unit("b2", 2, buffed=True), unit("b3", 2)]}))
    ok(s, player="A", play="af")
    o = settle(s)
    o = ok(s, player="A", choose=["b1", "b2"])
    assert not o["cards"]["b1"]["buffed"] and not o["cards"]["b2"]["buffed"]
    assert len(o["players"]["A"]["runes"]) == 2 and all(o["cards"][r]["exhausted"] for r in o["players"]["A"]["runes"])


@exercises("Bullet Time")
def test_bullet_time_pays_any_amount_and_deals_that_much_to_each_enemy_there():
    s = game(two_players(a={"energy": 1, "power": {"chaos": 3, "calm": 2}, "hand": [official("bt", "Bullet Time")]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [
                             unit("e1", 5, controller="B"), unit("e2", 5, controller="B"), unit("m", 5, controller="A")]}]))
    ok(s, player="A", play="bt", targets=["bf1"])
    o = resolve_top(s)
    assert o["decision"]["options"] == [0, 1, 2, 3]  # its domains' Power (chaos); calm cannot pay
    o = ok(s, player="A", choose=2)
    assert o["cards"]["e1"]["damage"] == 2 and o["cards"]["e2"]["damage"] == 2 and o["cards"]["m"]["damage"] == 0
    assert o["players"]["A"]["power"]["chaos"] == 1 and o["players"]["A"]["power"]["calm"] == 2
