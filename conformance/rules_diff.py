"""``riftbound-conformance rules``: the Core Rules patch as data (conformance/rulesmap.py).

* ``rules diff 1.3 1.4 [--behaviour | --class C] [--json]``  every v1.4 rule with its v1.3 number and class
  (or the behaviour changes only), then the counts of each class;
* ``rules translate 459.2.b.1 --from 1.3``  a citation's number in the other version.

Exit 0; 2 when no map is shipped for the versions or a number is not a rule of its version.
"""

from __future__ import annotations

import argparse
import json
import sys

from conformance import rulesmap


def _diff(args: argparse.Namespace) -> int:
    try:
        patch = rulesmap.load(args.base, args.new)
    except rulesmap.UnknownVersions as exc:
        print(f"rules diff: {exc}", file=sys.stderr)
        return 2
    kind = "behaviour" if args.behaviour else args.kind
    entries = patch.of_class(kind) if kind else list(patch.entries)
    if args.json:
        print(json.dumps({"from": patch.base, "to": patch.new, "class": kind, "counts": patch.counts,
                          "rules": [{"rule": e.rule, "old": e.old, "supersedes": e.supersedes or None,
                                     "class": e.kind, "note": e.note,
                                     "mechanism": e.mechanism, "reviewed": e.reviewed} for e in entries],
                          "removed": [] if kind else list(patch.removed)}, indent=1))
        return 0
    print(f"{'v' + patch.new:<14}{'v' + patch.base:<14}{'class':<12}note")
    for e in entries:
        note = e.note + (f" [engine: {e.mechanism}]" if e.mechanism else "")
        flag = "" if e.reviewed else " (unreviewed)"
        was = e.old or (f"({e.supersedes})" if e.supersedes else "-")  # (n): the rule a new one supersedes
        print(f"{e.rule:<14}{was:<14}{e.kind + flag:<12}{note}".rstrip())
    if not kind:
        for number in patch.removed:
            print(f"{'-':<14}{number:<14}removed")
    print(f"{len(entries)} rules listed; v{patch.new} has " +
          ", ".join(f"{patch.counts.get(c, 0)} {c}" for c in rulesmap.CLASSES) +
          f"; {patch.counts.get('removed', 0)} v{patch.base} rules removed, "
          f"{patch.counts.get('unreviewed', 0)} unreviewed", file=sys.stderr)
    return 0


def _translate(args: argparse.Namespace) -> int:
    pairs = rulesmap.available()
    status = 0
    for number in args.numbers:
        pair = next(((a, b) for a, b in pairs if args.version in (a, b)), None)
        if pair is None:
            print(f"rules translate: no rules map covers {args.version}", file=sys.stderr)
            return 2
        patch = rulesmap.load(*pair)
        other = patch.base if args.version == patch.new else patch.new
        try:
            found = patch.translate(number, args.version)
        except KeyError as exc:
            hint = rulesmap.seed_citation(number) if args.version == "1.4" else None
            print(f"{number}: {exc.args[0]}" + (f" (the seed rulings' numbering: v1.4 {hint})" if hint else ""),
                  file=sys.stderr)
            status = 2
            continue
        entry = patch.by_new.get(number if args.version == patch.new else found or "")
        kind = entry.kind if entry else "removed"
        print(f"{number} (v{args.version}) = {found or '-'} (v{other}), {kind}"
              + (f": {entry.note}" if entry and entry.note else ""))
    return status


def add_parser(commands) -> None:
    """Register ``rules`` and its verbs on the CLI's subcommands."""
    rules = commands.add_parser("rules", help="the Core Rules patch between two versions: diff, translate")
    verbs = rules.add_subparsers(dest="rules_command", required=True, metavar="VERB")
    diff = verbs.add_parser("diff", help="every rule of the later version with its earlier number and class")
    diff.add_argument("base", help="earlier rules version, e.g. 1.3")
    diff.add_argument("new", help="later rules version, e.g. 1.4")
    diff.add_argument("--behaviour", "--behavior", action="store_true",
                      help="only the rules whose change alters what happens in a game")
    diff.add_argument("--class", dest="kind", choices=rulesmap.CLASSES, help="only rules of this class")
    diff.add_argument("--json", action="store_true", help="print JSON for tools")
    diff.set_defaults(func=_diff)
    translate = verbs.add_parser("translate", help="a rule number's counterpart in the other version")
    translate.add_argument("numbers", nargs="+", help="rule numbers, e.g. 459.2.b.1")
    translate.add_argument("--from", dest="version", default="1.4", help="the version they are from (default 1.4)")
    translate.set_defaults(func=_translate)
