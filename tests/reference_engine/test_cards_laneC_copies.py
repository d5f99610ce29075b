"""Card lane C, copies (477.1.b): Shady Spectacles makes its unit a copy of another friendly unit while
attached; a Reflection token is a copy made after it was played. Read from the observed state."""

from __future__ import annotations

from engine_helpers import deck, game, ok, two_players, unit
from exercised import exercises
from laneC_helpers import resolve_answering
from unl_helpers import official



@exercises("Shady Spectacles")
def test_shady_spectacles_makes_its_unit_a_copy_while_attached_only():
    s = game(two_players(a={"base": [official("sp", "Shady Spectacles"), unit("u", 2), unit("v", 1),
                                     official("hd", "Horns of the Dragon")],
                            "energy": 4, "power": {"order": 3}, "deck": deck(3)},
                         b={"deck": deck(2, "x")}))
    ok(s, player="A", activate="sp", targets=["u"])
    o = resolve_answering(s, lambda d: ["hd"])
    assert o["cards"]["sp"]["attached_to"] == "u"
    assert o["cards"]["u"]["name"] == "Horns of the Dragon" and o["cards"]["u"]["might"] == 6
    assert "Tank" in o["cards"]["u"]["keywords"]
    ok(s, player="A", activate="sp", targets=["v"])  # moved to v: u's copy ends, v becomes a copy of u
    o = resolve_answering(s, lambda d: ["u"])
    assert o["cards"]["u"]["name"] != "Horns of the Dragon" and o["cards"]["u"]["might"] == 2
    assert o["cards"]["v"]["might"] == 2 and o["cards"]["sp"]["attached_to"] == "v"


def test_shady_spectacles_with_no_other_friendly_unit_copies_nothing():
    s = game(two_players(a={"base": [official("sp", "Shady Spectacles"), unit("u", 2)],
                            "energy": 4, "power": {"order": 3}, "deck": deck(3)},
                         b={"base": [official("hd", "Horns of the Dragon", controller="B")], "deck": deck(2, "x")}))
    ok(s, player="A", activate="sp", targets=["u"])
    o = resolve_answering(s, lambda d: d["options"][:1])
    assert o["cards"]["sp"]["attached_to"] == "u" and o["cards"]["u"]["might"] == 2


@exercises("Reflection")
def test_a_reflection_played_by_deceiver_becomes_a_copy_after_it_is_played():
    s = game({"turn": {"active": "A", "phase": "main"}, "battlefields": [{"id": "bf1"}],
              "players": {"A": {"legend": {"id": "lb", "card": "Deceiver"}, "hand": [unit("spare")],
                                "base": [official("hd", "Horns of the Dragon")]}, "B": {}}})
    ok(s, player="A", move=["hd"], to="bf1")
    ok(s, player="A", **{"pass": "focus"})
    o = ok(s, player="B", **{"pass": "focus"})
    o = resolve_answering(s, lambda d: "yes" if d["options"] == ["yes", "no"] else d["options"][:1])
    tokens = [cid for cid, c in o["cards"].items() if c["token"] and c["zone"] == "bf1"]
    assert len(tokens) == 1
    t = o["cards"][tokens[0]]
    assert t["name"] == "Horns of the Dragon" and t["might"] == 6 and "Temporary" in t["keywords"]
    assert not any(e.get("type") == "play" and e.get("card") == tokens[0] and e.get("name") == "Horns of the Dragon"
                   for e in s.events())


# -- an Effect Text's Deathknell and "units banished with this" (718.3, 808) --------------------------------


@exercises("The Zero Drive")
def test_the_zero_drive_banishes_its_dead_unit_and_plays_it_back_once_unattached():
    from engine_helpers import refused

    from reference_engine.effects import kill

    s = game(two_players(a={"base": [official("zd", "The Zero Drive"), unit("u", 2, cost=5), unit("v", 1)],
                            "energy": 9, "power": {"mind": 4}, "deck": deck(3)},
                         b={"deck": deck(2, "x")}))
    ok(s, player="A", activate="zd", targets=["u"])
    o = resolve_answering(s, lambda d: d["options"][:1])
    assert o["cards"]["zd"]["attached_to"] == "u" and o["cards"]["u"]["might"] == 4
    refused(s, player="A", activate="zd", ability=2)  # attached: use only if unattached
    kill(s._g, "u")
    s._g.cleanup_due = True
    from reference_engine.timing import run

    run(s._g)
    o = resolve_answering(s, lambda d: d["options"][:1])
    assert o["cards"]["u"]["zone"] == "banishment"  # its Deathknell: "Banish me"
    assert o["cards"]["zd"]["attached_to"] is None and o["cards"]["zd"]["zone"] == "base"
    ok(s, player="A", activate="zd", ability=2)
    o = resolve_answering(s, lambda d: ["base"] if "base" in d["options"] else d["options"][:1])
    assert o["cards"]["zd"]["zone"] == "banishment" and o["cards"]["u"]["zone"] == "base"
    assert o["players"]["A"]["energy"] == 9 - 1 - 3  # Equip [1], then [3]; u's own cost ignored
