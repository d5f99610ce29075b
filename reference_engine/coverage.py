"""Which official cards the reference engine implements: a report over the whole catalogue.

``python -m reference_engine.coverage [--type TYPE ...] [--set SET ...] [-v]`` prints how many cards each
kind of implementation covers: a hand-written module (``cards/``), a compiled effect spec
(``cards/compiled.py``), keywords only (implemented generically), or not implemented. ``--type``
(repeatable, any case: ``Legend``, ``unit``) keeps only cards of those types; ``--set`` (repeatable, a set
code such as ``OGN`` or ``sfd``) only cards printed in those sets; ``-v`` also lists the cards not
implemented, one a line.

This is a tool, not part of the machinery: it imports ``reference_engine.cards`` to fill the registry.
Whether one card is implemented is decided by ``implemented.missing`` (setup uses it to refuse a card).
"""

from __future__ import annotations

import argparse
from collections.abc import Iterable

from . import cards as _cards  # noqa: F401  (fills the registry)
from . import catalogue
from .behaviour import registered
from .implemented import GENERIC_KEYWORDS, missing

__all__ = ["GENERIC_KEYWORDS", "SETS", "TYPES", "missing", "registered", "summary", "table", "main"]

#: The card types of the catalogue (``CardFacts.type``).
TYPES = ("unit", "spell", "gear", "legend", "battlefield", "rune")
#: The set codes of the catalogue (``CardFacts.sets``), oldest first.
SETS = ("OGN", "OGS", "SFD", "UNL", "VEN")
KINDS = (("module", "hand-written module"), ("spec", "compiled effect spec"),
         ("keywords", "keywords only (implemented generically)"), ("missing", "not implemented"))


def _chosen(values: Iterable[str] | None, allowed: Iterable[str], what: str, case) -> frozenset[str] | None:
    """The filter values, normalised by ``case``; an unknown one is a ValueError naming the allowed ones."""
    if values is None:
        return None
    chosen = frozenset(case(v) for v in values)
    unknown = sorted(chosen - set(allowed))
    if unknown:
        raise ValueError(f"unknown {what} {unknown[0]!r}; expected one of: {', '.join(allowed)}")
    return chosen


def _types(types: Iterable[str] | None) -> frozenset[str] | None:
    return _chosen(types, TYPES, "card type", str.lower)


def _sets(sets: Iterable[str] | None) -> frozenset[str] | None:
    return _chosen(sets, SETS, "set", str.upper)


def summary(types: Iterable[str] | None = None, sets: Iterable[str] | None = None) -> dict[str, list[str]]:
    """Every catalogue card (of ``types`` and printed in ``sets``, if given) by how it is implemented:
    ``module``, ``spec``, ``keywords`` (no text beyond supported keywords) or ``missing``."""
    chosen, printed_in = _types(types), _sets(sets)
    out: dict[str, list[str]] = {kind: [] for kind, _ in KINDS}
    modules = registered()
    for name in catalogue.names():
        facts = catalogue.lookup(name)
        if chosen is not None and facts.type not in chosen or printed_in is not None and \
                not printed_in & set(facts.sets):
            continue
        if name in modules:
            out["module"].append(name)
        elif missing(facts) is not None:
            out["missing"].append(name)
        elif facts.has_rules_text or facts.effects:  # keyword lines may carry a spec (Equip, Vision, Flow)
            out["spec"].append(name)
        else:
            out["keywords"].append(name)
    return out


def table(types: Iterable[str] | None = None) -> list[dict[str, str | None]]:
    """One plain entry per catalogue card (of ``types``), by name: ``name``, ``type``, ``sets``, ``how``
    (``module``, ``spec``, ``keywords`` or ``missing``), ``module`` (the dotted name of its hand-written
    module, or None) and ``problem`` (why it cannot be played, or None)."""
    kind_of = {name: kind for kind, names in summary(types).items() for name in names}
    modules = registered()
    return [{"name": name, "type": catalogue.lookup(name).type, "sets": list(catalogue.lookup(name).sets),
             "how": kind, "module": type(modules[name]).__module__ if name in modules else None,
             "problem": missing(catalogue.lookup(name)) if kind == "missing" else None}
            for name, kind in sorted(kind_of.items())]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m reference_engine.coverage",
                                     description="How the catalogue's cards are implemented by the reference engine.")
    parser.add_argument("--type", action="append", dest="types", metavar="TYPE",
                        help=f"only cards of this type (repeatable): {', '.join(TYPES)}")
    parser.add_argument("--set", action="append", dest="sets", metavar="SET",
                        help=f"only cards printed in this set (repeatable): {', '.join(SETS)}")
    parser.add_argument("-v", "--verbose", action="store_true", help="list the cards not implemented")
    args = parser.parse_args(argv)
    try:
        counts = summary(args.types, args.sets)
    except ValueError as exc:
        parser.error(str(exc))
    for kind, label in KINDS:
        print(f"{len(counts[kind]):4d}  {label}")
    if args.verbose:
        for name in counts["missing"]:  # none missing: nothing more
            print(name)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
