"""Lane P cards that play a card from hand when they attack (Ava Achiever, with its Origins errata)."""

from engine_helpers import game, ok, pass_both, two_players, unit
from exercised import exercises


def _ava_attacks(hand):
    s = game(two_players(a={"power": {"mind": 1}, "base": [{"id": "ava", "card": "Ava Achiever"}], "hand": hand},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 1, controller="B")]}]))
    o = ok(s, player="A", move=["ava"], to="bf1")
    for _ in range(6):
        if o["decision"]:
            break
        o = pass_both(s) if o["chain"] else ok(s, player=o["priority"] or "A", **{"pass": "focus"})
    return s, o


@exercises("Ava Achiever")
def test_ava_achiever_pays_one_power_to_play_a_hidden_unit_here_face_up():
    s, o = _ava_attacks([{"id": "cub", "card": "Pakaa Cub"}, unit("plain")])
    assert o["decision"]["options"] == ["yes", "no"]
    o = ok(s, player="A", choose="yes")
    o = pass_both(s)  # the ability resolves: Pakaa Cub, the only Hidden card, is played at once to bf1
    assert o["cards"]["cub"]["zone"] == "bf1" and not o["cards"]["cub"]["hidden"]
    assert o["players"]["A"]["power"].get("mind", 0) == 0 and o["cards"]["plain"]["zone"] == "hand"


@exercises("Ava Achiever")
def test_ava_achiever_plays_a_hidden_gear_to_base():
    s, o = _ava_attacks([{"id": "zh", "card": "Zhonya's Hourglass"}])
    ok(s, player="A", choose="yes")
    o = pass_both(s)
    assert o["cards"]["zh"]["zone"] == "base"
