"""Lane P cards that change what a card costs: passive discounts and additional costs chosen as a card is
played (356.2, 356.4)."""

from engine_helpers import game, ok, two_players, unit
from exercised import exercises


def _apprentice_game(where, energy, spell="Incinerate"):
    apprentice = {"id": "ea", "card": "Eager Apprentice"}
    bf = {"id": "bf1", "controller": "A", "units": [dict(apprentice, controller="A")] if where == "bf1" else []}
    a = {"energy": energy, "hand": [{"id": "sp", "card": spell}], "base": [apprentice] if where == "base" else []}
    return game(two_players(a=a, b={"base": [unit("bu", 3)]},
                            battlefields=[bf, {"id": "bf2", "units": [unit("bx", 3, controller="B")]}]))


@exercises("Eager Apprentice")
def test_eager_apprentice_at_a_battlefield_takes_one_off_spells():
    s = _apprentice_game("bf1", 2)
    o = ok(s, player="A", play="sp", targets=["bx"])  # Incinerate [2] costs [1]
    assert o["players"]["A"]["energy"] == 1


@exercises("Eager Apprentice")
def test_eager_apprentice_in_base_gives_nothing():
    s = _apprentice_game("base", 2)
    o = ok(s, player="A", play="sp", targets=["bx"])
    assert o["players"]["A"]["energy"] == 0


@exercises("Eager Apprentice")
def test_eager_apprentice_does_not_reduce_below_one():
    s = game(two_players(a={"energy": 1, "power": {"fury": 1}, "hand": [{"id": "sp", "card": "Hextech Ray"}]},
                          battlefields=[{"id": "bf1", "controller": "A",
                                         "units": [{"id": "ea", "card": "Eager Apprentice", "controller": "A"}]},
                                        {"id": "bf2", "units": [unit("bx", 3, controller="B")]}]))
    o = ok(s, player="A", play="sp", targets=["bx"])  # [1] stays [1]
    assert o["players"]["A"]["energy"] == 0
