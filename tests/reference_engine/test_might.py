"""Might arithmetic (477.3, 143.2, 701-705, 807, 814), computed directly on a built game state."""

from engine_helpers import two_players, unit
from exercised import exercises

from reference_engine.effects import buff, give_might
from reference_engine.might import decrease_with_minimum, effective_might, increase_amount, might
from reference_engine.setup import build


def state(**zones):
    return build(two_players(**zones))


def test_printed_might_plus_one_buff_and_never_a_second():
    g = state(a={"base": [unit("u", 2)]})
    assert might(g, "u") == 2
    assert buff(g, "u") is True
    assert might(g, "u") == 3
    assert buff(g, "u") is False  # 426.1.b.1: at most one buff counter
    assert might(g, "u") == 3


def test_effect_decrease_with_a_minimum_is_snapshotted_when_it_applies():
    g = state(a={"base": [unit("u", 3)]})
    assert give_might(g, "u", -4, minimum=1) == -2  # 477.3.b: limited to what reaches the minimum
    assert might(g, "u") == 1
    give_might(g, "u", 2)
    assert might(g, "u") == 3  # the snapshot stays -2, so the later +2 counts in full


def test_decrease_that_fits_above_the_minimum_applies_in_full_and_stays_full():
    g = state(a={"base": [unit("u", 3)]})
    give_might(g, "u", 2)
    assert give_might(g, "u", -4, minimum=1) == -4
    assert might(g, "u") == 1
    g.cards["u"].modifiers = [m for m in g.cards["u"].modifiers if m.amount < 0]  # the +2 goes away
    assert might(g, "u") == -1  # the decrease keeps its full size: Might can go below the minimum


def test_decrease_on_a_unit_already_at_the_minimum_takes_nothing_and_gives_nothing():
    g = state(a={"base": [unit("u", 1)]})
    assert decrease_with_minimum(g, "u", 3, 1) == 0
    g2 = state(a={"base": [unit("u", 0)]})
    assert decrease_with_minimum(g2, "u", 3, 1) == 0  # never raises a unit below the minimum


def test_negative_might_is_kept_but_referenced_as_zero():
    g = state(a={"base": [unit("u", 2)]})
    give_might(g, "u", -5)
    assert might(g, "u") == -3  # 143.2.b.1: the real value
    assert effective_might(g, "u") == 0  # 143.2.b: spells, abilities and combat damage see 0


def test_increase_by_a_negative_amount_is_zero():
    assert increase_amount(-3) == 0  # 477.3.c
    assert increase_amount(4) == 4


@exercises("Leona, Zealot")
def test_passive_decrease_with_a_minimum_is_applied_afresh_after_increases():
    g = build(two_players(
        a={"base": [unit("u", 3, stunned=True)]},
        battlefields=[{"id": "bf1", "controller": "B", "units": [{"id": "leona", "card": "Leona, Zealot",
                                                                   "controller": "B"}]}]))
    assert might(g, "u") == 3  # in base: not "here"
    g.players["A"].base.remove("u")
    g.battlefields["bf1"].units.append("u")
    g.cards["u"].zone = "bf1"
    assert might(g, "u") == 1  # -8, to a minimum of 1
    give_might(g, "u", 2)
    assert might(g, "u") == 1  # increases come first; the passive limit then swallows them
    g.cards["u"].stunned = False
    assert might(g, "u") == 5


def test_decreases_apply_in_timestamp_order_after_increases():
    # A stunned 5 Might unit at an enemy Leona, Zealot's battlefield (-8, to a minimum of 1, passive) that
    # also got -4 from an effect. Decreases apply in timestamp order (480.3): whichever came first uses
    # the room above the minimum.
    g = build(two_players(battlefields=[{"id": "bf1", "controller": "B", "units": [
        {"id": "leona", "card": "Leona, Zealot", "controller": "B"},
        {"id": "u", "unit": {"might": 5}, "controller": "A", "stunned": True}]}]))
    give_might(g, "u", -4)
    effect = g.cards["u"].modifiers[0]
    effect.timestamp = g.cards["leona"].entered - 1  # the effect is older: 5 - 4 = 1, the passive adds nothing
    assert might(g, "u") == 1
    effect.timestamp = g.cards["leona"].entered + 1  # the passive is older: 5 -> 1, then -4
    assert might(g, "u") == -3


def test_assault_counts_only_while_attacking_and_shield_only_while_defending():
    g = state(a={"base": [unit("u", 2, keywords=["Assault 2", "Shield"])]})
    assert might(g, "u") == 2
    g.cards["u"].designation = "attacker"
    assert might(g, "u") == 4  # 807.1.c
    g.cards["u"].designation = "defender"
    assert might(g, "u") == 3  # 814.1.c


def test_granted_assault_adds_to_printed_assault():
    from reference_engine.effects import give_keyword

    g = state(a={"base": [unit("u", 2, keywords=["Assault"])]})
    give_keyword(g, "u", "Assault 3")
    g.cards["u"].designation = "attacker"
    assert might(g, "u") == 6  # 807.2: values are summed


def test_battlefield_passive_applies_only_to_units_there():
    g = build(two_players(a={"base": [unit("home", 1)]},
                          battlefields=[{"id": "camp", "card": "Trifarian War Camp", "controller": "A",
                                         "units": [unit("there", 1, controller="A")]}]))
    assert might(g, "there") == 2 and might(g, "home") == 1


def test_off_the_board_a_unit_has_its_printed_might():
    g = state(a={"hand": [unit("h", 4)]})
    assert might(g, "h") == 4  # rule 711


def test_boost_expires_at_end_of_turn_but_the_buff_stays():
    from engine_helpers import game, ok

    s = game(two_players(a={"energy": 2, "base": [unit("u", 2, buffed=True)],
                            "hand": [{"id": "d", "card": "Discipline"}], "deck": [unit("a1")]},
                         b={"deck": [unit("b1")]}))
    ok(s, player="A", play="d", targets=["u"])
    ok(s, player="A", **{"pass": "priority"})
    assert ok(s, player="B", **{"pass": "priority"})["cards"]["u"]["might"] == 5
    o = ok(s, player="A", end_turn=True)
    assert o["turn"]["active"] == "B" and o["cards"]["u"]["might"] == 3 and o["cards"]["u"]["buffed"] is True


def test_mighty_means_five_or_more_now_and_printed_might_off_the_board():
    from reference_engine.might import is_mighty

    g = state(a={"base": [unit("u", 4)], "hand": [unit("h", 5)]})
    assert not is_mighty(g, "u") and is_mighty(g, "h")  # 708, 711
    give_might(g, "u", 1)
    assert is_mighty(g, "u")
