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
#: a match of several games (best of 3 or 5, battlefields presented again, how many games a match has):
#: outside any one game's state
SUBTREES.update({n: "match structure: how the games of a match follow each other, not a game state"
                 for n in ("486.5.a", "486.6", "487.6")})
#: team play: the reference engine does not model teammates (modes.py refuses 2v2), so no scenario can
#: observe these rules here; they are testable in principle, not definitions
TEAMS = ("not modelled: team play (2v2, 489) is outside the reference engine, which refuses the mode at setup, "
         "so no game state here has teammates")
SUBTREES.update({n: TEAMS for n in ("489", "651.4", "732", "316.5.b.1", "447.2.b", "469.1.a")})
OVERRIDES["482"] = "no rules consequence: introduces the modes of play"
#: no card consequence: the rule governs a situation no official card or token can bring about (checked
#: against the whole card database: each card and token has exactly one type, no text moves a counter from
#: one object to another, no Might effect is capped or set "to N" beside another in its layer), so no game
#: state reachable with official cards shows it; testable in principle, should a card ever do it
SUBTREES.update({
    "178": "no card consequence: no official card or token has more than one type",
    "746": "no card consequence: no official card or token moves a counter from one object to another",
    "479": ("no card consequence: no official card makes one effect depend on another in its layer "
            "(no Might is raised \"to N\" or capped \"to a maximum\")"),
})

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


#: Read by hand, one number at a time (sections 300-499 first, then 000-299 and 600-899 for issue 17): how zones
#: are laid out and who may look at them (the observed state is the whole game, never one player's view), how
#: card text is built, lists a rule introduces with a colon, what players track by hand, and the statements of
#: 300-499 with no consequence a game state could show.
PRIVACY = ("information privacy: which players may look at a card; the observed state is the whole game, "
           "with no one player's view")
ZONE = "definition: names a zone and whose it is"
LOCATION = "definition: says what is or is not a location"
UNORDERED = "no game-state consequence: the order of an unordered zone is not part of the state"
LIST = "heading: introduces the list of sub-rules that follows"
TRACKING = "no rules consequence: how players physically keep track of a value"
REMINDER = "reminder text: it has no game function (135.2.d.3), so no game state shows it"
NAMING = "no game-state consequence: how a player says which card they name"
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
    "051": "reading guidance: card wording is read by these rules; no behaviour of its own",
    "053.4": "definition: how a card's text may name the card itself", "107.1.a": ZONE, "107.1.b": LOCATION,
    "107.1.d": PRIVACY, "107.2.a": ZONE, "107.2.b": LOCATION, "107.2.c": PRIVACY, "107.3.a": ZONE,
    "107.3.e": LOCATION, "107.3.f": PRIVACY, "107.4.a": ZONE, "107.4.b": LOCATION, "108.1.b": PRIVACY,
    "108.2.a": ZONE, "108.2.c": UNORDERED, "108.2.d": PRIVACY, "108.3.a": ZONE, "108.3.e": PRIVACY,
    "108.4.a": ZONE, "108.4.b": ZONE, "108.4.c": ZONE, "108.4.d": PRIVACY, "108.5.a": ZONE, "108.5.b": ZONE,
    "108.5.c": ZONE, "108.5.d": PRIVACY, "108.6.a": ZONE, "108.6.c": ZONE, "108.6.d": UNORDERED,
    "108.6.e": PRIVACY, "108.7.a": ZONE, "108.7.c": PRIVACY, "108.7.d": UNORDERED, "108.7.e": PRIVACY,
    "109": PRIVACY, "109.1": PRIVACY, "109.2": PRIVACY,
    "124.2": "definition: a list of statuses a game object may have", "128.1": ZONE, "128.2": PRIVACY,
    "128.2.a": PRIVACY, "128.3": PRIVACY, "128.5": PRIVACY, "129.3": LAYOUT,
    "129.4": "definition: what facedown means", "130.4": LAYOUT, "130.5": "definition: what face up means",
    "130.6": PRIVACY, "132.1": "definition: what a card's name is",
    "132.3": "no game-state consequence: the language a card is printed in",
    "132.4": "definition: how a name with a subtitle is written", "133.1": "definition: a card's categories",
    "133.2": "definition: a card's categories", "133.3": "definition: effects may name categories either way",
    "133.4.a.2": "definition: which types are permanents", "133.5.a.1": "definition: what a rune is",
    "133.6.a.1": "definition: what a battlefield is", "133.6.b.1": "definition: what a legend is",
    "133.7": "definition: what a supertype is", "133.7.a": SUBTREES["103"], "133.7.b": SUBTREES["103"],
    "133.8": "definition: what a tag is", "133.8.a": "definition: what a tag is",
    "133.8.b": "definition: what a tag is", "135.1": "definition: what rules text is", "135.2": LIST,
    "135.2.a.1": "definition: what an ability is", "135.2.a.2": "definition: what an ability is",
    "135.2.b.1": "definition: what an instruction is", "135.2.b.2": "definition: what an instruction is",
    "135.2.b.4": "definition: how an instruction is worded",
    "135.2.b.5": "definition: the parts of an instruction",
    "135.2.b.5.a": "definition: the parts of an instruction",
    "135.2.b.6": "definition: the parts of an instruction", "135.2.c.1": "definition: what a keyword is",
    "135.2.c.2": REMINDER, "135.2.d.2": REMINDER, "135.2.d.3": REMINDER,
    "135.2.e.4": "definition: how a Power symbol is written",
    "135.2.e.5": "definition: how a Power symbol is written",
    "135.2.e.6": "definition: how a Power symbol is written",
    "135.2.e.7.a": "definition: how the [>] symbol is written",
    "135.2.e.7.b": "definition: how the [>] symbol is written", "135.3": "definition: what rules text may be",
    "136.1": "definition: what effect text is", "136.2": "definition: what effect text is",
    "136.2.a": "definition: what effect text may be", "137.2": "definition: what a Might Bonus may be",
    "141": LIST, "141.1.a": LIST, "141.1.a.2": PRIVACY, "141.1.b": LIST,
    "141.2.a": "definition: what a card type is for", "142.1": "definition: what damage is not", "143": LIST,
    "143.1": "definition: what a tag is", "143.1.a": "definition: what a tag is", "144.4": LIST,
    "145.1": "definition: how an activated ability is written", "148": LIST, "148.1.a": LIST,
    "148.1.a.2": PRIVACY, "148.2.a": "definition: what a card type is for",
    "150": "definition: what Equipment is", "150.3": "definition: which keywords Equipment may have",
    "159": "definition: what a spell keyword is", "159.2": LIST, "161": "definition: what a rune is",
    "161.1": "definition: what a rune is", "161.1.a": "definition: what a rune is", "161.2.a": SUBTREES["103"],
    "163.1.b": "definition: what Energy is", "166": "definition: what the rune pool is", "166.3": TRACKING,
    "176": SUBTREES["103"], "185.2": LIST, "185.3": LIST,
    "190.3.d": "no game-state consequence: no effect may refer to the status",
    "190.5": "definition: what control is", "192": "definition: what the controller of an object means",
    "192.1": "definition: what the controller of an object means", "194.1": LIST, "204": LIST,
    "204.1": "definition: what a base cost is", "204.1.a": LAYOUT,
    "204.1.b": "definition: how an ability's base cost is written",
    "204.4": "definition: what an applied cost is", "204.4.a": "definition: what an applied cost is",
    "702.1": TRACKING, "702.2": "definition: the two things done with buffs (702.2.a-b say how)",
    "727.1.c": "definition: a dependent ability may be of any type", "729.1": TRACKING, "729.1.a": TRACKING,
    "731": "definition: what XP is not", "731.1": "definition: XP is not a game object (731)",
    "740": "definition: introduces the special terms", "740.1": LIST, "740.2": LIST, "740.3": LIST,
    "740.4": LIST, "740.4.a": "definition: what a cost within an instruction is",
    "745": "definition: introduces spending counters (745.1-745.2 say how)",
    "749": "definition: counters have no controller", "757": "definition: what untargetable means",
    "760": "definition: what naming a card is", "761": NAMING, "761.1": NAMING, "761.2": NAMING,
    "763.1": "definition: the list of tags that exist", "765": "definition: what ignoring an ability is",
    "801.2": LAYOUT, "801.2.a": LAYOUT, "806.1.c": LIST, "808.1.b.1": WORDING, "808.1.c.1": WORDING,
    "811.6.a": PRIVACY, "812.1.b": WORDING, "812.1.b.2": WORDING,
    "813.1.a": "definition: which objects carry the keyword", "813.1.c": LIST, "813.5": REFERABLE,
    "815.1.c": "definition: says Tank bears on damage assignment (815.1.b says how)",
    "818.1.c.3": "definition: what the ability's cost may contain",
    "818.1.c.5": "definition: what the ability's text may contain",
    "818.2.a": "definition: the event is one other effects may refer to",
    "818.3": "definition: what Equipped means", "818.3.a": "definition: what Equipped means",
    "818.3.b": "definition: what Equipped means", "818.3.c": "definition: what Equipped means",
    "820.1.b": "definition: what Repeat is", "825.4": SUBTREES["103"],
    "826.4": "definition: says Backline bears on damage assignment (826.3 says how)",
    "827.1.c.4": "definition: what the ability's text may contain",
    "827.2.a": "definition: the event is one other effects may refer to", "827.4": REFERABLE,
    "828.1.b.2": WORDING, "829.1.c.2": "definition: what the ability's cost may contain",
})


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
