"""Kill attribution (428.5) and damage sources (417.6.b): which deaths count as "you kill a unit with a
spell", and which damage a spell or ability deals as opposed to a unit it names. Cards: Immortal Phoenix
(a trigger from the trash with an Energy and Power cost, 383.2.c.1, 383.3.b), Challenge, Unyielding Spirit."""

from engine_helpers import game, ok, two_players, unit

PASS = {"pass": "priority"}
PHOENIX = {"id": "phoenix", "card": "Immortal Phoenix"}


def board(a: dict, b: dict | None = None, units: list | None = None):
    return game(two_players(a=a, b=b or {}, battlefields=[
        {"id": "bf1", "controller": "B", "units": units if units is not None else [unit("g", 3, controller="B")]}]))


def resolve_top(s, first="A"):
    second = "B" if first == "A" else "A"
    ok(s, player=first, **PASS)
    return ok(s, player=second, **PASS)


def deaths(s):
    return [e for e in s.events() if e["type"] == "die"]


def test_lethal_spell_damage_is_a_kill_by_that_spell_in_the_cleanup_right_after_it():
    s = board({"energy": 1, "power": {"fury": 1}, "hand": [{"id": "ray", "card": "Hextech Ray"}]})
    ok(s, player="A", play="ray", targets=["g"])
    o = resolve_top(s)
    assert o["cards"]["g"]["zone"] == "trash"
    (death,) = deaths(s)
    assert death["spell"] is True and death["player"] == "A" and death["source"] == "ray"  # 428.5.c, 428.5.c.1


def test_phoenix_pays_energy_and_power_of_its_domain_and_comes_back_from_the_trash():
    s = board({"energy": 2, "power": {"fury": 2}, "hand": [{"id": "ray", "card": "Hextech Ray"}], "trash": [PHOENIX]})
    ok(s, player="A", play="ray", targets=["g"])
    o = resolve_top(s)
    assert o["decision"]["prompt"] == "use phoenix.trigger?"
    assert o["decision"]["paying"] == {"energy": 1, "power": 1}
    o = ok(s, player="A", choose="yes")
    assert o["players"]["A"]["energy"] == 0 and not o["players"]["A"]["power"].get("fury")  # 383.3.b: paid now
    assert o["chain"][0]["status"] == "finalized"
    o = resolve_top(s)
    assert o["cards"]["phoenix"]["zone"] == "base" and o["cards"]["phoenix"]["exhausted"]


def test_declining_the_phoenix_leaves_it_in_the_trash_and_spends_nothing():
    s = board({"energy": 2, "power": {"fury": 2}, "hand": [{"id": "ray", "card": "Hextech Ray"}], "trash": [PHOENIX]})
    ok(s, player="A", play="ray", targets=["g"])
    resolve_top(s)
    o = ok(s, player="A", choose="no")
    assert o["chain"] == [] and o["players"]["A"]["energy"] == 1 and o["cards"]["phoenix"]["zone"] == "trash"


def test_without_the_power_the_phoenix_is_not_asked():
    s = board({"energy": 3, "power": {"fury": 1}, "hand": [{"id": "ray", "card": "Hextech Ray"}], "trash": [PHOENIX]})
    ok(s, player="A", play="ray", targets=["g"])
    o = resolve_top(s)
    assert o["decision"] is None and o["chain"] == [] and o["cards"]["phoenix"]["zone"] == "trash"  # 404.2


def test_a_kill_instruction_of_a_spell_counts_even_for_the_phoenix_itself():
    s = board({"energy": 3, "power": {"order": 1, "fury": 1}, "hand": [{"id": "blade", "card": "Hidden Blade"}],
               "deck": [unit("d1"), unit("d2")]},
              units=[{**PHOENIX, "controller": "A"}, unit("g", 3, controller="B")])
    ok(s, player="A", play="blade", targets=["phoenix"])
    o = resolve_top(s)
    assert deaths(s)[0]["spell"] is True  # 428.5.b
    assert o["decision"]["prompt"] == "use phoenix.trigger?"  # 383.2.c.1: it sees its own death from the trash


def test_damage_a_spell_has_a_unit_deal_is_not_a_kill_with_a_spell():
    s = board({"energy": 2, "power": {"body": 1, "fury": 1}, "base": [unit("mine", 4)],
               "hand": [{"id": "ch", "card": "Challenge"}], "trash": [PHOENIX]}, units=[unit("g", 2, controller="B")])
    ok(s, player="A", play="ch", targets=["mine", "g"])
    o = resolve_top(s)
    assert o["cards"]["g"]["zone"] == "trash" and o["cards"]["mine"]["damage"] == 2
    damage = [e for e in s.events() if e["type"] == "damage"]
    assert {(e["source"], e["dealt_by"], e["player"]) for e in damage} == {("mine", "unit", "A"), ("g", "unit", "B")}
    assert deaths(s)[0]["spell"] is False  # 417.6.b.3: the unit, not Challenge, dealt it
    assert o["decision"] is None and o["cards"]["phoenix"]["zone"] == "trash"


def test_a_kill_paid_as_a_cost_is_not_a_kill_by_the_spell():
    s = board({"energy": 3, "power": {"fury": 1}, "base": [unit("big", 5)], "hand": [{"id": "sac", "card": "Sacrifice"}],
               "deck": [unit("d1"), unit("d2")], "trash": [PHOENIX]})
    o = ok(s, player="A", play="sac")
    assert o["cards"]["big"]["zone"] == "trash"
    assert deaths(s)[0]["spell"] is False and o["decision"] is None


def test_a_death_caused_later_by_lowering_might_is_not_attributed_to_the_spell():
    s = board({"energy": 1, "power": {"fury": 1}, "hand": [{"id": "stu", "card": "Stupefy"}], "deck": [unit("d1")],
               "trash": [PHOENIX]}, units=[unit("g", 2, controller="B", damage=1)])
    ok(s, player="A", play="stu", targets=["g"])
    o = resolve_top(s)
    assert o["cards"]["g"]["zone"] == "trash" and deaths(s)[0]["spell"] is False  # 428.5.c: it dealt no damage
    assert o["decision"] is None


def test_another_players_spell_is_not_your_kill():
    s2 = game(two_players(a={"trash": [PHOENIX], "energy": 2, "power": {"fury": 1}, "base": [unit("mine", 3)]},
                          b={"energy": 1, "power": {"fury": 1}, "hand": [{"id": "ray", "card": "Hextech Ray"}]},
                          active="B", battlefields=[{"id": "bf1", "controller": "A",
                                                     "units": [unit("m2", 3, controller="A")]}]))
    ok(s2, player="B", play="ray", targets=["m2"])
    o = resolve_top(s2, first="B")
    assert o["cards"]["m2"]["zone"] == "trash" and deaths(s2)[0]["player"] == "B"
    assert o["decision"] is None and o["cards"]["phoenix"]["zone"] == "trash"


def test_unyielding_spirit_prevents_spell_damage_but_not_damage_dealt_by_units():
    s = board({"energy": 3, "power": {"body": 1, "fury": 1}, "base": [unit("mine", 4)],
               "hand": [{"id": "ch", "card": "Challenge"}, {"id": "ray", "card": "Hextech Ray"}]},
              {"energy": 1, "power": {"body": 1}, "hand": [{"id": "us", "card": "Unyielding Spirit"}]},
              units=[unit("g", 2, controller="B"), unit("h", 5, controller="B")])
    ok(s, player="A", play="ch", targets=["mine", "g"])
    ok(s, player="A", **PASS)
    ok(s, player="B", play="us")
    resolve_top(s, first="B")  # Unyielding Spirit resolves first
    o = resolve_top(s)  # then Challenge: the units deal the damage (417.6.b.3)
    assert o["cards"]["g"]["zone"] == "trash" and o["cards"]["mine"]["damage"] == 2
    ok(s, player="A", play="ray", targets=["h"])
    o = resolve_top(s)
    assert o["cards"]["h"]["damage"] == 0  # the spell's own damage is prevented (437)


def test_one_spell_killing_several_units_triggers_the_phoenix_once():
    s = board({"energy": 4, "power": {"fury": 1}, "hand": [{"id": "fox", "card": "Fox-Fire"}], "trash": [PHOENIX]},
              units=[unit("g", 1, controller="B"), unit("h", 2, controller="B")])
    ok(s, player="A", play="fox", targets=["g", "h"])
    o = resolve_top(s)
    assert len(deaths(s)) == 2 and all(d["spell"] for d in deaths(s))
    assert [c["ref"] for c in o["chain"]] == ["phoenix.trigger"]
    assert o["decision"]["prompt"] == "use phoenix.trigger?"
