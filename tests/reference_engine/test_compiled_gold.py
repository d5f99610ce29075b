"""Gold gear tokens (187.5) in compiled specs: the token's own "[Reaction] Kill this, [T]: [Add] [A]." (a
"Kill this" cost, 403.1.a / 404.1; Power of any domain, 135.2.e.5.b) and the cards that play Gold tokens
exhausted, through Session."""

from engine_helpers import game, ok, refused, two_players, unit

from reference_engine.catalogue.compile_effects import compile_card

PASS = {"pass": "priority"}


def resolve_newest(s, first="A", second="B"):
    ok(s, player=first, **PASS)
    return ok(s, player=second, **PASS)


def gold(cid, **extra):
    return {"id": cid, "card": "Gold", "token": True, **extra}


def test_gold_templates_compile_and_near_misses_do_not():
    assert compile_card("gear", ["[Reaction][>] Kill this, [T]: [Add] [A]."]) == {"abilities": [
        {"cost": {"energy": 0, "power": 0, "exhaust": True, "kill": True}, "timing": "Reaction",
         "effect": [{"add": {"power": 1, "any": True}}]}]}
    assert compile_card("unit", ["When I hold, play two Gold gear tokens exhausted."]) == {
        "on_hold": [{"token": "Gold", "count": 2, "ready": False, "at": "base"}]}
    assert compile_card("unit", ["When I hold, play two Gold gear token exhausted."]) is None  # number mismatch
    assert compile_card("unit", ["When I hold, play a Gold gear tokens."]) is None
    assert compile_card("gear", ["Kill this, Kill this, [T]: [Add] [A]."]) is None


def test_gold_kills_itself_to_add_power_of_any_domain():
    s = game(two_players(a={"base": [gold("g1"), gold("g2", exhausted=True)]}))
    refused(s, player="A", activate="g2", ability=1)  # [T] cannot be paid by an exhausted Gold (414.4)
    o = ok(s, player="A", activate="g1", ability=1)
    assert o["cards"]["g1"]["zone"] == "none"  # killed as the cost; a token off the board ceases to exist
    assert o["players"]["A"]["power"] == {"any": 1} and o["chain"] == []  # an [Add] ability resolves at once
    assert o["players"]["A"]["base"] == ["g2"]
    assert any(e["type"] == "die" and e["unit"] == "g1" for e in s.events())


def test_gold_power_pays_a_domain_power_cost():
    s = game(two_players(a={"energy": 6, "base": [gold("g1")], "hand": [{"id": "bop", "card": "Blast of Power"}]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("foe", 9, controller="B")]}]))
    refused(s, player="A", play="bop", targets=["foe"])  # no Order Power yet
    ok(s, player="A", activate="g1", ability=1)
    ok(s, player="A", play="bop", targets=["foe"])
    assert resolve_newest(s)["cards"]["foe"]["zone"] == "trash"


def test_spell_plays_a_gold_token_exhausted():
    s = game(two_players(a={"energy": 3, "hand": [{"id": "wop", "card": "Wages of Pain"}]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("foe", 5, controller="B")]}]))
    ok(s, player="A", play="wop", targets=["foe"])
    o = resolve_newest(s)
    assert o["cards"]["foe"]["damage"] == 3
    (token,) = o["players"]["A"]["base"]
    assert o["cards"][token]["name"] == "Gold" and o["cards"][token]["exhausted"] and o["cards"][token]["token"]
    refused(s, player="A", activate=token, ability=1)  # it entered exhausted


def test_when_you_play_me_play_four_gold_tokens():
    s = game(two_players(a={"energy": 8, "power": {"order": 2}, "hand": [{"id": "tg", "card": "Trove Golem"}]}))
    ok(s, player="A", play="tg")
    o = resolve_newest(s)  # the "When you play me" trigger
    golds = [c for c in o["players"]["A"]["base"] if c != "tg"]
    assert len(golds) == 4
    assert all(o["cards"][c]["name"] == "Gold" and o["cards"][c]["exhausted"] for c in golds)


def test_gear_that_enters_exhausted():
    # "This enters exhausted." on a gear (a gear otherwise enters ready: 143.4 is about units)
    assert compile_card("gear", ["This enters exhausted."]) == {"enters_exhausted": True}
    assert compile_card("unit", ["This enters exhausted."]) is None
    s = game(two_players(a={"energy": 3, "hand": [{"id": "ib", "card": "Iron Ballista"}]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("foe", 5, controller="B")]}]))
    o = ok(s, player="A", play="ib")
    assert o["cards"]["ib"]["zone"] == "base" and o["cards"]["ib"]["exhausted"]
    refused(s, player="A", activate="ib", ability=1, targets=["foe"])  # its [T] cannot be paid yet
