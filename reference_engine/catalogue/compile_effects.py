"""Build-time compiler: recognise exact, common shapes of card rules text and turn them into small effect
specs (facts), stored in ``cards.json``; the printed text itself is never stored.

A card's text is a list of lines. Keyword lines (only ``[Keyword N]`` tokens, keyword costs such as
``[Equip] [C]``, and a parenthesised reminder) carry no text beyond the keywords the catalogue already
lists. Every other line must match one of the line templates below, IN FULL, or the card gets no spec
(``compile_card`` returns None): a partial reading would be a wrong answer, not an honest "not
implemented". The interpreter is ``reference_engine/cards/compiled.py``.

Every template has a name (``TEMPLATES``; ``compile_card(..., trace=[])`` lists those a card used).
Only declared reminder texts are stripped from the end of a line (``REMINDERS``). The words a text may
use about its own source depend on the card type (``VOCABULARY``: no "me" or "here" for a spell or a
legend; a battlefield's "here" is itself).

Spec shape (every key optional)::

    {"spell":      [instruction, ...],          # a spell's effect, top to bottom (359.3.d)
     "on_play":    [instruction, ...],          # "When you play me, ..." (a permanent)
     "deathknell": [instruction, ...],          # "[Deathknell] -- ..." (808)
     "on_attack" | "on_defend" | "on_conquer" | "on_hold" | "on_attack_or_defend" | "on_move"
       | "on_move_to_battlefield": [instruction, ...],   # "When I attack, ..." (383.4)
     "on_conquer_here" | "on_hold_here": [...], # a battlefield's "When you conquer here, ..."
     A trigger starting "you may" over one instruction is {"optional": true, "do": [instruction]} (383.3.a);
     "you may pay [C] to X" adds "pay": [E, P] (its cost, 383.3.b; "if_you_do" for "... [C]. If you do, X").
     "on_you_stun_enemy": [...],                # "When you stun an enemy unit, ..." (each unit stunned)
     "on_move_from_battlefield", "on_you_conquer" | "on_you_hold" | "on_you_play_spell" | "on_you_play_unit" | "on_you_play_another_unit"
       | "on_you_play_gear": [...],             # "When you conquer, ..." (units, gear, legends)
     "on_you_play_hidden": [...],               # "When you play a card from [Hidden], ..." (811.1.d)
     "abilities": [{"cost": {"energy": E, "power": P, "exhaust": bool}, "timing": "Action"|"Reaction"|null,
                    "effect": [instruction, ...]} | {"empower": [E, P]}, ...],   # activated abilities (376),
                                                # in the order of the text; "[2], [T]: [Reaction] -- ..."
     "legion_on_play": [instruction, ...],      # "[Legion] -- When you play me, ..." (812)
     "optional_cost": [E, P],                   # "You may pay [1] as an additional cost to play me." (356.2.b)
     "on_play_paid": [instruction, ...],        # "When you play me, if you paid the additional cost, ..."
     "enters_ready": true,                      # "I enter ready." (143.4.a); {"if": condition} for
                                                # "I enter ready if you control another Mech."
     A trigger's "if ..." right after its condition (383.2.a.1) wraps it: {"if": condition, "do": [...]}.
     A [Level N] line (824) adds its dependent ability with the level: a trigger {"level": N, "do": [...]},
     "enters_ready": {"level": N}, a unit's own grant {"who": {"self": true, "level": N}, ...} in "static".
     "enters_exhausted": true,                  # a gear's "This enters exhausted."
     "units_enter_ready": {"other", "token", "your"},  # "Other friendly units enter ready." (143.4.a)
     "play_to": "open" | "occupied enemy",      # "You may play me to an open battlefield." (170.11)
     "vision": true,                            # [Vision] (817): when played, predict (436)
     "equip": [E, P], "quick_draw": true,       # an Equipment's [Equip] cost (818) and [Quick-Draw] (819)
     "equipped": {"keywords": ["Assault 2"]} | {"on_conquer": [...], ...},  # its effect text (136): keywords
                                                # or one triggered ability of the unit it is attached to
     "flow": [E, P], "repeat": [[E, P]],        # keyword costs (829, 820): Energy, Power of its domain
                                                # an Empower ability (827) is one of the abilities
     "empowered": {"might": N, "keywords": [...]},   # "[Empowered][>] I have +N [S] and [K]." (828)
     "static": [{"who": {...}, "might": N, "keywords": [...]}]}   # passive grants (364): "Other friendly
                                                # units here have [Assault].", "While I'm buffed, I have ..."

An instruction has one verb key -- ``draw: N``, ``discard: N``, ``channel: N`` (runes, exhausted), ``deal: N``,
``might: +-N`` (this turn, optional ``minimum``), ``keyword: "Assault 3"`` (this turn), ``stun``,
``kill``, ``ready``, ``exhaust``, ``buff``, ``banish``, ``return`` (to its owner's hand), ``counter`` (a
spell) -- and, for verbs that act on an object, a ``target``: ``{"kind": "unit"|"gear"|"spell", "relation":
"any"|"friendly"|"enemy", "at": "board"|"battlefield"|"here", "other": bool, "max_might"/"min_might": N}``,
``{"self": true}`` ("me") or ``{"same": true}`` ("it": the object the previous instruction chose); or an
``all`` group instead of a target (``{"kind", "relation", "at": "board"|"battlefield"|"here"|"combat",
"other"}``: "Deal 2 to all enemy units here."). ``score: N`` gains points (471), ``xp: N`` gains XP (730.1), ``predict: N`` predicts (436). ``look: N`` looks at the top N of the Main
Deck; ``take`` ({"type", "may", "min_energy"}) draws one of those, ``rest`` ("recycle"|"trash") moves the others. ``deal: {"might_of": "self"|"same"}`` deals
damage equal to my / its Might (``"dealer": "same"``: "It deals ...", 417.6.b.3); ``choose`` with a ``target``
only chooses it for what follows; ``fight: "they"|"we"``: the last two chosen (or me and the last chosen)
deal damage equal to their Mights to each other. ``to_hand`` with ``target: {"kind": "trash", "type": "unit"|"spell"|"gear"}``
puts a card chosen from its controller's trash (355.9.a) into their hand. ``token: NAME`` plays ``count`` unit tokens of rule 187
(``might``, ``ready``, ``keywords``, ``at``: ``base`` or ``here``); ``token: "Gold"`` plays Gold gear
tokens (187.5), ``ready: false`` when they enter exhausted. An ability cost may include ``"kill": true``
("Kill this", 403.1.a) and an [Add] effect ``{"power": 1, "any": true}`` ([A], 135.2.e.5.b).
"""

from __future__ import annotations

import re
from pathlib import Path

#: The v1.4 keyword glossary (805-829), as printed in brackets.
GLOSSARY = ("Accelerate", "Action", "Assault", "Deathknell", "Deflect", "Ganking", "Hidden", "Legion", "Reaction",
            "Shield", "Tank", "Temporary", "Vision", "Equip", "Quick-Draw", "Repeat", "Weaponmaster", "Ambush",
            "Hunt", "Level", "Unique", "Backline", "Empower", "Empowered", "Flow")
#: Keywords with a number ("[Assault 2]"); the others never take one.
NUMBERED = ("Assault", "Deflect", "Shield", "Hunt", "Level")

_KW = "|".join(re.escape(k) for k in GLOSSARY)
_KEYWORD_LINE = re.compile(
    r"^(?:(?:\s*|, )\[(?:" + _KW + r")(?: \d+)?\](?:\s*\[[0-9CA]+\])*\.?)+\s*(?:\([^()]*(?:\([^()]*\)[^()]*)*\))?$")
_REMINDER = re.compile(r"\s*\((?P<body>[^()]*(?:\([^()]*\)[^()]*)*)\)$")

_YOU = r"(?:I|It|They|We)"
_ATTACKER = r"(?:I'm|it's|they're|we're|equipped unit is) (?:an? )?(?:attacker|attackers)"
_DEFENDER = r"(?:I'm|it's|they're|we're) (?:an? )?(?:defender|defenders)"
_BUFF_ONE = r"a \+1 \[[SM]\] buff"
#: The reminder texts the compiler may strip from the end of a line (a reminder restates what a term means
#: and adds nothing to the card): each sentence of a trailing parenthesis must be
#: one of these, and the term it explains must appear earlier in the line; anything else in parentheses is
#: kept, so the line matches no template and the card gets no spec rather than losing a clause.
REMINDERS: tuple[tuple[str, re.Pattern], ...] = tuple((term, re.compile(pattern)) for term, pattern in (
    ("assault", r"\+\d+ \[[SM]\] while " + _ATTACKER + r"(?: for each instance of Assault)?\."),
    ("shield", r"\+\d+ \[[SM]\] while " + _DEFENDER + r"\."),
    ("tank", _YOU + r" must be assigned combat damage first\."),
    ("ganking", r"(?:" + _YOU + r"|A \[Ganking\] unit) can move from battlefield to battlefield\."),
    ("deflect", r"Opponents must pay (?:\[A\])+ to choose (?:me|it|them|us|those units|a \[Deflect\] unit) with a "
                r"spell or ability\."),
    ("stun", r"(?:It|They|A stunned unit) (?:doesn't|don't) deal combat damage this turn\."),
    ("temporary", r"Kill (?:it|each|them) at the start of (?:its|their) controller's (?:next )?Beginning Phase, "
                  r"before scoring\."),
    ("deathknell", r"When (?:I|this) dies?, get the effects?\."),
    ("legion", r"Get the effect if you've played another card this turn\.?"),
    ("[add]", r"Abilities that add resources can't be reacted to\."),
    ("buff", r"(?:If it doesn't have a buff, it gets " + _BUFF_ONE + r"|If I don't have a buff, I get " + _BUFF_ONE
             + r"|Each one that doesn't have a buff gets " + _BUFF_ONE + r"|Give (?:me|it|each) " + _BUFF_ONE
             + r" if (?:I|it) (?:don't|doesn't) (?:already )?have one|To buff a unit, give it " + _BUFF_ONE
             + r" if it doesn't already have one)\."),
    ("gold gear token", r'It has "\[Reaction\]\[>\] Kill this, \[T\]: \[Add\] \[A\]\."'),
    ("token here", r"It is also at the battlefield\."),  # a token played "here" by a unit moving there
    ("unit tokens", r"(?:They can be played to your base or to battlefields you control|You may play them to "
                    r"different locations)\."),  # tokens played without a location (355.2.a)
    ("predict", r"(?:To Predict \d+, l|When I die, l|L)ook at the top (?:card|(?:\d+|two|three|four|five) cards) of "
                r"your Main Deck\. (?:You may recycle it|Recycle any of them and put the rest back in any order)\."),
    ("vision", r"When you play (?:me|us|them), look at the top card of your Main Deck\. You may recycle it\."),  # 817
    ("win a combat", r"I win if I remain after combat\."),
    ("units here", r"This includes attackers\."),
    ("level", r"While you have \d+\+ XP, get the effects?\."),  # 824.1.b.1
))


def strip_reminder(line: str) -> str:
    """``line`` without its trailing reminder text, if every sentence of it is a known reminder
    (``REMINDERS``) of a term the line uses; else ``line`` unchanged (a clause is never dropped)."""
    m = _REMINDER.search(line)
    if not m:
        return line
    head, body, at = line[:m.start()], m["body"].strip(), 0
    used = head.lower().replace("[", "").replace("]", "")
    while at < len(body):
        for term, pattern in REMINDERS:
            found = pattern.match(body, at)
            if found and term.strip("[]") in used:
                at = found.end()
                while at < len(body) and body[at] == " ":
                    at += 1
                break
        else:
            return line
    return head.strip()


def is_keyword_line(line: str) -> bool:
    """A line that is only keyword tokens (with their costs) plus a parenthesised reminder."""
    return bool(_KEYWORD_LINE.match(line.strip()))


#: The gallery's emoji shorthand for two symbols, as the rest of the database prints them.
_SYMBOLS = ((":rb_might:", "[S]"), (":rb_rune_rainbow:", "[A]"))


def symbols(line: str) -> str:
    for emoji, symbol in _SYMBOLS:
        line = line.replace(emoji, symbol)
    return line


#: A keyword the export printed without its brackets, then its reminder ("Hidden (Hide now for [A] ...)").
_BARE_KEYWORD = re.compile(r"^(?P<kw>" + _KW + r")(?P<rest> \(.*\))$")


def bracket_bare_keyword(line: str) -> str:
    """A keyword line the export printed without brackets, as the card prints it: ``[Hidden] (...)``."""
    m = _BARE_KEYWORD.match(line)
    return f"[{m['kw']}]{m['rest']}" if m else line


def text_lines(text: str | None, effect_text: str | None = None) -> list[str]:
    """The card's rules-text lines; an Equipment's granted text (``effectText``) counts as a line."""
    lines = [] if not text else [ln.strip() for ln in text.replace("[NO TEXT]", "").split("\n")]
    if effect_text:
        lines.append(effect_text.strip())
    return [bracket_bare_keyword(symbols(ln)) for ln in lines if ln]


def has_rules_text(lines: list[str]) -> bool:
    """Does the card have rules text beyond its keywords?"""
    return any(not is_keyword_line(ln) for ln in lines)


# -- targets --------------------------------------------------------------------------------------------

_UP_TO = {"one": 1, "two": 2, "three": 3, "four": 4}
_TARGET = re.compile(
    r"^(?P<art>an?|another|two|(?:each of )?up to (?:one|two|three|four)(?: other)?) (?:(?P<st>attacking|defending) )?"
    r"(?:(?P<rel>friendly|enemy) )?(?:(?P<kind>unit|gear)s?|(?P<tag>(?!Mights?\b)[A-Z][a-z]+))"
    r"(?: (?P<at>at a battlefield|here|anywhere))?(?: with (?P<m>\d+) \[S\] or (?P<lim>less|more))?$")


#: The words a card's text may use about its own source, per card type: "me" (the card itself on the
#: board), "here" (the source's location; for a battlefield, that battlefield) and "other" ("another unit",
#: other than the source). A spell is not on the board when it resolves (it has no "me" or "here"); a
#: legend is not a unit and has no location on the board (416.2 places it in its own zone); a battlefield
#: is not a unit that could be chosen or be "another" one.
VOCABULARY: dict[str, frozenset[str]] = {
    "unit": frozenset({"me", "here", "other"}),
    "gear": frozenset({"me", "here", "other"}),
    "spell": frozenset(),
    "legend": frozenset(),
    "battlefield": frozenset({"here"}),
    "rune": frozenset(),
}


def _target(phrase: str, words: frozenset[str]) -> dict | None:
    if phrase == "me":
        return {"self": True} if "me" in words else None
    if phrase == "it":
        return {"same": True}
    if phrase == "a spell":
        return {"kind": "spell", "relation": "any", "at": "chain"}
    m = _TARGET.match(phrase)
    if not m:
        return None
    at = {"at a battlefield": "battlefield", "here": "here", None: "board", "anywhere": "board"}[m["at"]]
    if at == "here" and "here" not in words:
        return None
    out = {"kind": m["kind"] or "unit", "relation": m["rel"] or "any", "at": at}
    if m["tag"]:  # "another friendly Mech": a unit with that tag
        out["tag"] = m["tag"]
    if m["at"] == "anywhere":
        out["anywhere"] = True  # printed "anywhere": any location on the board
    article = m["art"].split()
    plural = phrase.split()[len(article) + (1 if m["rel"] else 0) + (1 if m["st"] else 0)] == "units"
    if m["tag"] and article[0] not in ("a", "an", "another"):
        return None
    if m["st"]:  # "an attacking unit": a designation (323.2)
        if m["kind"] != "unit":
            return None
        out["designation"] = {"attacking": "attacker", "defending": "defender"}[m["st"]]
    if article[0] == "each":  # "each of up to two units": the same choice, each affected (355.7)
        out["each"] = True
        article = article[2:]
        if article[2] == "one":
            return None
    if article[0] == "up":  # "up to two units": from none to two (355.7)
        out["min"], out["max"] = 0, _UP_TO[article[2]]
        if plural != (out["max"] > 1 and m["kind"] == "unit"):
            return None
    elif article[0] == "two":  # "two units": exactly two different ones
        if not plural or m["kind"] != "unit":
            return None
        out["min"], out["max"] = 2, 2
    elif plural:
        return None
    if m["m"]:
        out["max_might" if m["lim"] == "less" else "min_might"] = int(m["m"])
    if article[-1] in ("another", "other"):
        if "other" not in words:
            return None
        out["other"] = True
    return out


# -- instructions ---------------------------------------------------------------------------------------

_OBJ = (r"(?P<t>me|it|(?:an?|another|(?:each of )?up to (?:one|two|three|four)(?: other)?) (?:(?:attacking|defending) )?"
        r"(?:(?:friendly|enemy) )?(?:units?|gear|(?!Mights?\b)[A-Z][a-z]+)"
        r"(?: at a battlefield| here)?"
        r"(?: with \d+ \[S\] or (?:less|more))?)")
#: What "Choose ..." names: one or two objects (355.5), chosen as targets for the instructions after it.
_CHOSEN = (r"(?:an?|another|two) (?:(?:friendly|enemy) )?(?:units?|[A-Z][a-z]+)(?: at a battlefield| here| anywhere)?"
           r"(?: with \d+ \[S\] or (?:less|more))?")
#: Tokens rule 187 defines with no text of their own.
_TOKENS = ("Recruit", "Sprite", "Sand Soldier", "Mech", "Bird", "Tentacle")
_COUNT = {"a": 1, "two": 2, "three": 3, "four": 4}
_ALL = (r"(?:all (?P<other>other )?(?P<dmg>damaged )?(?P<rel>friendly |enemy )?|(?P<your>your )(?P<other2>other )?)"
        r"(?P<kind>units and gear|units|gear)(?: with (?P<gm>\d+) \[S\] or (?P<glim>less|more))?"
        r"(?P<at> here| at battlefields| in combat)?")


#: "friendly units", "your other units here", "enemy units at battlefields", "your Mechs" (not "units": a
#: relation or a tag is named)
_GIVE_GROUP = (r"(?:(?P<your>your )(?P<other>other )?(?:(?P<tag>[A-Z][a-z]+)s|(?P<kind>units))"
               r"|(?P<other2>other )?(?P<rel>friendly |enemy )(?P<kind2>units))"
               r"(?P<at> here| at battlefields| in combat)?")


def _token(m) -> dict | None:
    """Unit tokens of rule 187. Without a location they are played where a unit may be (355.2.a: the base
    or a battlefield you control), each where its player chooses (``"at": "any"``)."""
    at = {None: "any", " here": "here"}.get(m["at"], "base")
    out = {"token": m["name"], "count": _COUNT[m["count"]], "might": int(m["might"]), "ready": bool(m["ready"]),
           "at": at}
    if (out["count"] == 1) != (" token" in m[0] and " tokens" not in m[0]):
        return None  # "a ... token", "two ... tokens"
    if m["kw"]:
        out["keywords"] = [m["kw"]]
    return out


def _grants(text: str) -> list[dict] | None:
    grant = _grant(text)
    if grant is None:
        return None
    out = [{"might": grant["might"]}] if "might" in grant else []
    return out + [{"keyword": k} for k in grant.get("keywords", [])]


def _group(m) -> dict:
    at = {" here": "here", " at battlefields": "battlefield", " in combat": "combat", None: "board"}[m["at"]]
    groups = m.groupdict()
    relation = "friendly" if groups.get("your") else (m["rel"] or "any ").strip()
    kind = groups.get("kind") or groups.get("kind2") or "units"
    out = {"kind": {"units": "unit", "gear": "gear", "units and gear": "permanent"}[kind], "relation": relation,
           "at": at}
    if m["other"] or groups.get("other2"):
        out["other"] = True
    if groups.get("tag"):
        out["tag"] = m["tag"]
    if groups.get("gm"):
        out["max_might" if m["glim"] == "less" else "min_might"] = int(m["gm"])
    if groups.get("dmg"):
        out["damaged"] = True  # with damage marked on it (417)
    return out

_SENTENCES = [
    ("draw", re.compile(r"^Draw (?P<n>\d+)\.$"), lambda m: {"draw": int(m["n"])}),
    ("discard", re.compile(r"^Discard (?P<n>\d+)\.$"), lambda m: {"discard": int(m["n"])}),
    ("channel", re.compile(r"^Channel (?P<n>\d+) runes? exhausted\.$"), lambda m: {"channel": int(m["n"])}),
    ("deal", re.compile(r"^Deal (?P<n>\d+) to " + _OBJ + r"\.$"), lambda m: {"deal": int(m["n"])}),
    ("might", re.compile(r"^Give " + _OBJ + r" (?P<n>[+-]\d+) \[S\] this turn(?:, to a minimum of (?P<min>\d+) \[S\])?\.$"),
     lambda m: {"might": int(m["n"]), **({"minimum": int(m["min"])} if m["min"] else {})}),
    ("keyword", re.compile(r"^Give " + _OBJ + r" \[(?P<kw>Assault|Shield|Tank|Ganking|Deflect|Backline)(?: (?P<n>\d+))?\] this turn\.$"),
     lambda m: {"keyword": m["kw"] + (f" {m['n']}" if m["n"] else "")}),
    # "Give a unit [Shield 2] and [Tank] this turn." / "+2 [S] and [Ganking]": one instruction per grant
    ("grants", re.compile(r"^Give " + _OBJ + r" (?P<grants>.+ and .+) this turn\.$"), lambda m: _grants(m["grants"])),
    ("stun", re.compile(r"^Stun " + _OBJ + r"\.$"), lambda m: {"stun": True}),
    ("kill", re.compile(r"^Kill " + _OBJ + r"\.$"), lambda m: {"kill": True}),
    ("ready", re.compile(r"^Ready " + _OBJ + r"\.$"), lambda m: {"ready": True}),
    ("buff", re.compile(r"^Buff " + _OBJ + r"\.$"), lambda m: {"buff": True}),
    ("banish", re.compile(r"^Banish " + _OBJ + r"\.$"), lambda m: {"banish": True}),
    ("return", re.compile(r"^Return " + _OBJ + r" to (?:its|my) owner's hand\.$"), lambda m: {"return": True}),
    ("exhaust", re.compile(r"^Exhaust " + _OBJ + r"\.$"), lambda m: {"exhaust": True}),
    ("score", re.compile(r"^(?P<you>You s|S)core (?P<n>\d+) points?\.$"),
     lambda m: {"score": int(m["n"]), **({} if m["you"] == "You s" else {"bare": True})}),
    ("xp", re.compile(r"^Gain (?P<n>\d+) XP\.$"), lambda m: {"xp": int(m["n"])}),  # 730.1
    # looking at the top of the Main Deck (the cards stay there, unrevealed, until an instruction moves them)
    ("look", re.compile(r"^Look at the top (?P<n>\d+) cards of your Main Deck\.$"), lambda m: {"look": int(m["n"])}),
    ("look_take", re.compile(r"^(?P<may>You may )?(?P<verb>reveal|choose) (?P<what>a unit|a spell|a gear|a card)"
                             r"(?: with Energy cost \[(?P<e>\d+)\] or more)? from among them and draw it\.$"),
     lambda m: {"take": {"type": m["what"][2:], "may": bool(m["may"]), "verb": m["verb"],
                         **({"min_energy": int(m["e"])} if m["e"] else {})}}),
    ("look_take_one", re.compile(r"^(?P<verb>Draw one|Put 1 into your hand)\.$"),
     lambda m: {"take": {"type": "card", "may": False, "verb": m["verb"].lower()}}),
    ("look_rest", re.compile(r"^(?P<then>Then r|R)ecycle the (?P<what>rest|other)\.$|^Put the rest into your trash\.$"),
     lambda m: {"rest": "trash"} if m[0].startswith("Put") else
     {"rest": "recycle", **({"then": True} if m["then"] == "Then r" else {}), **({"other": True} if m["what"] == "other" else {})}),
    # each player chooses one of theirs as it resolves (355.10.e); they die together
    ("each_player_kills", re.compile(r"^Each player kills one of their (?P<kind>units|gear)\.$"),
     lambda m: {"each_kills": "unit" if m["kind"] == "units" else "gear"}),
    # "Deal damage equal to my Might to ...": the ability deals it, as much as my Might as it resolves
    ("deal_my_might", re.compile(r"^Deal damage equal to my Might to " + _OBJ + r"\.$"),
     lambda m: {"deal": {"might_of": "self"}}),
    # "It deals damage equal to its Might to ...": the unit chosen before deals it (417.6.b.3)
    ("it_deals", re.compile(r"^It deals damage equal to its Might to " + _OBJ + r"\.$"),
     lambda m: {"deal": {"might_of": "same"}, "dealer": "same"}),
    # "Choose two units." / "Then choose an enemy unit." / "Choose a friendly unit anywhere and an enemy
    # unit at a battlefield.": targets (355.5) for what follows
    ("choose", re.compile(r"^(?P<then>Then c|C)hoose (?P<c1>" + _CHOSEN + r")(?: and (?P<c2>" + _CHOSEN + r"))?\.$"),
     lambda m: {"choose": True}),
    # "They deal damage equal to their Mights to each other." (the last two chosen) / "We deal ..." (me and
    # the last chosen): each deals damage equal to its Might to the other (417.6.b.3)
    ("fight", re.compile(r"^(?P<who>They|We) deal damage equal to (?:their|our) Mights to each other\.$"),
     lambda m: {"fight": m["who"].lower()}),
    ("predict", re.compile(r"^\[Predict(?: (?P<n>[2-9]|\d\d+))?\]\.$"), lambda m: {"predict": int(m["n"] or 1)}),
    ("counter", re.compile(r"^Counter (?P<t>a spell)\.$"), lambda m: {"counter": True}),
    ("unit_token", re.compile(r"^Play (?P<count>a|two|three|four) (?P<ready>ready )?(?P<might>\d+) \[S\] (?P<name>"
                + "|".join(_TOKENS) + r") unit tokens?(?: with \[(?P<kw>Temporary|Deflect|Assault|Shield|Tank)\])?"
                r"(?P<at> to your base| in your base| into your base| at your base| here)?\.$"), _token),
    # a card in your trash is chosen (355.9.a) and put into your hand
    ("trash_to_hand", re.compile(r"^Return an? (?P<type>unit or gear|unit|spell|gear) from your trash to your hand\.$"),
     lambda m: {"to_hand": True, "target": {"kind": "trash", "type": m["type"]}}),
    # 187.5: Gold gear tokens; a gear enters ready unless the effect says otherwise (143.4 is about units)
    ("gold_token", re.compile(r"^Play (?P<count>a|two|three|four) Gold gear tokens?(?P<exhausted> exhausted)?\.$"),
     lambda m: {"token": "Gold", "count": _COUNT[m["count"]], "ready": not m["exhausted"], "at": "base"}
     if (m["count"] == "a") == m[0].endswith(("token.", "token exhausted.")) else None),
    ("deal_all", re.compile(r"^Deal (?P<n>\d+) to " + _ALL + r"\.$", re.IGNORECASE),
     lambda m: {"deal": int(m["n"]), "all": _group(m)}),
    ("might_all", re.compile(r"^Give (?:all )?" + _GIVE_GROUP + r" (?P<n>[+-]\d+) \[S\] this turn"
                r"(?:, to a minimum of (?P<min>\d+) \[S\])?\.$"),
     lambda m: {"might": int(m["n"]), **({"minimum": int(m["min"])} if m["min"] else {}), "all": _group(m)}),
    ("keyword_all", re.compile(r"^Give " + _GIVE_GROUP + r" \[(?P<kw>Assault|Shield|Tank|Ganking|Deflect|Backline)(?: (?P<kn>\d+))?\]"
                r" this turn\.$"),
     lambda m: {"keyword": m["kw"] + (f" {m['kn']}" if m["kn"] else ""), "all": _group(m)}),
    ("verb_all", re.compile(r"^(?P<verb>Kill|Stun|Ready|Exhaust|Buff) " + _ALL + r"\.$"),
     lambda m: {m["verb"].lower(): True, "all": _group(m)}),
    # "Return a friendly unit and an enemy unit to their owners' hands.": two targets, one instruction each
    ("return_two", re.compile(r"^Return (?P<c1>" + _CHOSEN + r") and (?P<c2>" + _CHOSEN + r") to their owners' hands\.$"),
     lambda m: {"return": True}),
    ("return_all", re.compile(r"^Return " + _ALL + r" to their owners' hands\.$"),
     lambda m: {"return": True, "all": _group(m)} if not m["your"] else None),
]


def _match_sentence(sentence: str) -> bool:
    return any(pattern.match(sentence) for _, pattern, _ in _SENTENCES)


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=\.)\s+", text.strip()) if s]


def _clauses(sentence: str) -> list[str]:
    """"Ready a unit and give it [Assault 3] this turn." and "Discard 1, then draw 1." are two instructions
    in order; each part must then be a whole template."""
    for joint in (", then ", " and "):
        if joint in sentence and sentence.count(joint) == 1:
            first, second = sentence[:-1].split(joint)
            return [first + ".", _capitalised(second) + "."]
    return [sentence]


def _either(sentence: str, card_type: str, trace: list[str] | None) -> dict | None:
    """"X or Y." over two instructions that choose nothing (no targets: the choice between them is made as it
    resolves), or None."""
    if _match_sentence(sentence) or sentence.count(" or ") != 1 or not sentence.endswith("."):
        return None
    first, second = sentence[:-1].split(" or ")
    options = [compile_instructions(first + ".", card_type=card_type), compile_instructions(
        _capitalised(second) + ".", card_type=card_type)]
    if any(o is None or len(o) != 1 or ("target" in o[0] and not o[0]["target"].get("self")) for o in options):
        return None
    _note(trace, "either")
    return {"one_of": [o[0] for o in options]}


def compile_instructions(text: str, *, card_type: str, trace: list[str] | None = None) -> list[dict] | None:
    """A sequence of sentences -> instructions, or None if any sentence is not a known template or uses a
    word the card type may not (``VOCABULARY``). The names of the templates used are appended to ``trace``."""
    words = VOCABULARY[card_type]
    out: list[dict] = []
    chose = False
    sentences = []
    for sentence in _sentences(re.sub(r"^\[(Stun|Buff)\] ", r"\1 ", text)):
        sentence = re.sub(r"^\[(Stun|Buff)\] ", r"\1 ", sentence)
        whole = _match_sentence(sentence)
        sentences += [sentence] if whole else _clauses(sentence)
    for sentence in sentences:
        either = _either(sentence, card_type, trace)
        if either is not None:  # "Draw 1 or channel 1 rune exhausted.": its controller chooses as it resolves
            out.append(either)
            continue
        for name, pattern, make in _SENTENCES:
            m = pattern.match(sentence)
            if m is None:
                continue
            if trace is not None:
                trace.append(name)
            instr = make(m)
            if instr is None:
                return None
            if name in ("choose", "return_two"):
                chosen = [_target(m[k], words) for k in ("c1", "c2") if m[k]]
                if any(t is None for t in chosen) or name == "return_two" and any("max" in t for t in chosen):
                    return None
                verb = "choose" if name == "choose" else "return"
                out += [{verb: True, "target": t} for t in chosen]
                if len(chosen) == 2:
                    out[-1]["and"] = True  # "Choose A and B.": one sentence
                if m.groupdict().get("then") == "Then c":
                    out[-len(chosen)]["then"] = True
                chose = True
                break
            if name == "fight":
                picked = [t for i in out for t in [i.get("target", {})] if "kind" in t]
                pairs = sum(t.get("max", 1) for t in picked)
                if instr["fight"] == "they" and pairs < 2 or instr["fight"] == "we" and ("me" not in words or not picked):
                    return None
            if isinstance(instr, dict) and ("take" in instr or "rest" in instr) and not any("look" in i for i in out):
                return None  # "from among them", "the rest": the cards an earlier "Look at" saw
            if isinstance(instr, dict) and (instr.get("dealer") == "same" and not chose
                                            or instr.get("deal") == {"might_of": "self"} and "me" not in words):
                return None
            if isinstance(instr, list):  # several instructions about the same object
                target = _target(m["t"], words)
                if target is None or (target.get("same") and not chose):
                    return None
                out += [{**instr[0], "target": target}] + [{**i, "target": {"same": True}} for i in instr[1:]]
                chose = chose or "kind" in target
                break
            group = instr.get("all", {})
            if (instr.get("at") == "here" or group.get("at") == "here") and "here" not in words \
                    or group.get("other") and "other" not in words:
                return None  # "here" and "other" are about the source (VOCABULARY)
            if "t" in m.groupdict() and m["t"] is not None:
                target = _target(m["t"], words)
                if target is None or (target.get("same") and not chose):
                    return None
                instr["target"] = target
                chose = chose or "kind" in target
            out.append(instr)
            break
        else:
            return None
    return out or None


# -- lines ----------------------------------------------------------------------------------------------

_TRIGGER_LINES = [
    (re.compile(r"^When you play me, if you paid the additional cost, (?P<x>.+)$"), "on_play_paid", "on_play_paid"),
    (re.compile(r"^When you play me, (?P<x>.+)$"), "on_play", "on_play"),
    (re.compile(r"^\[Deathknell\](?: —|\[>\]) ?(?P<x>.+)$"), "deathknell", "deathknell"),
    (re.compile(r"^When I attack, (?P<x>.+)$"), "on_attack", "on_attack"),
    (re.compile(r"^When I defend, (?P<x>.+)$"), "on_defend", "on_defend"),
    (re.compile(r"^When I conquer, (?P<x>.+)$"), "on_conquer", "on_conquer"),
    (re.compile(r"^When I hold, (?P<x>.+)$"), "on_hold", "on_hold"),
    (re.compile(r"^When I attack or defend, (?P<x>.+)$"), "on_attack_or_defend", "on_attack_or_defend"),
    (re.compile(r"^When I move, (?P<x>.+)$"), "on_move", "on_move"),
    (re.compile(r"^When I win a combat, (?P<x>.+)$"), "on_win_combat", "on_win_combat"),
    (re.compile(r"^When you conquer, (?P<x>.+)$"), "on_you_conquer", "on_you_conquer"),
    (re.compile(r"^When you hold, (?P<x>.+)$"), "on_you_hold", "on_you_hold"),
    (re.compile(r"^When you play a spell, (?P<x>.+)$"), "on_you_play_spell", "on_you_play_spell"),
    (re.compile(r"^When you play a unit, (?P<x>.+)$"), "on_you_play_unit", "on_you_play_unit"),
    (re.compile(r"^When you play another unit, (?P<x>.+)$"), "on_you_play_another_unit", "on_you_play_another_unit"),
    (re.compile(r"^When you play a gear, (?P<x>.+)$"), "on_you_play_gear", "on_you_play_gear"),
    (re.compile(r"^When you play a card from \[Hidden\], (?P<x>.+)$"), "on_you_play_hidden", "on_you_play_hidden"),
    (re.compile(r"^When you (?:stun|\[Stun\]) an enemy unit, (?P<x>.+)$"), "on_you_stun_enemy", "on_you_stun_enemy"),
    (re.compile(r"^When I move to a battlefield, (?P<x>.+)$"), "on_move_to_battlefield", "on_move_to_battlefield"),
    (re.compile(r"^When I move from a battlefield, (?P<x>.+)$"), "on_move_from_battlefield", "on_move_from_battlefield"),
    (re.compile(r"^When you play this, (?P<x>.+)$"), "on_play", "on_play_this"),
    (re.compile(r"^\[Legion\] — When you play me, (?P<x>.+)$"), "legion_on_play", "legion_on_play"),
]


_BATTLEFIELD_LINES = [
    (re.compile(r"^When you conquer here, (?P<x>.+)$"), "on_conquer_here", "on_conquer_here"),
    (re.compile(r"^When you hold here, (?P<x>.+)$"), "on_hold_here", "on_hold_here"),
]


_STATIC = re.compile(
    r"^(?P<who>Other friendly units|Friendly units|Units|Your (?P<token>token )?units|Your (?P<tag>[A-Z][a-z]+)s)"
    r"(?P<here1> here)? (?:each )?have (?P<grant>.+?)(?P<here2> here)?(?P<incl> \(including me\))?\.$")
_SELF_WHILE = re.compile(r"^While I'm buffed, I have (?P<grant>.+)\.$")
_SELF_HAVE = re.compile(r"^I have (?P<grant>.+)\.$")  # read only as a [Level N] dependent (``_level``)


def _grant(text: str) -> dict | None:
    """"+1 [S]", "[Deflect] and [Ganking]" -> {"might": 1} / {"keywords": ["Deflect", "Ganking"]}."""
    out: dict = {}
    for part in re.split(r", and |, | and ", text):
        pm = re.match(r"^(?:an additional )?\+(\d+) \[S\]$", part)
        km = re.match(r"^\[(" + "|".join(_GRANTABLE) + r")(?: (\d+))?\]$", part)
        if pm and "might" not in out:
            out["might"] = int(pm[1])
        elif km:
            out.setdefault("keywords", []).append(km[1] + (f" {km[2]}" if km[2] else ""))
        else:
            return None
    return out or None


def _static(line: str, card_type: str) -> dict | None:
    """A passive ability (364) giving Might or keywords to a described group of units."""
    m = _STATIC.match(line)
    if m:
        grant = _grant(m["grant"])
        here = bool(m["here1"] or m["here2"])
        if grant is None or (m["here1"] and m["here2"]):
            return None
        who: dict = {"relation": "any" if m["who"] == "Units" else "friendly", "at": "here" if here else "board"}
        if m["who"].startswith("Other"):
            who["other"] = True
        if m["token"]:
            who["token"] = True
        if m["tag"]:
            who["tag"] = m["tag"]
        if m["incl"]:  # the source too, whatever its tags (a unit only: "me")
            if card_type != "unit" or who.get("other"):
                return None
            who["including_me"] = True
        if card_type == "battlefield" and (who["relation"] != "any" or not here):
            return None  # a battlefield has no friends; its grants are about units here
        if card_type != "battlefield" and who["relation"] == "any":
            return None
        return {"who": who, **grant}
    m = _SELF_WHILE.match(line)
    if m and card_type == "unit":
        grant = _grant(m["grant"])
        return {"who": {"self": True, "while": "buffed"}, **grant} if grant else None
    return None


#: "Other friendly units enter ready." / "Your tokens enter ready." (a passive, 143.4.a)
_GROUP_READY = re.compile(r"^(?P<who>Other friendly units|Your tokens|Friendly units|Your units) enter ready\.$")
#: "You may play me to an open battlefield." (170.11.c) / "... to an occupied enemy battlefield." (170.11.a)
_PLAY_TO = re.compile(r"^You may play me to an (?P<where>open|occupied enemy) battlefield\.$")
_OPTIONAL_COST = re.compile(r"^You may pay (?P<cost>(?:\[\d+\])?(?:\[C\])*) as an additional cost to play me\.$")
_ABILITY = re.compile(
    r"^(?:\[(?P<t1>Action|Reaction)\]\[>\] )?(?P<costs>(?:\[\d+\](?:\[C\])*|(?:\[C\])+|\[T\]|\[E\]|Kill this|Spend \d+ XP)"
    r"(?:, (?:\[\d+\](?:\[C\])*|(?:\[C\])+|\[T\]|\[E\]|Kill this|Spend \d+ XP))*): (?:\[(?P<t2>Action|Reaction)\] — )?"
    r"(?P<x>.+)$")
_ADD = re.compile(r"^\[Add\] (?P<what>\[\d+\]|\[C\]|\[A\])\.$")


def _ability(line: str, card_type: str, trace: list[str] | None = None) -> dict | None:
    """"[1], [T]: [Reaction] -- Ready a gear." -> cost, timing and effect; "[Add] [1]." abilities add
    resources (429)."""
    m = _ABILITY.match(line)
    if m is None or (m["t1"] and m["t2"]):
        return None
    costs = m["costs"].split(", ")
    cost = {"energy": 0, "power": 0, "exhaust": False}
    for c in costs:
        if c in ("[T]", "[E]"):
            if cost["exhaust"]:
                return None
            cost["exhaust"] = True
        elif c == "Kill this":  # killing the source is part of the cost (403.1.a, 404.1)
            if cost.get("kill"):
                return None
            cost["kill"] = True
        elif c.startswith("Spend "):  # spending XP is a cost (730.2)
            if cost.get("xp"):
                return None
            cost["xp"] = int(c.split()[1])
        else:
            energy, power = _cost(c)
            cost["energy"] += energy
            cost["power"] += power
    add = _ADD.match(m["x"])
    _note(trace, "add_ability" if add else "ability")
    if add:
        what = add["what"]  # [C]: Power of the card's domain; [A]: Power of any domain (163.2.a)
        effect = [{"add": {"power": 1} if what == "[C]" else {"power": 1, "any": True} if what == "[A]"
                   else {"energy": int(what[1:-1])}}]
    else:
        effect = compile_instructions(_capitalised(m["x"]), card_type=card_type, trace=trace)
    if effect is None:
        return None
    return {"cost": cost, "timing": m["t1"] or m["t2"], "effect": effect}


_LEGEND_LINES = [(p, n, t) for p, n, t in _TRIGGER_LINES if n in (
    "on_you_conquer", "on_you_hold", "on_you_play_spell", "on_you_play_unit", "on_you_play_gear")]


#: Every template's name, as ``compile_card(..., trace=...)`` reports it: whole sentences (``_SENTENCES``),
#: trigger lines by section (``_TRIGGER_LINES``, ``_BATTLEFIELD_LINES``) and the other line shapes.
TEMPLATES = (tuple(n for n, _, _ in _SENTENCES) + tuple(t for _, _, t in _TRIGGER_LINES + _BATTLEFIELD_LINES)
             + ("level", "empowered_trigger", "either", "trigger_cost", "trigger_if", "enters_ready_if", "units_enter_ready", "keyword_cost", "vision", "quick_draw", "equipped_keywords", "equipped_trigger", "enters_ready", "enters_exhausted", "play_to",
                "optional_cost", "empowered", "ability", "add_ability", "static", "self_while"))


def _capitalised(x: str) -> str:
    return x[:1].upper() + x[1:]


_KEYWORD_COST = re.compile(r"^\[(?P<kw>Flow|Repeat|Empower|Equip)\] (?P<cost>(?:\[(?:\d+|C)\])+)(?:\s*\([^()]*\))?$")
_EMPOWERED = re.compile(r"^\[Empowered\]\[>\] I have (?P<x>.+)\.$")
_GRANTABLE = ("Assault", "Shield", "Tank", "Ganking", "Deflect", "Backline", "Vision")


def _cost(tokens: str) -> list[int]:
    """``[2][C]`` -> [2 Energy, 1 Power of the card's domain]."""
    energy = sum(int(t) for t in re.findall(r"\[(\d+)\]", tokens))
    return [energy, tokens.count("[C]")]


def _keyword_facts(line: str) -> dict | None:
    """What a keyword line adds to a spec: the costs of Flow, Repeat and Empower, and Vision."""
    m = _KEYWORD_COST.match(line)
    if m:
        cost = _cost(m["cost"])
        return {"flow": cost} if m["kw"] == "Flow" else {"repeat": [cost]} if m["kw"] == "Repeat" else \
            {"equip": cost} if m["kw"] == "Equip" else {"abilities": [{"empower": cost}]}
    if re.match(r"^\[Vision\](?:\s*\(.*\))?$", line):
        return {"vision": True}
    if re.match(r"^\[Quick-Draw\](?:\s*\(.*\))?$", line):
        return {"quick_draw": True}
    return {}


def _empowered(line: str) -> dict | None:
    """"[Empowered][>] I have +2 [S] and [Ganking]." -> {"might": 2, "keywords": ["Ganking"]}."""
    m = _EMPOWERED.match(line)
    if not m:
        return None
    return _grant(m["x"])


def _note(trace: list[str] | None, template: str) -> None:
    if trace is not None:
        trace.append(template)


#: The triggered abilities an Equipment's effect text may give the unit it is attached to (136.2.c, 718.3):
#: "I", "me" and "here" there are that unit and its location.
EQUIPPED_SECTIONS = ("on_attack", "on_defend", "on_attack_or_defend", "on_conquer", "on_hold", "on_move",
                     "on_move_to_battlefield", "on_move_from_battlefield", "on_win_combat")


def _mentions_other(value) -> bool:
    if isinstance(value, dict):
        return bool(value.get("other")) or any(_mentions_other(v) for v in value.values())
    return isinstance(value, list) and any(_mentions_other(v) for v in value)


def compile_effect_text(line: str, trace: list[str] | None = None) -> dict | None:
    """An Equipment's effect text (136): keywords it gives the unit it is attached to ("[Assault 2]", with a
    known reminder) as ``{"keywords": [...]}``, or one triggered ability of that unit ("When I conquer,
    ..."), as a unit's spec section; else None. "another" would have to mean other than that unit, which
    the targets do not say yet, so it is refused."""
    line = line.strip()
    if is_keyword_line(line):
        bare = strip_reminder(line)
        tokens = re.findall(r"\[([A-Za-z-]+)(?: (\d+))?\]", bare)
        if "(" in bare or not tokens or re.sub(r"\[[^\]]+\]|\s", "", bare) or \
                any(k not in _GRANTABLE for k, _ in tokens):
            return None
        _note(trace, "equipped_keywords")
        return {"keywords": [k + (f" {n}" if n else "") for k, n in tokens]}
    spec = compile_card("unit", [line], trace)
    if spec is None or set(spec) - set(EQUIPPED_SECTIONS) or _mentions_other(spec):
        return None
    _note(trace, "equipped_trigger")
    return spec


_IF = re.compile(r"^if (?P<cond>[^,]+), (?P<x>.+)$")
_NUMBER = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}


def _condition(text: str, card_type: str) -> dict | None:
    """A trigger's "if ..." right after its condition (383.2.a.1), or a passive's: "you control 4 or fewer
    runes", "you control two or more gear", "you control 3 or more other gear", "you control a Poro",
    "you control another Mech" -> ``{"control": {"kind", "tag", "other", "at_least" | "at_most"}}``."""
    m = re.match(r"^you control (?:(?P<n>\d+|one|two|three|four|five|six|seven) or (?P<cmp>more|fewer) "
                 r"(?P<other>other )?(?P<kind>runes|gear|units)|(?P<art>a|an|another) (?P<tag>[A-Z][a-z]+))$", text)
    if m is None:
        return None
    if m["tag"]:
        if m["art"] == "another" and card_type not in ("unit", "gear"):
            return None
        return {"control": {"tag": m["tag"], "at_least": 1, **({"other": True} if m["art"] == "another" else {})}}
    n = int(m["n"]) if m["n"].isdigit() else _NUMBER[m["n"]]
    out = {"kind": {"runes": "rune", "gear": "gear", "units": "unit"}[m["kind"]],
           "at_least" if m["cmp"] == "more" else "at_most": n}
    if m["other"]:
        if card_type not in ("unit", "gear") or m["kind"] == "runes":
            return None
        out["other"] = True
    return {"control": out, **({"digits": True} if m["n"].isdigit() else {})}


_PAY = re.compile(r"^you may pay (?P<cost>(?:\[\d+\])?(?:\[C\])*)(?P<how> to |\. If you do, )(?P<x>.+)$")
_LEVEL = re.compile(r"^\[Level (?P<n>\d+)\]\[>\] ?(?P<x>.+)$")
_LEVEL_SECTIONS = ("on_play", "on_attack", "on_defend", "on_attack_or_defend", "on_conquer", "on_hold", "on_move",
                   "on_move_to_battlefield", "on_move_from_battlefield", "on_win_combat")


def _level(spec: dict, n: int | None, dependent: dict | None, key: str = "level") -> bool:
    """Add the dependent ability of a [Level n] line (824.1.b.2), compiled on its own, to ``spec``: a unit's
    own passive grant (``who.level``), a triggered ability (``{"level": n, "do": [...]}``) or "I enter
    ready" (``{"level": n}``). False if it is none of these or its section is already there. With ``key``
    "empowered": a triggered ability active while the card is Empowered (``{"empowered": true, ...}``)."""
    if dependent is None or len(dependent) != 1:
        return False
    (section, value), = dependent.items()
    if key == "empowered":
        if section not in _LEVEL_SECTIONS or section in spec:
            return False
        spec[section] = {"empowered": True, **(value if isinstance(value, dict) else {"do": value})}
        return True
    if section == "static" and len(value) == 1 and value[0]["who"] == {"self": True}:
        spec.setdefault("static", []).append({**value[0], "who": {"self": True, "level": n}})
        return True
    if section in spec:
        return False
    if section == "enters_ready":
        spec[section] = {"level": n}
    elif section in _LEVEL_SECTIONS:
        spec[section] = {"level": n, **(value if isinstance(value, dict) else {"do": value})}
    else:
        return False
    return True


def compile_card(card_type: str, lines: list[str], trace: list[str] | None = None,
                 effect_text: str | None = None) -> dict | None:
    """The effect spec of a card whose every non-keyword line matches a template, else None. The names of
    the templates used (``TEMPLATES``) are appended to ``trace``. An Equipment's ``effect_text`` (136) must
    compile too (``compile_effect_text``), as the spec's ``equipped`` section."""
    permanent = card_type in ("unit", "gear")
    spec: dict = {}
    if effect_text is not None:
        if card_type != "gear" or (equipped := compile_effect_text(effect_text, trace)) is None:
            return None
        spec["equipped"] = equipped
    for raw in lines:
        if is_keyword_line(raw):
            if re.match(r"^\[(?:Flow|Repeat|Empower|Equip)\] \[", raw.strip()) and not _KEYWORD_COST.match(raw.strip()):
                return None  # a keyword cost the spec cannot carry (e.g. [A] in it): no half-read card
            facts = _keyword_facts(raw.strip())
            _note(trace, "keyword_cost" if _KEYWORD_COST.match(raw.strip()) else "vision" if facts.get("vision")
                  else "quick_draw" if facts.get("quick_draw") else "keyword line")
            if ("equip" in facts or "quick_draw" in facts) and card_type != "gear":
                return None  # Equip and Quick-Draw are an Equipment's keywords (818, 819)
            if "abilities" in facts:
                spec.setdefault("abilities", []).extend(facts.pop("abilities"))
            if any(k in spec for k in facts):
                return None
            spec.update(facts)
            continue
        line = strip_reminder(raw.strip())
        emp = re.match(r"^\[Empowered\]\[>\] ?(?P<x>When .+)$", line)
        if emp:  # 828: a triggered ability active while I'm Empowered
            if not permanent or not _level(spec, None, compile_card(card_type, [emp["x"]], trace), key="empowered"):
                return None
            _note(trace, "empowered_trigger")
            continue
        level = _LEVEL.match(line)
        if level:  # 824.1.b.1: "While you have N or more XP, this card gains '...'"
            own = _SELF_HAVE.match(level["x"])
            dependent = ({"static": [{"who": {"self": True}, **grant}]} if own and (grant := _grant(own["grant"]))
                         else None if own else compile_card(card_type, [level["x"]], trace))
            if card_type != "unit" or not _level(spec, int(level["n"]), dependent):
                return None
            _note(trace, "level")
            continue
        ready_if = re.match(r"^I enter ready if (?P<cond>.+)\.$", line)
        if permanent and line == "I enter ready." and card_type == "unit":
            key, value = "enters_ready", True
            _note(trace, "enters_ready")
        elif card_type == "unit" and ready_if and _condition(ready_if["cond"], card_type):
            key, value = "enters_ready", {"if": _condition(ready_if["cond"], card_type)}
            _note(trace, "enters_ready_if")
        elif card_type == "gear" and line == "This enters exhausted.":
            key, value = "enters_exhausted", True
            _note(trace, "enters_exhausted")
        elif card_type in ("unit", "gear") and _GROUP_READY.match(line):
            who = _GROUP_READY.match(line)["who"]
            key, value = "units_enter_ready", {"other": who.startswith("Other"), "token": who == "Your tokens",
                                               "your": who.startswith("Your")}
            if value["other"] and card_type != "unit":
                return None
            _note(trace, "units_enter_ready")
        elif card_type == "unit" and _PLAY_TO.match(line):
            key, value = "play_to", _PLAY_TO.match(line)["where"]
            _note(trace, "play_to")
        elif permanent and _OPTIONAL_COST.match(line):
            key, value = "optional_cost", _cost(_OPTIONAL_COST.match(line)["cost"])
            _note(trace, "optional_cost")
        elif permanent and _EMPOWERED.match(line):
            key, value = "empowered", _empowered(line)
            _note(trace, "empowered")
        elif card_type in ("unit", "gear", "legend") and _ABILITY.match(line):
            ability = _ability(line, card_type, trace)
            if ability is None:
                return None
            spec.setdefault("abilities", []).append(ability)
            continue
        elif card_type in ("unit", "gear", "battlefield") and _static(line, card_type) is not None:
            spec.setdefault("static", []).append(_static(line, card_type))
            _note(trace, "self_while" if _SELF_WHILE.match(line) else "static")
            continue
        elif card_type == "spell":
            key, value = "spell", compile_instructions(line, card_type=card_type, trace=trace)
        else:
            key, value = None, None
            lines_for_type = _TRIGGER_LINES if permanent else _BATTLEFIELD_LINES if card_type == "battlefield" else \
                _LEGEND_LINES if card_type == "legend" else []
            for pattern, name, template in lines_for_type:
                m = pattern.match(line)
                if m:
                    _note(trace, template)
                    body = m["x"]
                    condition = None
                    cm = _IF.match(body)
                    if cm and name not in ("on_play_paid",):
                        condition = _condition(cm["cond"], card_type)
                        if condition is None:
                            return None
                        _note(trace, "trigger_if")
                        body = cm["x"]
                    pay = _PAY.match(body)
                    if pay and name not in ("on_play_paid", "deathknell") and pay["cost"]:
                        # "you may pay [1] to X" / "you may pay [C]. If you do, X": the cost is the
                        # ability's, paid as it is finalized or the ability leaves the chain (383.3.b)
                        _note(trace, "trigger_cost")
                        do = compile_instructions(_capitalised(pay["x"]), card_type=card_type, trace=trace)
                        key, value = name, None if do is None else {
                            **({"if": condition} if condition else {}),
                            "optional": True, "pay": _cost(pay["cost"]), "do": do,
                            **({"if_you_do": True} if pay["how"] != " to " else {})}
                        break
                    optional = body.startswith("you may ") and name not in ("on_play_paid", "deathknell")
                    key, value = name, compile_instructions(_capitalised(body[8:] if optional else body),
                                                            card_type=card_type, trace=trace)
                    if optional and value is not None:
                        if len(value) != 1:
                            value = None  # "you may" is only read over a single instruction
                        else:
                            value = {"optional": True, "do": value}  # 383.3.a
                    if condition is not None and value is not None:  # part of the trigger condition (383.2.a.1)
                        value = {"if": condition, **(value if isinstance(value, dict) else {"do": value})}
                    break
        if key == "spell" and value is not None and "spell" in spec:
            spec["spell"] += value  # a spell's lines are one effect, top to bottom (359.3.d)
            continue
        if key is None or value is None or key in spec:
            return None
        spec[key] = value
    return spec or None


# -- errata ---------------------------------------------------------------------------------------------

#: Each errata document and the newest set it can amend: a record printed in a later set already carries
#: the wording of its own printing.
ERRATA_FILES = {"riftbound-origins-card-errata.md": "OGS", "riftbound-spiritforged-errata.md": "SFD",
                "unleashed-errata-updates.md": "UNL"}


def _normalise(line: str) -> str:
    """Errata documents print the rules' symbols; the card database uses the gallery's shorthand."""
    line = line.replace("[M]", "[S]").replace("[E]", "[T]").strip()
    m = re.match(r"^(" + _KW + r") (\(.*\))$", line)
    return f"[{m[1]}] {m[2]}" if m else line


def read_errata(directory: Path) -> dict[str, tuple[str, list[str]]]:
    """``{card name: (newest set amended, new text lines)}`` from the errata documents in ``directory``."""
    out: dict[str, tuple[str, list[str]]] = {}
    for filename, newest_set in ERRATA_FILES.items():
        path = directory / filename
        if not path.exists():
            continue
        name, lines, reading = None, [], False
        for raw in path.read_text(encoding="utf-8").splitlines():
            if raw.startswith("## "):
                name, lines, reading = raw[3:].strip(), [], False
            elif raw.strip() == "#### [NEW TEXT]":
                reading, lines = True, []
            elif raw.startswith("####") or raw.startswith("### "):
                if reading and name and lines:
                    out[name] = (newest_set, lines)
                reading = False
            elif reading and raw.strip():
                lines.append(_normalise(raw))
    return out
