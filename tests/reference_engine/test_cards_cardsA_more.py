"""Lane A cards built on existing hooks: Bonus Damage for spells and abilities, a conditional Might bonus of
its own, a permission to be played to an enemy-occupied battlefield, an Equip ability paid in XP."""

from engine_helpers import game, ok, two_players, unit
from exercised import exercises


def _pass_both(s, first="A", second="B"):
    ok(s, player=first, **{"pass": "priority"})
    return ok(s, player=second, **{"pass": "priority"})


@exercises("Annie, Fiery")
def test_annie_fiery_adds_one_to_her_controllers_spell_damage_only():
    s = game(two_players(a={"energy": 1, "power": {"fury": 1}, "base": [{"id": "an", "card": "Annie, Fiery"}],
                            "hand": [{"id": "hr", "card": "Hextech Ray"}]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 9, controller="B")]}]))
    ok(s, player="A", play="hr", targets=["bu"])
    o = _pass_both(s)
    assert o["cards"]["bu"]["damage"] == 4  # 3 + 1
    s = game(two_players(a={"energy": 1, "power": {"fury": 1}, "hand": [{"id": "hr", "card": "Hextech Ray"}]},
                         b={"base": [{"id": "an", "card": "Annie, Fiery"}]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 9, controller="B")]}]))
    ok(s, player="A", play="hr", targets=["bu"])
    o = _pass_both(s)
    assert o["cards"]["bu"]["damage"] == 3  # the opponent's Annie gives A's spell nothing


@exercises("Yi, Meditative")
def test_yi_meditative_has_four_more_might_with_eight_runes():
    def yi(n):
        s = game(two_players(a={"runes": [{"id": f"r{i}", "domain": "calm"} for i in range(n)],
                                "base": [{"id": "yi", "card": "Yi, Meditative"}]}))
        return s.observe()["cards"]["yi"]["might"]
    assert yi(7) == 4 and yi(8) == 8


@exercises("Rengar, Trophy Hunter")
def test_rengar_trophy_hunter_may_be_played_where_enemy_units_are():
    s = game(two_players(a={"energy": 5, "power": {"body": 1}, "hand": [{"id": "rg", "card": "Rengar, Trophy Hunter"}]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 2, controller="B")]},
                                       {"id": "bf2", "controller": "B"}]))
    from engine_helpers import refused
    refused(s, None, player="A", play="rg", to="bf2")  # no enemy unit there (and not controlled by A)
    o = ok(s, player="A", play="rg", to="bf1")
    assert o["cards"]["rg"]["zone"] == "bf1"


@exercises("Rengar, Trophy Hunter")
def test_rengar_trophy_hunter_ambushes_as_a_reaction_where_only_enemy_units_are():
    """His errata (822.1.d): the enemy units' battlefield is an Ambush location, so he has [Reaction] there."""
    from engine_helpers import refused
    s = game(two_players(a={"energy": 1, "hand": [{"id": "st", "card": "Stupefy"}], "deck": [unit("a1")]},
                         b={"energy": 5, "power": {"body": 1}, "hand": [{"id": "rg", "card": "Rengar, Trophy Hunter"}]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("au", 3, controller="A")]},
                                       {"id": "bf2"}]))
    ok(s, player="A", play="st", targets=["au"])
    ok(s, player="A", **{"pass": "priority"})
    refused(s, None, player="B", play="rg", to="bf2")  # no units there: no Ambush, no [Reaction]
    o = ok(s, player="B", play="rg", to="bf1")
    assert o["cards"]["rg"]["zone"] == "bf1" and [c["ref"] for c in o["chain"]] == ["st"]


@exercises("Shepherd's Heirloom")
def test_shepherds_heirloom_gains_xp_when_played_and_equips_for_one_xp():
    s = game(two_players(a={"energy": 2, "hand": [{"id": "sh", "card": "Shepherd's Heirloom"}], "base": [unit("au", 2)]}))
    o = ok(s, player="A", play="sh")
    if o["chain"]:
        o = _pass_both(s)
    assert o["players"]["A"]["xp"] == 1
    ok(s, player="A", activate="sh", targets=["au"])
    o = _pass_both(s)
    assert o["players"]["A"]["xp"] == 0 and o["cards"]["sh"]["attached_to"] == "au" and o["cards"]["au"]["might"] == 4
