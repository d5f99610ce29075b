"""A small laboratory for compiled cards: put a card where its spec section fires, fire it through
``Session`` (play, move, activate, a turn's scoring, a death), answer every question with a known choice,
and compute from the SPEC (not from the engine) what the observed state must show afterwards.

The expectations are written per verb in observed-state terms (a target's damage, Might, keywords, zone;
hand, deck, trash and rune counts; new tokens), so a compiled card whose interpreter drops, doubles or
misdirects a clause fails. ``tests/reference_engine/test_compiled_card_effects.py`` runs it over every
compiled card whose sections and verbs it knows (``supported``); the others need a hand-written test.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from engine_helpers import game, unit

from reference_engine import catalogue

DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")
#: How each section is fired.
FIRING = {
    "spell": "cast", "on_play": "play", "on_play_paid": "play_paid", "legion_on_play": "play_legion",
    "deathknell": "kill", "on_move": "move_empty", "on_move_to_battlefield": "move_empty",
    "on_move_from_battlefield": "move_home", "on_attack": "attack", "on_attack_or_defend": "attack",
    "on_conquer": "conquer", "on_conquer_here": "conquer_here", "on_hold": "hold", "on_hold_here": "hold_here",
    "on_win_combat": "win", "on_you_play_spell": "you_play_spell", "on_you_play_unit": "you_play_unit",
    "on_you_play_another_unit": "you_play_unit", "on_you_play_gear": "you_play_gear",
}
#: Sections that are facts about the card rather than effects to fire, checked on their own.
PASSIVE = {"enters_ready", "enters_exhausted", "empowered", "static", "play_to", "optional_cost", "flow",
           "repeat", "vision", "abilities"}
VERBS = {"draw", "discard", "channel", "deal", "might", "keyword", "stun", "kill", "ready", "exhaust", "buff",
         "banish", "return", "score", "token", "to_hand", "xp", "predict"}
PLAYER_ZONES = ("hand", "deck", "trash", "runes", "rune_deck", "banishment")


def body(section_value) -> list[dict]:
    return section_value["do"] if isinstance(section_value, dict) and "do" in section_value else section_value


def verb(ins: dict) -> str:
    for key in ("token", "to_hand", "draw", "discard", "channel", "deal", "keyword", "stun", "kill", "ready",
                "exhaust", "buff", "banish", "return", "score", "counter", "xp", "predict", "choose", "fight",
                "each_kills", "look", "take", "rest", "one_of"):
        if key in ins:
            return key
    return "might"


def supported(spec: dict) -> list[str]:
    """The sections of ``spec`` this lab fires (empty if any section or verb is beyond it). A [Level N]
    dependent ability (``{"level": N, ...}``) is fired with the XP it needs (``fire(..., xp=N)``), by the
    Level tests; a trigger with an "if" condition (``{"if": ...}``) by its own tests."""
    fired = [k for k in spec if k in FIRING and not (isinstance(spec[k], dict)
                                                     and {"level", "if", "empowered"} & set(spec[k]))]
    if any(k not in FIRING and k not in PASSIVE for k in spec):
        return []
    for k in fired + [a for a in ("abilities",) if a in spec]:
        groups = [body(spec[k])] if k != "abilities" else [a.get("effect", []) for a in spec[k]]
        for instructions in groups:
            for ins in instructions:
                v = verb(ins)
                group = ins.get("all", {})
                if v not in VERBS or group.get("at") == "combat" or ins.get("target", {}).get("min") == 0 \
                        or "designation" in ins.get("target", {}) \
                        or isinstance(ins.get("deal"), dict) or "tag" in ins.get("target", {}):
                    # no attacker and no tagged unit in the lab; Might-valued damage
                    return []
    return fired


# -- the board ------------------------------------------------------------------------------------------


def _runes(n: int) -> list[dict]:
    return [{"id": f"r{i}", "domain": DOMAINS[i % 6]} for i in range(1, n + 1)]


def lab_setup(name: str, where: str, *, active: str = "A", extra_hand: list | None = None,
              vanilla: bool = False, holding: str | None = None) -> dict:
    """Both players' boards with a friendly and an enemy unit and gear at base and at battlefields, cards
    to discard and draw, runes to channel, a trash to return from; the card ``x`` ``where`` asked. With
    ``holding`` (an Equipment's name), ``x`` is a plain 3 Might unit and that Equipment ``eq`` waits in
    the base to be attached to it (``equip``)."""
    facts = catalogue.lookup(name)
    if holding:
        x = unit("x", 3)
    elif vanilla:  # the same board without the card's text (a baseline for turn-structure firings)
        x = unit("x", facts.might or 1) if facts.type == "unit" else {"id": "x", "gear": {}}
    else:
        x = {"id": "x", "card": name}
    a = {"energy": 30, "power": {d: 6 for d in DOMAINS},
         "hand": [unit("h1"), unit("h2"), unit("h3")] + list(extra_hand or ()),
         "deck": [unit(f"d{i}") for i in range(1, 7)], "rune_deck": _runes(4),
         "trash": [unit("tu"), {"id": "tg", "gear": {}}, {"id": "ts", "card": "Cleave"}],
         "base": [unit("mate", 3, exhausted=True), {"id": "mg", "gear": {}}]
         + ([{"id": "eq", "card": holding}] if holding else [])}
    b = {"hand": [unit("bh1")], "deck": [unit(f"bd{i}") for i in range(1, 5)],
         "base": [unit("foe", 2), {"id": "fg", "gear": {}}, unit("bmover", 1)]}
    bf1 = {"id": "bf1", "controller": "B", "units": [unit("bfoe", 2, controller="B")]}
    bf2 = {"id": "bf2", "controller": "A", "units": [unit("bmate", 3, controller="A")]}
    bf3 = {"id": "bf3"}
    if where == "hand":
        a["hand"].append(x)
    elif where == "base":
        a["base"].append(x)
    elif where == "bf2":
        bf2["units"].append({**x, "controller": "A"})
    elif where == "legend":
        a["legend"] = x
    elif where == "battlefield":
        bf2 = {"id": "x", "controller": "A", "units": [unit("bmate", 3, controller="A")]}
        if not vanilla:
            bf2["card"] = name
    elif where == "trash":
        a["trash"].append(x)
    return {"turn": {"active": active, "phase": "main"}, "battlefields": [bf1, bf2, bf3],
            "players": {"A": a, "B": b}}


# -- choices --------------------------------------------------------------------------------------------

ORDER = ("mate", "foe", "bmate", "bfoe", "mg", "fg", "tu", "tg", "ts", "h1", "h2", "h3", "x")


def preference(ins: dict, o: dict) -> list[str]:
    """The candidates a lab player prefers for an instruction's target: one the effect visibly changes."""
    v, t = verb(ins), ins.get("target", {})
    if v == "to_hand":
        return [{"unit": "tu", "gear": "tg", "spell": "ts", "unit or gear": "tu"}[t["type"]]]
    prefer = list(ORDER)
    if v == "ready":
        prefer.sort(key=lambda c: not o["cards"].get(c, {}).get("exhausted", False))
    if v == "exhaust":
        prefer.sort(key=lambda c: o["cards"].get(c, {}).get("exhausted", True))
    if t.get("relation") == "enemy":
        prefer.sort(key=lambda c: c not in ("foe", "bfoe", "fg"))
    if t.get("at") == "battlefield":
        prefer.sort(key=lambda c: c not in ("bmate", "bfoe"))
    return [c for c in prefer if c != "x"] + ["x"]


@dataclass
class Run:
    """One firing: the states before and after, and what was chosen for each target, in order."""

    before: dict
    after: dict = field(default_factory=dict)
    targets: list[list[str]] = field(default_factory=list)
    discarded: list[str] = field(default_factory=list)
    #: Zone count changes the firing itself causes, as ``{(player, zone): n}`` (a defender dying in combat).
    side: dict = field(default_factory=dict)
    #: Nothing but the effect happens (no combat, no turn): every other object on the board stays as it was.
    still: bool = False
    #: The card has passive grants (364): Might on the board may differ from before the card arrived.
    passive: bool = False
    #: XP the firing itself gains or spends beside the spec's instructions: Hunt (823), an XP cost (730.2).
    xp_side: int = 0


def settle(s, run: Run, pending: list[dict], *, showdowns: bool = False) -> dict:
    """Answer questions (targets from ``pending``'s preferences, discards from the hand) and pass until
    nothing is on the chain; with ``showdowns``, pass focus too, until no showdown is open."""
    o = s.observe()
    for _ in range(80):
        d = o["decision"]
        if d:
            assert d["kind"] == "choose", d
            count = int(m[1]) if (m := re.search(r"choose (\d+)", d["prompt"])) else 1
            if "discard" in d["prompt"]:
                pick = [c for c in ("h1", "h2", "h3") if c in d["options"]][:count] or d["options"][:count]
                run.discarded += pick
            elif d["options"] == ["yes", "no"]:
                pick = "yes"  # "you may": the lab always does (383.3.a)
            elif pending and "predict" not in d["prompt"] and "is played" not in d["prompt"]:
                ins = pending.pop(0)
                wanted = preference(ins, o)
                pick = sorted(d["options"], key=lambda c: wanted.index(c) if c in wanted else 99)[:max(1, count)]
                run.targets.append(pick)
            else:
                pick = d["options"][:max(1, count)]
            assert s.act({"player": d["player"], "choose": pick})["accepted"], (d, pick)
        elif o["chain"]:
            assert s.act({"player": o["priority"], "pass": "priority"})["accepted"]
        elif showdowns and o["focus"]:
            assert s.act({"player": o["focus"], "pass": "focus"})["accepted"]
        else:
            return o
        o = s.observe()
    raise AssertionError("the lab game did not come to rest")


def answer_until_rest(s, answers: list, player: str = "A") -> dict:
    """Pass priority and answer ``player``'s questions with ``answers`` in order (an ``(options, answer)``
    pair also checks the options offered) until nothing is pending; every answer must be used."""
    o = s.observe()
    for _ in range(40):
        if o["decision"]:
            assert answers, o["decision"]
            want = answers.pop(0)
            if isinstance(want, tuple):
                assert sorted(o["decision"]["options"]) == sorted(want[0]), o["decision"]
                want = want[1]
            assert s.act({"player": player, "choose": want})["accepted"], (o["decision"], want)
        elif o["chain"]:
            assert s.act({"player": o["priority"], "pass": "priority"})["accepted"]
        else:
            assert not answers, answers
            return o
        o = s.observe()
    raise AssertionError("the game did not come to rest")


def targeting(instructions: list[dict]) -> list[dict]:
    return [i for i in instructions if "target" in i and not i["target"].get("self") and not i["target"].get("same")]


def best_play(s, player: str, key: str, ref: str, pending: list[dict], o: dict, **extra) -> tuple[dict, list]:
    """The legal play or activation of ``ref`` whose targets the lab prefers, and the targets chosen."""
    options = [a for a in s.legal_actions(player) if a.get(key) == ref
               and all(a.get(k) == v for k, v in extra.items())]
    assert options, f"no legal {key} of {ref}"
    wanted = [preference(i, o) for i in pending]

    def score(a):
        return [w.index(t) if t in w else 99 for w, t in zip(wanted, a.get("targets", []))]

    action = min(options, key=score)
    return action, [[t] for t in action.get("targets", [])]


# -- firing -----------------------------------------------------------------------------------------------

#: The sections a firing also fires (the same action may satisfy several trigger conditions).
FIRES = {
    "cast": {"spell"}, "cast_flow": {"spell"}, "cast_repeat": {"spell"}, "play": {"on_play"},
    "play_paid": {"on_play", "on_play_paid"}, "play_legion": {"on_play", "legion_on_play"},
    "kill": {"deathknell"}, "move_empty": {"on_move", "on_move_to_battlefield"},
    "move_home": {"on_move", "on_move_from_battlefield"},
    "attack": {"on_move", "on_move_to_battlefield", "on_attack", "on_attack_or_defend"},
    "conquer": {"on_move", "on_move_to_battlefield", "on_conquer"}, "conquer_here": {"on_conquer_here"},
    "hold": {"on_hold"}, "hold_here": {"on_hold_here"},
    "win": {"on_move", "on_move_to_battlefield", "on_attack", "on_attack_or_defend", "on_win_combat", "on_conquer"},
    "you_play_spell": {"on_you_play_spell"}, "you_play_unit": {"on_you_play_unit", "on_you_play_another_unit"},
    "you_play_gear": {"on_you_play_gear"},
}
HELPERS = {"x", "vg", "cl", "pu", "pg", "runner", "eq"}
#: Firings after which nothing but the card's effect has happened on the board.
STILL = {"cast", "cast_flow", "cast_repeat", "play", "play_paid", "play_legion", "you_play_unit", "you_play_gear"}
_WATCHED = ("zone", "damage", "might", "stunned", "buffed", "exhausted")
PASS = {"pass": "priority"}


def _place(facts) -> str:
    return {"legend": "legend", "battlefield": "battlefield"}.get(facts.type, "base")


def equip(s, gear: str = "eq", unit_id: str = "x") -> dict:
    """Activate ``gear``'s Equip ability onto ``unit_id`` and let it resolve (818.1.c.2)."""
    action = next(a for a in s.legal_actions("A") if a.get("activate") == gear and a.get("targets") == [unit_id])
    assert s.act(action)["accepted"], action
    return settle(s, Run(before={}), [])


def fire(name: str, firing: str, *, equipped: bool = False, xp: int = 0) -> tuple[Run, list[dict]]:
    """Fire ``name``'s sections by ``firing``; returns the run and the instructions that must have happened.
    ``equipped``: ``name`` is an Equipment, attached to the unit ``x`` first, and its effect text's
    abilities (the unit's, 136.2.c) are fired. ``xp``: the XP player A starts with (729); a [Level N]
    section is fired when it is at least N."""
    facts = catalogue.lookup(name)
    spec = facts.effects["equipped"] if equipped else facts.effects
    instructions = [i for section in spec if section in FIRES[firing] and xp >= _level(spec[section])
                    for i in body(spec[section])]
    if firing == "cast_repeat":
        instructions = instructions * 2  # 820.2: the effect again for the paid Repeat cost
    pending = targeting(instructions)
    where = {"cast": "hand", "cast_repeat": "hand", "cast_flow": "trash", "play": "hand", "play_paid": "hand",
             "play_legion": "hand", "move_home": "bf2", "hold": "bf2", "hold_here": "battlefield",
             "conquer_here": "open-battlefield"}.get(firing, _place(facts))
    extra = {"kill": [{"id": "vg", "card": "Vengeance"}], "you_play_spell": [{"id": "cl", "card": "Cleave"}],
             "you_play_unit": [unit("pu")], "play_legion": [unit("pu")],
             "you_play_gear": [{"id": "pg", "gear": {}}]}.get(firing, [])
    active = "B" if firing in ("hold", "hold_here") else "A"
    if equipped:
        where = {"move_home": "bf2", "hold": "bf2"}.get(firing, "base")
    setup = lab_setup(name, "battlefield" if where == "open-battlefield" else where, active=active,
                      extra_hand=extra, holding=name if equipped else None)
    setup["players"]["A"]["xp"] = xp
    setup["players"]["A"]["base"].append(unit("runner", 3))
    if where == "open-battlefield":
        setup["battlefields"][1] = {"id": "x", "card": name}
    if firing == "win":
        setup["battlefields"][0]["units"] = [unit("bfoe", 1, controller="B")]
    s = game(setup)
    if equipped:
        if active != "A":  # the lab attaches on A's turn, then hands the turn to B for a hold
            setup["turn"]["active"] = "A"
            s = game(setup)
            equip(s)
            assert s.act({"player": "A", "end_turn": True})["accepted"]
            settle(s, Run(before={}), [])
        else:
            equip(s)
    if firing == "play_legion":
        assert s.act({"player": "A", "play": "pu"})["accepted"]
    o = s.observe()
    run = Run(before=o, still=firing in STILL, passive=bool({"static", "empowered"} & set(spec)))
    if firing in ("conquer", "win", "hold") and not equipped:  # 823.1.c.1: Hunt X, when I conquer or hold
        run.xp_side = sum(int(k.split()[1]) if " " in k else 1 for k in facts.keywords if k.split()[0] == "Hunt")
    if firing in ("hold", "hold_here"):
        if equipped:  # the same two turns with a plain gear in the Equipment's place
            plain = lab_setup(name, where, active="A", holding=name)
            plain["players"]["A"]["base"][-1] = {"id": "eq", "gear": {}}
            baseline = game(plain)
            assert baseline.act({"player": "A", "end_turn": True})["accepted"]
            settle(baseline, Run(before={}), [])
        else:
            baseline = game(lab_setup(name, where, active="B", vanilla=True))
        assert baseline.act({"player": "B", "end_turn": True})["accepted"]
        run.before = settle(baseline, Run(before={}), [])
        assert s.act({"player": "B", "end_turn": True})["accepted"]
        run.after = settle(s, run, pending)
        return run, instructions
    if firing.startswith("cast"):
        paid = {"repeat": 1 if firing == "cast_repeat" else None, "additional_cost": None, "accelerate": None}
        action, run.targets = best_play(s, "A", "play", "x", pending, o, **paid)
        if firing == "cast_repeat" and action.get("repeat") != 1:
            raise AssertionError(f"no legal play of {name} paying its Repeat cost")
        assert s.act(action)["accepted"], action
        pending = []
    elif firing.startswith("play"):
        assert s.act({"player": "A", "play": "x", **({"additional_cost": True} if firing == "play_paid" else {})})[
            "accepted"]
    elif firing == "kill":
        assert s.act({"player": "A", "play": "vg", "targets": ["x"]})["accepted"]
    elif firing in ("move_empty", "conquer"):
        assert s.act({"player": "A", "move": ["x"], "to": "bf3"})["accepted"]
    elif firing == "move_home":
        assert s.act({"player": "A", "move": ["x"], "to": "base"})["accepted"]
    elif firing in ("attack", "win"):
        assert s.act({"player": "A", "move": ["x"], "to": "bf1"})["accepted"]
    elif firing == "conquer_here":
        assert s.act({"player": "A", "move": ["runner"], "to": "x"})["accepted"]
    elif firing == "you_play_spell":
        assert s.act({"player": "A", "play": "cl", "targets": ["mate"]})["accepted"]
    elif firing == "you_play_unit":
        assert s.act({"player": "A", "play": "pu"})["accepted"]
    elif firing == "you_play_gear":
        assert s.act({"player": "A", "play": "pg"})["accepted"]
    run.after = settle(s, run, pending, showdowns=firing in ("conquer", "conquer_here", "win"))
    if firing == "win":
        run.side = {("B", "trash"): 1}  # the defender it beat
    return run, instructions


def _level(section_value) -> int:
    return section_value.get("level", 0) if isinstance(section_value, dict) else 0


def firings(spec: dict, facts) -> list[str]:
    out = sorted({FIRING[k] for k in supported(spec)})
    if "cast" in out and "flow" in spec:
        out.append("cast_flow")
    if "cast" in out and "repeat" in spec:
        out.append("cast_repeat")
    if {"on_play_paid", "legion_on_play"} & set(spec) and "play" not in out:
        out.append("play")  # not paid, or no other card played: those effects must not happen (356.4.f.1, 812)
    return sorted(out)


# -- expectations -----------------------------------------------------------------------------------------


def _count(o: dict, player: str, zone: str) -> int:
    return len([c for c in o["players"][player][zone] if c not in HELPERS])


def _tags(c: dict) -> tuple[str, ...]:
    facts = catalogue.lookup(c["name"])
    return facts.tags if facts is not None else ()


def _members(o: dict, group: dict, here: str) -> list[str]:
    kinds = {"units": ("unit",), "unit": ("unit",), "gear": ("gear",), "permanent": ("unit", "gear")}
    out = []
    for cid, c in o["cards"].items():
        if c["type"] not in kinds.get(group.get("kind", "unit"), ("unit",)) or c["zone"] not in _board(o):
            continue
        if group.get("tag") and group["tag"] not in _tags(c):
            continue
        if group.get("damaged") and not c["damage"]:
            continue
        if "max_might" in group and (c["might"] is None or c["might"] > group["max_might"]) or \
                "min_might" in group and (c["might"] is None or c["might"] < group["min_might"]):
            continue
        rel = group.get("relation", "any")
        if rel == "friendly" and c["controller"] != "A" or rel == "enemy" and c["controller"] == "A":
            continue
        at = group.get("at", "board")
        if at == "battlefield" and c["zone"] == "base" or at == "here" and c["zone"] != here:
            continue
        if group.get("other") and cid == "x":
            continue
        out.append(cid)
    return out


def _forced(target: dict, o: dict, here: str) -> list[str] | None:
    """A target nobody was asked for: the only candidate the spec's words allow (a forced choice)."""
    if target.get("kind") == "trash":
        found = [c for c in o["players"]["A"]["trash"] if o["cards"][c]["type"] == target["type"]]
        return found if len(found) == 1 else None
    group = {"kind": target.get("kind", "unit"), "relation": target.get("relation", "any"),
             "at": target.get("at", "board"), "other": target.get("other")}
    found = [c for c in _members(o, group, here) if target.get("max_might") is None
             or (o["cards"][c]["might"] or 0) <= target["max_might"]]
    return found if len(found) == 1 else None


def _board(o: dict) -> set[str]:
    return {"base"} | set(o["battlefields"])


def check(run: Run, instructions: list[dict]) -> list[str]:
    """What the observed state after ``run`` gets wrong, instruction by instruction, per the spec."""
    before, after, problems = run.before, run.after, []
    delta = {(p, z): 0 for p in ("A", "B") for z in PLAYER_ZONES}
    delta.update(run.side)
    targets, last, score, tokens, channelled, xp = list(run.targets), [], 0, [], 0, 0
    here = "x" if "x" in after["battlefields"] else after["cards"]["x"]["zone"] if "x" in after["cards"] else "base"
    current = {cid: dict(c) for cid, c in before["cards"].items()}  # the expected state, instruction by instruction
    touched: dict[tuple[str, str], str] = {}
    for ins in instructions:
        v = verb(ins)
        if "target" in ins:
            t = ins["target"]
            chosen = ["x"] if t.get("self") else last if t.get("same") else targets.pop(0) if targets else \
                _forced(t, before, here)
            if chosen is None:
                problems.append(f"{v}: no target was chosen")
                continue
            last = chosen
        else:
            chosen = _members(before, ins["all"], here) if "all" in ins else []
        if v == "draw":
            delta["A", "hand"] += ins["draw"]
            delta["A", "deck"] -= ins["draw"]
        elif v == "discard":
            delta["A", "hand"] -= ins["discard"]
            delta["A", "trash"] += ins["discard"]
        elif v == "channel":
            delta["A", "runes"] += ins["channel"]
            delta["A", "rune_deck"] -= ins["channel"]
            channelled += ins["channel"]
        elif v == "score":
            score += ins["score"]
        elif v == "xp":
            xp += ins["xp"]
        elif v == "token":
            tokens.append(ins)
        elif v == "to_hand":
            delta["A", "trash"] -= 1
            delta["A", "hand"] += 1
        for cid in chosen if v not in ("draw", "discard", "channel", "score", "token", "xp", "predict") else []:
            problem = _object(v, ins, cid, current, touched, delta)
            if problem:
                problems.append(problem)
    problems += _compare(touched, current, after)
    if run.still:  # and nothing else on the board changed
        for cid, c in before["cards"].items():
            if cid in HELPERS or c["zone"] not in _board(before) or any(t == cid for t, _ in touched):
                continue
            changed = [k for k in _WATCHED if after["cards"][cid][k] != c[k] and not (k == "might" and run.passive)]
            if changed:
                problems.append(f"{cid} changed ({', '.join(changed)}) though the spec does not touch it")
    tired = [sum(o["cards"][r]["exhausted"] for r in o["players"]["A"]["runes"]) for o in (before, after)]
    if tired[1] - tired[0] != channelled:
        problems.append(f"channel: {tired[1] - tired[0]} runes entered exhausted, the spec says {channelled}")
    for (player, zone), n in delta.items():
        got = _count(after, player, zone) - _count(before, player, zone)
        if got != n:
            problems.append(f"{player}'s {zone}: {got:+d} cards, the spec says {n:+d}")
    if after["players"]["A"]["score"] - before["players"]["A"]["score"] < score:
        problems.append(f"score: expected +{score}")
    gained = after["players"]["A"]["xp"] - before["players"]["A"]["xp"] - run.xp_side
    if gained != xp:
        problems.append(f"xp: {gained:+d}, the spec says {xp:+d}")
    problems += _tokens(tokens, before, after, here, run.passive)
    return problems


def _object(v: str, ins: dict, cid: str, current: dict, touched: dict, delta: dict) -> str | None:
    """Apply one instruction to one object of the expected state ``current``; ``touched`` collects the
    fields to compare with the observed state at the end, as ``{(cid, field): description}``."""
    b = current[cid]
    if b.get("gone"):
        return None
    owner = b["owner"]
    flags = {"stun": ("stunned", True), "ready": ("exhausted", False), "exhaust": ("exhausted", True),
             "buff": ("buffed", True), "kill": ("zone", "trash"), "banish": ("zone", "banishment"),
             "return": ("zone", "hand"), "to_hand": ("zone", "hand")}
    if v in flags:
        key, value = flags[v]
        if key == "zone":
            b["gone"] = True
            if v != "to_hand" and not b.get("token") and cid not in HELPERS:
                delta[owner, {"kill": "trash", "return": "hand", "banish": "banishment"}[v]] += 1
        b[key] = value
        touched[cid, key] = v
    elif v == "deal":
        b["damage"] += ins["deal"]
        if b["damage"] >= max(b["might"] or 0, 0):
            b["gone"], b["zone"] = True, "trash"
            delta[owner, "trash"] += 0 if b.get("token") or cid in HELPERS else 1
            touched[cid, "zone"] = f"deal {ins['deal']} (lethal)"
        else:
            touched[cid, "damage"] = f"deal {ins['deal']}"
    elif v == "might":
        b["might"] = b["might"] + ins["might"] if "minimum" not in ins else max(ins["minimum"], b["might"] + ins["might"])
        touched[cid, "might"] = f"might {ins['might']:+d}"
    elif v == "keyword":
        b.setdefault("granted", []).append(ins["keyword"])
        touched[cid, "keywords"] = f"keyword {ins['keyword']}"
    else:
        return f"{v}: no expectation"
    return None


def _compare(touched: dict, current: dict, after: dict) -> list[str]:
    problems = []
    for (cid, key), what in touched.items():
        want, got = current[cid], after["cards"][cid]
        if want.get("gone") and key != "zone":
            continue  # a later instruction of the same effect removed it: the flag is not observable
        if key == "keywords":
            lacking = [k for k in want.get("granted", ()) if k not in got["keywords"]]
            if lacking:
                problems.append(f"{what} on {cid}: lacks {lacking} (has {got['keywords']})")
        elif got[key] != want[key]:
            problems.append(f"{what} on {cid}: {key} is {got[key]!r}, the spec says {want[key]!r}")
    return problems


def _tokens(wanted: list[dict], before: dict, after: dict, here: str, passive: bool = False) -> list[str]:
    new = [cid for cid, c in after["cards"].items() if c.get("token") and cid not in before["cards"]]
    problems = []
    for ins in wanted:
        made = [cid for cid in new if after["cards"][cid]["name"] == ins["token"]][:ins["count"]]
        new = [cid for cid in new if cid not in made]
        if len(made) != ins["count"]:
            problems.append(f"token {ins['token']}: {len(made)} made, the spec says {ins['count']}")
        place = here if ins.get("at") == "here" else "base"  # "any": the lab answers the base, listed first
        for cid in made:
            c = after["cards"][cid]
            if c["zone"] != place:
                problems.append(f"token {cid}: at {c['zone']}, the spec says {place}")
            if "might" in ins and c["might"] != ins["might"] and not passive:  # a passive may grant it Might
                problems.append(f"token {cid}: Might {c['might']}, the spec says {ins['might']}")
            if c["exhausted"] == ins.get("ready", False):
                problems.append(f"token {cid}: exhausted is {c['exhausted']}")
            missing = [k for k in ins.get("keywords", ()) if k not in c["keywords"]]
            if missing:
                problems.append(f"token {cid}: lacks {missing}")
    if new:
        problems.append(f"tokens the spec does not make: {new}")
    return problems


def fire_ability(name: str, index: int) -> tuple[Run, list[dict]]:
    """Activate ability ``index`` (1-based, in the order of the text) of ``name`` on the board, choosing the
    targets the lab prefers, and resolve it."""
    facts = catalogue.lookup(name)
    ability = facts.effects["abilities"][index - 1]
    instructions = [i for i in ability.get("effect", ()) if "add" not in i]
    setup = lab_setup(name, _place(facts))
    setup["players"]["A"]["xp"] = ability.get("cost", {}).get("xp", 0)  # enough to spend (730.2)
    s = game(setup)
    o = s.observe()
    run = Run(before=o, xp_side=-setup["players"]["A"]["xp"])
    pending = targeting(instructions)
    options = [a for a in s.legal_actions("A") if a.get("activate") == "x" and a.get("ability", 1) == index]
    assert options, f"no legal activation of ability {index} of {name}"
    action, run.targets = best_play(s, "A", "activate", "x", pending, o, ability=options[0].get("ability"))
    assert s.act(action)["accepted"], action
    run.after = settle(s, run, [])
    return run, instructions
