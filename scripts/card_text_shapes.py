"""Which line shapes stand between the cards the reference engine does not implement and a compiled spec.

    python scripts/card_text_shapes.py [CARDS_JSON] [--type unit --type spell ...] [--top 40] [--lines]

For every catalogue card not implemented (no module, no spec; ``reference_engine.coverage``) of the given
types (default: Unit, Spell, Gear), each text line (errata applied, as the catalogue build reads them) is
tried alone against the compiler's templates; the lines no template reads are grouped by shape (numbers as
N, keyword tokens as [K], the part after a trigger opening cut to its first words), and the shapes are
printed with how many lines and cards they hold, largest first. It also prints how many cards are one
unread line away from compiling, and those lines' shapes: the cheapest next templates. A measuring tool,
not part of the engine (the compiler never reads this).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from reference_engine import coverage  # noqa: E402
from reference_engine.catalogue.build import SET_ORDER, _newest  # noqa: E402
from reference_engine.catalogue.compile_effects import (compile_card, is_keyword_line, read_errata,  # noqa: E402
                                                        strip_reminder, text_lines)

DEFAULT_SOURCE = Path("/work/shared/reference/cards.json")


def card_lines(source: Path) -> dict[str, tuple[str, list[str]]]:
    """``{name: (type, lines)}`` as the catalogue build reads them (newest printing, errata applied)."""
    raw = json.loads(source.read_text(encoding="utf-8"))
    errata = read_errata(source.parent / "faq-errata")
    chosen: dict[str, dict] = {}
    for rec in raw["cards"]:
        if rec.get("type") is None:
            continue
        if rec["name"] not in chosen or _newest(rec) >= _newest(chosen[rec["name"]]):
            chosen[rec["name"]] = rec
    out = {}
    for name, rec in chosen.items():
        lines = text_lines(rec.get("text"), rec.get("effectText"))
        amended = errata.get(name)
        if amended is not None and _newest(rec) <= SET_ORDER.index(amended[0]):
            lines = amended[1] + ([rec["effectText"].strip()] if rec.get("effectText") else [])
        out[name] = (rec["type"].lower(), lines)
    return out


def shape(line: str, depth: int) -> str:
    """A line's shape: numbers as N, keywords as [K], cut to ``depth`` words after a trigger's comma."""
    s = strip_reminder(line)
    s = re.sub(r"\[\d+\]", "[N]", s)
    s = re.sub(r"\b\d+\b", "N", s)
    s = re.sub(r"\[(?:Assault|Shield|Deflect|Tank|Ganking|Backline|Hunt)(?: N)?\]", "[K]", s)
    head, comma, rest = s.partition(", ")
    if comma and head.startswith(("When ", "At ", "[Deathknell]", "[Legion]")):
        return head + ", " + " ".join(rest.split()[:depth]) + " ..."
    return " ".join(s.split()[:depth + 3]) + (" ..." if len(s.split()) > depth + 3 else "")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("source", nargs="?", type=Path, default=DEFAULT_SOURCE)
    ap.add_argument("--type", action="append", dest="types")
    ap.add_argument("--top", type=int, default=40)
    ap.add_argument("--depth", type=int, default=3, help="words kept after a trigger's opening")
    ap.add_argument("--lines", action="store_true", help="print the one unread line of each near card")
    args = ap.parse_args(argv)
    types = tuple(t.lower() for t in (args.types or ("unit", "spell", "gear")))
    missing = set(coverage.summary(types)["missing"])
    lines_of = card_lines(args.source)
    shapes: dict[str, list[str]] = defaultdict(list)
    near: list[tuple[str, str]] = []
    for name in sorted(missing):
        card_type, lines = lines_of[name]
        unread = [ln for ln in lines if not is_keyword_line(ln) and compile_card(card_type, [ln]) is None]
        for ln in unread:
            shapes[shape(ln, args.depth)].append(name)
        if len(unread) == 1:
            near.append((name, unread[0]))
    print(f"{len(missing)} cards not implemented ({', '.join(types)}); {len(near)} are one line away")
    print("\nunread line shapes (lines, cards):")
    for s, names in sorted(shapes.items(), key=lambda kv: -len(kv[1]))[:args.top]:
        print(f"{len(names):4d} {len(set(names)):4d}  {s}")
    print("\nthe one unread line of the near cards, by shape:")
    for s, n in Counter(shape(ln, args.depth) for _, ln in near).most_common(args.top):
        print(f"{n:4d}  {s}")
    if args.lines:
        for name, ln in near:
            print(f"{name}: {ln}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
