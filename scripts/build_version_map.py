"""Dev-time generator: the map between two Core Rules texts (conformance/data/rules-map-1.3-1.4.json).

For every rule of the new text it records the old text's number (if any) and a class:

* ``unchanged``   same number, same text (spacing, case and spaces before punctuation ignored);
* ``renumbered``  same text under another number;
* ``reworded``    similar text (difflib ratio >= 0.6, or 90% of the shorter text inside the longer one, in
                  the same stretch of the document), same meaning;
* ``behaviour``   similar text whose change alters what happens in a game;
* ``new``         no old rule matches.

The first two are decided by the text alone. ``reworded`` and ``new`` rules are read by a person and their
verdicts kept in a review file (scripts/rules-review-1.3-1.4.yaml: ``class`` and a short note of our own per
rule); a similar rule the review marks ``behaviour`` becomes a behaviour change, a new rule may be marked
``behaviour`` too (it adds a rule that changes play). A rule nobody has read yet keeps its textual class and
``reviewed: false``. Old rules that match nothing are listed as ``removed``. Only numbers, classes, similarity
ratios and our notes are written; the rules' text is not copied.

    python scripts/build_version_map.py            # v1.3 -> v1.4 from ../shared/reference
    python scripts/build_version_map.py --show reworded [--from N] [--count K]   # side-by-side word diffs,
                                                   # to read and classify (prints rules' text, never saved)
"""

from __future__ import annotations

import argparse
import difflib
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from build_rule_index import ROOT, RULE, TEXTS  # noqa: E402  (the same rule numbers as the indexes)

OLD, NEW = "1.3", "1.4"
OLD_TEXT, NEW_TEXT = TEXTS[OLD], TEXTS[NEW]
REVIEW = ROOT / "scripts" / "rules-review-1.3-1.4.yaml"
OUTPUT = ROOT / "conformance" / "data" / "rules-map-1.3-1.4.json"

SIMILAR = 0.6        # difflib ratio from which two rules count as one rule reworded
CONTAINED = 0.9     # ... or when 90% of the shorter text is found in the longer one
#: The seed rulings quote an October 2026 text that is not available; three of their citations (none of them a
#: v1.4 or v1.3 rule) are v1.4 rules two numbers higher. The map records that offset, checked against them,
#: so the linter can suggest the v1.4 number.
SEED_NUMBERING = {"about": "seed citations 466-470 are v1.4 464-468 numbered two higher (inferred from the "
                           "evidence; the October 2026 text is not available)",
                  "first": 466, "last": 470, "offset": -2,
                  "evidence": {"466.2.c.1": "464.2.c.1", "467.2.c.3": "465.2.c.3", "468.5.d": "466.5.d"}}
CLASSES = ("unchanged", "renumbered", "reworded", "behaviour", "new")


def read_rules(path: Path) -> dict[str, str]:
    """Rule number -> text, in document order (the first line of a number wins)."""
    rules: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        match = RULE.match(line)
        if match and match.group(1) not in rules:
            rules[match.group(1)] = line[match.end():]
    return rules


def normal(text: str) -> str:
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    text = text.replace("\u2014", "-").replace("\u2013", "-")
    text = re.sub(r"\s+([,.;:!?)])", r"\1", text)
    return re.sub(r"\s+", " ", text).strip().lower()


def match(old: dict[str, str], new: dict[str, str]) -> dict[str, tuple[str | None, str, float]]:
    """New rule number -> (old number or None, textual class, similarity ratio)."""
    old_numbers, new_numbers = list(old), list(new)
    old_norm = {n: normal(t) for n, t in old.items()}
    new_norm = {n: normal(t) for n, t in new.items()}
    result: dict[str, tuple[str | None, str, float]] = {}
    used: set[str] = set()
    # 1. exact: same number, same text
    for n in new_numbers:
        if n in old and old_norm[n] == new_norm[n]:
            result[n] = (n, "unchanged", 1.0)
            used.add(n)
    # 2. renumbered: same text elsewhere; among several, the one nearest in relative position
    by_text: dict[str, list[str]] = {}
    for n in old_numbers:
        if n not in used:
            by_text.setdefault(old_norm[n], []).append(n)
    position_old = {n: i / len(old_numbers) for i, n in enumerate(old_numbers)}
    position_new = {n: i / len(new_numbers) for i, n in enumerate(new_numbers)}
    for n in new_numbers:
        if n in result:
            continue
        candidates = [c for c in by_text.get(new_norm[n], ()) if c not in used]
        if candidates:
            best = min(candidates, key=lambda c: abs(position_old[c] - position_new[n]))
            result[n] = (best, "renumbered", 1.0)
            used.add(best)
    # 3. reworded: similar text between the same anchors (the rules matched so far, in order)
    anchors = sorted((new_numbers.index(n), old_numbers.index(result[n][0])) for n in result)
    old_index = {n: i for i, n in enumerate(old_numbers)}
    for i, n in enumerate(new_numbers):
        if n in result:
            continue
        before = max((o for ni, o in anchors if ni < i), default=-1)
        after = min((o for ni, o in anchors if ni > i and o > before), default=len(old_numbers))
        window = [c for c in old_numbers[max(0, before - 3):after + 4] if c not in used]
        best, best_ratio = None, 0.0
        for c in window:
            sm = difflib.SequenceMatcher(None, old_norm[c], new_norm[n], autojunk=False)
            ratio = sm.ratio() if sm.quick_ratio() >= SIMILAR else 0.0
            if ratio < SIMILAR and len(old_norm[c]) >= 40 and len(new_norm[n]) >= 40:
                # one text kept whole inside the other (an example or a clause added): the shorter text's
                # share of matching characters counts instead
                shared = sum(b.size for b in sm.get_matching_blocks())
                if shared / min(len(old_norm[c]), len(new_norm[n])) >= CONTAINED:
                    ratio = SIMILAR
            ratio += 0.05 if c == n else 0.0   # the same number breaks near-ties
            if ratio > best_ratio:
                best, best_ratio = c, ratio
        if best is not None and best_ratio >= SIMILAR:
            result[n] = (best, "reworded", round(min(best_ratio, 1.0), 3))
            used.add(best)
            anchors.append((i, old_index[best]))
            anchors.sort()
        else:
            result[n] = (None, "new", 0.0)
    return result


CROSS_REFERENCE = re.compile(r"\b[0-9]{3}(?:\.[0-9a-z]+)*\b\.?")


def references_only(old_text: str, new_text: str) -> bool:
    """The two texts differ only in the numbers of the rules they point to (and typography)."""
    return CROSS_REFERENCE.sub("#", normal(old_text)) == CROSS_REFERENCE.sub("#", normal(new_text))


def load_review(path: Path) -> dict[str, dict]:
    if not path.is_file():
        return {}
    import yaml

    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    review = {}
    for number, entry in data.items():
        entry = {"class": entry} if isinstance(entry, str) else dict(entry)
        if entry.get("class") not in CLASSES:
            raise SystemExit(f"{path}: rule {number}: class {entry.get('class')!r} is not one of {CLASSES}")
        review[str(number)] = entry
    return review


def build(old_path: Path = OLD_TEXT, new_path: Path = NEW_TEXT, review_path: Path = REVIEW) -> dict:
    old, new = read_rules(old_path), read_rules(new_path)
    matched = match(old, new)
    review = load_review(review_path)
    unknown = sorted(set(review) - set(new))
    if unknown:
        raise SystemExit(f"{review_path}: not rules of v{NEW}: {', '.join(unknown)}")
    rules = []
    for n in new:
        previous, textual, ratio = matched[n]
        entry: dict = {"rule": n, "old": previous, "class": textual}
        if textual == "reworded":
            entry["ratio"] = ratio
        if textual == "reworded" and references_only(old[previous], new[n]):
            # decided by the text: only cross-references to renumbered rules changed
            entry.update(reviewed=True, note="cross-references only")
            if n in review:
                raise SystemExit(f"{review_path}: rule {n} differs from v{OLD} {previous} only in cross-references")
        elif textual in ("reworded", "new"):
            verdict = review.get(n)
            entry["reviewed"] = verdict is not None
            if verdict is not None:
                if textual == "reworded" and verdict["class"] == "new":
                    entry["old"] = None   # the reader found the similar rule is not the same rule
                if verdict.get("old"):
                    if str(verdict["old"]) not in old:
                        raise SystemExit(f"{review_path}: rule {n}: old {verdict['old']} is not a v{OLD} rule")
                    entry["old"] = str(verdict["old"])   # the reader's match, where the text is too far apart
                elif entry["old"] is None and verdict["class"] in ("reworded", "renumbered", "unchanged"):
                    raise SystemExit(f"{review_path}: rule {n} is {verdict['class']} but names no v{OLD} rule (old:)")
                entry["class"] = verdict["class"]
                if verdict.get("note"):
                    entry["note"] = verdict["note"]
                if verdict.get("mechanism"):
                    entry["mechanism"] = verdict["mechanism"]
                if verdict.get("supersedes"):
                    if str(verdict["supersedes"]) not in old:
                        raise SystemExit(f"{review_path}: rule {n}: supersedes {verdict['supersedes']} is not "
                                         f"a v{OLD} rule")
                    entry["supersedes"] = str(verdict["supersedes"])
        elif n in review:
            raise SystemExit(f"{review_path}: rule {n} is {textual} by its text; only reworded and new rules "
                             "are reviewed")
        rules.append(entry)
    taken = [e["old"] for e in rules if e["old"]]
    twice = sorted({n for n in taken if taken.count(n) > 1})
    if twice:
        raise SystemExit(f"v{OLD} rules matched twice: {', '.join(twice)}")
    kept = set(taken)
    removed = [n for n in old if n not in kept]
    counts = {c: sum(1 for e in rules if e["class"] == c) for c in CLASSES}
    counts["removed"] = len(removed)
    counts["unreviewed"] = sum(1 for e in rules if e.get("reviewed") is False)
    return {
        "about": f"Core Rules v{OLD} (2026-03-30) -> v{NEW} (2026-07-16): for each v{NEW} rule its v{OLD} number "
                 "and class, with our own notes on behaviour changes. Generated by scripts/build_version_map.py "
                 "from the two texts and scripts/rules-review-1.3-1.4.yaml; the rules' text is not copied.",
        "from": OLD, "to": NEW, "counts": counts, "seed_numbering": SEED_NUMBERING, "rules": rules,
        "removed": removed,
    }


def check_seed_numbering(old: dict[str, str], new: dict[str, str]) -> None:
    """Each piece of evidence for the seeds' numbering is in neither text and fits the offset."""
    for seed, meant in SEED_NUMBERING["evidence"].items():
        head, _, rest = seed.partition(".")
        if seed in new or seed in old or meant not in new or f"{int(head) + SEED_NUMBERING['offset']}.{rest}" != meant:
            raise SystemExit(f"seed numbering: {seed} -> {meant} does not fit the offset")


def show(kind: str, start: int, count: int) -> None:
    """Print rules of one textual class with their old text, for reading (never written to a file)."""
    old, new = read_rules(OLD_TEXT), read_rules(NEW_TEXT)
    matched = match(old, new)
    review = load_review(REVIEW)
    picked = [n for n in new if matched[n][1] == kind
              and not (kind == "reworded" and references_only(old[matched[n][0]], new[n]))]
    for n in picked[start:start + count]:
        previous = matched[n][0]
        mark = f" [{review[n]['class']}]" if n in review else ""
        if previous is None:
            print(f"== {n}{mark}: {new[n]}")
            continue
        a, b = old[previous].split(), new[n].split()
        parts = []
        for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
            if op == "equal":
                words = a[i1:i2]
                parts.append(" ".join(words) if len(words) < 12 else
                             " ".join(words[:5]) + " ... " + " ".join(words[-5:]))
            else:
                parts.append("[-" + " ".join(a[i1:i2]) + "-]" * bool(i2 > i1) if i2 > i1 else "")
                parts.append("{+" + " ".join(b[j1:j2]) + "+}" if j2 > j1 else "")
        print(f"== {n} (was {previous}){mark}: " + " ".join(p for p in parts if p))
    print(f"-- {len(picked)} {kind} rules in all", file=sys.stderr)


def dump(data: dict) -> str:
    """JSON with one rule per line, so that a rebuilt map reads well in a diff."""
    head = {k: v for k, v in data.items() if k not in ("rules", "removed")}
    lines = [json.dumps(head, ensure_ascii=False)[:-1] + ","]
    lines.append('"removed": ' + json.dumps(data["removed"]) + ",")
    lines.append('"rules": [')
    lines += [json.dumps(e, ensure_ascii=False) + ("," if i < len(data["rules"]) - 1 else "")
              for i, e in enumerate(data["rules"])]
    lines.append("]}")
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", choices=("reworded", "new"))
    parser.add_argument("--from", dest="start", type=int, default=0)
    parser.add_argument("--count", type=int, default=50)
    parser.add_argument("--output", type=Path, default=OUTPUT)
    args = parser.parse_args(argv[1:])
    if args.show:
        show(args.show, args.start, args.count)
        return 0
    check_seed_numbering(read_rules(OLD_TEXT), read_rules(NEW_TEXT))
    data = build()
    args.output.write_text(dump(data), encoding="utf-8")
    print(f"{args.output}: {len(data['rules'])} rules; " + ", ".join(f"{k} {v}" for k, v in data["counts"].items()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
