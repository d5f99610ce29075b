"""The Setup Process (110-118), modes of play (485-488) and the Champion Zone (108.3) from decks."""

from __future__ import annotations

import random

import pytest

from reference_engine import catalogue, selfplay
from reference_engine.api import Session
from reference_engine.errors import SetupError

POOL = selfplay.pool()
#: Battlefields with no effect on turn structure, so these tests do not change as more battlefields land
#: in the pool (random decks draw from it): static Might or conquer/hold abilities only.
INERT = ("Kinkou Temple", "Trifarian War Camp", "Grove of the God-Willow", "Minefield", "Zaun Warrens",
         "Black Flame Altar")
POOL.battlefields = [b for b in POOL.battlefields if b.name in INERT]
#: Likewise legends: which legends can make a deck grows with the implemented champions, and a legend with a
#: turn-structure ability (a rune channelled at the start of a turn, ...) would change what these tests see.
INERT_LEGENDS = ("Gloomist", "Swift Scout", "Bloodharbor Ripper")
POOL.legends = [entry for entry in POOL.legends if entry[0].name in INERT_LEGENDS]


def decks(n: int, seed: int = 3, **kw) -> dict:
    rng = random.Random(seed)
    return {p: selfplay.random_deck(rng, POOL, **kw) for p in "ABCD"[:n]}


def start(n: int = 2, mode: str = "duel", **extra) -> Session:
    s = Session()
    s.setup({"mode": mode, "decks": decks(n), **extra})
    return s


def keep_all(s: Session) -> None:
    while s.observe()["decision"]:
        assert s.act({"player": s.observe()["decision"]["player"], "choose": []})["accepted"]


def test_unshuffled_setup_places_legend_champion_decks_and_draws_four():
    s = start()
    st = s.observe()
    a = st["players"]["A"]
    assert st["turn"] == {"number": 1, "active": "A", "phase": "setup", "state": "neutral-open"}
    assert a["legend"] == "a-legend" and st["cards"]["a-legend"]["zone"] == "legend"  # 111, 107.4
    assert a["champion"] == ["a-champion"] and st["cards"]["a-champion"]["zone"] == "champion"  # 112, 108.3
    assert a["hand"] == ["a-main-1", "a-main-2", "a-main-3", "a-main-4"]  # 116: top 4, listed order kept
    assert len(a["deck"]) == 35 and len(a["rune_deck"]) == 12 and a["runes"] == []
    assert list(st["battlefields"]) == ["a-bf-1", "b-bf-1"]  # 485.4: two, each player's first (no seed)
    assert st["decision"]["player"] == "A" and st["decision"]["maximum"] == 2 and st["decision"]["minimum"] == 0


def test_mulligan_in_turn_order_draws_then_recycles_the_cards_set_aside():
    s = start()
    assert s.act({"player": "B", "choose": []})["accepted"] is False  # 117: in turn order, A first
    assert s.act({"player": "A", "choose": ["a-main-1", "a-main-3", "a-main-4"]})["accepted"] is False  # 117.1
    assert s.act({"player": "A", "choose": ["a-main-1", "a-main-3"]})["accepted"]
    a = s.observe()["players"]["A"]
    assert a["hand"] == ["a-main-2", "a-main-4", "a-main-5", "a-main-6"]  # 117.2
    assert a["deck"][-2:] == ["a-main-1", "a-main-3"] and len(a["deck"]) == 35  # 117.3, 416.1.a: the bottom
    assert s.observe()["decision"]["player"] == "B"
    assert s.act({"player": "B", "choose": ["b-main-2"]})["accepted"]
    st = s.observe()
    assert st["decision"] is None and st["turn"]["phase"] == "main" and st["priority"] == "A"  # 118
    assert st["players"]["B"]["deck"][-1] == "b-main-2"


def test_legal_actions_offer_every_mulligan_of_up_to_two():
    s = start()
    legal = s.legal_actions()
    assert len(legal) == 1 + 4 + 6 and {"player": "A", "choose": []} in legal
    assert s.legal_actions("B") == []


def test_duel_second_player_channels_an_extra_rune_on_their_first_turn_only():
    s = start()
    keep_all(s)
    st = s.observe()
    assert len(st["players"]["A"]["runes"]) == 2 and len(st["players"]["A"]["hand"]) == 5  # 315.3, 315.4
    s.act({"player": "A", "end_turn": True})
    b = s.observe()["players"]["B"]
    assert len(b["runes"]) == 3 and len(b["hand"]) == 5  # 485.7
    s.act({"player": "B", "end_turn": True})
    s.act({"player": "A", "end_turn": True})
    assert len(s.observe()["players"]["B"]["runes"]) == 5  # two again from then on


def test_skirmish_first_player_skips_the_first_draw_and_the_last_channels_one_more():
    s = start(3, "skirmish")
    keep_all(s)
    st = s.observe()
    assert len(st["battlefields"]) == 3 and st["players"]["A"]["score"] == 0  # 487.4
    assert len(st["players"]["A"]["hand"]) == 4  # 487.7: no draw in the first Draw Phase
    s.act({"player": "A", "end_turn": True})
    assert len(s.observe()["players"]["B"]["runes"]) == 2 and len(s.observe()["players"]["B"]["hand"]) == 5
    s.act({"player": "B", "end_turn": True})
    assert len(s.observe()["players"]["C"]["runes"]) == 3  # 487.7: the last player


def test_war_uses_the_battlefields_of_the_players_not_going_first():
    s = start(4, "war")
    assert sorted(s.observe()["battlefields"]) == ["b-bf-1", "c-bf-1", "d-bf-1"]  # 488.4.b, 488.5


def test_seed_shuffles_and_picks_reproducibly_and_first_overrides_it():
    one, two = start(seed=11), start(seed=11)
    assert one.observe() == two.observe()
    a = one.observe()["players"]["A"]
    assert a["hand"] + a["deck"] != [f"a-main-{i}" for i in range(1, 40)]  # 114: shuffled
    other = start(seed=12).observe()
    assert other["players"]["A"]["hand"] + other["players"]["A"]["deck"] != a["hand"] + a["deck"]
    firsts = {start(seed=k).observe()["turn"]["active"] for k in range(12)}
    assert firsts == {"A", "B"}  # 115: a random First Player
    assert start(seed=11, first="B").observe()["turn"]["active"] == "B"
    assert start(seed=11, first="B").observe()["decision"]["player"] == "B"  # 117: mulligans in turn order


def test_a_seed_picks_duel_battlefields_at_random_but_never_a_matchs():
    duel = {tuple(sorted(start(seed=k).observe()["battlefields"])) for k in range(12)}
    assert len(duel) > 1  # 485.5: each player selects one of its three at random
    match = {tuple(sorted(start(mode="match", seed=k).observe()["battlefields"])) for k in range(12)}
    assert match == {("a-bf-1", "b-bf-1")}  # 486.5: each player selects its own (the listed one, unstated)


def test_a_chosen_battlefield_is_used():
    d = decks(2)
    d["A"]["battlefields"] = [{"id": f"x{i}", "card": b} for i, b in enumerate(d["A"]["battlefields"])]
    d["A"]["battlefield"] = "x2"
    s = Session()
    s.setup({"decks": d})
    assert list(s.observe()["battlefields"])[0] == "x2"


def test_the_chosen_champion_is_played_from_the_champion_zone():
    s = start()
    keep_all(s)
    for _ in range(4):  # a few turns for runes
        s.act({"player": "A", "end_turn": True})
        s.act({"player": "B", "end_turn": True})
    assert not [a for a in s.legal_actions("A") if a.get("play") == "a-champion"]  # no Energy yet
    st = s.observe()
    champion = catalogue.lookup(st["cards"]["a-champion"]["name"])
    power_needed = champion.power or 0  # the pool (hence the champion) depends on the implemented cards
    for rune in st["players"]["A"]["runes"]:  # Energy from every rune, but recycle for the Power it needs
        domain = catalogue.lookup(st["cards"][rune]["name"]).domains[0]
        recycle = power_needed > 0 and domain in champion.domains
        power_needed -= 1 if recycle else 0
        assert s.act({"player": "A", "activate": rune, **({"ability": 2} if recycle else {})})["accepted"]
    play = next(a for a in s.legal_actions("A") if a.get("play") == "a-champion" and "to" not in a)
    assert s.act(play)["accepted"]  # 108.3.d: played from the Champion Zone as normal
    st = s.observe()
    assert st["players"]["A"]["champion"] == [] and st["cards"]["a-champion"]["zone"] == "base"
    assert "a-champion" in st["players"]["A"]["base"]
    # 108.3.c: nothing puts it back; in the trash it stays a Main Deck card (Origins FAQ).


@pytest.mark.parametrize("setup, field, words", [
    ({"mode": "2v2", "decks": {}}, "mode", "does not model 2v2 (rule 489)"),
    ({"mode": "ffa", "decks": {}}, "mode", "expected one of"),
    ({"mode": "skirmish"}, "decks", "expected a mapping"),
    ({"bogus": 1, "decks": {}}, "bogus", "unknown key"),
])
def test_bad_setups_name_the_field(setup, field, words):
    with pytest.raises(SetupError) as info:
        Session().setup(setup)
    assert info.value.field == field and words in str(info.value)


def test_player_count_and_order_are_checked():
    with pytest.raises(SetupError, match=r"skirmish \(rule 487.1\) is for 3 players"):
        Session().setup({"mode": "skirmish", "decks": decks(2)})
    with pytest.raises(SetupError) as info:
        Session().setup({"decks": decks(2), "order": ["A", "C"]})
    assert info.value.field == "order[1]"
    with pytest.raises(SetupError, match="integer"):
        Session().setup({"decks": decks(2), "seed": "x"})


def test_describe_declares_the_capability():
    assert "setup-from-decks" in Session().describe()["capabilities"]


def test_a_hidden_chosen_champion_can_be_hidden_from_the_champion_zone():
    """811.1.b: [Hidden] works "while this card is in your hand or in your Champion Zone"."""
    d = decks(2)
    d["B"] = selfplay.random_deck(random.Random(5), POOL, legend="Bloodharbor Ripper")  # Pyke has [Hidden]
    s = Session()
    s.setup({"decks": d})
    keep_all(s)
    s.act({"player": "A", "end_turn": True})
    g = s._g  # B holds a battlefield with a unit there, and has one Power for [A]
    from reference_engine.zones import put

    bf = next(iter(g.battlefields))
    unit = next(c for c in g.players["B"].deck if g.cards[c].type == "unit")
    put(g, unit, bf)
    g.battlefields[bf].controller = "B"
    g.players["B"].power = {"fury": 1}
    hide = {"player": "B", "hide": "b-champion", "at": bf}
    assert hide in s.legal_actions("B")
    assert s.act(hide)["accepted"]
    st = s.observe()
    assert st["players"]["B"]["champion"] == [] and st["battlefields"][bf]["facedown"] == ["b-champion"]


def test_a_concession_during_the_mulligans_neither_redraws_nor_asks_the_leaver():
    """650: a player may concede while the mulligans are asked; the others go on (652)."""
    s = start(3, "skirmish")
    assert s.act({"player": "C", "concede": True})["accepted"]  # while A's mulligan is open
    st = s.observe()
    assert st["decision"]["player"] == "A" and st["players"]["A"]["hand"] == ["a-main-1", "a-main-2", "a-main-3", "a-main-4"]
    assert s.act({"player": "A", "concede": True})["accepted"]  # the player asked leaves
    st = s.observe()
    assert st["winner"] == "B" and len(st["players"]["B"]["hand"]) == 4


def test_the_first_player_conceding_at_its_own_mulligan_passes_the_first_turn_on():
    s = start(3, "skirmish")
    assert s.act({"player": "A", "concede": True})["accepted"]
    st = s.observe()
    assert st["decision"]["player"] == "B" and len(st["players"]["B"]["hand"]) == 4  # no second draw of 4
    assert s.act({"player": "B", "choose": []})["accepted"]
    assert s.act({"player": "C", "choose": []})["accepted"]
    st = s.observe()
    assert st["turn"]["active"] == "B" and st["turn"]["phase"] == "main" and st["winner"] is None


def test_every_copy_of_the_chosen_champion_counts_as_it():
    """103.2.a.3: the Chosen Champion is the card set aside and any champion unit of the same name."""
    d = decks(2)
    champion = d["A"]["champion"]
    d["A"]["main"] = [e for e in d["A"]["main"] if e["card"] != champion]
    d["A"]["main"][0]["count"] -= 1 if d["A"]["main"][0]["count"] > 1 else 0
    d["A"]["main"].insert(0, {"card": champion, "count": 1})
    while sum(e["count"] for e in d["A"]["main"]) < 39:
        d["A"]["main"][-1]["count"] += 1
    s = Session()
    s.setup({"decks": d})
    g = s._g
    assert g.is_chosen_champion("a-champion") and g.is_chosen_champion("a-main-1")  # set aside; a copy in hand
    assert not any(g.is_chosen_champion(c) for c in g.players["A"].deck if g.cards[c].name != champion)
    assert g.is_chosen_champion("b-champion")  # B's own
    assert not g.is_chosen_champion("a-legend")


def test_the_first_players_first_turn_counts_as_their_first_beginning_phase():
    """A game from decks starts the First Player's turn 1 as their first turn begun (118), so "each
    player's first Beginning Phase" abilities (Obelisk of Power: that player channels 1 rune) trigger for
    them as for the others."""
    d = decks(2)
    d["A"]["battlefields"] = ["Obelisk of Power", *[b for b in d["A"]["battlefields"] if b != "Obelisk of Power"][:2]]
    s = Session()
    s.setup({"mode": "duel", "decks": d})
    keep_all(s)
    while s.observe()["chain"]:
        s.act({"player": s.observe()["priority"], "pass": "priority"})
    assert len(s.observe()["players"]["A"]["runes"]) == 3  # two in the Channel Phase, one from the Obelisk
