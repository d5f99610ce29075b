"""Lane P cards that burn, play rule 187's Shadow Clone token with its text, and have Flow (829)."""

from engine_helpers import conquer, game, ok, pass_both, two_players, unit
from exercised import exercises


@exercises("Death Mark")
def test_death_mark_burns_three_and_plays_a_shadow_clone():
    s = game(two_players(a={"energy": 2, "power": {"chaos": 1}, "hand": [{"id": "dm", "card": "Death Mark"}],
                            "deck": [unit(f"d{i}") for i in range(4)]}))
    ok(s, player="A", play="dm")
    o = pass_both(s)
    assert o["players"]["A"]["deck"] == ["d3"] and o["players"]["A"]["trash"][:3] == ["d0", "d1", "d2"]
    clones = [c for cid, c in o["cards"].items() if c.get("name") == "Shadow Clone"]
    assert len(clones) == 1 and clones[0]["zone"] == "base" and clones[0]["might"] == 0
    assert o["cards"]["dm"]["zone"] == "trash"


@exercises("Death Mark")
def test_death_mark_flows_from_the_trash_for_one_and_two_any_power_then_is_banished():
    s = game(two_players(a={"energy": 1, "power": {"order": 2}, "trash": [{"id": "dm", "card": "Death Mark"}],
                            "deck": [unit(f"d{i}") for i in range(4)]}))
    o = ok(s, player="A", play="dm")  # from the trash: for its Flow cost (829.1.c.1)
    assert o["players"]["A"]["energy"] == 0 and o["players"]["A"]["power"].get("order", 0) == 0
    o = pass_both(s)
    assert o["cards"]["dm"]["zone"] == "banishment" and o["players"]["A"]["deck"] == ["d3"]


def test_a_shadow_clone_attacking_may_banish_a_trash_unit_for_assault_4():
    s = game(two_players(a={"base": [unit("sc", 0, name="Shadow Clone", token=True)], "trash": [unit("t1")]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 3, controller="B")]}]))
    ok(s, player="A", move=["sc"], to="bf1")
    o = s.observe()
    while not o["decision"]:
        o = pass_both(s) if o["chain"] else ok(s, player=o["priority"] or "A", **{"pass": "focus"})
    assert o["decision"]["options"] == ["t1"]
    o = ok(s, player="A", choose=["t1"])
    o = pass_both(s)  # the ability resolves
    assert o["cards"]["t1"]["zone"] == "banishment" and "Assault 4" in o["cards"]["sc"]["keywords"]
    for _ in range(12):
        if o["cards"]["bu"]["zone"] == "trash":
            break
        o = pass_both(s) if o["chain"] else ok(s, player=o["priority"], **{"pass": "focus"})
    assert o["cards"]["bu"]["zone"] == "trash" and o["cards"]["sc"]["zone"] == "bf1"  # 4 Might beat 3


@exercises("Kennen, Storm of Shuriken")
def test_kennen_burns_two_as_he_is_played():
    s = game(two_players(a={"energy": 3, "power": {"chaos": 1}, "hand": [{"id": "kn", "card": "Kennen, Storm of Shuriken"}],
                            "deck": [unit(f"d{i}") for i in range(3)]}))
    o = ok(s, player="A", play="kn")
    while o["chain"]:
        o = pass_both(s)
    assert o["players"]["A"]["deck"] == ["d2"] and o["players"]["A"]["trash"] == ["d0", "d1"]


@exercises("Kennen, Storm of Shuriken")
def test_kennen_conquering_gives_a_trash_spell_flow_equal_to_its_cost_this_turn():
    s = game(two_players(a={"energy": 2, "base": [{"id": "kn", "card": "Kennen, Storm of Shuriken"}],
                            "trash": [{"id": "inc", "card": "Incinerate"}], "deck": [unit("d0")]},
                         battlefields=[{"id": "bf1"}, {"id": "bf2", "units": [unit("bx", 2, controller="B")]}]))
    assert not s.act({"player": "A", "play": "inc", "targets": ["bx"]})["accepted"]  # no Flow yet
    o = conquer(s, ["kn"])
    while o["chain"]:
        o = pass_both(s)  # the ability chose Incinerate as it was finalized (forced: the only spell)
    o = ok(s, player="A", play="inc", targets=["bx"])  # for its Flow cost: [2]
    assert o["players"]["A"]["energy"] == 0
    o = pass_both(s)
    assert o["cards"]["bx"]["zone"] == "trash" and o["cards"]["inc"]["zone"] == "banishment"  # 829.1.b.1


@exercises("Dragon Form")
def test_dragon_form_sets_base_might_to_five_with_buffs_on_top_for_the_turn():
    s = game(two_players(a={"energy": 3, "hand": [{"id": "df", "card": "Dragon Form"}],
                            "base": [unit("small", 1, buffed=True), unit("big", 8)], "deck": [unit("d0"), unit("d1")]}))
    ok(s, player="A", play="df", targets=["small"])
    o = pass_both(s)
    assert o["cards"]["small"]["might"] == 6  # base 5, +1 for its buff
    o = ok(s, player="A", end_turn=True)
    assert o["cards"]["small"]["might"] == 2  # back to 1, buffed


@exercises("Dragon Form")
def test_dragon_form_lowers_a_big_unit_and_flows_for_three():
    s = game(two_players(a={"energy": 3, "trash": [{"id": "df", "card": "Dragon Form"}], "base": [unit("big", 8)]}))
    o = ok(s, player="A", play="df", targets=["big"])
    assert o["players"]["A"]["energy"] == 0
    o = pass_both(s)
    assert o["cards"]["big"]["might"] == 5 and o["cards"]["df"]["zone"] == "banishment"
