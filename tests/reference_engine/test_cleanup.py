"""Cleanups (318-324): when they happen, what they do, and that none happens during finalization."""

from engine_helpers import game, ok, two_players, unit


def test_no_cleanup_while_a_card_is_being_finalized():
    # Paying Cruel Patron's cost empties the battlefield it is played to; the cleanup that would take the
    # battlefield away waits until finalization is over, and by then the Patron is there (320, TIM-14).
    s = game(two_players(a={"energy": 4, "hand": [{"id": "patron", "card": "Cruel Patron"}],
                            "base": [unit("home")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("post", controller="A")]}]))
    o = ok(s, player="A", play="patron", to="bf1")
    assert o["decision"]["kind"] == "choose" and o["priority"] is None
    assert o["chain"][0]["status"] == "pending"
    o = ok(s, player="A", choose=["post"])
    assert o["cards"]["post"]["zone"] == "trash" and o["cards"]["patron"]["zone"] == "bf1"
    assert o["battlefields"]["bf1"]["controller"] == "A"


def test_empty_battlefield_is_lost_in_the_next_open_state_cleanup():
    s = game(two_players(a={"energy": 4, "power": {"order": 2}, "hand": [{"id": "v", "card": "Vengeance"}]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", controller="B")]}]))
    ok(s, player="A", play="v", targets=["bu"])
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["battlefields"]["bf1"]["controller"] is None  # 323.6


def test_lethal_damage_kills_in_the_cleanup_after_resolution():
    s = game(two_players(a={"energy": 3, "power": {"fury": 1}, "hand": [{"id": "seeker", "card": "Void Seeker"}],
                            "deck": [unit("a1")]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 4, controller="B")]}]))
    ok(s, player="A", play="seeker", targets=["bu"])
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["cards"]["bu"]["zone"] == "trash" and o["players"]["B"]["trash"] == ["bu"]
    types = [e["type"] for e in s.events()]
    assert types.index("damage") < types.index("die")


def test_lowering_might_below_marked_damage_kills_at_the_next_cleanup():
    s = game(two_players(a={"energy": 1, "hand": [{"id": "st", "card": "Stupefy"}], "deck": [unit("a1")]},
                         b={"base": [unit("bu", 3, controller="B", damage=2)]}))
    ok(s, player="A", play="st", targets=["bu"])
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["cards"]["bu"]["zone"] == "trash"


def test_replacement_saves_a_unit_from_death_and_recalls_it_exhausted():
    s = game(two_players(a={"energy": 4, "power": {"order": 2}, "hand": [{"id": "v", "card": "Vengeance"}]},
                         b={"base": [{"id": "zh", "card": "Zhonya's Hourglass", "controller": "B"}]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", controller="B")]}]))
    ok(s, player="A", play="v", targets=["bu"])
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["cards"]["bu"]["zone"] == "base" and o["cards"]["bu"]["exhausted"] is True
    assert o["cards"]["bu"]["damage"] == 0
    assert o["cards"]["zh"]["zone"] == "trash"


def test_control_is_kept_while_the_last_units_deathknell_waits_on_the_chain():
    s = game(two_players(a={"energy": 4, "power": {"order": 2}, "hand": [{"id": "v", "card": "Vengeance"}]},
                         b={"deck": [unit("b1")]},
                         battlefields=[{"id": "bf1", "controller": "B",
                                        "units": [{"id": "sentry", "card": "Watchful Sentry", "controller": "B"}]}]))
    ok(s, player="A", play="v", targets=["sentry"])
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["chain"][0]["ref"] == "sentry.trigger" and o["battlefields"]["bf1"]["controller"] == "B"
    ok(s, player="B", **{"pass": "priority"})
    o = ok(s, player="A", **{"pass": "priority"})
    assert o["chain"] == [] and o["battlefields"]["bf1"]["controller"] is None
