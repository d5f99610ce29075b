"""Compiled choices and conditions on the source: "X or Y" chosen as it resolves, triggered abilities
active only while the card is Empowered (828), targets named by a tag ("another friendly Mech"), two
targets returned by one sentence, "a unit or gear from your trash"."""

from __future__ import annotations

import pytest
from engine_helpers import game, ok, refused, unit
from exercised import exercises
from spec_lab import answer_until_rest, Run, fire, check, settle

from reference_engine import catalogue

ALL_POWER = {d: 3 for d in ("fury", "calm", "mind", "body", "chaos", "order")}


def _play(card: str, answers: list, base=(), hand_extra=(), **a) -> dict:
    s = game({"turn": {"active": "A", "phase": "main"}, "battlefields": [{"id": "bf1"}],
              "players": {"A": {"energy": 20, "power": ALL_POWER, "hand": [{"id": "x", "card": card}, *hand_extra],
                                "base": list(base), "deck": [unit("d1"), unit("d2")],
                                "rune_deck": [{"id": "r1", "domain": "fury"}], **a},
                          "B": {"base": [unit("e", 2)]}}})
    ok(s, player="A", play="x")
    return answer_until_rest(s, answers)


@exercises("Buhru Captain")
@pytest.mark.parametrize("pick", ["Draw 1", "Buff me"])
def test_buhru_captain_may_draw_or_buff_itself_as_the_ability_resolves(pick):
    """383.3.a: "you may" first in the effect is chosen during finalization; "draw 1 or buff me" on resolution."""
    o = _play("Buhru Captain", ["yes", pick])
    assert (o["players"]["A"]["hand"] == ["d1"]) is (pick == "Draw 1")
    assert o["cards"]["x"]["buffed"] is (pick == "Buff me")
    assert o["cards"]["x"]["might"] == catalogue.lookup("Buhru Captain").might + (pick == "Buff me")


def test_buhru_captain_declined_does_neither():
    o = _play("Buhru Captain", ["no"])
    assert o["players"]["A"]["hand"] == [] and o["cards"]["x"]["buffed"] is False


@exercises("Qiyana, Victorious")
@pytest.mark.parametrize("pick", ["Draw 1", "Channel 1 rune exhausted"])
def test_qiyana_draws_or_channels_when_she_conquers(pick):
    s = game({"turn": {"active": "A", "phase": "main"}, "battlefields": [{"id": "bf1"}],
              "players": {"A": {"base": [{"id": "x", "card": "Qiyana, Victorious"}], "deck": [unit("d1")],
                                "rune_deck": [{"id": "r1", "domain": "fury"}]}, "B": {}}})
    o = ok(s, player="A", move=["x"], to="bf1")
    for _ in range(10):
        if o["decision"]:
            assert sorted(o["decision"]["options"]) == ["Channel 1 rune exhausted", "Draw 1"]
            o = ok(s, player="A", choose=pick)
        elif o["chain"]:
            o = ok(s, player=o["priority"], **{"pass": "priority"})
        elif o["focus"]:
            o = ok(s, player=o["focus"], **{"pass": "focus"})
        else:
            break
    assert (o["players"]["A"]["hand"] == ["d1"]) is (pick == "Draw 1")
    assert (o["players"]["A"]["runes"] == ["r1"]) is (pick != "Draw 1")


@exercises("Covert Informant", "Nasus, Ascended")
@pytest.mark.parametrize("card,firing", [("Covert Informant", "move_empty"), ("Nasus, Ascended", "conquer")])
@pytest.mark.parametrize("empowered", [True, False])
def test_an_empowered_trigger_works_only_while_the_card_is_empowered(card, firing, empowered, monkeypatch):
    import spec_lab
    from reference_engine.empowered import empower

    def made(setup):  # the lab's game, with the card Empowered first (441)
        s = game(setup)
        if empowered:
            empower(s._g, "x")
        return s

    monkeypatch.setattr(spec_lab, "game", made)
    run, _ = fire(card, firing)
    body = next(v["do"] for v in catalogue.lookup(card).effects.values() if isinstance(v, dict) and "do" in v)
    assert check(run, body if empowered else []) == []
    if "score" in body[0]:  # the conquest scores 1 itself (467); the ability 1 more
        gained = run.after["players"]["A"]["score"] - run.before["players"]["A"]["score"]
        assert gained == (2 if empowered else 1)
    elif not empowered:
        assert check(run, body) != []


@exercises("Bubble Bot")
def test_bubble_bot_readies_another_friendly_mech_only():
    o = _play("Bubble Bot", [], base=[{"id": "m", "unit": {"might": 3, "tags": ["Mech"]}, "exhausted": True},
                                          {"id": "u", "unit": {"might": 3}, "exhausted": True}])
    assert o["cards"]["m"]["exhausted"] is False and o["cards"]["u"]["exhausted"] is True


@exercises("Star-Crossed", "Beast Below")
def test_one_sentence_returns_a_friendly_and_an_enemy_unit():
    s = game({"turn": {"active": "A", "phase": "main"}, "battlefields": [{"id": "bf1"}],
              "players": {"A": {"energy": 20, "power": ALL_POWER, "hand": [{"id": "x", "card": "Star-Crossed"}],
                                "base": [unit("u", 2)]}, "B": {"base": [unit("e", 2)]}}})
    refused(s, player="A", play="x", targets=["e", "u"])  # friendly first
    ok(s, player="A", play="x", targets=["u", "e"])
    o = s.observe()
    while o["chain"]:
        o = ok(s, player=o["priority"], **{"pass": "priority"})
    assert o["cards"]["u"]["zone"] == "hand" and o["cards"]["e"]["zone"] == "hand" and "e" in o["players"]["B"]["hand"]
    o = _play("Beast Below", [], base=[unit("u", 2)])  # "another friendly unit": u (not itself), and e
    assert o["cards"]["u"]["zone"] == "hand" and o["cards"]["e"]["zone"] == "hand" and o["cards"]["x"]["zone"] == "base"


@exercises("Guardian of the Passage")
def test_guardian_of_the_passage_may_return_a_unit_or_gear_but_not_a_spell_from_the_trash():
    s = game({"turn": {"active": "B", "phase": "main"},
              "battlefields": [{"id": "bf1", "controller": "A",
                                "units": [{"id": "x", "card": "Guardian of the Passage", "controller": "A"}]}],
              "players": {"A": {"trash": [{"id": "ts", "card": "Cleave"}, {"id": "tg", "gear": {}}],
                                "deck": [unit("d1"), unit("d2")]},
                          "B": {"deck": [unit("bd1")]}}})
    assert s.act({"player": "B", "end_turn": True})["accepted"]
    o = s.observe()
    while o["chain"] and not o["decision"]:
        o = ok(s, player=o["priority"], **{"pass": "priority"})
    assert o["decision"]["options"] == ["tg"]
    o = ok(s, player="A", choose=["tg"])
    o = settle(s, Run(before={}), [])
    assert o["cards"]["tg"]["zone"] == "hand" and o["cards"]["ts"]["zone"] == "trash"
