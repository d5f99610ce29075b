"""Differential fuzzing (``riftbound-conformance fuzz``, conformance/fuzz/): planted rule bugs are found and
shrunk to small scenarios that validate, fail on the buggy engine and pass on the reference engine; the
reference engine over the protocol agrees with itself in process; several workers share the games."""

from __future__ import annotations

import re
import shlex
import sys
from pathlib import Path

import pytest
import yaml

from conformance import cli
from conformance.adapters.reference import ReferenceAdapter
from conformance.fuzz.campaign import EngineSpec, campaign
from conformance.fuzz.checkpoint import differences, expectation
from conformance.fuzz.situations import card_count
from conformance.fuzz.writer import verify
from conformance.loader import load_file

FAKES = Path(__file__).parent / "fakes"
CLOSING = re.compile(r"^(\d+) games, (\d+) steps, (\d+) divergences(?: \(shrunk to files (.+)\))?$")


@pytest.fixture(autouse=True)
def _fakes_importable(monkeypatch):
    monkeypatch.syspath_prepend(str(FAKES))


def _fuzz(capsys, *args: str) -> tuple[int, list[str], list[Path]]:
    status = cli.main(["fuzz", *args])
    lines = capsys.readouterr().out.strip().splitlines()
    closing = CLOSING.match(lines[-1])
    assert closing, lines[-1]
    files = [Path(p) for p in closing.group(4).split(", ")] if closing.group(4) else []
    assert int(closing.group(3)) == len(files)
    return status, lines, files


@pytest.mark.parametrize("fake, field", [("PriorityAfterPlay", "priority"), ("IgnoresAssault", "keywords")])
def test_a_planted_bug_is_found_and_shrunk_to_a_small_scenario(capsys, tmp_path, fake, field):
    status, lines, files = _fuzz(capsys, "--engine", f"planted_bugs:{fake}", "--games", "200", "--seed", "0",
                                 "--out", str(tmp_path))
    assert status == 1
    assert len(files) == 1 and files[0].parent == tmp_path
    assert not any("warning" in line for line in lines), lines
    data = yaml.safe_load(files[0].read_text())
    assert data["summary"].startswith("found by differential fuzzing")
    assert card_count(data["setup"]) <= 3  # Hypothesis, then the card-removal pass (minimize.py)
    assert len(data["actions"]) <= 6
    assert field in yaml.safe_dump(data["expect"])
    loaded = load_file(files[0])
    assert loaded.scenario is not None, loaded.errors
    import planted_bugs

    buggy = getattr(planted_bugs, fake)()
    assert verify(files[0], ReferenceAdapter(), buggy, buggy.describe()) == []


def test_the_written_scenario_really_fails_on_the_buggy_engine_and_passes_on_the_reference(capsys, tmp_path):
    from conformance.runner import run_scenario
    import planted_bugs

    _, _, files = _fuzz(capsys, "--engine", "planted_bugs:IgnoresAssault", "--games", "40", "--out", str(tmp_path))
    scenario = load_file(files[0]).scenario
    buggy = planted_bugs.IgnoresAssault()
    assert run_scenario(scenario, buggy, buggy.describe()).status == "failed"
    reference = ReferenceAdapter()
    assert run_scenario(scenario, reference, reference.describe()).status == "passed"


def test_the_reference_engine_over_the_protocol_agrees_with_itself(capsys, tmp_path):
    command = f"cmd:{shlex.quote(sys.executable)} -m reference_engine"
    status, lines, files = _fuzz(capsys, "--engine", command, "--games", "15", "--seed", "3", "--out", str(tmp_path))
    assert status == 0 and files == []
    games, steps = map(int, CLOSING.match(lines[-1]).groups()[:2])
    assert games == 15 and steps >= 15


def test_two_workers_share_the_games_and_each_may_find_the_bug():
    spec = EngineSpec("planted_bugs:IgnoresAssault")
    outcome = campaign(spec, games=40, seed=0, workers=2, shrink_budget=50)
    assert 2 <= outcome.games <= 40
    assert {seed for seed, _ in outcome.found} <= {0, 1} and outcome.found
    quiet = campaign(EngineSpec("reference"), games=6, seed=0, workers=2)
    assert quiet.games == 6 and not quiet.found


def test_untracked_fields_are_not_divergences():
    a = {"turn": {"number": 1, "active": "A", "phase": "main", "state": "neutral-open"}, "priority": "A",
         "battlefields": {"bf1": {"controller": None, "contested": True, "units": ["u1"]}}}
    b = {**a, "battlefields": {"bf1": {"controller": None, "contested": False, "units": ["u1"]}}}
    assert [d[0] for d in differences(a, b)] == ["battlefields.bf1.contested"]
    assert differences(a, b, ["battlefields.*.contested"]) == []
    assert expectation(a, ["battlefields.bf1.contested", "priority"]) == {
        "battlefields": {"bf1": {"contested": True}}, "priority": "A"}


def test_a_field_the_engine_leaves_out_is_not_compared_but_a_missing_card_is():
    a = {"players": {"A": {"score": 0, "xp": 0}}, "cards": {"u1": {"zone": "hand"}, "u2": {"zone": "base"}}}
    b = {"players": {"A": {"score": 0}}, "cards": {"u1": {"zone": "hand"}}}
    assert differences(a, b) == [("cards.u2.zone", "base", None)]


def test_zone_lists_other_than_the_deck_compare_as_multisets():
    a = {"players": {"A": {"hand": ["x", "y"], "deck": ["p", "q"]}}}
    b = {"players": {"A": {"hand": ["y", "x"], "deck": ["q", "p"]}}}
    assert [d[0] for d in differences(a, b)] == ["players.A.deck"]


def test_bad_arguments_are_usage_errors(capsys):
    with pytest.raises(SystemExit) as exc:
        cli.main(["fuzz", "--games", "0"])
    assert exc.value.code == 2
    assert cli.main(["fuzz", "--engine", "no_such_module_xyz:Engine"]) == 4


def test_the_last_pass_drops_every_card_and_decision_the_divergence_does_not_need():
    """minimize.py on a made-up divergence that needs u2, one of u3/u4 and the decision naming u2: u1, one of
    u3/u4 (not both) and the other decision go."""
    from conformance.fuzz.lockstep import Divergence, Game
    from conformance.fuzz.minimize import card_places, minimize

    def replay(setup, actions):
        ids = {c["id"] for p in setup["players"].values() for z in ("hand", "base") for c in p.get(z, [])}
        diverges = "u2" in ids and ids & {"u3", "u4"} and {"player": "A", "play": "u2"} in actions
        return Game(setup, list(actions), Divergence("state", "made up") if diverges else None)

    setup = {"players": {"A": {"hand": [{"id": "u1"}, {"id": "u2"}], "base": [{"id": "u3"}]},
                         "B": {"base": [{"id": "u4"}]}}, "battlefields": [{"id": "bf1"}]}
    actions = [{"player": "A", "pass": "priority"}, {"player": "A", "play": "u2"}]
    game, spent = minimize(replay(setup, actions), replay, budget=100)
    assert card_count(game.setup) == 2 and len(card_places(game.setup)) == 2
    assert game.actions == [{"player": "A", "play": "u2"}]
    assert 0 < spent <= 100
    assert minimize(replay(setup, actions), replay, budget=3)[1] == 3  # the budget bounds the replays


def test_the_games_played_do_not_depend_on_the_number_of_workers():
    """The campaign is cut into the same units of work (campaign.chunks) whatever -n: only the speed changes."""
    from conformance.fuzz.campaign import CHUNK, chunks

    assert chunks(CHUNK + 5, 7) == [(CHUNK, 7), (5, 8)]
    one = campaign(EngineSpec("reference"), games=CHUNK + 5, seed=0, workers=1)
    two = campaign(EngineSpec("reference"), games=CHUNK + 5, seed=0, workers=2)
    assert (one.games, one.steps) == (two.games, two.steps) == (CHUNK + 5, one.steps)
