"""The resolution step of combat (466): combat cleanup order, result, control, end; showdowns staged and begun."""

from engine_helpers import game, ok, refused, two_players, unit

PASS_FOCUS = {"pass": "focus"}


def combat(attackers, defenders, *, a=None, b=None, controller="B", battlefields=None):
    a = {"base": attackers, **(a or {})}
    b = dict(b or {})
    bfs = [{"id": "bf1", "controller": controller, "units": [{**d, "controller": "B"} for d in defenders]}]
    s = game(two_players(a=a, b=b, battlefields=bfs + (battlefields or [])))
    ok(s, player="A", move=[x["id"] for x in attackers], to="bf1")
    return s


def close(s):
    ok(s, player="A", **PASS_FOCUS)
    return ok(s, player="B", **PASS_FOCUS)


def types(s, *wanted):
    return [e["type"] for e in s.events() if e["type"] in wanted]


def test_deaths_then_heal_then_result_control_end():
    s = combat([unit("a1", 3), unit("a2", 4)], [unit("d1", 4), unit("d2", 2)])
    o = close(s)
    assert o["decision"]["player"] == "A" and o["decision"]["amount"] == 7
    o = ok(s, player="A", assign={"d1": 5, "d2": 2})
    assert o["decision"]["player"] == "B" and o["decision"]["amount"] == 6
    o = ok(s, player="B", assign={"a1": 3, "a2": 3})
    order = types(s, "damage", "die", "recall", "combat-result", "control", "conquer", "combat-end")
    assert order.index("die") > max(i for i, t in enumerate(order) if t == "damage")
    assert order[-1] == "combat-end" and "recall" not in order
    assert o["cards"]["a1"]["zone"] == "trash" and o["cards"]["d1"]["zone"] == "trash"
    assert o["cards"]["a2"]["zone"] == "bf1" and o["cards"]["a2"]["damage"] == 0  # survived, then healed
    assert o["battlefields"]["bf1"]["controller"] == "A" and o["players"]["A"]["score"] == 1
    assert o["showdown"] is None and o["turn"]["state"] == "neutral-open"


def test_everyone_dies_and_the_battlefield_becomes_uncontrolled():
    s = combat([unit("a", 3)], [unit("d", 3)])
    o = close(s)
    assert o["cards"]["a"]["zone"] == "trash" and o["cards"]["d"]["zone"] == "trash"
    result = next(e for e in s.events() if e["type"] == "combat-result")
    assert result["winner"] is None  # 466.3.d: neither player has units left
    assert o["battlefields"]["bf1"]["controller"] is None  # 466.5.b


def test_healing_happens_before_the_attackers_are_recalled():
    s = combat([unit("a", 3, damage=1)], [unit("d", 4, stunned=True)])
    o = close(s)
    assert o["cards"]["a"]["zone"] == "base" and o["cards"]["a"]["damage"] == 0
    assert o["cards"]["d"]["damage"] == 0 and o["cards"]["a"]["exhausted"] is True  # a recall keeps state
    order = types(s, "recall", "combat-result", "combat-end")
    assert order == ["recall", "combat-result", "combat-end"]
    result = next(e for e in s.events() if e["type"] == "combat-result")
    assert result["winner"] is None and result["loser"] is None  # 466.3.d: units were recalled
    assert o["battlefields"]["bf1"]["controller"] == "B" and o["players"]["B"]["score"] == 0


def test_defender_wins_when_only_defenders_remain():
    s = combat([unit("a", 2)], [unit("d", 3)])
    o = close(s)
    result = next(e for e in s.events() if e["type"] == "combat-result")
    assert (result["winner"], result["loser"]) == ("B", "A")
    assert o["battlefields"]["bf1"]["controller"] == "B" and o["players"]["B"]["score"] == 0


def test_attacker_wins_and_conquers_after_the_result():
    s = combat([unit("a", 4)], [unit("d", 3)])
    o = close(s)
    order = types(s, "combat-result", "control", "score", "conquer", "combat-end")
    assert order == ["combat-result", "control", "score", "conquer", "combat-end"]
    assert o["battlefields"]["bf1"]["controller"] == "A" and o["players"]["A"]["score"] == 1
    assert o["battlefields"]["bf1"]["contested"] is False
    assert all(c["designation"] is None for c in o["cards"].values())


def test_damage_step_skipped_without_defenders_but_the_cleanup_heals():
    # The defenders are gone before the showdown closes: no combat damage, but the combat cleanup still
    # heals the attacker (465.1, 466.1), and the attacker, alone, wins and conquers.
    s = combat([unit("a", 4, damage=2)], [unit("d", 1)],
               b={"energy": 2, "hand": [{"id": "flash", "card": "Flash"}]})
    ok(s, player="A", **PASS_FOCUS)
    ok(s, player="B", play="flash", targets=["d"])
    ok(s, player="B", **{"pass": "priority"})
    ok(s, player="A", **{"pass": "priority"})
    ok(s, player="A", **PASS_FOCUS)
    o = ok(s, player="B", **PASS_FOCUS)
    assert "damage-skipped" in types(s, "damage-skipped")
    assert o["cards"]["a"]["damage"] == 0 and o["cards"]["a"]["zone"] == "bf1"
    result = next(e for e in s.events() if e["type"] == "combat-result")
    assert result["winner"] == "A"
    assert o["players"]["A"]["score"] == 1


def test_no_result_with_both_sides_left_stages_a_new_combat(monkeypatch):
    # If a replacement stops the recall of step 3d and both sides remain, there is No Result and a new
    # showdown and combat are staged there (466.3.d.1); control is not settled (466.5).
    from reference_engine import behaviour as base

    original = base.Behaviour.replace

    def keep_everyone(self, g, source, event):
        if event["type"] == "combat-tie" and g.cards[source].type == "battlefield":
            return lambda: None
        return original(self, g, source, event)

    monkeypatch.setattr(base.Behaviour, "replace", keep_everyone)
    s = game(two_players(a={"base": [unit("a", 2)]},
                         battlefields=[{"id": "bf1", "card": "Stand-in: Zaun Wasteland", "controller": "B",
                                        "units": [unit("d", 5, controller="B", stunned=True)]}]))
    ok(s, player="A", move=["a"], to="bf1")
    o = close(s)
    assert types(s, "combat").count("combat") == 2
    assert o["showdown"] is not None and o["showdown"]["combat"] and o["focus"] == "A"
    assert o["cards"]["a"]["zone"] == "bf1" and o["cards"]["a"]["designation"] == "attacker"
    assert o["battlefields"]["bf1"]["controller"] == "B"


def test_one_combat_at_a_time_a_second_waits_staged():
    s = game(two_players(a={"energy": 2, "power": {"chaos": 1}, "base": [unit("a1", 3), unit("a2", 3)],
                            "hand": [{"id": "wind", "card": "Ride the Wind"}]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("d1", 1, controller="B")]},
                                       {"id": "bf2", "controller": "B", "units": [unit("d2", 1, controller="B")]}]))
    ok(s, player="A", move=["a1"], to="bf1")
    refused(s, "144.1.c", player="A", move=["a2"], to="bf2")  # no standard move during a combat
    ok(s, player="A", play="wind", targets=["a2"], to="bf2")
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["showdown"]["at"] == "bf1" and o["staged"] == ["bf2"]
    assert o["cards"]["a2"]["designation"] is None  # not part of the combat at bf1
    ok(s, player="B", **PASS_FOCUS)
    o = ok(s, player="A", **PASS_FOCUS)
    assert o["showdown"]["at"] == "bf2" and o["showdown"]["attacker"] == "A" and o["staged"] == []
    assert o["battlefields"]["bf1"]["controller"] == "A"
