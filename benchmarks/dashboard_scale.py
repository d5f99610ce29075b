"""Dashboard size and load time at scale: the shipped suite's dashboard against one for a generated suite
(default 5,000 scenarios), as ratios measured in one run.

The shipped suite runs once on the engine (results with their boards); the generated suite is the
shipped files copied under fresh IDs, each copy's record cloned from its original's, so the pages carry
real YAML, boards and narratives. Every ``--fail-every``-th record is turned into a failure at its last
kept state (so both dashboards have failure groups and expected/actual boards). For each dashboard it
prints the time to build it, its size, and, when headless Chromium and selenium are available, the time
the browser takes to load it (navigation start to the load event, and to the matrix's filter having run).

    python benchmarks/dashboard_scale.py [--count 5000] [--fail-every 25] [--no-browser] [PATHS]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from conformance import resources  # noqa: E402
from conformance.loader import find_files, load_suite  # noqa: E402
from conformance.report import dashboard  # noqa: E402
from conformance.results.records import FailureDetail, ResultRecord  # noqa: E402
from conformance.results.stream import ResultsWriter  # noqa: E402
from conformance.session import RunSession  # noqa: E402

ID_LINE = re.compile(r"^id:.*$", re.M)
CHROMIUM, DRIVER = Path("/usr/bin/chromium"), shutil.which("chromedriver") or "/usr/bin/chromedriver"


def run_suite(paths: list[Path], engine: str) -> list[ResultRecord]:
    from conformance.adapters.registry import find

    session = RunSession(engine_name=engine, factory=find(engine))
    try:
        return [session.run(item.scenario)[0] for item in load_suite(paths) if item.scenario is not None]
    finally:
        session.close()


def failed_copy(record: ResultRecord) -> ResultRecord:
    """The record as a failure at its last kept state: priority expected to be the other player."""
    if not record.states:
        return record
    step = record.states[-1]["step"]
    actual = record.states[-1]["state"].get("priority")
    detail = FailureDetail("checkpoint", step, None, f"checkpoint {step} diverged",
                           [{"field": "priority", "expected": "B" if actual == "A" else "A", "actual": actual}])
    data = record.to_json()
    data.update(status="failed", failure=detail.to_json())
    return ResultRecord.from_json(data)


def write_suite(folder: Path, records: list[ResultRecord], count: int, fail_every: int) -> Path:
    """``count`` scenario files (copies under fresh IDs) under ``folder/scenarios`` and their results."""
    out = folder / "results.jsonl"
    with ResultsWriter(out) as writer:
        for i in range(count):
            original = records[i % len(records)]
            ident = original.scenario if i < len(records) else f"{original.scenario}-copy{i}"
            source = ROOT / original.path if not Path(original.path).is_absolute() else Path(original.path)
            target = folder / "scenarios" / Path(original.path).parent.name / f"{ident}.yaml"
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(ID_LINE.sub(f"id: {ident}", source.read_text(encoding="utf-8"), count=1),
                              encoding="utf-8")
            data = original.to_json()
            data.update(scenario=ident, path=target.relative_to(folder).as_posix())
            record = ResultRecord.from_json(data)
            writer.write(failed_copy(record) if fail_every and i % fail_every == fail_every - 1 else record)
    return out


def browser_load(page: Path) -> tuple[float, float] | None:
    """Seconds to the load event and to the matrix's filter having run, in headless Chromium."""
    try:
        from selenium import webdriver
    except ImportError:
        return None
    if not CHROMIUM.exists() or not Path(DRIVER).exists():
        return None
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    profile = tempfile.mkdtemp(prefix="bench-chromium-")
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--window-size=1400,1000",
                 "--disable-background-networking", f"--user-data-dir={profile}"):
        options.add_argument(flag)
    driver = webdriver.Chrome(options=options, service=webdriver.ChromeService(executable_path=DRIVER))
    try:
        driver.set_page_load_timeout(300)
        driver.get(page.as_uri())
        timing = driver.execute_script(
            "var t = performance.timing; return [t.loadEventEnd - t.navigationStart,"
            " t.domContentLoadedEventEnd - t.navigationStart];")
        shown = driver.find_element("id", "row-count").text
        assert "scenarios shown" in shown, shown
        return timing[0] / 1000, timing[1] / 1000
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def measure(label: str, results: Path, folder: Path, use_browser: bool) -> dict:
    cwd = os.getcwd()
    os.chdir(folder)  # the records' paths are relative to the generated suite
    try:
        start = time.perf_counter()
        page, problems = dashboard.build([results], folder / "index.html")
        built = time.perf_counter() - start
    finally:
        os.chdir(cwd)
    assert not problems, problems
    loaded = browser_load(page) if use_browser else None
    scenarios = sum(1 for _ in results.open(encoding="utf-8"))
    row = {"label": label, "scenarios": scenarios, "build": built, "bytes": page.stat().st_size,
           "load": loaded[0] if loaded else None, "ready": loaded[1] if loaded else None}
    load = f", loads in {row['load']:.2f} s (DOM ready {row['ready']:.2f} s)" if loaded else ""
    print(f"{label}: {scenarios} scenarios, {row['bytes'] / 1e6:.1f} MB, built in {built:.2f} s{load}")
    return row


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", help="scenario files or folders (default: the shipped suite)")
    parser.add_argument("--engine", default="reference")
    parser.add_argument("--count", type=int, default=5000, help="scenarios in the generated suite")
    parser.add_argument("--fail-every", type=int, default=25, help="every Nth record fails (0: none)")
    parser.add_argument("--no-browser", action="store_true", help="size and build time only")
    args = parser.parse_args(argv)
    paths = find_files([Path(p) for p in args.paths] or [resources.scenarios_dir()])
    records = run_suite(paths, args.engine)
    with tempfile.TemporaryDirectory(prefix="dashboard-scale-") as tmp:
        rows = []
        for label, count in (("shipped", len(records)), ("generated", args.count)):
            folder = Path(tmp) / label
            folder.mkdir()
            results = write_suite(folder, records, count, args.fail_every)
            rows.append(measure(label, results, folder, not args.no_browser))
    small, big = rows
    scale = big["scenarios"] / small["scenarios"]
    print(f"scenarios: x{scale:.1f}; size: x{big['bytes'] / small['bytes']:.1f}; "
          f"build time: x{big['build'] / small['build']:.1f}", end="")
    if small["load"] and big["load"]:
        print(f"; browser load time: x{big['load'] / small['load']:.1f}", end="")
    print()
    print(json.dumps({"rows": rows}, default=str))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
