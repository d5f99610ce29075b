"""What a citation points at: a Core Rules v1.4 number (its section heading from the project's own index,
and the official rules document) or a ruling ID (its summary, read through :func:`ruling`).

``conformance/data/rulings.json`` holds the seed ruling IDs (``{"ids": [...], "groups": {...}}``); a
fuller catalogue may add per-ruling entries (``{"rulings": {ID: {...}}}`` or ``{"rulings": [{id, ...}]}``)
with a summary, a title or a URL. :func:`ruling` reads either, so pages never depend on the file's shape.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from conformance import resources
from conformance.report.stats import rule_index, section_of, top_rule

#: The official Core Rules v1.4 document (Riot Games), which the project's rule index numbers follow.
RULES_URL = "https://cmsassets.rgpub.io/sanity/files/dsfx7636/news_live/e9ac8e3d33e0f78cef296f5945aba7bc1313b086.pdf"


def rule(number: str) -> dict[str, Any]:
    """A rule number's place in v1.4: ``{number, top, section, heading, known}``."""
    index = rule_index()
    section = section_of(number)
    return {"number": number, "top": top_rule(number), "section": section,
            "heading": index["sections"].get(section, "(unknown section)"),
            "known": number in _numbers()}


@cache
def _numbers() -> frozenset[str]:
    return frozenset(rule_index()["numbers"])


@cache
def _rulings() -> dict[str, dict[str, Any]]:
    data = resources.data("rulings.json")
    entries: dict[str, dict[str, Any]] = {i: {} for i in data.get("ids", ())}
    catalogue = data.get("rulings")
    if isinstance(catalogue, dict):
        entries.update({str(k): dict(v) if isinstance(v, dict) else {"summary": str(v)} for k, v in catalogue.items()})
    elif isinstance(catalogue, list):
        entries.update({str(e["id"]): dict(e) for e in catalogue if isinstance(e, dict) and "id" in e})
    groups = data.get("groups", {})
    for ident, entry in entries.items():
        entry.setdefault("group", groups.get(ident.split("-")[0], ""))
    return entries


def ruling(ident: str) -> dict[str, Any]:
    """``{id, known, summary, group, url}`` for a ruling ID (summary and url may be empty)."""
    entry = _rulings().get(ident)
    if entry is None:
        return {"id": ident, "known": False, "summary": "", "group": "", "url": ""}
    summary = entry.get("summary") or entry.get("title") or entry.get("question") or ""
    return {"id": ident, "known": True, "summary": str(summary), "group": str(entry.get("group", "")),
            "url": str(entry.get("url") or "")}
