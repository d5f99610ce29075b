"""Build-time round trip of the spec compiler: a compiled spec rendered back to canonical card text, and a
card's printed text (errata applied) normalised to the same canonical form, so the build can require that
they agree line by line (``check_card``; ``build.py`` fails listing the cards that do not).

Canonical text is the printed wording with only presentation differences removed: a known reminder
(``compile_effects.strip_reminder``), one separator per opening keyword (``[Deathknell] — ``,
``[Legion] — ``, ``[Action][>] ``, ``[Empowered][>] ``, timing before costs), ``[M]``/``[E]`` as
``[S]``/``[T]``, a bracketed ``[Stun]``/``[Buff]`` verb as a word, a sentence that joins two instructions
(``, then`` / `` and``) as two sentences, "your (other) units" as "(other) friendly units", and the
synonyms of "to your base". Keyword lines carry no effect text: they are cross-checked against the card's
keywords, numbers included (``keyword_problems``), and the ones that carry a cost or Vision are rendered.
"""

from __future__ import annotations

import re

from .compile_effects import (_KW, _SENTENCES, _STATIC, _capitalised, _clauses, _sentences, is_keyword_line,
                              strip_reminder)

_NUMBER = {1: "a", 2: "two", 3: "three", 4: "four"}
_UP_TO = {1: "one", 2: "two", 3: "three", 4: "four"}
_TRIGGER_PREFIX = {
    "on_play": "When you play me, ", "on_play_paid": "When you play me, if you paid the additional cost, ",
    "deathknell": "[Deathknell] — ", "legion_on_play": "[Legion] — When you play me, ",
    "on_attack": "When I attack, ", "on_defend": "When I defend, ", "on_conquer": "When I conquer, ",
    "on_hold": "When I hold, ", "on_attack_or_defend": "When I attack or defend, ", "on_move": "When I move, ",
    "on_win_combat": "When I win a combat, ", "on_you_conquer": "When you conquer, ", "on_you_hold": "When you hold, ",
    "on_you_play_spell": "When you play a spell, ", "on_you_play_unit": "When you play a unit, ",
    "on_you_play_another_unit": "When you play another unit, ", "on_you_play_gear": "When you play a gear, ",
    "on_move_to_battlefield": "When I move to a battlefield, ",
    "on_move_from_battlefield": "When I move from a battlefield, ",
    "on_you_stun_enemy": "When you stun an enemy unit, ",
    "on_you_play_hidden": "When you play a card from [Hidden], ",
    "on_conquer_here": "When you conquer here, ", "on_hold_here": "When you hold here, ",
}


# -- rendering a spec -------------------------------------------------------------------------------------


def _article(word: str) -> str:
    return "an" if word[0] in "aeio" else "a"  # "a unit", "an enemy unit"


def _object(t: dict) -> str:
    """A target back to its phrase: ``{"kind": "unit", "relation": "enemy", "at": "here"}`` -> "an enemy unit here"."""
    if t.get("self"):
        return "me"
    if t.get("same"):
        return "it"
    if t["kind"] == "spell":
        return "a spell"
    rel = "" if t["relation"] == "any" else t["relation"] + " "
    if "designation" in t:
        rel = {"attacker": "attacking ", "defender": "defending "}[t["designation"]] + rel
    if t.get("min") == 2 and t.get("max") == 2:
        head = f"two {rel}{t['kind']}s"
    elif "max" in t:
        noun = t["kind"] + ("s" if t["max"] > 1 and t["kind"] == "unit" else "")
        each = "each of " if t.get("each") else ""
        head = f"{each}up to {_UP_TO[t['max']]} {'other ' if t.get('other') else ''}{rel}{noun}"
    else:
        words = f"{rel}{t.get('tag') or t['kind']}"  # a tag names a unit with it: "another friendly Mech"
        head = f"another {words}" if t.get("other") else f"{_article(words.lower())} {words}"
    at = {"board": " anywhere" if t.get("anywhere") else "", "battlefield": " at a battlefield", "here": " here"}[t["at"]]
    limit = (f" with {t['max_might']} [S] or less" if "max_might" in t
             else f" with {t['min_might']} [S] or more" if "min_might" in t else "")
    return head + at + limit


def _group(g: dict, *, give: bool = False) -> str:
    rel = "" if g["relation"] == "any" else g["relation"] + " "
    noun = {"unit": "units", "gear": "gear", "permanent": "units and gear"}[g["kind"]]
    at = {"board": "", "battlefield": " at battlefields", "here": " here", "combat": " in combat"}[g["at"]]
    other = "other " if g.get("other") else ""
    other += "damaged " if g.get("damaged") else ""
    limit = (f" with {g['max_might']} [S] or less" if "max_might" in g
             else f" with {g['min_might']} [S] or more" if "min_might" in g else "")
    if g.get("tag"):
        return f"your {other}{g['tag']}s{at}"
    return f"{other}{rel}{noun}{limit}{at}" if give else f"all {other}{rel}{noun}{limit}{at}"


def _grant_text(might: int | None, keywords: list[str]) -> str:
    parts = ([f"+{might} [S]"] if might else []) + [f"[{k}]" for k in keywords]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _token(i: dict) -> str:
    count = i["count"]
    plural = "s" if count > 1 else ""
    if i["token"] == "Gold":
        return f"Play {_NUMBER[count]} Gold gear token{plural}{'' if i['ready'] else ' exhausted'}."
    kw = f" with [{i['keywords'][0]}]" if i.get("keywords") else ""
    where = {"here": " here", "any": ""}.get(i["at"], " to your base")
    return (f"Play {_NUMBER[count]} {'ready ' if i['ready'] else ''}{i['might']} [S] {i['token']} unit "
            f"token{plural}{kw}{where}.")


def _take(t: dict) -> str:
    if t["verb"] in ("draw one", "put 1 into your hand"):
        return _capitalised(t["verb"]) + "."
    energy = f" with Energy cost [{t['min_energy']}] or more" if "min_energy" in t else ""
    return _capitalised(f"{'you may ' if t['may'] else ''}{t['verb']} a {t['type']}{energy} from among them "
                        f"and draw it.")


def _rest(i: dict) -> str:
    if i["rest"] == "trash":
        return "Put the rest into your trash."
    return f"{'Then recycle' if i.get('then') else 'Recycle'} the {'other' if i.get('other') else 'rest'}."


def _one_of(i: dict) -> str:
    first, second = (instruction(o) for o in i["one_of"])
    return f"{first[:-1]} or {second[:1].lower() + second[1:]}"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n > 1 else ''}"


#: Instructions without an object, by the key that marks them, in the order they are tried.
_PLAIN: tuple[tuple[str, object], ...] = (
    ("token", _token),
    ("to_hand", lambda i: f"Return {_article(i['target']['type'])} {i['target']['type']} from your trash to your hand."),
    ("draw", lambda i: f"Draw {i['draw']}."),
    ("discard", lambda i: f"Discard {i['discard']}."),
    ("channel", lambda i: f"Channel {_plural(i['channel'], 'rune')} exhausted."),
    ("score", lambda i: f"{'Score' if i.get('bare') else 'You score'} {_plural(i['score'], 'point')}."),
    ("xp", lambda i: f"Gain {i['xp']} XP."),
    ("one_of", _one_of),
    ("look", lambda i: f"Look at the top {i['look']} cards of your Main Deck."),
    ("take", lambda i: _take(i["take"])),
    ("rest", _rest),
    ("each_kills", lambda i: f"Each player kills one of their {'units' if i['each_kills'] == 'unit' else 'gear'}."),
    ("predict", lambda i: "[Predict]." if i["predict"] == 1 else f"[Predict {i['predict']}]."),
    ("fight", lambda i: ("They deal damage equal to their Mights" if i["fight"] == "they" else
                         "We deal damage equal to our Mights") + " to each other."),
)


def _deal(i: dict, what: str | None) -> str:
    if not isinstance(i["deal"], dict):
        return f"Deal {i['deal']} to {what or _group(i['all'])}."
    if i.get("dealer") == "same":
        return f"It deals damage equal to its Might to {what}."
    return f"Deal damage equal to my Might to {what}."


def _return(i: dict, what: str | None) -> str:
    if "all" in i:
        return f"Return {_group(i['all'])} to their owners' hands."
    return f"Return {what} to {'my' if what == 'me' else 'its'} owner's hand."


def _verb(verb: str):
    return lambda i, what: f"{verb.capitalize()} {what or _group(i['all'])}."


#: Instructions acting on an object (``what``, the target's phrase) or a group, tried in this order after
#: ``_PLAIN``; "Give ... [S] this turn" is the rest.
_ON_OBJECT: tuple[tuple[str, object], ...] = (
    ("choose", lambda i, what: f"{'Then choose' if i.get('then') else 'Choose'} {what}."),
    ("deal", _deal),
    ("keyword", lambda i, what: f"Give {what or _group(i['all'], give=True)} [{i['keyword']}] this turn."),
    ("counter", lambda i, what: f"Counter {what}."),
    ("return", _return),
    *((verb, _verb(verb)) for verb in ("stun", "kill", "ready", "exhaust", "buff", "banish")),
)


def instruction(i: dict) -> str:
    """One instruction as one canonical sentence."""
    if "return" in i and i.get("and"):
        return f"and {_object(i['target'])}"  # joined to the return before it (``instructions``)
    for key, render_plain in _PLAIN:
        if key in i:
            return render_plain(i)
    what = _object(i["target"]) if "target" in i else None
    for key, render_on in _ON_OBJECT:
        if key in i:
            return render_on(i, what)
    minimum = f", to a minimum of {i['minimum']} [S]" if "minimum" in i else ""
    return f"Give {what or _group(i['all'], give=True)} {i['might']:+d} [S] this turn{minimum}."


def instructions(body: list[dict]) -> str:
    """Instructions as sentences; grants to one object ("it") right after it was chosen join as "and"."""
    out: list[str] = []
    for i in body:
        if "choose" in i and i.get("and"):  # "Choose A and B."
            out[-1] = out[-1][:-1] + f" and {_object(i['target'])}."
            continue
        if "return" in i and i.get("and"):  # "Return A and B to their owners' hands."
            head = out[-1][:-len(" to its owner's hand.")]
            out[-1] = f"{head} and {_object(i['target'])} to their owners' hands."
            continue
        same_grant = ("keyword" in i or ("might" in i and len(i) == 2)) and i.get("target", {}).get("same")
        if same_grant and out and out[-1].startswith("Give ") and out[-1].endswith(" this turn.") and \
                " to a minimum" not in out[-1]:
            grant = f"[{i['keyword']}]" if "keyword" in i else f"{i['might']:+d} [S]"
            out[-1] = out[-1][:-len(" this turn.")] + f" and {grant} this turn."
            continue
        out.append(instruction(i))
    return " ".join(out)


_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}


def condition(c: dict) -> str:
    """A condition (``compile_effects._condition``) as its printed words."""
    k = c["control"]
    if "tag" in k:
        return f"you control {'another' if k.get('other') else _article(k['tag'].lower())} {k['tag']}"
    n = k.get("at_least", k.get("at_most"))
    noun = {"rune": "runes", "gear": "gear", "unit": "units"}[k["kind"]]
    return (f"you control {n if c.get('digits') else _WORDS[n]} or {'more' if 'at_least' in k else 'fewer'} "
            f"{'other ' if k.get('other') else ''}{noun}")


def _cost(energy: int, power: int) -> str:
    return (f"[{energy}]" if energy else "") + "[C]" * power


def _ability(a: dict) -> str:
    c = a["cost"]
    costs = [_cost(c["energy"], c["power"])] if c["energy"] or c["power"] else []
    costs += [f"Spend {c['xp']} XP"] if c.get("xp") else []
    costs += ["Kill this"] if c.get("kill") else []
    costs += ["[T]"] if c["exhaust"] else []
    timing = f"[{a['timing']}][>] " if a.get("timing") else ""
    add = [e["add"] for e in a["effect"] if "add" in e]
    if add:
        what = "[A]" if add[0].get("any") else "[C]" if add[0].get("power") else f"[{add[0]['energy']}]"
        effect = f"[Add] {what}."
    else:
        effect = instructions(a["effect"])
    return f"{timing}{', '.join(costs)}: {effect}"


def _static(s: dict, card_type: str) -> str:
    who, grant = s["who"], _grant_text(s.get("might"), s.get("keywords", []))
    if who.get("level"):
        return f"[Level {who['level']}][>] I have {grant}."
    if who.get("self"):
        return f"While I'm buffed, I have {grant}."
    if who.get("token"):
        subject = "Your token units"
    elif who.get("tag"):
        subject = f"Your {who['tag']}s"
    else:
        subject = {"any": "Units", "friendly": "Friendly units"}[who["relation"]]
        if who.get("other"):
            subject = "Other f" + subject[1:]
    here = " here" if who["at"] == "here" else ""
    return f"{subject}{here} have {grant}{' (including me)' if who.get('including_me') else ''}."


def render(card_type: str, spec: dict) -> list[str]:
    """A compiled spec as canonical text, one line per printed line (keyword lines that carry a fact
    included), in the order of the spec's sections."""
    lines: list[str] = []
    for section, value in spec.items():
        if section == "spell":
            lines.append(instructions(value))
        elif section in _TRIGGER_PREFIX:
            optional = isinstance(value, dict) and value.get("optional", False)
            level = f"[Level {value['level']}][>] " if isinstance(value, dict) and "level" in value else ""
            body = instructions(value["do"] if isinstance(value, dict) else value)
            prefix = level + ("[Empowered][>] " if isinstance(value, dict) and value.get("empowered") else "") \
                + _TRIGGER_PREFIX[section]
            if isinstance(value, dict) and "if" in value:
                prefix += f"if {condition(value['if'])}, "
            if section == "on_play" and card_type == "gear":
                prefix = "When you play this, "
            if isinstance(value, dict) and "pay" in value:  # a cost within the effect (383.3.b)
                how = ". If you do, " if value.get("if_you_do") else " to "
                body = f"you may pay {_cost(*value['pay'])}{how}{body[:1].lower() + body[1:]}"
            elif prefix.endswith(", "):
                body = ("you may " if optional else "") + body[:1].lower() + body[1:]
            lines.append(prefix + body)
        elif section == "abilities":
            for a in value:
                lines.append(f"[Empower] {_cost(*a['empower'])}" if "empower" in a else _ability(a))
        elif section == "static":
            lines += [_static(s, card_type) for s in value]
        elif section == "empowered":
            lines.append(f"[Empowered][>] I have {_grant_text(value.get('might'), value.get('keywords', []))}.")
        elif section == "flow":
            lines.append(f"[Flow] {_cost(*value)}")
        elif section == "repeat":
            lines += [f"[Repeat] {_cost(*cost)}" for cost in value]
        elif section == "vision":
            lines.append("[Vision]")
        elif section == "equip":
            lines.append(f"[Equip] {_cost(*value)}")
        elif section == "quick_draw":
            lines.append("[Quick-Draw]")
        elif section == "equipped":
            continue  # the effect text (136), rendered apart: ``effect_text``
        elif section == "optional_cost":
            lines.append(f"You may pay {_cost(*value)} as an additional cost to play me.")
        elif section == "play_to":
            lines.append(f"You may play me to an {value} battlefield.")
        elif section == "enters_ready" and isinstance(value, dict) and "if" in value:
            lines.append(f"I enter ready if {condition(value['if'])}.")
        elif section == "enters_ready":
            lines.append((f"[Level {value['level']}][>] " if isinstance(value, dict) else "") + "I enter ready.")
        elif section == "units_enter_ready":
            who = "Your tokens" if value["token"] else ("Other friendly units" if value["other"] else
                                                         "Your units" if value["your"] else "Friendly units")
            lines.append(f"{who} enter ready.")
        elif section == "enters_exhausted":
            lines.append("This enters exhausted.")
        else:
            raise ValueError(f"no rendering for section {section!r}")
    return lines


def effect_text(equipped: dict) -> str:
    """An Equipment's compiled effect text (``compile_effects.compile_effect_text``) as canonical text."""
    if "keywords" in equipped:
        return " ".join(f"[{k}]" for k in equipped["keywords"])
    (line,) = render("unit", equipped)
    return line


# -- normalising printed text -----------------------------------------------------------------------------

_SYNONYMS = [
    (re.compile(r"\s+—\s+"), " — "),
    (re.compile(r"^\[(Deathknell|Legion)\]\[>\] ?"), r"[\1] — "),
    (re.compile(r"^\[(Action|Reaction|Empowered)\] — "), r"[\1][>] "),
    (re.compile(r"^\[(Action|Reaction|Empowered)\]\[>\](?! )"), r"[\1][>] "),
    (re.compile(r"\[M\]"), "[S]"),
    (re.compile(r"\[E\]"), "[T]"),
    (re.compile(r"(^|\. |, |: )\[(Stun|Buff)\] "), r"\1\2 "),
    (re.compile(r"^When you \[Stun\] "), "When you stun "),
    (re.compile(r" (?:in|into|at) your base\."), " to your base."),
    (re.compile(r"\byour other units\b"), "other friendly units"),
    (re.compile(r"\byour units\b"), "friendly units"),
    (re.compile(r"(^|, |\. )(Ready|ready|Stun|stun|Kill|kill|Exhaust|exhaust|Buff|buff) (other )?friendly units"),
     r"\1\2 all \3friendly units"),  # "Ready your units." is "all" of them
    (re.compile(r"^Give all "), "Give "),
    (re.compile(r"(, |^)give all "), r"\1give "),
    (re.compile(r" each have "), " have "),
    (re.compile(r"\bALL\b"), "all"),
    (re.compile(r"an additional \+"), "+"),
]
_TIMING_AFTER = re.compile(r"^(?P<costs>[^:]+): \[(?P<t>Action|Reaction)\] — (?P<x>.+)$")
_COSTS = re.compile(r"^(?:\[(?P<t>Action|Reaction)\]\[>\] )?(?P<costs>(?:\[\d+\](?:\[C\])*|(?:\[C\])+|\[T\]|Kill this"
                    r"|Spend \d+ XP)(?:, (?:\[\d+\](?:\[C\])*|(?:\[C\])+|\[T\]|Kill this|Spend \d+ XP))*): (?P<x>.+)$")
_HERE_AT_END = re.compile(r"^(?P<who>[^,]+?) have (?P<grant>.+) here\.$")


def _body(text: str) -> str:
    """Sentences of an effect, each joined pair of instructions split as the compiler reads them."""
    out = []
    for sentence in _sentences(text):
        if any(p.match(sentence) for _, p, _ in _SENTENCES):
            out.append(sentence)
        else:
            out += _clauses(sentence)
    return " ".join(out)


def normalise_line(line: str) -> str:
    line = strip_reminder(line.strip())
    emp = re.match(r"^\[Empowered\]\[>\] ?(When .+)$", line)
    if emp:  # a triggered ability while Empowered (828), normalised as a line of its own
        return f"[Empowered][>] {normalise_line(emp[1])}"
    level = re.match(r"^\[Level (\d+)\]\[>\] ?(.+)$", line)
    if level:  # a dependent ability (824.1.b) is normalised as a line of its own
        rest = level[2] if level[2].startswith("I have ") else normalise_line(level[2])
        return f"[Level {level[1]}][>] {rest}"
    for pattern, replacement in _SYNONYMS:
        line = pattern.sub(replacement, line)
    line = line.strip()
    m = _TIMING_AFTER.match(line)
    if m:
        line = f"[{m['t']}][>] {m['costs']}: {m['x']}"
    m = _COSTS.match(line)
    if m:  # costs in canonical order: resources, "Kill this", [T]
        order = sorted(m["costs"].split(", "), key=lambda c: (c == "[T]", c == "Kill this", c.startswith("Spend ")))
        timing = f"[{m['t']}][>] " if m["t"] else ""
        return f"{timing}{', '.join(order)}: {_capitalised(_body(_capitalised(m['x'])))}"
    m = _HERE_AT_END.match(line)
    if m and " here " not in f" {m['who']} ":
        line = f"{m['who']} here have {m['grant']}."
    for prefix in sorted(set(_TRIGGER_PREFIX.values()) | {"When you play this, "}, key=len, reverse=True):
        if line.startswith(prefix):
            rest = line[len(prefix):]
            cond = re.match(r"^(if [^,]+, )(.+)$", rest) if prefix.endswith(", ") else None
            if cond:  # part of the trigger condition (383.2.a.1)
                prefix, rest = prefix + cond[1], cond[2]
            may = "you may " if rest.startswith("you may ") else ""
            rest = rest[len(may):]
            body = _body(_capitalised(rest))
            return prefix + may + (body[:1].lower() + body[1:] if prefix.endswith(", ") else body)
    if line.startswith("[Empowered][>] ") or is_keyword_line(line) or _STATIC.match(line):
        return line  # a passive grant's "and" joins grants, not instructions
    return _body(line)


_KEYWORD_TOKEN = re.compile(r"\[(" + _KW + r")(?: (\d+))?\]")
_FACT_KEYWORD_LINE = re.compile(r"^\[(?:Flow|Repeat|Empower|Equip)\] (?:\[(?:\d+|C)\])+$|^\[(?:Vision|Quick-Draw)\]$")


def normalise(lines: list[str]) -> list[str]:
    """The printed lines as canonical text: keyword lines dropped unless they carry a fact (a cost, Vision)."""
    out = []
    for line in lines:
        if is_keyword_line(line):
            bare = re.sub(r"\s*\(.*\)$", "", line.strip())
            if _FACT_KEYWORD_LINE.match(bare):
                out.append(bare)
            continue
        out.append(normalise_line(line))
    return out


def printed_keywords(lines: list[str]) -> list[str]:
    """Keywords the text prints: every keyword line's tokens, and a keyword that opens an effect line
    ("[Deathknell] — ...", "[Legion] — ...", "[Action][>] [T]: ...")."""
    out = []
    for line in lines:
        bare = re.sub(r"\s*\(.*\)$", "", line.strip())
        if is_keyword_line(line):
            out += [k + (f" {n}" if n else "") for k, n in _KEYWORD_TOKEN.findall(bare)]
        else:
            opening = re.match(r"^(?:\[[^\]]+\](?:\[>\])?(?:, | )?)+", bare)
            out += [k + (f" {n}" if n else "") for k, n in _KEYWORD_TOKEN.findall(opening[0] if opening else "")]
    return out


def keyword_problems(keywords: list[str], lines: list[str]) -> list[str]:
    """Differences between the card's keywords and those its text prints (numbers included)."""
    printed = sorted(set(printed_keywords(lines)))
    listed = sorted(set(keywords))
    if printed == listed:
        return []
    return [f"keywords {listed} but the text prints {printed}"]


def normalise_effect_text(line: str) -> str:
    """An Equipment's printed effect text as canonical text: a keyword line as its bare tokens."""
    if is_keyword_line(line):
        return " ".join(re.findall(r"\[[^\]]+\]", strip_reminder(line.strip())))
    return normalise_line(line)


def check_card(card_type: str, spec: dict, lines: list[str], printed_effect_text: str | None = None) -> list[str]:
    """The round trip of one compiled card: its spec rendered must equal its normalised text, line for line
    (as a multiset: a spec groups its abilities and passives, so their order among the other lines is not
    kept); an Equipment's effect text (136) must equal its ``equipped`` section rendered."""
    if ("equipped" in spec) != (printed_effect_text is not None):
        return ["the spec's effect text and the card's disagree: "
                f"{spec.get('equipped')!r} against {printed_effect_text!r}"]
    if printed_effect_text is not None:
        want, got = normalise_effect_text(printed_effect_text), effect_text(spec["equipped"])
        if want != got:
            return [f"printed effect text {want!r} is not what the spec renders ({got!r})"]
    rendered, printed = render(card_type, spec), normalise(lines)
    if card_type == "spell":  # a spell's instruction lines are one effect (359.3.d), rendered as one line
        body = [line for line in printed if not _FACT_KEYWORD_LINE.match(line)]
        printed = [line for line in printed if _FACT_KEYWORD_LINE.match(line)] + ([" ".join(body)] if body else [])
    missing = [line for line in printed if line not in rendered]
    extra = [line for line in rendered if line not in printed]
    if sorted(rendered) == sorted(printed):
        return []
    return [f"printed {line!r} is not what the spec renders" for line in missing] + \
        [f"the spec renders {line!r}, which is not printed" for line in extra] or \
        [f"lines repeat differently: rendered {rendered}, printed {printed}"]


