"""Compiled groups and targets beyond the lab's board: "an attacking unit" (a designation, 323.2), "each of
up to two units" (355.7), "When you stun an enemy unit" (a stun names who did it), a cost within a
triggered ability ("you may pay [1] to ...", 383.3.b), groups by tag ("your Mechs") and by Might, and
"units and gear"."""

from __future__ import annotations

import pytest
from engine_helpers import game, ok, refused, unit
from exercised import exercises

from reference_engine.catalogue.compile_effects import compile_card

ALL_POWER = {d: 3 for d in ("fury", "calm", "mind", "body", "chaos", "order")}


def _pass_all(s) -> dict:
    o = s.observe()
    for _ in range(20):
        if o["chain"]:
            o = ok(s, player=o["priority"], **{"pass": "priority"})
        else:
            return o
    raise AssertionError("the chain did not resolve")


@pytest.mark.parametrize("line", ["Stun an attacking gear.", "Deal 6 to each of up to one unit.",
                                  "Deal 6 to each of up to two unit.", "Return all your units to their owners' hands.",
                                  "Give your mechs +1 [S] this turn."])
def test_near_misses_of_the_new_phrases_are_refused(line):
    assert compile_card("spell", [line]) is None


def _combat_setup(hand_b: list) -> dict:
    return {"turn": {"active": "A", "phase": "main"},
            "battlefields": [{"id": "bf1", "controller": "B", "units": [unit("d", 5, controller="B")]}],
            "players": {"A": {"base": [unit("a1", 2), unit("a2", 2)]},
                        "B": {"energy": 10, "power": ALL_POWER, "hand": hand_b}}}


@exercises("Thwonk!")
def test_thwonk_stuns_only_an_attacking_unit():
    s = game(_combat_setup([{"id": "t", "card": "Thwonk!"}]))
    assert not any(a.get("play") == "t" for a in s.legal_actions("B"))  # no attacker yet
    o = ok(s, player="A", move=["a1"], to="bf1")
    for _ in range(6):  # to B's first chance to act in the combat
        if any(a.get("play") == "t" for a in s.legal_actions("B")):
            break
        player = o["priority"] or o["focus"]
        o = ok(s, player=player, **({"pass": "priority"} if o["chain"] else {"pass": "focus"}))
    targets = {tuple(a["targets"]) for a in s.legal_actions("B") if a.get("play") == "t" and not a.get("repeat")}
    assert targets == {("a1",)}  # not the defender, not the unit left in base
    refused(s, player="B", play="t", targets=["d"])
    ok(s, player="B", play="t", targets=["a1"])
    o = _pass_all(s)
    assert o["cards"]["a1"]["stunned"] is True and o["cards"]["d"]["stunned"] is False


@exercises("Singularity")
@pytest.mark.parametrize("chosen", [[], ["e1"], ["e1", "a1"]])
def test_singularity_deals_6_to_each_of_up_to_two_units(chosen):
    s = game({"turn": {"active": "A", "phase": "main"}, "battlefields": [{"id": "bf1"}],
              "players": {"A": {"energy": 10, "power": ALL_POWER, "hand": [{"id": "x", "card": "Singularity"}],
                                "base": [unit("a1", 7)]},
                          "B": {"base": [unit("e1", 7), unit("e2", 7)]}}})
    refused(s, player="A", play="x", targets=["e1", "e2", "a1"])  # at most two
    ok(s, player="A", play="x", targets=chosen)
    o = _pass_all(s)
    for cid in ("e1", "e2", "a1"):
        assert o["cards"][cid]["damage"] == (6 if cid in chosen else 0)


@exercises("Eclipse Herald")
@pytest.mark.parametrize("target,fires", [("e1", True), ("a1", False)])
def test_eclipse_herald_answers_its_controller_stunning_an_enemy_unit(target, fires):
    s = game({"turn": {"active": "A", "phase": "main"}, "battlefields": [{"id": "bf1"}],
              "players": {"A": {"energy": 10, "power": ALL_POWER, "hand": [{"id": "p", "card": "Rune Prison"}],
                                "base": [{"id": "x", "card": "Eclipse Herald", "exhausted": True}, unit("a1", 2)]},
                          "B": {"base": [unit("e1", 2)]}}})
    ok(s, player="A", play="p", targets=[target])
    o = _pass_all(s)
    assert o["cards"][target]["stunned"] is True
    assert o["cards"]["x"]["exhausted"] is not fires
    assert o["cards"]["x"]["might"] == 7 + (1 if fires else 0)


def _attack_with(card: str, energy: int, power: dict) -> tuple[dict, dict]:
    s = game({"turn": {"active": "A", "phase": "main"},
              "battlefields": [{"id": "bf1", "controller": "B", "units": [unit("d", 9, controller="B")]}],
              "players": {"A": {"energy": energy, "power": power, "base": [{"id": "x", "card": card}]},
                          "B": {}}})
    before = s.observe()
    o = ok(s, player="A", move=["x"], to="bf1")
    for _ in range(10):
        d = o["decision"]
        if d and d["player"] == "A":
            o = ok(s, player="A", choose="yes" if d["options"] == ["yes", "no"] else d["options"][:1])
        elif o["chain"]:
            o = ok(s, player=o["priority"], **{"pass": "priority"})
        else:
            break
    return before, o


@exercises("Icevale Archer", "Baccai Reaper", "Draven, Vanquisher")
@pytest.mark.parametrize("card,energy,power,effect", [
    ("Icevale Archer", 1, 0, lambda o: o["cards"]["d"]["might"] == 8),
    ("Baccai Reaper", 0, 1, lambda o: "Assault 2" in o["cards"]["x"]["keywords"]),
    ("Draven, Vanquisher", 0, 1, lambda o: o["cards"]["x"]["might"] >= 6),
])
def test_a_cost_within_a_trigger_is_paid_for_its_effect_and_without_it_nothing_happens(card, energy, power, effect):
    domain = {"Icevale Archer": "mind"}.get(card, "fury")
    before, o = _attack_with(card, energy + 2, {domain: power + 2})
    assert effect(o)
    assert o["players"]["A"]["energy"] == 2 and o["players"]["A"]["power"].get(domain, 0) == 2  # 383.3.b
    _, broke = _attack_with(card, 0, {})  # cannot pay: the ability leaves the chain (383.3.b.1)
    assert not effect(broke)
    assert broke["cards"]["d"]["might"] == 9


@exercises("Danger Zone", "Downwell", "Angler Beast", "On the Hunt")
def test_groups_by_tag_by_might_and_of_units_and_gear():
    board = {"turn": {"active": "A", "phase": "main"}, "battlefields": [{"id": "bf1"}],
             "players": {"A": {"energy": 20, "power": ALL_POWER,
                               "hand": [{"id": "dz", "card": "Danger Zone"}, {"id": "dw", "card": "Downwell"},
                                        {"id": "ab", "card": "Angler Beast"}, {"id": "oh", "card": "On the Hunt"}],
                               "base": [{"id": "m", "unit": {"might": 3, "tags": ["Mech"]}, "exhausted": True},
                                        unit("u", 2, exhausted=True), {"id": "g", "gear": {}}]},
                         "B": {"base": [unit("e", 3, exhausted=True), {"id": "eg", "gear": {}}]}}}
    s = game(board)
    ok(s, player="A", play="dz")
    o = _pass_all(s)
    assert o["cards"]["m"]["might"] == 4 and o["cards"]["u"]["might"] == 2  # your Mechs only
    ok(s, player="A", play="oh")
    o = _pass_all(s)
    assert not o["cards"]["m"]["exhausted"] and not o["cards"]["u"]["exhausted"] and o["cards"]["e"]["exhausted"]
    ok(s, player="A", play="ab")
    o = _pass_all(s)
    assert o["cards"]["u"]["zone"] == "hand" and o["cards"]["e"]["zone"] == "base"  # 2 Might or less
    assert o["cards"]["m"]["zone"] == "base" and o["cards"]["g"]["zone"] == "base"  # 4 Might this turn; a gear
    assert o["cards"]["ab"]["zone"] == "base"
    ok(s, player="A", play="dw")
    o = _pass_all(s)
    for cid in ("ab", "g", "e", "eg"):
        assert o["cards"][cid]["zone"] == "hand", cid
    assert o["cards"]["e"]["owner"] == "B" and "e" in o["players"]["B"]["hand"]
    assert o["cards"]["m"]["zone"] == "hand"


@exercises("Cull the Weak", "Acceptable Losses")
@pytest.mark.parametrize("card,kind", [("Cull the Weak", "unit"), ("Acceptable Losses", "gear")])
def test_each_player_kills_one_of_their_own_chosen_as_it_resolves(card, kind):
    """355.10.e: not targets; each player chooses one of theirs as the spell resolves, in turn order from
    its controller; they die together."""
    def make(cid, controller="A"):
        return unit(cid, 2) if kind == "unit" else {"id": cid, "gear": {}}

    s = game({"turn": {"active": "A", "phase": "main"}, "battlefields": [{"id": "bf1"}],
              "players": {"A": {"energy": 10, "power": ALL_POWER, "hand": [{"id": "x", "card": card}],
                                "base": [make("a1"), make("a2")]},
                          "B": {"base": [make("b1")]}}})
    ok(s, player="A", play="x")
    o = s.observe()
    while not o["decision"]:
        o = ok(s, player=o["priority"], **{"pass": "priority"})
    assert o["decision"]["player"] == "A" and sorted(o["decision"]["options"]) == ["a1", "a2"]
    o = _pass_all(ok(s, player="A", choose=["a2"]) and s)  # B's only one is forced
    assert o["cards"]["a2"]["zone"] == "trash" and o["cards"]["b1"]["zone"] == "trash"
    assert o["cards"]["a1"]["zone"] == "base"


@exercises("Magma Wurm", "Renata Glasc, Industrialist")
@pytest.mark.parametrize("card,token_only", [("Magma Wurm", False), ("Renata Glasc, Industrialist", True)])
def test_a_passive_makes_other_friendly_units_or_tokens_enter_ready(card, token_only):
    s = game({"turn": {"active": "A", "phase": "main"}, "battlefields": [{"id": "bf1"}],
              "players": {"A": {"energy": 20, "power": ALL_POWER, "base": [{"id": "x", "card": card}],
                                "hand": [unit("u", 2), {"id": "t", "card": "Iterative Design"}]},
                          "B": {"energy": 5, "hand": [unit("bu", 2)]}}})
    ok(s, player="A", play="u")
    o = _pass_all(s)
    assert o["cards"]["u"]["exhausted"] is token_only  # a unit: ready under Magma Wurm only
    ok(s, player="A", play="t")
    o = s.observe()
    while o["chain"] or o["decision"]:
        o = ok(s, player="A", choose="base") if o["decision"] else ok(s, player=o["priority"], **{"pass": "priority"})
    mech = next(c for c in o["cards"].values() if c["token"] and c["name"] == "Mech")
    assert mech["exhausted"] is False  # a token unit: ready under both
    assert o["cards"]["x"]["exhausted"] is False


@exercises("Warwick, Hunter")
def test_warwick_kills_the_damaged_enemy_units_here_when_he_attacks():
    s = game({"turn": {"active": "A", "phase": "main"},
              "battlefields": [{"id": "bf1", "controller": "B",
                                "units": [unit("hurt", 5, controller="B", damage=1), unit("fresh", 1, controller="B")]}],
              "players": {"A": {"base": [{"id": "x", "card": "Warwick, Hunter"}]}, "B": {}}})
    o = ok(s, player="A", move=["x"], to="bf1")
    while o["chain"]:
        o = ok(s, player=o["priority"], **{"pass": "priority"})
    assert o["cards"]["hurt"]["zone"] == "trash" and o["cards"]["fresh"]["zone"] == "bf1"
