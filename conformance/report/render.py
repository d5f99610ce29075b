"""The Jinja2 environment shared by the dashboard, the diff page and the pytest-html extras: templates
shipped in ``conformance/report/templates``, autoescaped, with the inline stylesheet and script they
embed, and the helpers they call (``board``, ``divergence``, ``rule``, ``ruling``)."""

from __future__ import annotations

import base64
import gzip
import json
from functools import cache
from urllib.parse import urlsplit
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape
from markupsafe import Markup

from conformance import __version__
from conformance.report import citations
from conformance.report.board import render_board
from conformance.report.expected import divergence


def _compact(value: Any) -> str:
    """A checkpoint value as one short line (lists and mappings as JSON)."""
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def is_http(url: Any) -> bool:
    """Only http(s) sources become links (never ``javascript:`` or ``data:``)."""
    return isinstance(url, str) and url.lower().startswith(("http://", "https://"))


def _gzip64(html: str) -> str:
    """HTML gzipped and base64-encoded, for a page the browser unpacks when it is opened."""
    return base64.b64encode(gzip.compress(str(html).encode("utf-8"), compresslevel=6, mtime=0)).decode("ascii")


def short_url(url: str) -> str:
    """A URL as a short link label: its host and the last part of its path (and fragment)."""
    parts = urlsplit(url)
    tail = parts.path.rstrip("/").rsplit("/", 1)[-1] + (f"#{parts.fragment}" if parts.fragment else "")
    return f"{parts.netloc}/{tail}" if tail else parts.netloc or url


def _steps(narrative: list[str]) -> list[dict[str, Any]]:
    """Narrative lines as steps: each decision with the ``=>`` lines that follow it (what it led to), so
    a list numbers decisions only."""
    out: list[dict[str, Any]] = []
    for line in narrative or ():
        if line.startswith("  =>") and out:
            out[-1]["after"].append(line.strip()[2:].strip())
        else:
            out.append({"line": line, "after": []})
    return out


def _board(state: Any, highlight: Any = (), title: str = "") -> Markup:
    # render_board escapes every value it draws, so its SVG is safe to insert as markup.
    return Markup(render_board(state, highlight or (), title=title))


@cache
def environment() -> Environment:
    env = Environment(loader=PackageLoader("conformance.report", "templates"),
                      autoescape=select_autoescape(["html", "j2"]), trim_blocks=True, lstrip_blocks=True)
    env.filters["compact"] = _compact
    env.filters["steps"] = _steps
    env.filters["gzip64"] = _gzip64
    env.filters["short_url"] = short_url
    env.tests["http"] = is_http
    env.globals.update(suite_version=__version__, board=_board, divergence=divergence, rule=citations.rule, ruling=citations.ruling,
                       rules_url=citations.RULES_URL)
    return env


def render(template: str, **context: Any) -> str:
    return environment().get_template(template).render(**context)
