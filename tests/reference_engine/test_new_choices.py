"""New choices for a spell whose control was taken (751-754): a targeting ability triggers only for an object
the spell did not target before (754)."""

from engine_helpers import chain_refs, deck, game, ok, two_players, unit

PASS = {"pass": "priority"}


def _seeker_at(target):
    """B plays Void Seeker at ``target``; A takes it with Rebuttal (paying [A]) and is asked for new choices."""
    s = game(two_players(
        a={"energy": 1, "power": {"mind": 2}, "hand": [{"id": "reb", "card": "Rebuttal"}], "deck": deck(3)},
        b={"energy": 3, "power": {"fury": 1}, "hand": [{"id": "seek", "card": "Void Seeker"}], "deck": deck(3, "b")},
        battlefields=[{"id": "bf1", "controller": "A",
                       "units": [unit("mine", 3, controller="A"), {"id": "jae", "card": "Jae Medarda", "controller": "A"}]}],
        active="B"))
    ok(s, player="B", play="seek", targets=[target])
    ok(s, player="B", **PASS)
    ok(s, player="A", play="reb", targets=["seek"])
    ok(s, player="A", **PASS)
    ok(s, player="B", **PASS)
    o = ok(s, player="A", choose="yes")
    assert o["decision"]["player"] == "A" and o["decision"]["kind"] == "choose"
    return s


def test_a_new_target_triggers_its_choose_ability():
    s = _seeker_at("mine")
    ok(s, player="A", choose=["jae"])
    assert chain_refs(s) == ["jae.trigger", "seek"]


def test_a_kept_target_does_not_trigger_its_choose_ability_again():
    s = _seeker_at("jae")
    ok(s, player="A", choose=["jae"])
    assert chain_refs(s) == ["seek"]
