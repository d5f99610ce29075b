"""Whole games by random legal play (reference_engine.selfplay): a bounded run for CI, and its checks.

Longer runs: ``python -m reference_engine.selfplay --games 500 --seed 1`` (figures in the README)."""

from __future__ import annotations

import copy
import json
import random

import pytest

from reference_engine import deck, selfplay
from reference_engine.api import Session

POOL = selfplay.pool()


def test_the_pool_only_uses_implemented_legends_with_a_champion():
    assert len(POOL.legends) >= 2 and len(POOL.battlefields) >= 3
    for legend, champions in POOL.legends:
        assert champions and all(set(legend.tags) & set(c.tags) for c in champions)


def test_bounded_run_of_a_whole_duel(capsys):
    counts = selfplay.run(1, seed=0, mode="duel")
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last == "1 games, 1 won, 0 drawn, 0 invariant violations, 0 engine errors"
    assert counts["won"] == 1


@pytest.mark.parametrize("mode", ["match", "skirmish", "war"])
@pytest.mark.parametrize("seed", [1, 2])
def test_bounded_games_of_each_other_mode_keep_every_invariant(mode, seed):
    """CI's bounded run of the other modes (486-488): two games of each, the first 40 steps of each (whole
    games of three or four players take minutes; ``--mode`` runs them, figures in the README). Every step
    keeps the invariants and raises no engine error; only a game not over yet is allowed."""
    rng = random.Random(seed)
    out = selfplay.play_game(selfplay.game_setup(rng, POOL, selfplay.MODES[mode]), rng, max_steps=40)
    assert out.status == "won" or (out.status == "violation" and "did not end within 40 steps" in out.message), \
        (out.status, out.message)


def test_a_skirmish_plays_without_violations():
    rng = random.Random(4)
    out = selfplay.play_game(selfplay.game_setup(rng, POOL, selfplay.MODES["skirmish"]), rng, max_steps=60)
    assert out.status in ("won", "violation") and (out.status == "won" or "did not end" in out.message), out.message


def test_random_choices_are_legal_actions_and_refusals_are_not():
    """The cheap draw (candidates tried in random order) agrees with legal_actions at every step."""
    rng = random.Random(7)
    s = Session()
    s.setup(selfplay.game_setup(rng, POOL, selfplay.MODES["duel"]))
    for _ in range(40):
        state = s.observe()
        if state["winner"]:
            break
        assert selfplay.random_legal_action(s, rng, selfplay._actor(state), check_legal=True) is not None


def test_a_violation_saves_a_replayable_reproducer(tmp_path, capsys):
    counts = selfplay.run(1, seed=3, mode="duel", out=tmp_path, max_steps=5)
    assert counts["violation"] == 1
    out = capsys.readouterr().out
    assert "did not end within 5 steps" in out
    assert out.strip().splitlines()[-1] == "1 games, 0 won, 0 drawn, 1 invariant violations, 0 engine errors"
    saved = json.loads((tmp_path / "selfplay-3-0.json").read_text())
    assert len(saved["actions"]) == 5 and "decks" in saved["setup"]
    assert selfplay.replay(tmp_path / "selfplay-3-0.json", echo=lambda *_: None) == 0


def test_an_engine_error_is_counted_and_saved(tmp_path, monkeypatch, capsys):
    def broken(self, action):
        raise RuntimeError("boom")

    monkeypatch.setattr(Session, "act", broken)
    counts = selfplay.run(1, seed=0, out=tmp_path)
    assert counts["error"] == 1
    assert "engine errors" in capsys.readouterr().out and (tmp_path / "selfplay-0-0.json").exists()


def test_an_engine_error_reproducer_ends_with_the_action_that_raised(tmp_path, monkeypatch):
    """The candidate being tried when the engine raised was never accepted, yet the reproducer must end with
    it, or replaying it finds nothing wrong."""
    real, calls, bad = Session.act, [], []

    def breaks_on_one_action(self, action):  # like an engine bug: the tenth action tried, whenever tried
        calls.append(action)
        if len(calls) == 10:
            bad.append(action)
        if action in bad:
            raise RuntimeError("boom")
        return real(self, action)

    monkeypatch.setattr(Session, "act", breaks_on_one_action)
    assert selfplay.run(1, seed=0, out=tmp_path)["error"] == 1
    saved = json.loads((tmp_path / "selfplay-0-0.json").read_text())
    assert saved["actions"][-1] == bad[0] and bad[0] not in saved["actions"][:-1]
    lines = []
    assert selfplay.replay(tmp_path / "selfplay-0-0.json", echo=lines.append) == 1
    assert "engine error: RuntimeError: boom" in lines[-1]


def _on_chain_twice(st: dict, cid: str) -> None:
    st["cards"][cid]["zone"] = "chain"
    st["chain"] = [{"ref": cid, "kind": "card", "source": cid}] * 2


def _state() -> dict:
    s = Session()
    s.setup(selfplay.game_setup(random.Random(1), POOL, selfplay.MODES["duel"]))
    return s.observe()


@pytest.mark.parametrize("spoil, words", [
    (lambda st: st["players"]["A"]["hand"].append(st["players"]["A"]["deck"][0]), "in 2 zones"),
    (lambda st: st["players"]["A"]["deck"].pop(), "in 0 zones"),
    (lambda st: st["cards"].pop(st["players"]["A"]["deck"].pop()), "not conserved"),
    (lambda st: st.update(winner="Z"), "unknown winner"),
    (lambda st: _on_chain_twice(st, st["players"]["A"]["hand"].pop()), "on the chain twice"),
])
def test_each_invariant_is_checked(spoil, words):
    before = _state()
    cards = {c for c, v in before["cards"].items() if not v["token"]}
    selfplay.check(before, None, cards)
    after = copy.deepcopy(before)
    spoil(after)
    with pytest.raises(selfplay.Violation, match=words):
        selfplay.check(after, before, cards)


def test_scores_never_decrease_and_a_winner_stays():
    before = _state()
    cards = {c for c, v in before["cards"].items() if not v["token"]}
    before["players"]["A"]["score"] = 3
    after = copy.deepcopy(before)
    after["players"]["A"]["score"] = 2
    with pytest.raises(selfplay.Violation, match="score went down"):
        selfplay.check(after, before, cards)
    before["winner"], after["winner"] = "A", "B"
    after["players"]["A"]["score"] = 3
    with pytest.raises(selfplay.Violation, match="winner changed"):
        selfplay.check(after, before, cards)


def test_random_decks_widen_with_the_pool():
    """The deck builder draws from whatever the engine implements: a smaller pool gives decks from it only."""
    small = copy.copy(POOL)
    small.legends = POOL.legends[:1]
    d = selfplay.random_deck(random.Random(0), small)
    assert d["legend"] == POOL.legends[0][0].name
    deck.check(d, "A")


def test_a_match_is_best_of_three_and_used_battlefields_are_not_presented_again(monkeypatch):
    """486.5-486.6: a won game removes the battlefields used; a game without a winner lets them be reused."""
    results = iter([selfplay.Outcome("won", "A"), selfplay.Outcome("drawn"), selfplay.Outcome("won", "B"),
                    selfplay.Outcome("won", "A")])
    used: list[dict] = []

    def fake(game, rng, max_steps, check_legal=False):
        used.append({p: d["battlefield"] for p, d in game["decks"].items()})
        return next(results)

    monkeypatch.setattr(selfplay, "play_game", fake)
    out, games = selfplay.play_match(random.Random(0), POOL, selfplay.MODES["match"], 100)
    assert (out.status, out.winner, games) == ("won", "A", 4)
    for p in "AB":
        assert used[0][p] not in (used[1][p], used[2][p], used[3][p])  # removed after game 1 was won
        assert used[2][p] != used[3][p]  # game 3 was won too
    assert len({u["A"] for u in used[1:]} | {used[0]["A"]}) <= 3


def test_reproducers_go_to_a_folder_made_if_missing_and_a_failed_save_never_stops_the_run(tmp_path, capsys):
    out = tmp_path / "new" / "folder"
    counts = selfplay.run(1, seed=3, mode="duel", out=out, max_steps=5)
    assert counts["violation"] == 1 and (out / "selfplay-3-0.json").exists()
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    counts = selfplay.run(2, seed=3, mode="duel", out=blocker, max_steps=5)
    lines = capsys.readouterr().out.strip().splitlines()
    assert counts["violation"] == 2 and sum("reproducer not saved" in x for x in lines) == 2
    assert lines[-1] == "2 games, 0 won, 0 drawn, 2 invariant violations, 0 engine errors"
