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

# Sections 300-499, read by hand (covB): statements with no consequence a game state could show.
RECOGNISED = "definition: how cards of this kind are recognised or named in card text"
ONLY_WHEN_DIRECTED = ("reminder: restates rule 410.2.a for this action (a Limited Action, never taken at will; "
                      "the decisions a player makes at will are the Discretionary Actions of 410.1)")
PHYSICAL = "physical representation: how the cards are laid out on the table, with no game-state consequence"
OVERRIDES.update({n: RECOGNISED for n in (
    "364.1", "364.2", "364.3.a", "369.3", "377.2", "383.1.a", "383.4.a.1", "383.4.a.3", "383.4.b.1", "383.4.b.4",
    "383.4.c.1", "383.4.c.3", "383.4.d.3", "383.4.e.1", "383.4.e.3", "383.4.f.1", "383.4.f.3", "387.1.b", "390.3",
    "403.1.a", "414.5", "438.3.a", "438.3.b", "438.3.b.1", "440.2.a", "477.1.c", "477.2.b")})
OVERRIDES.update({n: ONLY_WHEN_DIRECTED for n in (
    "418.3.a", "423.2.a", "426.2.a", "427.4.a", "428.3.a", "429.4.a", "431.4.a", "433.2.a", "434.2.a", "435.2.a",
    "436.2.a", "437.6.a", "438.2.a", "439.6.a", "441.3.a", "443.3.a", "444.3.a")})
OVERRIDES.update({n: PHYSICAL for n in ("414.1.a", "415.1.a", "434.1.b", "434.1.b.1", "435.1.b.1")})
OVERRIDES.update({
    "315.2.b.3": "reminder: restates rule 469.1.a for the Scoring Step",
    "316.5": "definition: the Main Phase has no fixed steps (what may be done in it is 316.5.a-b)",
    "317.1.b": "no rules consequence: says that cards name this timing (the effects that do are 317.1.a)",
    "324.1": "definition: where a special cleanup's extra steps are defined (the steps are 317.2, 466.1)",
    "333": "definition: what a Task is", "333.1": "definition: which processes are Tasks",
    "338.1.a.3": "no rules consequence: says that other timing exceptions exist",
    "352": "definition: introduces the pending and finalized states (352.1-352.2)",
    "355": "heading: names step 2 of playing a card, whose rules follow",
    "355.10.a.1": "definition: which zones are public",
    "364.3": "definition: passive abilities may have conditions (364.3.a)",
    "368.1": "definition: a passive ability may be a replacement effect",
    "369.2": "definition: classifies some game actions as replacement effects",
    "370": "no rules consequence: says that replacement effects alter the flow of play",
    "370.1.a": "definition: what an event is", "443.1.a.1": "definition: what an event is",
    "390.1": "definition: a delayed ability is of another ability type too",
    "390.5": "definition: what a delayed linked ability is (its window is 390.5.a-c)",
    "403.1.b": "definition: a triggered ability usually has no base cost (when it has one: 403.1.b.1)",
    "408": "definition: what game actions are", "410": "definition: the two kinds of game action",
    "417.1": "definition: what may deal damage", "417.2": "definition: only damage is dealt",
    "417.6": "definition: a deal action has one or more sources (which: 417.6.a-c)",
    "417.7": "definition: damage is dealt in combat and outside it",
    "426.1.a": "definition: a buff is an object",
    "428.1.a": "definition: kills are active or passive", "428.1.a.1": "definition: what an active kill is",
    "428.1.a.1.a": "definition: names the kill instruction", "428.1.a.2": "definition: what a passive kill is",
    "428.5.a": "definition: names the object a kill is attributed to",
    "437.1.a": "definition: Prevent interacts with damage", "444.1.a": "definition: Pay interacts with Energy and Power",
    "443.1.a": "definition: what Skip interacts with", "443.1.a.2": "definition: what procedures of the turn are",
    "438.7.a": "definition: Swap Back is part of Replace",
    "474": "definition: what layers are", "475": "definition: layers are an organisational structure",
    "475.1": "definition: what layers are for",
    "477.1.a": "definition: the traits the first layer deals with", "477.2.a": "definition: what the second layer deals with",
    "477.3.a": "definition: what the arithmetic layer deals with", "477.3.e": "heading: introduces the order of 477.3.e.1-2",
    "480.1.a": "definition: timestamps are relative", "480.1.b": "definition: timestamps are relative comparisons",
    "480.1.c": "no rules consequence: no card refers to timestamps",
    "483.4.a": "deck building: what a mode may ask of decks in competitive play",
    "483.6": "definition: what a mode's Format defines", "483.8.a": "definition: where a mode's unique rules are listed",
})
OVERRIDES.update({n: "match structure: how many games a match has, not a game state" for n in ("487.6", "489.6")})

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
