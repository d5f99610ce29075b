"""Dev-time generator: conformance/data/rulings-catalogue.json, every public ruling with a stable ID.

Reads the reference material (never at run time):

* ``faq-errata/`` the official FAQs (one entry per question or revised-text block), the clarification
  sections of the Unleashed rules FAQ, the RQ Las Vegas 2026 head-judge rulings and the card errata;
* ``patch-notes/`` the Unleashed Core Rules patch notes (one entry per section);
* ``rulings/riftboundfaq/`` the community rulings (one entry per anchored question);
* ``../seeds/INDEX.md`` the 80 seed rulings (FAQ-01..50, TIM-01..15, CMB-01..15).

and writes, per entry, only facts and our own words: the ID, the source it belongs to, a URL with an
anchor that finds the entry in the published page, the official card names the entry is about, and a
short heading written by us (``scripts/ruling_notes.txt``). The status notes in that file (not
testable, and why; contradicts Core Rules v1.4, and which rule) are copied alongside. The text of the
rulings is never copied.

    python scripts/build_rulings_catalogue.py [--shared DIR] [--drafts]   # --drafts: entries without a heading

IDs are derived from the material and stay stable when it is rebuilt: ``OGN-FAQ-<slug>``,
``SFD-FAQ-<slug>``, ``UNL-FAQ-<slug>``, ``VEGAS-<slug>``, ``ERRATA-<set>-<card>``, ``PATCH-UNL-<slug>``,
``RBFAQ-<page>#<anchor>``, where a slug is made of the first significant words of the question.
"""

from __future__ import annotations

import json
import re
import sys
import unicodedata
from functools import cache
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parent.parent
#: the background material beside the checkout (``--shared DIR`` elsewhere, e.g. from a git worktree)
SHARED = ROOT.parent / "shared"
REFERENCE = SHARED / "reference"
SEEDS = SHARED / "seeds" / "INDEX.md"
NOTES = Path(__file__).resolve().parent / "ruling_notes.txt"
OUTPUT = ROOT / "conformance" / "data" / "rulings-catalogue.json"

RBFAQ_URL = "https://github.com/ChristianIvicevic/riftboundfaq/blob/main/content/(rulings)/{page}.mdx#{anchor}"

#: source key -> (label, file under REFERENCE or None)
SOURCES = {
    "OGN-FAQ": ("Riftbound Origins FAQ (2025-10-16)", "faq-errata/riftbound-origins-faq.md"),
    "SFD-FAQ": ("Riftbound Spiritforged FAQ (2026-01-14)", "faq-errata/riftbound-spiritforged-faq.md"),
    "UNL-FAQ": ("Unleashed Rules FAQ and Clarifications (2026-04-29)",
                "faq-errata/unleashed-rules-faq-and-clarifications.md"),
    "VEGAS": ("RQ Las Vegas 2026 head-judge rulings (2026-02-25)", "faq-errata/rq-vegas-2026-rulings.md"),
    "ERRATA-OGN": ("Riftbound Origins card errata (2025-10-28)", "faq-errata/riftbound-origins-card-errata.md"),
    "ERRATA-SFD": ("Riftbound Spiritforged errata (2026-01-14)", "faq-errata/riftbound-spiritforged-errata.md"),
    "ERRATA-UNL": ("Unleashed errata updates (2026-04-03)", "faq-errata/unleashed-errata-updates.md"),
    "PATCH-UNL": ("Core Rules Unleashed patch notes (2026-03-30)", "patch-notes/core-rules-unleashed-patch-notes.md"),
    "RBFAQ": ("riftboundfaq community rulings (CC BY-SA 4.0, Core Rules 1.4)", "rulings/riftboundfaq"),
    "FAQ": ("seed: judge rulings (general FAQ)", None),
    "TIM": ("seed: timing (states, the chain, priority and focus)", None),
    "CMB": ("seed: combat", None),
}

STOP = set("""a an the of to in on at and or for is are be do does did can could will would should i my me you your
it its if as with by from that this than then there their they them what when where which who how why
q any all not no was were has have had also still so into out up about get gets""".split())


def slug(text: str, words: int = 6) -> str:
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    tokens = [t for t in re.findall(r"[a-z0-9]+", text.replace("'", "")) if t not in STOP]
    return "-".join(tokens[:words]) or "entry"


def text_anchor(page_url: str, question: str) -> str:
    """A URL text fragment (``#:~:text=``) on the first words of the entry, which browsers scroll to."""
    words = re.sub(r"^Q:\s*", "", question).split()[:6]
    return page_url + "#:~:text=" + quote(" ".join(words), safe="")


def page_url(path: Path) -> str:
    for line in path.read_text(encoding="utf-8").splitlines()[:6]:
        match = re.search(r"Source:\s*(\S+)", line)
        if match:
            return match.group(1).split("#")[0]
    raise SystemExit(f"{path}: no Source line")


def _unique(key: str, taken: set[str]) -> str:
    out, n = key, 2
    while out in taken:
        out, n = f"{key}-{n}", n + 1
    taken.add(out)
    return out


def faq_entries(prefix: str, path: Path) -> list[dict]:
    """Official FAQ pages: every level-3 heading (a question, or a revised card text) and every level-4
    topic heading; the Unleashed page also has level-2 clarification sections and unheaded questions.
    A heading that is a line of card text split by the page's layout is not an entry."""
    url, lines = page_url(path), path.read_text(encoding="utf-8").splitlines()
    out, taken = [], set()
    in_faq_tail, section = False, ""
    for i, raw in enumerate(lines):
        line = raw.strip()
        heading = None
        if line.startswith("## "):
            section = line[3:].strip()
        if prefix == "UNL-FAQ":
            if line == "Frequently Asked Questions":
                in_faq_tail = True
            elif line.startswith("## "):
                heading = line[3:]
            elif in_faq_tail and line.endswith("?") and not line.startswith(("<", "-", "(")) and len(line) < 400:
                prev = next((p.strip() for p in reversed(lines[:i]) if p.strip()), "")
                if prev.startswith("<img") or prev.startswith("##") or prev.endswith("."):
                    heading = line
        elif re.match(r"^#{3,4} ", line) and not line.startswith("#### ["):
            heading = line.lstrip("#").strip()
            if not heading.startswith("Q:") and "?" not in heading and len(heading.split()) > 6:
                heading = None  # card text the layout broke into a heading
        if not heading:
            continue
        text = heading[2:].strip() if heading.startswith("Q:") else heading
        key = slug(text)
        if key.count("-") < 2 and "?" in text and section:  # "So... what does this card do?"
            key = slug(section, 4) + "-" + key
        entry = {"id": _unique(f"{prefix}-{key}", taken), "source": prefix,
                 "url": text_anchor(url, text), "_text": text, "_section": section, "_line": i + 1}
        if line.startswith("## "):  # a clarification section: the card it is about opens its first paragraph
            entry["_lead"] = next((p.strip() for p in lines[i + 1:] if p.strip()), "")
        out.append(entry)
    return out


VEGAS_URL = "https://grentontv.github.io/Riftbound-RQ-Vegas-2026-Rulings/"


def heading_entries(prefix: str, path: Path, marker: str, url: str | None = None) -> list[dict]:
    """One entry per heading that starts with ``marker`` (the Vegas rulings: ``### ``; the patch
    notes: ``## ``)."""
    url, lines = url or page_url(path), path.read_text(encoding="utf-8").splitlines()
    out, taken = [], set()
    for i, line in enumerate(lines):
        if line.startswith(marker):
            text = line[len(marker):].strip()
            out.append({"id": _unique(f"{prefix}-{slug(text)}", taken), "source": prefix,
                        "url": text_anchor(url, text), "_text": text, "_line": i + 1})
    return out


def errata_entries(prefix: str, path: Path) -> list[dict]:
    """One entry per card: the non-empty line before each ``#### [NEW TEXT]`` names it."""
    url, lines = page_url(path), path.read_text(encoding="utf-8").splitlines()
    out, taken = [], set()
    for i, line in enumerate(lines):
        if line.strip() != "#### [NEW TEXT]":
            continue
        name = next(p.strip() for p in reversed(lines[:i]) if p.strip()).lstrip("#").strip()
        if name.endswith("Cards"):  # a set header directly above: the name is the line before it
            raise SystemExit(f"{path}:{i + 1}: no card name before [NEW TEXT]")
        out.append({"id": _unique(f"{prefix}-{slug(name, 8)}", taken), "source": prefix,
                    "url": text_anchor(url, name), "cards": [name], "_text": name, "_line": i + 1})
    return out


def rbfaq_entries(root: Path) -> list[dict]:
    """Every anchored level-2 heading; level-3 headings too, except the step-by-step sequences that
    belong to the question above them."""
    out = []
    for path in sorted(root.rglob("*.mdx")):
        page = path.relative_to(root).with_suffix("").as_posix()
        if page == "index":
            continue
        text = path.read_text(encoding="utf-8")
        title = re.search(r'^title:\s*"?(.*?)"?\s*$', text, re.M)
        is_card = page.startswith("cards/")
        for i, line in enumerate(text.splitlines()):
            match = re.match(r"^(#{2,3}) (.*?) \[#([a-z0-9-]+)\]\s*$", line)
            if not match or (match.group(1) == "###" and match.group(3).endswith("sequence")):
                continue
            entry = {"id": f"RBFAQ-{path.stem}#{match.group(3)}", "source": "RBFAQ",
                     "url": RBFAQ_URL.format(page=page, anchor=match.group(3)),
                     "_text": match.group(2), "_line": i + 1}
            if is_card and title:
                entry["cards"] = [title.group(1)]
            out.append(entry)
    return out


def seed_entries(index: Path) -> list[dict]:
    """The seed documents have no public URL: ``document`` names the file and the item's place in it."""
    out, current_file, ordinal = [], None, 0
    for i, line in enumerate(index.read_text(encoding="utf-8").splitlines()):
        found = re.search(r"`([0-9a-z_]+\.txt)`", line)
        if line.startswith("## ") and found:
            current_file, ordinal = found.group(1), 0
        match = re.match(r"^- ((FAQ|TIM|CMB)-[0-9]{2}): (.*)", line)
        if match:
            ordinal += 1
            out.append({"id": match.group(1), "source": match.group(2),
                        "document": f"seeds/{current_file}#{ordinal}", "_text": match.group(3), "_line": i + 1})
    return out


def read_notes(path: Path) -> dict[str, tuple[str, str]]:
    """``ID | heading | note`` lines; a note is ``untestable: <reason>``, ``contradicts: <rule> <why>``,
    ``same: <ID>`` (the entry restates another catalogued ruling; a scenario citing either encodes both) or
    ``needs: <what>`` (testable, but no scenario can be written until the reference engine has what is
    named: the precise mechanism, or the cards that would provide it)."""
    notes: dict[str, tuple[str, str]] = {}
    for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if path.exists() else ():
        if not raw.strip() or raw.startswith("#"):
            continue
        parts = [p.strip() for p in raw.split("|")]
        if len(parts) < 2 or not parts[1]:
            raise SystemExit(f"{path}:{n}: expected 'ID | heading [| note]'")
        if parts[0] in notes:
            raise SystemExit(f"{path}:{n}: {parts[0]} noted twice")
        notes[parts[0]] = (parts[1], parts[2] if len(parts) > 2 else "")
    return notes


def _status(note: str, where: str) -> dict:
    if not note:
        return {}
    kind, _, rest = note.partition(":")
    kind, rest = kind.strip(), rest.strip()
    if kind == "untestable" and rest:
        return {"untestable": rest}
    if kind == "needs" and rest:
        return {"needs": rest}
    if kind == "same" and re.fullmatch(r"[A-Za-z0-9#-]+", rest):
        return {"same_as": rest}
    if kind == "contradicts":
        rule, _, why = rest.partition(" ")
        if re.fullmatch(r"[0-9]{3}(\.[0-9a-z]+)*", rule) and why:
            return {"contradicts": {"rule": rule, "why": why.strip()}}
    raise SystemExit(f"{where}: note must be 'untestable: <reason>', 'contradicts: <rule> <why>', "
                     f"'same: <ID>' or 'needs: <what>', got {note!r}")


def card_names() -> list[str]:
    """The official card names (the project's own conformance/data/cards.json), longest first."""
    cards = json.loads((ROOT / "conformance" / "data" / "cards.json").read_text(encoding="utf-8"))["cards"]
    return sorted((name for name in cards if len(name) > 3), key=len, reverse=True)


def mentioned_cards(text: str, names: list[str]) -> list[str]:
    """The card names written in ``text`` (a possessive "Kog'Maw's" counts), a longer name winning over a
    name inside it. A champion's short name ("Janna" for "Janna, Savior") counts when exactly one card
    has it."""
    found = set()
    for m in _names_pattern(tuple(names) + tuple(_short_names(tuple(names)))).finditer(text):
        found.add(_short_names(tuple(names)).get(m.group(1), m.group(1)))
    return sorted(found)


@cache
def _short_names(names: tuple[str, ...]) -> dict[str, str]:
    """Short name -> the one full name "Short, Title" that has it (names shared by two cards are left out)."""
    by_short: dict[str, list[str]] = {}
    for name in names:
        if ", " in name:
            by_short.setdefault(name.split(", ")[0], []).append(name)
    return {short: full[0] for short, full in by_short.items()
            if len(full) == 1 and short not in names and len(short) > 3}


@cache
def _names_pattern(names: tuple[str, ...]) -> re.Pattern:
    ordered = sorted(names, key=len, reverse=True)
    return re.compile(r"(?<![\w'])(" + "|".join(map(re.escape, ordered)) + r")(?=(?:'s)?(?![\w']))")


def collect() -> list[dict]:
    entries: list[dict] = []
    for prefix in ("OGN-FAQ", "SFD-FAQ", "UNL-FAQ"):
        entries += faq_entries(prefix, REFERENCE / SOURCES[prefix][1])
    entries += heading_entries("VEGAS", REFERENCE / SOURCES["VEGAS"][1], "### ", VEGAS_URL)
    for prefix in ("ERRATA-OGN", "ERRATA-SFD", "ERRATA-UNL"):
        entries += errata_entries(prefix, REFERENCE / SOURCES[prefix][1])
    entries += heading_entries("PATCH-UNL", REFERENCE / SOURCES["PATCH-UNL"][1], "## ")
    entries += rbfaq_entries(REFERENCE / SOURCES["RBFAQ"][1])
    entries += seed_entries(SEEDS)
    ids = [e["id"] for e in entries]
    if len(ids) != len(set(ids)):
        raise SystemExit(f"duplicate IDs: {sorted({i for i in ids if ids.count(i) > 1})}")
    names = card_names()
    for e in entries:
        if e["source"] == "RBFAQ":  # the page's card, and any other card the question names
            e["cards"] = sorted(set(e.get("cards", [])) | set(mentioned_cards(e["_text"], names)))
        elif "cards" not in e and e["source"] in ("OGN-FAQ", "SFD-FAQ", "UNL-FAQ", "VEGAS"):
            e["cards"] = (mentioned_cards(e["_text"], names) or mentioned_cards(e.get("_lead", ""), names)
                          or mentioned_cards(e.get("_section", ""), names))
    return entries


def build(entries: list[dict], notes: dict[str, tuple[str, str]]) -> dict:
    unknown = sorted(set(notes) - {e["id"] for e in entries})
    if unknown:
        raise SystemExit(f"{NOTES}: notes for IDs the material does not have: {unknown[:10]}")
    out = []
    for e in entries:
        heading, note = notes.get(e["id"], ("", ""))
        if not heading:
            raise SystemExit(f"{e['id']}: no heading in {NOTES.name} (run with --drafts)")
        record = {"id": e["id"], "source": e["source"]}
        record.update({key: e[key] for key in ("url", "document") if key in e})
        record["heading"] = heading
        if e.get("cards"):
            record["cards"] = e["cards"]
        record.update(_status(note, f"{NOTES.name}: {e['id']}"))
        out.append(record)
    known = {r["id"] for r in out}
    for r in out:
        if r.get("same_as") and r["same_as"] not in known:
            raise SystemExit(f"{NOTES.name}: {r['id']} is the same as {r['same_as']}, which is not catalogued")
    return {
        "about": "Every public ruling in the reference material with a stable ID, a URL with an anchor and a "
                 "heading in our own words (never the ruling's text). Generated by "
                 "scripts/build_rulings_catalogue.py from ../shared/reference and ../shared/seeds.",
        "sources": {key: label for key, (label, _) in SOURCES.items()},
        "rulings": out,
    }


def main(argv: list[str]) -> int:
    global REFERENCE, SEEDS
    if "--shared" in argv:
        shared = Path(argv[argv.index("--shared") + 1])
        REFERENCE, SEEDS = shared / "reference", shared / "seeds" / "INDEX.md"
    entries = collect()
    notes = read_notes(NOTES)
    if "--drafts" in argv:
        for e in entries:
            if e["id"] not in notes:
                print(f"{e['id']} | {e.get('_section', '')} :: {e['_text'][:150]} :: {','.join(e.get('cards', []))}")
        return 0
    data = build(entries, notes)
    OUTPUT.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    counts: dict[str, int] = {}
    for r in data["rulings"]:
        counts[r["source"]] = counts.get(r["source"], 0) + 1
    print(f"{OUTPUT}: {len(data['rulings'])} rulings " + ", ".join(f"{k} {v}" for k, v in counts.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
