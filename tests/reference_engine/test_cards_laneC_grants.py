"""Card lane C, keywords given across zones: Jax, Unmatched gives his player's Equipment Quick-Draw in hand
(Reaction timing, 819.1.b) and as they are played (attach, 819.1.d). Played and read from the observed state."""

from __future__ import annotations

from engine_helpers import deck, game, ok, refused, two_players, unit
from exercised import exercises
from unl_helpers import official

RICH = {"energy": 12, "power": {d: 3 for d in ("fury", "calm", "mind", "body", "chaos", "order")}}


def _with_a_chain(jax: bool):
    """B has a spell on the chain (A holds priority to respond); A holds B.F. Sword."""
    base = [official("jx", "Jax, Unmatched")] if jax else []
    s = game(two_players(a={**RICH, "base": base, "hand": [official("sw", "B.F. Sword")], "deck": deck(3)},
                         b={**RICH, "hand": [official("vs", "Void Seeker")], "deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("u", 9, controller="A")]}]))
    ok(s, player="A", end_turn=True)
    s._g.players["B"].energy, s._g.players["B"].power = 5, {"fury": 2}
    s._g.players["A"].energy, s._g.players["A"].power = 9, {"order": 3}
    ok(s, player="B", play="vs", targets=["u"])
    return s


@exercises("Jax, Unmatched")
def test_jax_lets_an_equipment_in_hand_be_played_as_a_reaction_and_it_attaches():
    s = _with_a_chain(jax=True)
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["priority"] == "A"
    o = ok(s, player="A", play="sw")  # a Reaction now: Quick-Draw from Jax (819.1.b)
    assert o["decision"]["options"] == ["u", "jx"]  # its trigger: attach it to a unit A controls
    o = ok(s, player="A", choose=["u"])
    while o["chain"] and o["chain"][0]["ref"] != "vs":  # the newest first
        o = ok(s, player=o["priority"], **{"pass": "priority"})
    assert o["cards"]["sw"]["attached_to"] == "u"  # attached (819.1.d) before B's spell resolves
    assert o["cards"]["u"]["might"] == 12


def test_without_jax_an_equipment_cannot_be_played_as_a_reaction():
    s = _with_a_chain(jax=False)
    ok(s, player="B", **{"pass": "priority"})
    refused(s, player="A", play="sw")


def test_jax_gives_quick_draw_to_his_players_equipment_only():
    s = game(two_players(a={"base": [official("jx", "Jax, Unmatched"), official("sw", "B.F. Sword")],
                            "hand": [official("sw2", "B.F. Sword")]},
                         b={"base": [official("esw", "B.F. Sword", controller="B")], "deck": deck(2, "x")}))
    o = s.observe()
    assert "Quick-Draw" in o["cards"]["sw"]["keywords"] and "Quick-Draw" not in o["cards"]["esw"]["keywords"]


# -- token plays replaced (370, 375) ---------------------------------------------------------------------


def _desert_call(zilean_at: str, repeat: int = 0):
    zilean = official("z", "Zilean, Time Mage", controller="A")
    s = game(two_players(a={**RICH, "hand": [official("dc", "Desert's Call")], "deck": deck(3),
                            "base": [zilean] if zilean_at == "base" else []},
                         b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "A",
                                        "units": [zilean] if zilean_at == "bf1" else []}]))
    ok(s, player="A", play="dc", **({"repeat": repeat} if repeat else {}))
    return s


def _tokens(o):
    return sorted(cid for cid, c in o["cards"].items() if c["token"] and c["zone"] not in ("none",))


def _resolve_answering(s, answer):
    o = s.observe()
    for _ in range(20):
        if o["decision"]:
            o = ok(s, player=o["decision"]["player"], choose=answer(o["decision"]))
        elif o["chain"]:
            o = ok(s, player=o["priority"], **{"pass": "priority"})
        else:
            return o
    return o


@exercises("Zilean, Time Mage")
def test_zilean_at_a_battlefield_may_double_a_token_play_once_each_turn():
    s = _desert_call("bf1", repeat=1)  # two token plays: only the first is doubled (once each turn)
    asked = []

    def answer(d):
        asked.append(d["prompt"])
        return d["options"][0] if d["options"] == ["yes", "no"] else d["options"][: d.get("minimum", 1)]

    o = _resolve_answering(s, answer)
    assert len(_tokens(o)) == 3 and sum("additional copy" in p for p in asked) == 1
    assert all(o["cards"][t]["name"] == "Sand Soldier" and o["cards"][t]["might"] == 2 for t in _tokens(o))


def test_zilean_declined_or_in_base_plays_one_token():
    s = _desert_call("bf1")
    o = _resolve_answering(s, lambda d: "no")
    assert len(_tokens(o)) == 1
    s = _desert_call("base")
    o = _resolve_answering(s, lambda d: "yes")
    assert len(_tokens(o)) == 1


# -- triggers stopped by a passive (364) -------------------------------------------------------------------


def _temporaries_at_beginning(leblanc_at: str):
    leblanc = official("lb", "LeBlanc, Everywhere at Once", controller="A")
    s = game(two_players(a={"deck": deck(4), "base": [unit("tb", 1, keywords=["Temporary"])]
                            + ([leblanc] if leblanc_at == "base" else [])},
                         b={"deck": deck(4, "x")},
                         battlefields=[{"id": "bf1", "controller": "A",
                                        "units": [unit("th", 1, keywords=["Temporary"], controller="A")]
                                        + ([leblanc] if leblanc_at == "bf1" else [])}]))
    ok(s, player="A", end_turn=True)
    ok(s, player="B", end_turn=True)  # A's Beginning Phase: Temporary triggers (816.1)
    o = s.observe()
    for _ in range(10):
        if o["decision"]:
            o = ok(s, player=o["decision"]["player"], order=o["decision"]["options"]) \
                if o["decision"]["kind"] == "order-triggers" else o
        elif o["chain"]:
            o = ok(s, player=o["priority"], **{"pass": "priority"})
        else:
            break
    return o


@exercises("LeBlanc, Everywhere at Once")
def test_leblanc_at_a_battlefield_stops_your_temporary_there_only():
    o = _temporaries_at_beginning("bf1")
    assert o["cards"]["th"]["zone"] == "bf1"  # at her battlefield: Temporary did not trigger
    assert o["cards"]["tb"]["zone"] == "trash"  # elsewhere it did


def test_leblanc_in_base_stops_nothing():
    o = _temporaries_at_beginning("base")
    assert o["cards"]["th"]["zone"] == "trash" and o["cards"]["tb"]["zone"] == "trash"
