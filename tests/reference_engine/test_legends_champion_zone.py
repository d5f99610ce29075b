"""The Champion Zone cards (108.3): Hallowed Tomb returns the Chosen Champion to it, Swift Scout puts a
Teemo unit back into its owner's hand from it or from the board and lets cards be hidden for Energy."""

from battlefield_helpers import resolve
from engine_helpers import game, ok, refused, two_players, unit
from exercised import exercises

from reference_engine.zones import put


def with_chosen_champion(s, player: str, name: str, in_zone: str | None = None):
    """Give ``player`` the Chosen Champion ``name`` (103.2.a) and, with ``in_zone``, a card of it there."""
    g = s._g
    g.players[player].chosen_champion = name
    if in_zone is not None:
        cid = next(c for c, card in g.cards.items() if card.name == name and card.owner == player)
        put(g, cid, in_zone)


def tomb_game(trash: list, champion_zone: list | None = None):
    s = game(two_players(
        active="B", a={"deck": [unit("a1"), unit("a2")], "trash": trash},
        battlefields=[{"id": "bf", "card": "Hallowed Tomb", "controller": "A",
                       "units": [unit("h", 1, controller="A")]}]))
    with_chosen_champion(s, "A", "Vi, Destructive")
    for cid in champion_zone or []:
        put(s._g, cid, "champion")
    return s


def hold_and_accept(s):
    o = ok(s, player="B", end_turn=True)
    assert o["decision"]["player"] == "A" and o["decision"]["options"] == ["yes", "no"]
    return ok(s, player="A", choose="yes")


@exercises("Hallowed Tomb")
def test_hallowed_tomb_returns_a_copy_of_the_chosen_champion_not_another_card_of_its_tag():
    s = tomb_game([{"id": "demo", "card": "Vi, Peacekeeper"}, {"id": "j1", "card": "Vi, Destructive"}])
    o = resolve(s, hold_and_accept(s))
    assert o["players"]["A"]["champion"] == ["j1"] and o["cards"]["j1"]["zone"] == "champion"
    assert "demo" in o["players"]["A"]["trash"]  # same tag, another name: not the Chosen Champion (103.2.a.3)


@exercises("Hallowed Tomb")
def test_hallowed_tomb_asks_which_copy_and_does_nothing_while_the_zone_is_full():
    s = tomb_game([{"id": "j1", "card": "Vi, Destructive"}, {"id": "j2", "card": "Vi, Destructive"}])
    o = resolve(s, hold_and_accept(s))
    assert sorted(o["decision"]["options"]) == ["j1", "j2"]
    o = ok(s, player="A", choose="j2")
    assert o["players"]["A"]["champion"] == ["j2"] and o["players"]["A"]["trash"] == ["j1"]
    # 108.3.c.1: with a card already in the zone, nothing returns
    s = tomb_game([{"id": "j1", "card": "Vi, Destructive"}, {"id": "j2", "card": "Vi, Destructive"}], champion_zone=["j2"])
    o = resolve(s, hold_and_accept(s))
    assert o["players"]["A"]["champion"] == ["j2"] and o["players"]["A"]["trash"] == ["j1"]


@exercises("Hallowed Tomb")
def test_hallowed_tomb_may_be_declined():
    s = tomb_game([{"id": "j1", "card": "Vi, Destructive"}])
    ok(s, player="B", end_turn=True)
    o = resolve(s, ok(s, player="A", choose="no"))
    assert o["players"]["A"]["champion"] == [] and o["players"]["A"]["trash"] == ["j1"]


def scout_game(a: dict, b: dict | None = None, battlefields=None):
    a = {"legend": {"id": "leg", "card": "Swift Scout"}, **a}
    return game(two_players(a=a, b=b or {}, battlefields=battlefields or []))


@exercises("Swift Scout")
def test_swift_scout_puts_a_teemo_you_own_into_your_hand_from_the_champion_zone():
    s = scout_game({"energy": 1, "hand": [{"id": "t", "card": "Teemo, Scout"}]})
    with_chosen_champion(s, "A", "Teemo, Scout", in_zone="champion")
    assert s.observe()["players"]["A"]["champion"] == ["t"]
    ok(s, player="A", activate="leg", targets=["t"])
    o = resolve(s)
    assert o["players"]["A"]["hand"] == ["t"] and o["players"]["A"]["champion"] == []
    assert o["cards"]["leg"]["exhausted"] is True and o["players"]["A"]["energy"] == 0


@exercises("Swift Scout")
def test_swift_scout_takes_a_teemo_from_the_board_but_not_another_unit_or_one_you_do_not_own():
    s = scout_game({"energy": 1, "base": [{"id": "t", "card": "Teemo, Strategist"}, unit("u")]},
                   b={"base": [{"id": "bt", "card": "Teemo, Scout", "controller": "B"}]})
    refused(s, None, player="A", activate="leg", targets=["u"])  # not a Teemo
    refused(s, None, player="A", activate="leg", targets=["bt"])  # a Teemo A does not own
    ok(s, player="A", activate="leg", targets=["t"])
    o = resolve(s)
    assert o["players"]["A"]["hand"] == ["t"] and o["cards"]["t"]["zone"] == "hand"


HIDE_AT = [{"id": "bf", "controller": "A", "units": [unit("h", 1, controller="A")]}]


@exercises("Swift Scout")
def test_swift_scout_lets_a_card_be_hidden_for_energy_instead_of_power():
    s = scout_game({"energy": 1, "hand": [{"id": "t", "card": "Teemo, Scout"}]}, battlefields=HIDE_AT)
    o = ok(s, player="A", hide="t", at="bf")
    assert o["battlefields"]["bf"]["facedown"] == ["t"] and o["players"]["A"]["energy"] == 0
    # with Power too, the player chooses which to pay
    s = scout_game({"energy": 1, "power": {"chaos": 1}, "hand": [{"id": "t", "card": "Teemo, Scout"}]},
                   battlefields=HIDE_AT)
    o = ok(s, player="A", hide="t", at="bf")
    assert o["decision"]["options"] == ["power", "energy"]
    o = ok(s, player="A", choose="power")
    assert o["battlefields"]["bf"]["facedown"] == ["t"] and o["players"]["A"]["energy"] == 1
    assert o["players"]["A"]["power"] in ({}, {"chaos": 0})
    # without the legend, Energy does not pay for hiding (811.1.b)
    s = game(two_players(a={"energy": 1, "hand": [{"id": "t", "card": "Teemo, Scout"}]}, battlefields=HIDE_AT))
    refused(s, "power", player="A", hide="t", at="bf")
