"""Invariance variants (conformance/variants.py): each rewrite, its soundness skips, and that
``--variants`` passes the reference engine and catches engines keyed on names."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conformance import cli, variants
from conformance.adapters.reference import ReferenceAdapter
from conformance.loader import load_scenario
from conformance.runner import run_scenario

ROOT = Path(__file__).resolve().parents[1]
TANK = ROOT / "scenarios/combat/cmb05-tank-must-be-assigned-lethal-first.yaml"
LOOSE_CANNON = ROOT / "scenarios/abilities/if-clause-in-the-effect-is-checked-on-resolution.yaml"


def variant(path: Path, kind: str) -> variants.Variant:
    (one,) = variants.generate(load_scenario(path), [kind])
    return one


def test_seats_swap_every_player_name_and_keep_the_turn_order():
    v = variant(TANK, "seats").scenario
    assert v.id == "cmb05-tank-must-be-assigned-lethal-first~seats" and v.variant_of
    assert v.setup["order"] == ["B", "A"] and list(v.setup["players"]) == ["B", "A"]
    assert v.setup["turn"]["active"] == "B"
    assert v.setup["players"]["B"]["base"][0]["id"] == "brute"
    assert v.setup["battlefields"][0]["controller"] == "A"
    assert {s.data["player"] for s in v.steps if hasattr(s, "data")} == {"A", "B"}
    assert v.steps[0].data == {"player": "B", "move": ["brute"], "to": "bf1"}
    assert v.expect.fields["battlefields"]["bf1"]["controller"] == "A"


def test_names_rename_every_instance_everywhere_in_reverse_order():
    v = variant(TANK, "names").scenario
    text = json.dumps([v.setup, [getattr(s, "data", None) or s.fields for s in v.steps], v.expect.fields])
    for old in ("brute", "wall", "p1", "p2", "bf1"):
        assert f'"{old}"' not in text
    ids = variants.instance_ids(v.setup)
    original = variants.instance_ids(load_scenario(TANK).setup)
    assert sorted(ids, reverse=True) == [dict(zip(original, ids))[o] for o in sorted(original)]
    assert v.steps[0].data["to"] in ids and v.setup["players"]["B"] == {}


def test_chain_references_follow_their_card():
    assert variants.rename(["darius.trigger.2", "darius", "x.ability"], {"darius": "v001"}) == \
        ["v001.trigger.2", "v001", "x.ability"]
    assert variants.rename({"card": "Darius", "keywords": ["A"], "player": "A"}, {"A": "B"}) == \
        {"card": "Darius", "keywords": ["A"], "player": "B"}


def test_extra_cards_widen_the_zone_expectations():
    s = load_scenario(ROOT / "scenarios/timing/cleanup-runs-after-each-resolution.yaml")
    (v,) = variants.generate(s, ["extra-cards"])
    players = v.scenario.setup["players"]
    assert players["A"]["hand"][-1]["id"] == "variant_hand_gear_a"
    assert players["B"]["base"][-1]["id"] == "variant_base_gear_b"
    assert players["B"]["deck"][-1]["id"] == "variant_deck_unit_b" and "deck" not in players["A"]
    check = next(st for st in v.scenario.steps if hasattr(st, "fields") and "players" in st.fields)
    assert check.fields["players"]["B"]["hand"] == ["b1", "variant_hand_gear_b"]


def test_unsound_variants_are_skipped_with_their_reason():
    declared = variant(LOOSE_CANNON, "extra-cards")
    assert declared.skip and "counts the cards in hand" in declared.skip
    engine = ReferenceAdapter()
    record = run_scenario(declared.scenario, engine, engine.describe())
    assert record.status == "skipped" and "variant extra-cards skipped" in record.reason
    rearranged = variant(ROOT / "scenarios/scoring/faq23-conquer-trigger-goes-on-the-chain-after-scoring.yaml",
                         "extra-cards").scenario
    assert all(c["id"] != "variant_deck_unit_a" for c in rearranged.setup["players"]["A"].get("deck", ()))
    nothing = variant(ROOT / "scenarios/timing/a-full-round-awakens-holds-channels-and-draws.yaml", "zone-order")
    assert nothing.skip == "no unordered zone holds two cards or more"


def test_zone_order_reverses_unordered_zones_but_never_decks_or_the_trash():
    v = variant(ROOT / "scenarios/combat/cmb05-two-tanks-then-the-rest.yaml", "zone-order").scenario
    assert [u["id"] for u in v.setup["battlefields"][0]["units"]] == ["plain2", "plain", "tank_l", "tank_s"]
    # a burn out recycles the trash in its order (the suite has no randomness): the trash is never reversed
    burn = variant(ROOT / "scenarios/scoring/burn-out-recycles-the-trash-then-finishes-the-draw.yaml", "zone-order")
    assert burn.skip == "no unordered zone holds two cards or more"
    assert [c["id"] for c in burn.scenario.setup["players"]["B"]["trash"]] == ["t1", "t2"]


def test_unknown_kinds_are_refused():
    assert variants.parse_kinds(None) == variants.KINDS
    assert variants.parse_kinds("seats, names") == ("seats", "names")
    with pytest.raises(ValueError, match="unknown variant 'sideways'"):
        variants.parse_kinds("seats,sideways")


@pytest.mark.parametrize("engine, kind", [("name_keyed:SortedSeats", "seats"),
                                          ("name_keyed:BattlefieldsByName", "names")])
def test_run_variants_catches_an_engine_keyed_on_names(tmp_path, monkeypatch, engine, kind):
    monkeypatch.syspath_prepend(str(ROOT / "tests" / "fakes"))
    monkeypatch.chdir(tmp_path)
    code = cli.main(["run", "--variants", str(TANK), "--engine", engine, "--reports", "out"])
    assert code == 1
    statuses = {json.loads(line)["scenario"]: json.loads(line)["status"]
                for line in (tmp_path / "out" / "results.jsonl").read_text().splitlines()}
    base = "cmb05-tank-must-be-assigned-lethal-first"
    assert statuses[base] == "passed"  # the scenario as written cannot tell
    assert statuses[f"{base}~{kind}"] == "failed"
    assert [k for k, v in statuses.items() if v == "failed"] == [f"{base}~{kind}"]


def test_variant_chooses_kinds_and_refuses_unknown_ones(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert cli.main(["run", str(TANK), "--variant", "seats", "--variant", "names", "--reports", "out"]) == 0
    ids = [json.loads(line)["scenario"] for line in (tmp_path / "out" / "results.jsonl").read_text().splitlines()]
    assert sorted(i.split("~")[-1] for i in ids) == ["cmb05-tank-must-be-assigned-lethal-first", "names", "seats"]
    assert cli.main(["run", str(TANK), "--variant", "sideways", "--reports", "out"]) == 4
    assert "--variant: unknown variant 'sideways'" in capsys.readouterr().err


def test_run_variants_passes_the_reference_engine(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    folder = ROOT / "scenarios/combat"
    assert cli.main(["run", str(folder), "--variants", "--reports", "out"]) == 0
    records = [json.loads(line) for line in (tmp_path / "out" / "results.jsonl").read_text().splitlines()]
    kinds = {r["scenario"].split("~")[1] for r in records if "~" in r["scenario"] and r["status"] == "passed"}
    assert kinds == set(variants.KINDS)
