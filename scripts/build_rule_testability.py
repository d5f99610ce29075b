"""Dev-time generator: conformance/data/rule-testability-v1.4.json, the v1.4 rule numbers that are not
testable on their own, each with a short reason.

Reads the Core Rules v1.4 text (never at run time) and classifies every numbered rule:

* ``heading``    a title over the rules that follow it ("101. Deck Construction", "466. Step 3: ...");
* ``example``    a rule that is only an example of the rules around it;
* ``definition`` a rule that names or classifies a term ("Banishing is the act of ...", "Empowering is
  a Limited Action") and has no behaviour of its own: the rules that use the term are what a scenario checks;
* the numbers in ``OVERRIDES``: read by hand (no rules consequence on a game state).

Every other rule is testable. Only the numbers and our own short reasons are written, never rule text.

    python scripts/build_rule_testability.py [--shared DIR] [OUTPUT]
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
RULES = "reference/core-rules-v1.4-2026-07-16.txt"
OUTPUT = ROOT / "conformance" / "data" / "rule-testability-v1.4.json"

HEADING = "heading: names the group of rules that follows"
EXAMPLE = "example: illustrates the rules around it"
DEFINITION = "definition: names or classifies a term the other rules use"
LAYOUT = "card layout: where or how a part of the card is printed, with no game-state consequence"

#: Rules read by hand: statements with no consequence a game state could show.
OVERRIDES = {
    "102": "no rules consequence: describes the kind of game",
    "106": "definition: the play area as a collection of zones",
    "120": "definition: what a game object is",
    "121": "definition: what a game object may or may not be",
    "122": "definition: what a game object may be",
    "126": "no rules consequence: describes the game",
    "181": "no rules consequence: what physically represents a token",
    # how a card is printed: its parts' places, symbols and colours, which no game state shows
    "129.1": LAYOUT, "129.2": LAYOUT, "130.1": LAYOUT, "130.2": LAYOUT, "130.3": LAYOUT, "131.1": LAYOUT,
    "131.2.a": LAYOUT, "131.3.a": LAYOUT, "131.3.b": LAYOUT, "132.2": LAYOUT, "134.1": LAYOUT, "134.2": LAYOUT,
    "134.2.a": LAYOUT, "134.2.b": LAYOUT, "134.2.c": LAYOUT, "134.2.d": LAYOUT, "134.2.e": LAYOUT,
    "134.2.f": LAYOUT, "135.2.d.1": LAYOUT, "135.2.e.1": LAYOUT, "135.2.e.2": LAYOUT, "135.2.e.3": LAYOUT,
    "135.2.e.7": LAYOUT, "137.1": LAYOUT, "138.1": LAYOUT, "138.2": LAYOUT, "139.1": LAYOUT,
}

#: Rules read by hand whose every sub-rule shares the reason.
SUBTREES = {
    "103": "deck building: what a legal deck holds, settled before play and never on a game state",
}
SUBTREES.update({n: SUBTREES["103"] for n in ("825.1", "825.2", "825.3", "176.1")})  # Unique; domain identity
#: a match of several games (best of 3 or 5, battlefields presented again): outside any one game's state
SUBTREES.update({n: "match structure: how the games of a match follow each other, not a game state"
                 for n in ("486.5.a", "486.6")})
OVERRIDES["482"] = "no rules consequence: introduces the modes of play"

_RULE = re.compile(r"^(\d{3}(?:\.[0-9a-z]+)*)\.\s*(.*)$")
_DEFINITION = re.compile(
    r"^(?!(?:If|When|While|Whenever|There|Unless|Regardless|Once|After|Before|During|It)\b)"
    r"(?:An? |The )?[A-Z][\w’'-]*(?: [\w’'-]+){0,4} (?:is|are) "
    r"(?:the act of|the action of|an? (?:[\w-]+ )?(?:Limited Action|Keyword|keyword|ability|Ability|term))")


#: Definitions the keyword and game-action sections repeat: how the keyword or instruction is written,
#: which objects carry the keyword, and that it is a characteristic other effects may refer to.
WORDING = "definition: how the keyword or instruction is written on cards"
CARRIED = "definition: which objects carry the keyword"
REFERABLE = "definition: the keyword is a characteristic other effects may refer to (no behaviour of its own)"
_WORDING = re.compile(r"\b(?:is|are) (?:usually )?formatted as\b|^The X is referenced in the functional text"
                      r"|^(?:The )?X is referred to as")
_CARRIED = re.compile(r"^(?:It|[A-Z][\w-]+) is (?:normally )?present on ")
_REFERABLE = re.compile(r"is a (?:referenceable )?characteristic\b.*(?:may be checked or referenced)"
                        r"|is a referenceable characteristic\.$")


def classify(text: str) -> str | None:
    bare = text.lstrip("* ").strip()
    if _WORDING.search(bare):
        return WORDING
    if _CARRIED.match(bare):
        return CARRIED
    if _REFERABLE.search(bare):
        return REFERABLE
    if re.match(r"^(Examples?\b|For example\b|E\.g\.)", bare):
        return EXAMPLE
    if not re.search(r"[.:?!)”\"]\s*$", bare) and len(bare.split()) <= 8:
        return HEADING
    if _DEFINITION.match(bare):
        return DEFINITION
    return None


def build(path: Path) -> dict:
    rules = [m.groups() for line in path.read_text(encoding="utf-8").splitlines()
             if (m := _RULE.match(line.strip()))]
    not_testable = {}
    for number, text in rules:
        tree = next((r for top, r in SUBTREES.items() if number == top or number.startswith(top + ".")), None)
        reason = OVERRIDES.get(number) or tree or classify(text)
        if reason:
            not_testable[number] = reason
    return {
        "about": "Core Rules v1.4 rule numbers that are not testable on their own (headings, examples, "
                 "definitions), with a short reason. Generated by scripts/build_rule_testability.py.",
        "version": "1.4",
        "numbers": len(rules),
        "not_testable": not_testable,
    }


def main(argv: list[str]) -> int:
    args = list(argv[1:])
    shared = SHARED
    if "--shared" in args:
        i = args.index("--shared")
        shared = Path(args[i + 1])
        del args[i:i + 2]
    output = Path(args[0]) if args else OUTPUT
    data = build(shared / RULES)
    output.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    kinds: dict[str, int] = {}
    for reason in data["not_testable"].values():
        kinds[reason.split(":")[0]] = kinds.get(reason.split(":")[0], 0) + 1
    print(f"{output}: {data['numbers']} rules, not testable: {kinds}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
