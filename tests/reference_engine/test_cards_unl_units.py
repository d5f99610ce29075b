"""Unleashed units, gear and spells outside the XP family: each is played, triggered or activated and its
effect checked on the observed state."""

from __future__ import annotations

import pytest
from engine_helpers import deck, game, ok, refused, two_players, unit
from exercised import exercises
from unl_helpers import official, resolve_top, settle


# -- Untargetable (757-758) ------------------------------------------------------------------------------


def _void_seeker_against(units: list, a_extra: dict | None = None):
    return game(two_players(active="B", a=a_extra or {}, b={"energy": 4, "power": {"fury": 1}, "deck": deck(2, "x"),
                                                         "hand": [official("vs", "Void Seeker")]},
                            battlefields=[{"id": "bf1", "controller": "A", "units": units}]))


@exercises("Alpha Wildclaw")
def test_alpha_wildclaw_protects_weaker_friendly_units_here_from_enemies():
    units = [official("w", "Alpha Wildclaw", controller="A"), unit("small", 3, controller="A"),
             unit("big", 8, controller="A")]
    s = _void_seeker_against(units)
    refused(s, player="B", play="vs", targets=["small"])  # 3 < 7: can't be chosen
    ok(s, player="B", play="vs", targets=["big"])  # 8 is not less than 7
    s = _void_seeker_against(units)
    ok(s, player="B", play="vs", targets=["w"])  # not itself


def test_alpha_wildclaw_does_not_protect_from_its_controllers_own_spells():
    s = game(two_players(a={"energy": 4, "power": {"fury": 1}, "deck": deck(2), "hand": [official("vs", "Void Seeker")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [
                             official("w", "Alpha Wildclaw", controller="A"), unit("small", 3, controller="A")]}]))
    ok(s, player="A", play="vs", targets=["small"])
    o = resolve_top(s)
    assert o["cards"]["small"]["zone"] == "trash"
