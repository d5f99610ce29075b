"""Svellsongur: an Equipment whose Effect Text copies its unit's text while attached (``copied_text.py``; 136.2.c,
434.1.c, 477.1.b.1.b). The unit then has each of its abilities once more, with itself as their source: its
triggered abilities trigger twice, its passives apply twice, its printed keywords add up (807.2), its
activated abilities are listed twice; detached, the copy ends. Read from the observed state."""

from __future__ import annotations

from engine_helpers import deck, game, ok, two_players, unit
from exercised import exercises
from unl_helpers import drive, official


def _equip(s, unit_id, gear="sv"):
    ok(s, player="A", activate=gear, targets=[unit_id])
    return drive(s)


@exercises("Svellsongur")
def test_svellsongur_copies_a_triggered_ability_whose_me_is_the_unit_until_it_moves_away():
    s = game(two_players(a={"base": [official("sv", "Svellsongur"), official("rs", "Ravenbloom Student"), unit("v", 1)],
                            "energy": 8, "power": {"calm": 2}, "deck": deck(3),
                            "hand": [official("m1", "Mobilize"), official("m2", "Mobilize")]},
                         b={"deck": deck(2, "x")}))
    o = _equip(s, "rs")
    assert o["cards"]["sv"]["attached_to"] == "rs" and o["cards"]["rs"]["might"] == 2  # attaching triggers nothing
    ok(s, player="A", play="m1")
    o = drive(s)
    # "When you play a spell, give me +1 [S] this turn" twice, "me" the student both times (its own and the copy)
    assert o["cards"]["rs"]["might"] == 4 and o["cards"]["v"]["might"] == 1
    refs = {e["item"] for e in s.events() if e["type"] == "resolve" and e["kind"] == "trigger"}
    assert refs == {"rs.trigger", "rs.trigger.2"}
    o = _equip(s, "v")  # moved to v: the student's copy ends, v (no text) copies nothing
    assert o["cards"]["sv"]["attached_to"] == "v"
    ok(s, player="A", play="m2")
    o = drive(s)
    assert o["cards"]["rs"]["might"] == 5 and o["cards"]["v"]["might"] == 1  # +1 only


def test_svellsongur_doubles_a_passive_of_its_unit_and_three_make_four_instances():
    gear = [official(f"sv{i}", "Svellsongur") for i in range(3)]
    s = game(two_players(a={"base": gear, "energy": 6, "power": {"calm": 3}, "deck": deck(3)},
                         b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "A",
                                        "units": [official("gc", "Garen, Commander", controller="A"),
                                                  unit("v", 1, controller="A")]}]))
    o = s.observe()
    assert o["cards"]["v"]["might"] == 2  # "Other friendly units have +1 [S] here"
    o = _equip(s, "gc", "sv0")
    assert o["cards"]["v"]["might"] == 3 and o["cards"]["gc"]["might"] == 5  # twice; never Garen himself
    _equip(s, "gc", "sv1")
    o = _equip(s, "gc", "sv2")
    assert o["cards"]["v"]["might"] == 5  # four instances: the FAQ's "four total", not eight


def test_svellsongur_copies_printed_keywords_and_activated_abilities_and_drops_them_detached():
    s = game(two_players(a={"base": [official("sv", "Svellsongur"), official("ld", "Laurent Duelist"),
                                     official("ak", "Arena Kingpin")],
                            "energy": 4, "power": {"calm": 2}, "deck": deck(3)},
                         b={"deck": deck(2, "x")}))
    assert not [a for a in s.legal_actions("A") if a.get("activate") == "ak" and a.get("ability") == 2]
    o = _equip(s, "ld")
    assert o["cards"]["ld"]["keywords"] == ["Assault 4"]  # [Assault 2] twice, summed (807.2)
    o = _equip(s, "ak")
    assert o["cards"]["ld"]["keywords"] == ["Assault 2"]
    assert [a for a in s.legal_actions("A") if a.get("activate") == "ak" and a.get("ability") == 2]
    ok(s, player="A", activate="ak", ability=2, targets=["ld"])  # the copied "[T]: Give a unit +3 [S] this turn"
    o = drive(s)
    assert o["cards"]["ld"]["might"] == 6 and o["cards"]["ak"]["exhausted"] is True


def test_svellsongur_copies_a_deathknell_that_triggers_twice_as_the_unit_dies():
    s = game(two_players(a={"base": [official("sv", "Svellsongur")], "energy": 4, "power": {"calm": 1, "fury": 1},
                            "deck": deck(4), "hand": [official("vs", "Void Seeker")]},
                         b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "A",
                                        "units": [official("ws", "Watchful Sentry", controller="A")]}]))
    o = _equip(s, "ws")
    assert o["cards"]["sv"]["zone"] == "bf1"
    ok(s, player="A", play="vs", targets=["ws"])
    o = drive(s)
    # Void Seeker draws 1, the Sentry's Deathknell "Draw 1" twice (its own and the copy it had as it died)
    assert o["cards"]["ws"]["zone"] == "trash" and len(o["players"]["A"]["hand"]) == 3
    assert o["cards"]["sv"]["attached_to"] is None
