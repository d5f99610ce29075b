"""The Jinja2 environment shared by the dashboard and the diff page: templates shipped in
``conformance/report/templates``, autoescaped, with the inline stylesheet and script they embed."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape


def _compact(value: Any) -> str:
    """A checkpoint value as one short line (lists and mappings as JSON)."""
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


@cache
def environment() -> Environment:
    env = Environment(loader=PackageLoader("conformance.report", "templates"),
                      autoescape=select_autoescape(["html", "j2"]), trim_blocks=True, lstrip_blocks=True)
    env.filters["compact"] = _compact
    return env


def render(template: str, **context: Any) -> str:
    return environment().get_template(template).render(**context)
