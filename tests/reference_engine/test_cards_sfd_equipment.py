"""Spiritforged Equipment: Might bonuses (718.4), Effect Text appended to the unit they are attached to
(434.1.c, 718.3: keywords, triggered abilities whose source is the unit, replacements, Bonus Damage) and
the attached card's own Rules Text being inactive (718.2)."""

import pytest
from battlefield_helpers import PASS_FOCUS, resolve
from engine_helpers import game, ok, two_players, unit
from exercised import exercises

PASS = {"pass": "priority"}
DECK = [unit(f"d{i}") for i in range(6)]
B_DECK = [unit(f"b{i}") for i in range(6)]


def equipped(card, domain, *, energy=0, at="base", a=None, b=None, battlefields=None, might=2):
    """A's unit ``u`` (Might ``might``) in base, or at battlefield ``bf`` which A controls; ``card`` (gear
    ``g``) equipped to it by its Equip ability, resolved. Returns the session and the observed state."""
    a = dict(a or {})
    a.setdefault("deck", list(DECK))
    a["energy"], a["power"] = energy + a.get("energy", 0), {domain: 3, **a.get("power", {})}
    gear = [{"id": "g", "card": card}]
    fields = [{"id": "bf", "controller": "A", "units": [unit("u", might, controller="A")]}] if at == "bf" \
        else [{"id": "bf"}]
    a["base"] = gear + ([] if at == "bf" else [unit("u", might)]) + list(a.get("base", []))
    s = game(two_players(a=a, b=b or {"deck": list(B_DECK)}, battlefields=fields + list(battlefields or [])))
    ok(s, player="A", activate="g", targets=["u"])
    o = resolve(s)
    assert o["cards"]["g"]["attached_to"] == "u"
    return s, o


@exercises("B.F. Sword", "Doran's Blade", "Sterak's Gage", "Spinning Axe")
@pytest.mark.parametrize("card,domain,bonus", [("B.F. Sword", "order", 3), ("Doran's Blade", "body", 2),
                                               ("Sterak's Gage", "calm", 3), ("Spinning Axe", "fury", 3)])
def test_plain_equipment_gives_its_might_bonus_to_its_unit(card, domain, bonus):
    s, o = equipped(card, domain)
    assert o["cards"]["u"]["might"] == 2 + bonus  # 718.4
    assert o["players"]["A"]["power"][domain] == 2  # [Equip] [C]


@exercises("Sterak's Gage")
def test_quick_draw_equipment_is_played_as_a_reaction_and_attaches():
    s = game(two_players(a={"energy": 3, "power": {"calm": 2}, "hand": [{"id": "g", "card": "Sterak's Gage"}],
                            "base": [unit("u", 2)]},
                         b={"energy": 1, "power": {"fury": 1}, "hand": [{"id": "ray", "card": "Hextech Ray"}]},
                         battlefields=[{"id": "bf", "controller": "B", "units": [unit("e", 5, controller="B")]}],
                         active="B"))
    ok(s, player="B", play="ray", targets=["e"])
    ok(s, player="B", **PASS)
    ok(s, player="A", play="g")  # Reaction (819.1.b)
    o = resolve(s)
    assert o["cards"]["g"]["attached_to"] == "u" and o["cards"]["u"]["might"] == 5


@exercises("Spinning Axe")
def test_temporary_does_not_trigger_while_attached():
    s, o = equipped("Spinning Axe", "fury")
    ok(s, player="A", end_turn=True)
    o = ok(s, player="B", end_turn=True)  # A's Beginning Phase: Temporary would kill an unattached Axe
    o = resolve(s, o)
    assert o["cards"]["g"]["zone"] == "base" and o["cards"]["g"]["attached_to"] == "u"  # 718.2


@exercises("Serrated Dirk", "Cloth Armor", "Hexdrinker", "Boots of Swiftness")
@pytest.mark.parametrize("card,domain,keyword,bonus", [("Serrated Dirk", "fury", "Assault 2", 0),
                                                       ("Cloth Armor", "mind", "Shield 2", 0),
                                                       ("Hexdrinker", "body", "Deflect", 1),
                                                       ("Boots of Swiftness", "chaos", "Ganking", 2)])
def test_keywords_in_effect_text_are_the_units(card, domain, keyword, bonus):
    s, o = equipped(card, domain)
    assert keyword in o["cards"]["u"]["keywords"] and o["cards"]["u"]["might"] == 2 + bonus  # 718.3
    assert keyword not in o["cards"]["g"]["keywords"]


@exercises("Boots of Swiftness")
def test_ganking_from_boots_moves_the_unit_between_battlefields():
    s, o = equipped("Boots of Swiftness", "chaos", at="bf", battlefields=[{"id": "bf2"}])
    o = ok(s, player="A", move=["u"], to="bf2")
    assert o["cards"]["u"]["zone"] == "bf2" and o["cards"]["g"]["zone"] == "bf2"


def conquer_with(card, domain, **kw):
    """``u`` equipped with ``card`` moves to the empty battlefield ``bf`` and conquers it."""
    s, o = equipped(card, domain, **kw)
    ok(s, player="A", move=["u"], to="bf")
    ok(s, player="A", **PASS_FOCUS)
    return s, ok(s, player="B", **PASS_FOCUS)


@exercises("Warmog's Armor", "Cull", "Boneshiver")
@pytest.mark.parametrize("card,domain", [("Warmog's Armor", "body"), ("Cull", "chaos"), ("Boneshiver", "body")])
def test_conquer_effects_of_equipment_trigger_from_the_unit(card, domain):
    s, o = conquer_with(card, domain, energy=1, a={"rune_deck": [{"id": "r1", "domain": "body"}]})
    assert [c["ref"] for c in o["chain"]] == ["u.trigger"]  # the unit is its source (718.3)
    gold_before = [c for c in o["cards"].values() if c["name"] == "Gold"]
    o = resolve(s, o)
    if card == "Warmog's Armor":
        assert o["cards"]["u"]["buffed"] and o["cards"]["u"]["might"] == 2 + 1 + 1
    elif card == "Cull":
        golds = [c for c in o["cards"].values() if c["name"] == "Gold"]
        assert len(golds) == len(gold_before) + 1 and golds[0]["exhausted"] and golds[0]["zone"] == "base"
    else:
        assert o["players"]["A"]["runes"] == ["r1"] and o["cards"]["r1"]["exhausted"]


@exercises("Doran's Ring")
def test_dorans_ring_discards_then_draws_on_conquer():
    s, o = conquer_with("Doran's Ring", "chaos", a={"hand": [unit("h1")]})
    o = resolve(s, o)
    assert o["players"]["A"]["trash"] == ["h1"] and o["players"]["A"]["hand"] == ["d0"]


@exercises("Recurve Bow")
def test_recurve_bow_deals_2_to_an_enemy_here_when_its_unit_attacks():
    s, o = equipped("Recurve Bow", "fury", b={"deck": list(B_DECK)})
    s = game(two_players(a={"power": {"fury": 1}, "base": [{"id": "g", "card": "Recurve Bow"}, unit("u", 2)]},
                         battlefields=[{"id": "bf", "controller": "B", "units": [unit("e", 3, controller="B")]}]))
    ok(s, player="A", activate="g", targets=["u"])
    resolve(s)
    o = ok(s, player="A", move=["u"], to="bf")
    assert "u.trigger" in [c["ref"] for c in o["chain"]]
    o = resolve(s, o)
    assert o["cards"]["e"]["damage"] == 2 or o["cards"]["e"]["zone"] == "trash"
    assert [e for e in s.events() if e["type"] == "damage" and e["unit"] == "e"][0]["amount"] == 2


@exercises("Forgefire Cape")
def test_forgefire_cape_deals_2_to_each_enemy_unit_here_when_its_unit_defends():
    s = game(two_players(a={"power": {"calm": 1}, "base": [{"id": "g", "card": "Forgefire Cape"}], "deck": list(DECK)},
                         b={"base": [unit("e1", 5), unit("e2", 5)], "deck": list(B_DECK)},
                         battlefields=[{"id": "bf", "controller": "A", "units": [unit("u", 4, controller="A")]}]))
    ok(s, player="A", activate="g", targets=["u"])
    resolve(s)
    ok(s, player="A", end_turn=True)
    o = ok(s, player="B", move=["e1", "e2"], to="bf")
    assert "u.trigger" in [c["ref"] for c in o["chain"]]
    resolve(s, o)
    hits = {e["unit"]: e["amount"] for e in s.events() if e["type"] == "damage" and e["source"] == "u"}
    assert hits == {"e1": 2, "e2": 2}


@exercises("World Atlas", "Trinity Force")
@pytest.mark.parametrize("card,domain", [("World Atlas", "mind"), ("Trinity Force", "body")])
def test_hold_effects_of_equipment(card, domain):
    s, o = equipped(card, domain, at="bf")
    ok(s, player="A", end_turn=True)
    o = ok(s, player="B", end_turn=True)  # A holds bf in its Beginning Phase
    assert "u.trigger" in [c["ref"] for c in o["chain"]]
    o = resolve(s, o)
    if card == "World Atlas":
        golds = [c for c in o["cards"].values() if c["name"] == "Gold"]
        assert len(golds) == 2 and all(c["exhausted"] for c in golds)
    else:
        assert o["players"]["A"]["score"] == 2  # the hold point and the Force's


@exercises("Eye of the Herald")
def test_eye_of_the_herald_plays_a_recruit_where_its_unit_moved():
    s, o = equipped("Eye of the Herald", "order")
    o = ok(s, player="A", move=["u"], to="bf")
    o = resolve(s, o)
    recruits = [cid for cid, c in o["cards"].items() if c["name"] == "Recruit"]
    assert len(recruits) == 1 and o["cards"][recruits[0]]["zone"] == "bf"


@exercises("Sacred Shears")
def test_sacred_shears_gives_the_unit_a_deathknell_that_draws():
    s, o = equipped("Sacred Shears", "order", at="bf", a={"energy": 2, "power": {"fury": 1},
                                                           "hand": [{"id": "ray", "card": "Hextech Ray"}]})
    assert "Deathknell" in o["cards"]["u"]["keywords"]
    ok(s, player="A", play="ray", targets=["u"])
    o = resolve(s)
    assert o["cards"]["u"]["zone"] == "trash" and o["cards"]["g"]["attached_to"] is None
    assert o["players"]["A"]["hand"] == ["d0"]


@exercises("Guardian Angel")
def test_guardian_angel_dies_instead_and_the_unit_is_healed_exhausted_recalled():
    s = game(two_players(a={"power": {"calm": 1, "fury": 1}, "energy": 2, "base": [{"id": "g", "card": "Guardian Angel"}],
                            "hand": [{"id": "ray", "card": "Hextech Ray"}]},
                         battlefields=[{"id": "bf", "controller": "A", "units": [unit("u", 2, controller="A")]}]))
    ok(s, player="A", activate="g", targets=["u"])
    resolve(s)
    ok(s, player="A", play="ray", targets=["u"])
    o = resolve(s)
    assert o["cards"]["g"]["zone"] == "trash"
    u = o["cards"]["u"]
    assert (u["zone"], u["damage"], u["exhausted"]) == ("base", 0, True)


@exercises("Rabadon's Deathcrown")
def test_rabadons_deathcrown_adds_3_bonus_damage_to_its_controllers_spells():
    s, o = equipped("Rabadon's Deathcrown", "calm", a={"energy": 2, "power": {"fury": 1},
                                                       "hand": [{"id": "ray", "card": "Hextech Ray"}]},
                    battlefields=[{"id": "bf2", "controller": "B", "units": [unit("e", 9, controller="B")]}])
    ok(s, player="A", play="ray", targets=["e"])
    o = resolve(s)
    assert o["cards"]["e"]["damage"] == 3 + 3  # Hextech Ray deals 3


@exercises("Brutalizer")
def test_brutalizer_gives_2_more_the_turn_it_was_attached():
    s, o = equipped("Brutalizer", "calm")
    assert o["cards"]["u"]["might"] == 2 + 1 + 2
    ok(s, player="A", end_turn=True)
    o = ok(s, player="B", end_turn=True)
    assert o["cards"]["u"]["might"] == 2 + 1


@exercises("Blade of the Ruined King")
def test_blade_of_the_ruined_king_kills_a_friendly_unit_to_equip():
    s = game(two_players(a={"power": {"order": 1}, "base": [{"id": "g", "card": "Blade of the Ruined King"},
                                                             unit("u", 2), unit("fodder", 1)]}))
    o = ok(s, player="A", activate="g", targets=["u"])
    if o["decision"]:
        o = ok(s, player="A", choose=["fodder"])
    o = resolve(s, o)
    assert o["cards"]["fodder"]["zone"] == "trash" and o["cards"]["u"]["might"] == 6
