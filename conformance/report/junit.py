"""JUnit XML for CI: a scenario that ended with an engine-side status is an ``<error>`` (the engine could
not be judged), a rules divergence a ``<failure>``. pytest's junitxml files every failed call as a
failure; :func:`mark_engine_errors` rewrites the finished file, finding the test cases by the
``riftbound_status`` property the scenario items record, and fixes the suite's counts.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from conformance.collect import ENGINE_STATUSES as ENGINE_SIDE


def log_xml(config: pytest.Config):
    """pytest's LogXML plugin object when ``--junitxml`` is given, else None."""
    from _pytest.junitxml import xml_key

    return config.stash.get(xml_key, None)


def _status(case: ET.Element) -> str | None:
    for prop in case.iter("property"):
        if prop.get("name") == "riftbound_status":
            return prop.get("value")
    return None


def mark_engine_errors(path: Path) -> int:
    """Turn the ``<failure>`` of each engine-side test case into ``<error>``; returns how many."""
    tree = ET.parse(path)
    root = tree.getroot()
    suites = [root] if root.tag == "testsuite" else list(root.iter("testsuite"))
    changed = 0
    for suite in suites:
        moved = 0
        for case in suite.iter("testcase"):
            status = _status(case)
            if status not in ENGINE_SIDE:
                continue
            for failure in case.findall("failure"):
                failure.tag = "error"
                failure.set("type", f"riftbound.{status}")
                moved += 1
        if moved:
            suite.set("failures", str(max(0, int(suite.get("failures", "0")) - moved)))
            suite.set("errors", str(int(suite.get("errors", "0")) + moved))
        changed += moved
    if changed and root.tag == "testsuites" and root.get("errors") is not None:
        root.set("failures", str(max(0, int(root.get("failures", "0")) - changed)))
        root.set("errors", str(int(root.get("errors", "0")) + changed))
    if changed:
        tree.write(path, encoding="utf-8", xml_declaration=True)
    return changed
