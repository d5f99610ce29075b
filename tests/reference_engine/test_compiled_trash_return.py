"""Compiled "Return a unit / spell / gear from your trash to your hand." (355.9.a: a card in its controller's
trash is chosen), as a spell and as a "When you play me" trigger, through Session."""

from engine_helpers import game, ok, refused, two_players, unit

from reference_engine.catalogue.compile_effects import compile_card

PASS = {"pass": "priority"}


def resolve_newest(s, first="A", second="B"):
    ok(s, player=first, **PASS)
    return ok(s, player=second, **PASS)


def test_template():
    assert compile_card("spell", ["Return a unit from your trash to your hand."]) == {
        "spell": [{"to_hand": True, "target": {"kind": "trash", "type": "unit"}}]}
    assert compile_card("unit", ["When you play me, return a gear from your trash to your hand."]) == {
        "on_play": [{"to_hand": True, "target": {"kind": "trash", "type": "gear"}}]}
    assert compile_card("spell", ["Return a rune from your trash to your hand."]) is None


def test_spell_returns_a_unit_of_your_own_trash():
    s = game(two_players(a={"energy": 2, "hand": [{"id": "mr", "card": "Morbid Return"}],
                            "trash": [unit("dead"), {"id": "sp", "card": "Morbid Return"}]},
                         b={"trash": [unit("theirs")]}))
    refused(s, player="A", play="mr", targets=["sp"])  # not a unit
    refused(s, player="A", play="mr", targets=["theirs"])  # not in your trash
    ok(s, player="A", play="mr", targets=["dead"])
    o = resolve_newest(s)
    assert o["players"]["A"]["hand"] == ["dead"] and sorted(o["players"]["A"]["trash"]) == ["mr", "sp"]


def test_target_gone_from_the_trash_does_nothing():
    s = game(two_players(a={"energy": 2, "hand": [{"id": "mr", "card": "Morbid Return"}], "trash": [unit("dead")]}))
    ok(s, player="A", play="mr", targets=["dead"])
    g = s._g
    from reference_engine.zones import put
    put(g, "dead", "banishment")  # it left the trash before resolving (359.3.e)
    o = resolve_newest(s)
    assert o["players"]["A"]["hand"] == [] and o["cards"]["dead"]["zone"] == "banishment"


def test_when_you_play_me_return_a_unit_from_your_trash():
    s = game(two_players(a={"energy": 3, "power": {"chaos": 1}, "hand": [{"id": "ca", "card": "Cemetery Attendant"}],
                            "trash": [unit("d1"), unit("d2")]}))
    ok(s, player="A", play="ca")
    o = s.observe()
    assert o["decision"] is not None and sorted(o["decision"]["options"]) == ["d1", "d2"]
    ok(s, player="A", choose=["d2"])
    o = resolve_newest(s)
    assert o["players"]["A"]["hand"] == ["d2"] and o["players"]["A"]["trash"] == ["d1"]
