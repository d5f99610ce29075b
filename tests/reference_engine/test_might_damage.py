"""Damage and death (142, 143.2-143.3, 323.5, 383.2.c.2, 808): marked damage, deaths at cleanups, Might
dropping under marked damage, healing, simultaneous deaths, Deathknell."""

from engine_helpers import game, ok, two_players, unit

PASS = {"pass": "priority"}


def star_at(b_base, extra_a=None):
    a = {"energy": 2, "power": {"fury": 2}, "hand": [{"id": "star", "card": "Falling Star"}], **(extra_a or {})}
    return game(two_players(a=a, b={"base": b_base}))


def resolve_star(s, targets):
    ok(s, player="A", play="star", targets=targets)
    ok(s, player="A", **PASS)
    return ok(s, player="B", **PASS)


def test_damage_is_marked_and_the_unit_dies_in_the_cleanup_after_the_spell():
    s = star_at([unit("big", 5)])
    o = resolve_star(s, ["big", "big"])  # 3 + 3: the first 3 alone is not lethal, the total is
    assert o["cards"]["big"]["zone"] == "trash"
    types = [e["type"] for e in s.events()]
    assert types.count("damage") == 2 and types.index("die") > max(i for i, t in enumerate(types) if t == "damage")


def test_non_lethal_damage_stays_marked_until_the_end_of_the_turn():
    s = game(two_players(a={"energy": 3, "power": {"fury": 1}, "hand": [{"id": "seeker", "card": "Void Seeker"}],
                            "deck": [unit("a1")]},
                         b={"deck": [unit("b1")]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 5, controller="B")]}]))
    ok(s, player="A", play="seeker", targets=["bu"])
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["cards"]["bu"]["damage"] == 4 and o["cards"]["bu"]["zone"] == "bf1"
    o = ok(s, player="A", end_turn=True)
    assert o["cards"]["bu"]["damage"] == 0  # 143.3.b.1: healed in the end of turn cleanup


def test_units_that_die_together_do_not_see_each_other_die():
    s = star_at([{"id": "centaur", "card": "Spectral Centaur", "damage": 2}, unit("squire", 2)])
    o = resolve_star(s, ["centaur", "squire"])
    assert o["cards"]["centaur"]["zone"] == "trash" and o["cards"]["squire"]["zone"] == "trash"
    assert o["chain"] == []  # 383.2.c.2


def test_a_survivor_sees_a_death_caused_by_the_same_spell():
    s = star_at([{"id": "centaur", "card": "Spectral Centaur"}, unit("squire", 2)])
    o = resolve_star(s, ["centaur", "squire"])
    assert [c["ref"] for c in o["chain"]] == ["centaur.trigger"] and o["priority"] == "B"
    ok(s, player="B", **PASS)
    o = ok(s, player="A", **PASS)
    assert o["cards"]["centaur"]["might"] == 7 and o["cards"]["centaur"]["damage"] == 3


def test_a_unit_dies_later_when_its_might_drops_under_its_damage():
    s = game(two_players(a={"energy": 2, "power": {"fury": 2}, "hand": [{"id": "star", "card": "Falling Star"}]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [
                             {"id": "lee", "card": "Lee Sin, Centered", "controller": "B", "damage": 3},
                             unit("pupil", 2, controller="B", buffed=True, damage=1)]}]))
    assert s.observe()["cards"]["pupil"]["might"] == 5
    ok(s, player="A", play="star", targets=["lee", "pupil"])
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    # Lee Sin dies in the first cleanup; without his +2 the pupil's 4 damage is lethal at the next one.
    assert o["cards"]["lee"]["zone"] == "trash" and o["cards"]["pupil"]["zone"] == "trash"
    dies = [e["unit"] for e in s.events() if e["type"] == "die"]
    assert dies == ["lee", "pupil"]


def test_a_zero_might_unit_needs_at_least_one_damage_to_die():
    s = game(two_players(a={"base": [unit("zero", 0)]}))
    assert s.observe()["cards"]["zero"]["zone"] == "base"  # 142.4.b: lethal damage is non-zero


def test_negative_might_unit_dies_with_any_damage():
    s = game(two_players(a={"energy": 2, "power": {"fury": 2}, "hand": [{"id": "star", "card": "Falling Star"}]},
                         b={"base": [unit("u", 4)]}))
    from reference_engine.effects import give_might

    give_might(s._g, "u", -6)  # a unit at -2 Might
    assert s.observe()["cards"]["u"]["might"] == -2
    ok(s, player="A", play="star", targets=["u", "u"])
    ok(s, player="A", **PASS)
    assert ok(s, player="B", **PASS)["cards"]["u"]["zone"] == "trash"


def test_deathknell_goes_to_the_controller_and_the_card_to_its_owners_trash():
    s = game(two_players(a={"energy": 12, "power": {"chaos": 3, "order": 2}, "deck": [unit("a1")],
                            "hand": [{"id": "pos", "card": "Possession"}, {"id": "v", "card": "Vengeance"}]},
                         b={"deck": [unit("b1")]},
                         battlefields=[{"id": "bf1", "controller": "B",
                                        "units": [{"id": "sentry", "card": "Watchful Sentry", "controller": "B"}]}]))
    for card, target in (("pos", "sentry"), ("v", "sentry")):
        ok(s, player="A", play=card, targets=[target])
        ok(s, player="A", **PASS)
        o = ok(s, player="B", **PASS)
    assert o["chain"][0]["ref"] == "sentry.trigger" and o["chain"][0]["controller"] == "A"  # 808, FAQ-25
    assert o["players"]["B"]["trash"] == ["sentry"]  # the owner's trash
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["players"]["A"]["hand"] == ["a1"] and o["players"]["B"]["hand"] == []
