"""Regular expressions or a grammar for card text? One measurement, in one run, on the shipped catalogue.

The corpus is every instruction sentence of every shipped compiled spec, rendered back to canonical text
(``catalogue/render.py``), so the script needs no card database. It times reading each sentence with the
compiler's named regular-expression templates (``compile_effects.compile_instructions``) and with a Lark
grammar of the same sentence layer (LALR and Earley), and prints medians per sentence and ratios, plus
how many sentences each reads and the size of each description. Lark is not a dependency of the project:
without it installed the script says so and exits 0.

    python benchmarks/card_text_parsers.py [--repeat 7]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from reference_engine import catalogue  # noqa: E402
from reference_engine.catalogue import compile_effects  # noqa: E402
from reference_engine.catalogue.compile_effects import _sentences, compile_instructions  # noqa: E402
from reference_engine.catalogue.render import _TRIGGER_PREFIX, instructions  # noqa: E402

GRAMMAR = r"""
?start: sentence
?sentence: draw | discard | channel | deal | give_might | give_grants | verb | ret | score | counter
         | unit_token | gold_token | trash_to_hand
draw: "Draw" INT "."
discard: "Discard" INT "."
channel: "Channel" INT RUNES "exhausted" "."
deal: "Deal" INT "to" (object | group) "."
give_might: "Give" (object | give_group) SIGNED "[S]" "this" "turn" ("," "to" "a" "minimum" "of" INT "[S]")? "."
give_grants: "Give" (object | give_group) grant ("and" grant)* "this" "turn" "."
grant: KEYWORD | SIGNED "[S]"
verb: VERB (object | group) "."
ret: "Return" object "to" OWNER "owner's" "hand" "."
score: "You" "score" INT POINTS "."
counter: "Counter" "a" "spell" "."
unit_token: "Play" COUNT READY? INT "[S]" TOKEN "unit" TOKENS ("with" KEYWORD)? PLACE "."
gold_token: "Play" COUNT "Gold" "gear" TOKENS EXHAUSTED? "."
trash_to_hand: "Return" ARTICLE CARDTYPE "from" "your" "trash" "to" "your" "hand" "."
object: "me" | "it" | quantity RELATION? KIND where? limit?
quantity: ARTICLE | "another" | "up" "to" NUMBER OTHER?
where: "at" "a" "battlefield" | "here"
limit: "with" INT "[S]" "or" LIMIT
group: "all" OTHER? RELATION? KINDS group_where?
give_group: ("your" OTHER? | OTHER? RELATION) KINDS group_where?
group_where: "here" | "at" "battlefields" | "in" "combat"
VERB: "Stun" | "Kill" | "Ready" | "Exhaust" | "Buff" | "Banish"
KEYWORD: /\[(Assault|Shield|Tank|Ganking|Deflect|Backline|Temporary)( \d+)?\]/
ARTICLE: "a" | "an"
NUMBER: "one" | "two" | "three" | "four"
COUNT: "a" | "two" | "three" | "four"
OTHER: "other"
RELATION: "friendly" | "enemy"
KIND: "unit" | "units" | "gear"
KINDS: "units" | "gear"
CARDTYPE: "unit" | "spell" | "gear"
LIMIT: "less" | "more"
OWNER: "its" | "my"
RUNES: "rune" | "runes"
POINTS: "point" | "points"
TOKENS: "token" | "tokens"
TOKEN: "Recruit" | "Sprite" | "Sand Soldier" | "Mech" | "Bird" | "Tentacle"
READY: "ready"
EXHAUSTED: "exhausted"
PLACE: "here" | "to your base"
SIGNED: /[+-]\d+/
%import common.INT
%import common.WS
%ignore WS
"""


def corpus() -> list[str]:
    """The instruction sentences of every shipped spec, as canonical text."""
    texts = []
    for name in catalogue.names():
        for section, value in (catalogue.lookup(name).effects or {}).items():
            if section == "abilities":
                texts += [instructions(a["effect"]) for a in value
                          if "effect" in a and not any("add" in i for i in a["effect"])]
            elif section == "spell" or section in _TRIGGER_PREFIX:
                texts.append(instructions(value["do"] if isinstance(value, dict) else value))
    return [sentence for text in texts for sentence in _sentences(text)]


def _median_us(fn, sentences: list[str], repeat: int) -> float:
    runs = []
    for _ in range(repeat):
        start = time.perf_counter()
        for s in sentences:
            fn(s)
        runs.append((time.perf_counter() - start) / len(sentences) * 1e6)
    return statistics.median(runs)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args(argv)
    try:
        import lark
    except ImportError:
        print("lark is not installed (pip install lark): nothing to compare")
        return 0
    sentences = corpus()
    lalr = lark.Lark(GRAMMAR, parser="lalr")
    earley = lark.Lark(GRAMMAR, parser="earley")

    def by_regex(s):
        return compile_instructions(s, card_type="unit")

    def parses(p):
        ok = 0
        for s in sentences:
            try:
                p.parse(s)
                ok += 1
            except lark.exceptions.LarkError:
                pass
        return ok

    regex_ok = sum(by_regex(s) is not None for s in sentences)
    timings = {"regex templates": _median_us(by_regex, sentences, args.repeat)}
    for label, p in (("lark LALR", lalr), ("lark Earley", earley)):
        timings[label] = _median_us(lambda s, p=p: _try(p, s, lark), sentences, args.repeat)
    print(f"{len(sentences)} sentences; read by regex templates: {regex_ok}, LALR: {parses(lalr)}, "
          f"Earley: {parses(earley)}")
    base = timings["regex templates"]
    for label, us in timings.items():
        print(f"{label:16s} {us:8.1f} us/sentence  ({us / base:5.1f}x the regex templates)")
    source = Path(compile_effects.__file__).read_text(encoding="utf-8")
    start, end = source.index("_SENTENCES = ["), source.index("def _match_sentence")
    print(f"description size: regex sentence templates {source[start:end].count(chr(10))} lines, "
          f"grammar {GRAMMAR.strip().count(chr(10)) + 1} lines (parsing only: no spec building, no rendering)")
    return 0


def _try(p, s, lark):
    try:
        return p.parse(s)
    except lark.exceptions.LarkError:
        return None


if __name__ == "__main__":
    raise SystemExit(main())
