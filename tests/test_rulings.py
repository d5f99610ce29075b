"""The rulings catalogue, each ruling's status, the linter's ruling-ID check and the rule-coverage data."""

from __future__ import annotations

import dataclasses
import importlib.util
import json
import os
import re
import sys
from pathlib import Path

import pytest

from conformance import resources, rule_coverage, rulings
from conformance.lint import ruling_ids
from conformance.loader import load_file
from scenario_text import passing

ROOT = Path(__file__).resolve().parent.parent
#: the reference material beside the checkout (or where RIFTBOUND_SHARED says): present at development time only
SHARED = Path(os.environ.get("RIFTBOUND_SHARED", ROOT.parent / "shared"))


def test_catalogue_has_every_source_and_the_seed_ids():
    catalogue = rulings.catalogue()
    counts: dict[str, int] = {}
    for r in catalogue.values():
        counts[r.source] = counts.get(r.source, 0) + 1
    assert set(counts) == set(rulings.sources())
    assert counts["OGN-FAQ"] >= 120 and counts["SFD-FAQ"] >= 40 and counts["RBFAQ"] >= 160
    assert counts["VEGAS"] == 13
    assert set(ruling_ids()) <= set(catalogue)                 # the 80 seed IDs, still read by the old accessor


def test_every_entry_says_where_to_read_it_and_has_a_short_heading():
    for r in rulings.catalogue().values():
        assert r.heading and len(r.heading) <= 90, r.id
        if r.source == "RBFAQ":
            assert r.url and re.search(r"\.mdx#[a-z0-9-]+$", r.url) and r.id.split("#")[1] == r.url.split("#")[1]
        elif r.source in ("FAQ", "TIM", "CMB"):
            assert r.url is None and re.fullmatch(r"seeds/[0-9a-z_]+\.txt#[0-9]+", r.document)
        else:
            assert r.url.startswith("https://") and "#:~:text=" in r.url, r.id


def test_statuses_encoded_not_yet_untestable_contradicts_and_same_as():
    rows = {row.ruling.id: row for row in rulings.statuses([
        ("s1", ["TIM-04"]), ("s2", ["UNL-FAQ-cleanup-happen-while-im-finalizing-card"]), ("s3", ["FAQ-47"])])}
    assert rows["TIM-04"].status == rulings.ENCODED and rows["TIM-04"].scenarios == ["s1"]
    assert rows["TIM-05"].status == rulings.NOT_YET
    assert rows["TIM-14"].scenarios == ["s2"]            # the seed restates that Unleashed FAQ answer
    assert rows["OGN-FAQ-limit-many-runes"].status == rulings.NOT_TESTABLE
    assert "contradicts v1.4 383.2.a.1" in rulings.describe(rows["FAQ-47"])
    assert rows["FAQ-47"].status == rulings.ENCODED


def test_not_yet_rulings_name_the_cards_an_engine_lacks():
    rows = {row.ruling.id: row for row in rulings.statuses([], implemented=lambda card: card != "Baited Hook")}
    assert rows["RBFAQ-baited-hook#illegal-target"].missing_cards == ["Baited Hook"]
    assert rows["RBFAQ-flash#target-in-base"].missing_cards == []
    assert "needs cards the reference engine lacks: Baited Hook" in rulings.describe(rows["RBFAQ-baited-hook#illegal-target"])


def test_a_needs_note_says_what_the_reference_engine_lacks(monkeypatch):
    # the catalogue may have no needs note left (each is dropped once its ruling is encoded): give one
    plain = {r.ruling.id: r for r in rulings.statuses([])}["RBFAQ-shadowblade-lurker#self-count"]
    needs = "an implemented card that plays a unit from the trash paying its Energy cost (Endless Riches)"
    row = dataclasses.replace(plain, status=rulings.NOT_YET, scenarios=[],
                              ruling=dataclasses.replace(plain.ruling, needs=needs))
    assert row.ruling.needs and "Endless Riches" in row.ruling.needs
    assert rulings.describe(row) == f"not yet (needs: {row.ruling.needs})"
    totals = {t["source"]: t for t in rulings.totals([row])}
    assert totals["RBFAQ"]["blocked_on_needs"] == 1
    assert rulings.to_json([row])["rulings"][0]["needs"] == row.ruling.needs
    encoded = rulings.statuses([("s", ["RBFAQ-shadowblade-lurker#self-count"])])
    assert {r.ruling.id: r for r in encoded}["RBFAQ-shadowblade-lurker#self-count"].status == rulings.ENCODED
    spec = importlib.util.spec_from_file_location("build_rulings_catalogue", ROOT / "scripts" / "build_rulings_catalogue.py")
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setattr(sys, "argv", ["build_rulings_catalogue.py"])
    spec.loader.exec_module(module)
    assert module._status("needs: a way to play it", "x") == {"needs": "a way to play it"}
    with pytest.raises(SystemExit, match="needs: <what>"):
        module._status("needs:", "x")


def test_totals_by_source_add_up():
    rows = rulings.statuses([("s", ["FAQ-01"])])
    totals = {t["source"]: t for t in rulings.totals(rows)}
    assert totals["FAQ"]["encoded"] == 1 and totals["FAQ"]["not-yet"] == 49 and totals["FAQ"]["rulings"] == 50
    assert sum(t["rulings"] for t in totals.values()) == len(rulings.catalogue())


def test_suggestions_for_mistyped_ids():
    assert rulings.suggest("OGN-FAQ-whats-standard-moves") == "OGN-FAQ-whats-standard-move"
    assert rulings.suggest("rbfaq-showdowns#showdown-closes") == "RBFAQ-showdowns#showdown-close"
    assert rulings.suggest("ZZZ-nothing-like-it-at-all") is None


def test_linter_refuses_an_unknown_ruling_with_a_suggestion(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(passing().replace("rulings: [TIM-04]", "rulings: [RBFAQ-showdowns#showdown-closed]"))
    errors = [str(e) for e in load_file(path).errors]
    assert len(errors) == 1 and "is not in the rulings catalogue: did you mean RBFAQ-showdowns#showdown-close?" in errors[0]
    assert ":3:20: source.rulings[0]:" in errors[0]


def test_catalogue_ids_and_urls_are_accepted(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(passing().replace("rulings: [TIM-04]", "rulings: [TIM-04, RBFAQ-showdowns#showdown-close, "
                                      "OGN-FAQ-whats-standard-move], urls: [\"https://example.org/a-ruling\"]"))
    assert load_file(path).errors == []


def test_rule_testability_data():
    skip = rule_coverage.not_testable()
    assert skip["101"].startswith("heading")                  # "Deck Construction"
    assert skip["427.1"].startswith("definition")             # banishing, defined
    assert "340.1" not in skip and "464.2.c.1" not in skip    # behaviour
    assert set(skip) <= set(resources.data("rules-v1.4.json")["numbers"])


def test_section_coverage_counts_testable_numbers_and_top_level_rules():
    sections = {s.section: s for s in rule_coverage.section_coverage(["340.1", "101"])}
    three = sections["3"]
    top = next(t for t in three.rules if t.number == "340")
    assert top.cited == ["340.1"] and top.cited_any and "340.1" not in top.uncited
    assert rule_coverage.share(list(sections.values()))[0] == 1      # 101 is not testable, so not counted
    one = sections["1"].to_json()
    assert "101" not in one["top_level_uncited"] or any(n.startswith("101.") for n in one["uncited"])
    assert one["cited"] == 0 and one["testable"] > 250


@pytest.mark.skipif(not (SHARED / "reference").is_dir(), reason="the reference material is not beside the checkout")
@pytest.mark.parametrize("script, output", [("build_rulings_catalogue.py", "rulings-catalogue.json"),
                                            ("build_rule_testability.py", "rule-testability-v1.4.json")])
def test_generated_data_matches_its_generator(script, output, monkeypatch):
    spec = importlib.util.spec_from_file_location(script[:-3], ROOT / "scripts" / script)
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setattr(sys, "argv", [script])
    spec.loader.exec_module(module)
    if script.startswith("build_rulings"):
        module.REFERENCE, module.SEEDS = SHARED / "reference", SHARED / "seeds" / "INDEX.md"
        built = module.build(module.collect(), module.read_notes(module.NOTES))
    else:
        built = module.build(SHARED / module.RULES)
    assert built == json.loads((resources.DATA / output).read_text(encoding="utf-8"))


def test_shipped_scenarios_cite_catalogued_rulings_by_id_not_by_url():
    """A URL stays allowed only for a ruling outside the catalogue (the Core Rules PDF, other pages)."""
    from conformance.loader import load_suite

    catalogued_pages = ("riftbound.leagueoflegends.com/en-us/news/rules-and-releases/", "ZanderH-code/riftboundoc",
                        "grentontv.github.io/Riftbound-RQ-Vegas-2026-Rulings", "ChristianIvicevic/riftboundfaq")
    offenders = [(item.scenario.id, url) for item in load_suite([resources.scenarios_dir()]) if item.scenario
                 for url in item.scenario.urls if any(page in url for page in catalogued_pages)]
    assert offenders == []


def test_dashboard_coverage_map_counts_testable_numbers_and_hides_untestable_rules():
    from conformance.report import stats
    from conformance.report.runs import ScenarioInfo

    info = ScenarioInfo("s", "t", "sum", "p", "timing", (), ("340.1", "102.1"), ())
    groups = {g["section"]: g for g in stats.coverage({"s": info})}
    assert groups["3"]["cited_numbers"] == 1 and groups["3"]["testable_numbers"] == sum(
        len(t.testable) for t in next(s for s in rule_coverage.section_coverage([]) if s.section == "3").rules)
    assert "101" not in groups["1"]["uncovered"] and "103" not in groups["1"]["uncovered"] and "108" in groups["1"]["uncovered"]  # a heading; deck building
