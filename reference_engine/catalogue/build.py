"""Build ``catalogue/cards.json`` (card facts only) from a card database export.

Run from the repository root, once, when the card database or the stand-in list changes::

    python -m reference_engine.catalogue.build PATH/TO/cards.json [conformance/data/stand-in-cards.yaml]

The output keeps facts only -- name, type, supertypes, domains, costs, Might, tags, keywords (with their
numbers, e.g. ``Assault 2``) and the sets that printed the card (``OGN`` ...) -- never the printed rules text. Where a name has several records (reprints with
updated wording), the record printed in the newest set wins. Two facts are derived from the text
(``compile_effects``): ``has_rules_text`` (text beyond keywords) and ``effects`` (a compiled effect spec,
or null), after the official errata (the ``faq-errata`` folder beside the card database) are applied.

The build round-trips: every compiled spec, rendered back to canonical text (``render.py``), must equal the
card's normalised printed text line for line, and the card's keyword lines must agree with its keywords,
numbers included; otherwise it prints the cards that do not and writes nothing (exit 1). A keyword
disagreement of a card without a spec is a warning.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from .compile_effects import compile_card, has_rules_text, read_errata, symbols, text_lines
from .render import check_card, keyword_problems, printed_keywords


class RoundTripError(ValueError):
    """Compiled specs that do not render back to their card's text: the build writes nothing."""

    def __init__(self, problems: dict[str, list[str]]):
        self.problems = problems
        lines = [f"{name}: {p}" for name, ps in sorted(problems.items()) for p in ps]
        super().__init__(f"{len(problems)} compiled cards do not round-trip:\n" + "\n".join(lines))

SET_ORDER = ["OGN", "OGS", "SFD", "UNL", "VEN"]
OUT = Path(__file__).with_name("cards.json")


def _newest(record: dict) -> int:
    best = -1
    for code in record.get("codes", []):
        prefix = code.split("-", 1)[0]
        if prefix in SET_ORDER:
            best = max(best, SET_ORDER.index(prefix))
    return best


def _sets(record: dict) -> set[str]:
    return {code.split("-", 1)[0] for code in record.get("codes", [])} & set(SET_ORDER)


def build(source: Path, errata_dir: Path | None = None, warnings: list[str] | None = None) -> dict:
    """The catalogue from a card database export. Every compiled spec must round-trip (``render.check_card``)
    and its card's keyword lines agree with its keywords, or ``RoundTripError`` is raised; keyword
    disagreements of cards without a spec are appended to ``warnings``."""
    raw = json.loads(source.read_text(encoding="utf-8"))
    errata = read_errata(errata_dir if errata_dir is not None else source.parent / "faq-errata")
    chosen: dict[str, dict] = {}
    printed_in: dict[str, set[str]] = {}
    for rec in raw["cards"]:
        if rec.get("type") is None:
            continue  # helper cards ("Buff", "XP Tracker") are not game cards
        name = rec["name"]
        printed_in.setdefault(name, set()).update(_sets(rec))
        if name not in chosen or _newest(rec) >= _newest(chosen[name]):
            chosen[name] = rec
    cards = {}
    failures: dict[str, list[str]] = {}
    for name in sorted(chosen):
        rec = chosen[name]
        cards[name] = {
            "name": name,
            "type": rec["type"].lower(),
            "supertypes": sorted(s.lower() for s in rec.get("superTypes") or []),
            "domains": [d.lower() for d in rec.get("domains") or []],
            "energy": rec.get("energy"),
            "power": rec.get("power"),
            "might": rec.get("might"),
            "might_bonus": rec.get("mightBonus"),
            "tags": list(rec.get("tags") or []),
            "keywords": list(rec.get("keywords") or []),
            "sets": sorted(printed_in[name], key=SET_ORDER.index),  # every set that printed it, oldest first
        }
        lines = text_lines(rec.get("text"), rec.get("effectText"))
        raw_lines = [symbols(ln.strip()) for ln in (rec.get("text") or "").split("\n") + [rec.get("effectText") or ""]]
        amended = errata.get(name)
        if amended is not None and _newest(rec) <= SET_ORDER.index(amended[0]):
            lines = amended[1] + (text_lines(rec["effectText"]) if rec.get("effectText") else [])
        # A keyword line the export printed without brackets lacks from its keywords (``bracket_bare_keyword``).
        cards[name]["keywords"] += [k for k in printed_keywords(lines) if k not in cards[name]["keywords"]
                                    and any(ln.startswith(f"[{k}] (") and ln not in raw_lines for ln in lines)]
        cards[name]["has_rules_text"] = has_rules_text(lines)
        # An Equipment's effect text (``effectText``, 136) is the attached unit's: compiled on its own.
        effect_text = lines[-1] if rec.get("effectText") else None
        text_only = lines[:-1] if rec.get("effectText") else lines
        compilable = bool(lines)  # keyword lines may carry costs (Flow, Equip, ...)
        cards[name]["effects"] = compile_card(cards[name]["type"], text_only, effect_text=effect_text) \
            if compilable else None
        keyword_issues = keyword_problems(cards[name]["keywords"], text_only)
        if cards[name]["effects"]:
            issues = check_card(cards[name]["type"], cards[name]["effects"], text_only, effect_text) + keyword_issues
            if issues:
                failures[name] = issues
        elif keyword_issues and warnings is not None:
            warnings += [f"{name}: {p}" for p in keyword_issues]
    if failures:
        raise RoundTripError(failures)
    return {"source": "official card gallery, 2026-07-20 export", "count": len(cards), "cards": cards}


def add_stand_ins(data: dict, path: Path) -> None:
    """Add the suite's stand-in cards (cards rulings name that are in no card database); their facts
    only, with the ``stand-in`` supertype."""
    import yaml

    for rec in yaml.safe_load(path.read_text(encoding="utf-8")) or []:
        data["cards"][rec["name"]] = {
            "name": rec["name"], "type": rec["type"].lower(), "supertypes": ["stand-in"],
            "domains": [d.lower() for d in rec.get("domains") or []], "energy": rec.get("energy"),
            "power": rec.get("power"), "might": rec.get("might"), "might_bonus": None,
            "tags": list(rec.get("tags") or []), "keywords": list(rec.get("keywords") or []), "sets": [],
            "has_rules_text": True, "effects": None,  # a ruling describes its text; a module implements it
        }
    data["count"] = len(data["cards"])


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) not in (1, 2):
        print("usage: python -m reference_engine.catalogue.build CARDS_JSON [STAND_INS_YAML]", file=sys.stderr)
        return 2
    warnings: list[str] = []
    try:
        data = build(Path(argv[0]), warnings=warnings)
    except RoundTripError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    for warning in warnings:
        print(f"warning: {warning}", file=sys.stderr)
    if len(argv) == 2:
        add_stand_ins(data, Path(argv[1]))
    OUT.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {data['count']} cards to {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
