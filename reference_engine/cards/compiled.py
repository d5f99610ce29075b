"""Behaviours built from compiled effect specs (the catalogue's ``effects`` facts, written at build time by
``catalogue/compile_effects.py``; that module's docstring gives the spec shape).

A card with a hand-written module never reaches this: modules always win. Everything here goes through
the same effect primitives and target machinery as the modules do.
"""

from __future__ import annotations

from collections.abc import Callable

from .. import catalogue
from ..catalogue.render import instruction
from ..behaviour import Ability, Behaviour, TargetSpec, Trigger
from ..decisions import choose_from
from ..events import emit
from ..effects import (add_resources, banish, buff, counter, create_token, deal, discard, draw, exhaust,
                       give_keyword, give_might, kill, kill_all, ready, return_to_hand, stun)
from ..attachment import attached_to
from ..empowered import empower_ability, is_empowered
from ..equipment import Equipment, equip_ability, quick_draw_trigger
from ..xp import gain_xp, has_level
from ..keywords import deathknell, legion_active
from ..might import effective_might
from ..tokens import kind_of
from ..payment import paid_additional_cost
from ..revealing import see_top
from ..runes import channel
from ..scoring import gain_point
from ..zones import put
from ..movement import battlefield_problem
from ..predicting import predict
from ..play_locations import is_open, occupied_enemy
from .common import add_power_of_source, other_than_source
from ..trigger_conditions import played_me as _played_me


def _yours(g, source, e) -> bool:
    return e.get("player") == g.cards[source].controller


def _played_kind(g, e, kind: str) -> bool:
    c = g.cards.get(e.get("card") or "")
    return bool(e.get("permanent")) and c is not None and c.type == kind

#: Triggered-ability sections: (event type, condition on the event for a source ``source``).
_TRIGGERS: dict[str, tuple[str, Callable]] = {
    "on_play": ("play", _played_me),  # 383.4.a
    # 812.1.b.1: the dependent ability exists while another card was finalized by its controller this turn.
    "legion_on_play": ("play", lambda g, source, e: _played_me(g, source, e) and legion_active(g, source)),
    # 356.4.f.1: whether the optional additional cost was paid
    "on_play_paid": ("play", lambda g, source, e: _played_me(g, source, e) and paid_additional_cost(g, source)),
    "on_attack": ("attack", lambda g, source, e: e.get("unit") == source),  # 383.4.e
    "on_defend": ("defend", lambda g, source, e: e.get("unit") == source),
    "on_conquer": ("conquer", lambda g, source, e: source in e.get("units", [])),  # 383.4.c
    "on_hold": ("hold", lambda g, source, e: source in e.get("units", [])),  # 383.4.d
    "on_attack_or_defend": (("attack", "defend"), lambda g, source, e: e.get("unit") == source),
    "on_move": ("move", lambda g, source, e: e.get("unit") == source),
    "on_you_conquer": ("conquer", lambda g, source, e: e.get("player") == g.cards[source].controller),
    "on_you_hold": ("hold", lambda g, source, e: e.get("player") == g.cards[source].controller),
    # a card is played when it has finished being played (350.1), by whoever controls it then
    "on_you_play_spell": ("play", lambda g, source, e: bool(e.get("spell")) and _yours(g, source, e)),
    "on_you_play_unit": ("play", lambda g, source, e: _played_kind(g, e, "unit") and _yours(g, source, e)),
    "on_you_play_another_unit": ("play", lambda g, source, e: _played_kind(g, e, "unit") and _yours(g, source, e)
                                 and e.get("card") != source),
    "on_you_play_gear": ("play", lambda g, source, e: _played_kind(g, e, "gear") and _yours(g, source, e)),
    # "When you play a card from [Hidden]": a card played from facedown (811.1.d), whatever its type
    "on_you_play_hidden": ("play", lambda g, source, e: bool(e.get("hidden")) and _yours(g, source, e)),
    # "When you stun an enemy unit": each unit a stun of its controller's affects (stun events name who did it)
    "on_you_stun_enemy": ("stun", lambda g, source, e: _yours(g, source, e) and e.get("unit") in g.cards
                          and g.cards[e["unit"]].controller != g.cards[source].controller),
    # "I win if I remain after combat": the result names each unit there won or lost (466.2)
    "on_win_combat": ("combat-result", lambda g, source, e: e.get("units", {}).get(source) == "won"),
    "on_move_to_battlefield": ("move", lambda g, source, e: e.get("unit") == source
                               and e.get("destination") in g.battlefields),
    "on_move_from_battlefield": ("move", lambda g, source, e: e.get("unit") == source
                                 and e.get("origin") in g.battlefields),
}

#: A battlefield's triggers: "When you conquer here" -- the player who did it controls the ability.
_HERE_TRIGGERS: dict[str, tuple[str, Callable]] = {
    "on_conquer_here": ("conquer", lambda g, source, e: e.get("battlefield") == source),  # 383.4.c
    "on_hold_here": ("hold", lambda g, source, e: e.get("battlefield") == source),  # 383.4.d
}


def _holds(g, source: str, cond: dict, player: str | None = None) -> bool:
    """A condition about what ``player`` (the source's controller) controls now: runes, gear or units, by
    count, tag, and "other" than the source."""
    k = cond["control"]
    me = player or g.cards[source].controller
    if k.get("kind") == "rune":
        count = len(g.players[me].runes)
    else:
        count = sum(1 for cid, c in g.cards.items() if c.controller == me and g.is_board_zone(c.zone)
                    and not c.facedown and c.type in ("unit", "gear") and cid != (source if k.get("other") else None)
                    and (k.get("kind") is None or c.type == k["kind"]) and (k.get("tag") is None or k["tag"] in c.tags))
    return count >= k.get("at_least", 0) and ("at_most" not in k or count <= k["at_most"])


def _when(condition: Callable, cond: dict, player: Callable | None = None) -> Callable:
    return lambda g, source, e: condition(g, source, e) and _holds(g, source, cond,
                                                                    player(g, source, e) if player else None)


def _while_empowered(condition: Callable) -> Callable:
    return lambda g, source, e: is_empowered(g, source) and condition(g, source, e)


def _at_level(condition: Callable, n: int) -> Callable:
    """A [Level n] triggered ability exists while its card's controller has n or more XP (824.1.b-d)."""
    return lambda g, source, e: has_level(g, source, n) and condition(g, source, e)


def _event_player(g, source, e) -> str:
    return e["player"]


def _restriction(t: dict):
    """"another unit" (not the source) and "with 3 [S] or less" / "or more" (355.9)."""
    checks = []
    if t.get("other"):
        checks.append(other_than_source)
    if "max_might" in t:
        checks.append(lambda g, chooser, cand, source: effective_might(g, cand) <= t["max_might"])
    if "min_might" in t:
        checks.append(lambda g, chooser, cand, source: effective_might(g, cand) >= t["min_might"])
    if "designation" in t:  # "an attacking unit" (323.2)
        checks.append(lambda g, chooser, cand, source: g.cards[cand].designation == t["designation"])
    if "tag" in t:  # "another friendly Mech"
        checks.append(lambda g, chooser, cand, source: t["tag"] in g.cards[cand].tags)
    if not checks:
        return None
    return lambda g, chooser, cand, source: all(check(g, chooser, cand, source) for check in checks)


def _target_spec(t: dict) -> TargetSpec:
    if t["kind"] == "spell":
        return TargetSpec(kind="spell", relation=t["relation"], text="a spell")
    if t["kind"] == "trash" and t["type"] == "unit or gear":  # 355.9.a
        return TargetSpec(kind="trash", where="card", text="a unit or gear from your trash",
                          restriction=lambda g, chooser, cand, source: g.cards[cand].type in ("unit", "gear"))
    if t["kind"] == "trash":  # 355.9.a: a card in the chooser's trash
        return TargetSpec(kind="trash", where=t["type"], text=f"a {t['type']} from your trash")
    where = {"board": "board", "battlefield": "battlefield", "here": "board"}[t["at"]]
    words = ["another" if t.get("other") else "a"] + ([{"attacker": "attacking", "defender": "defending"}[
        t["designation"]]] if "designation" in t else []) + ([t["relation"]] if t["relation"] != "any" else [])
    words.append(t["kind"])
    if t["at"] != "board":
        words.append("here" if t["at"] == "here" else "at a battlefield")
    if "max_might" in t or "min_might" in t:
        words.append(f"with {t.get('max_might', t.get('min_might'))} Might or {'less' if 'max_might' in t else 'more'}")
    if "max" in t:
        words = [f"up to {t['max']}"] + words[1:] + (["other"] if t.get("other") else [])
    return TargetSpec(kind=t["kind"], where=where, relation=t["relation"], here=t["at"] == "here",
                      minimum=t.get("min", 1), maximum=t.get("max", 1), restriction=_restriction(t),
                      text=" ".join(words))


def _group(ctx, group: dict) -> list[str]:
    """The objects an "all ..." instruction affects, as it resolves, in board order."""
    g, me = ctx.g, ctx.controller
    src = g.cards.get(ctx.source)
    out = []
    board = list(g.board_units())  # board order: bases in turn order, then battlefields
    board += [cid for p in g.order for cid in g.players[p].base if g.cards[cid].type != "unit"]
    board += [cid for bf in g.battlefields.values() for cid in bf.units if g.cards[cid].type != "unit"]
    for cid in board:
        c = g.cards[cid]
        if c.facedown or not g.is_board_zone(c.zone) or c.type != group["kind"] and not (
                group["kind"] == "permanent" and c.type in ("unit", "gear")):
            continue
        if group.get("tag") and group["tag"] not in c.tags:
            continue
        if group.get("damaged") and not c.damage:
            continue
        if "max_might" in group and (c.type != "unit" or effective_might(g, cid) > group["max_might"]) or \
                "min_might" in group and (c.type != "unit" or effective_might(g, cid) < group["min_might"]):
            continue
        if group["relation"] == "friendly" and c.controller != me or group["relation"] == "enemy" and c.controller == me:
            continue
        if group.get("other") and cid == ctx.source:
            continue
        at = group["at"]
        if at == "battlefield" and c.zone not in g.battlefields:
            continue
        if at == "here" and (src is None or c.zone != src.zone):
            continue
        if at == "combat" and not (g.showdown is not None and g.showdown.combat and c.zone == g.showdown.at):
            continue
        out.append(cid)
    return out


def _play_tokens(ctx, ins: dict) -> None:
    """Play tokens of rule 187 (179-187) to the controller's base or "here" (the source's location), entering
    as the text says (184.1): ``ready`` is "a ready ... unit token" for units (else exhausted, 143.4, unless a
    passive readies it, 143.4.a) and the absence of "exhausted" for gear ("a Gold gear token exhausted")."""
    g = ctx.g
    where = "base"
    if ins["at"] == "here":
        src = g.cards.get(ctx.source)
        if src is None or not g.is_board_zone(src.zone):
            return
        where = src.zone
    keywords = tuple(dict.fromkeys(kind_of(ins["token"]).keywords + tuple(ins.get("keywords", ()))))
    for n in range(ins["count"]):
        if ins["at"] == "any":  # played where a unit may be (355.2.a): its player chooses, token by token
            places = ["base"] + [b for b, bf in g.battlefields.items() if bf.controller == ctx.controller
                                 and not battlefield_problem(g, ctx.controller, b, played=True)]
            where = choose_from(g, ctx.controller, places, f"choose where token {n + 1} of {ins['count']} "
                                f"({ins['token']}) is played (355.2.a)")[0]
        create_token(g, ins["token"], ctx.controller, where, ready_=ins["ready"], might_=ins.get("might"),
                     exhausted_=not ins["ready"] and kind_of(ins["token"]).type != "unit", keywords=keywords)


def _apply(ctx, ins: dict, objects: list[str]) -> None:
    g, me = ctx.g, ctx.controller
    if "draw" in ins:
        draw(g, me, ins["draw"])
    elif "discard" in ins:  # the player chooses which (a choice, not a target: 355.10)
        hand = g.players[me].hand
        n = min(ins["discard"], len(hand))
        for cid in choose_from(g, me, list(hand), f"choose {n} card(s) to discard", minimum=n, maximum=n):
            discard(g, me, cid)
    elif "channel" in ins:
        channel(g, me, ins["channel"], exhausted=True)
    elif "token" in ins:
        _play_tokens(ctx, ins)
    elif "score" in ins:
        for _ in range(ins["score"]):
            gain_point(g, me, how="effect")  # 471.1
    elif "xp" in ins:
        gain_xp(g, me, ins["xp"])  # 730.1
    elif "predict" in ins:
        predict(g, me, ins["predict"])  # 436
    elif "one_of" in ins:  # "X or Y": its controller chooses one as it resolves
        texts = [instruction(o)[:-1] for o in ins["one_of"]]
        pick = choose_from(g, me, texts, "choose one: " + " or ".join(texts))[0]
        chosen = ins["one_of"][texts.index(pick)]
        on_board = ctx.source in g.cards and g.is_board_zone(g.cards[ctx.source].zone)
        _apply(ctx, chosen, [ctx.source] if chosen.get("target", {}).get("self") and on_board else [])
    elif "each_kills" in ins:  # 355.10.e: each player chooses one of theirs, in turn order from the controller
        picks = []
        for p in g.turn_order_from(me):
            mine = [cid for cid, c in g.cards.items() if c.controller == p and c.type == ins["each_kills"]
                    and g.is_board_zone(c.zone) and not c.facedown]
            if mine:
                picks += choose_from(g, p, mine, f"choose one of your {ins['each_kills']}s to kill")
        kill_all(g, picks, by=me, source=ctx.source)  # at the same time (370.1.a.2)
    elif "kill" in ins and "all" in ins:
        kill_all(g, objects, by=me, source=ctx.source)  # at the same time (370.1.a.2)
        return
    for obj in objects:
        for key, act in _ON_EACH:
            if key in ins:
                act(ctx, obj, ins)
                break


def _deal_each(ctx, obj: str, ins: dict) -> None:
    """"Deal N", or "Deal damage equal to my Might" (the ability deals it, as its source's Might now)."""
    amount = max(effective_might(ctx.g, ctx.source), 0) if isinstance(ins["deal"], dict) else ins["deal"]
    deal(ctx.g, obj, amount, by=ctx.controller, source=ctx.source)


def _to_hand_each(ctx, obj: str, ins: dict) -> None:
    g = ctx.g
    if obj in g.players[ctx.controller].trash:  # from the trash to the hand
        put(g, obj, "hand")
        emit(g, "return", card=obj, location="trash")


#: The instructions done to each chosen object, by the key that marks them, in the order they are tried.
_ON_EACH: tuple[tuple[str, Callable], ...] = (
    ("deal", _deal_each),
    ("might", lambda ctx, obj, ins: give_might(ctx.g, obj, ins["might"], minimum=ins.get("minimum"),
                                               source=ctx.source)),
    ("keyword", lambda ctx, obj, ins: give_keyword(ctx.g, obj, ins["keyword"], source=ctx.source)),
    ("stun", lambda ctx, obj, ins: stun(ctx.g, obj, by=ctx.controller)),
    ("kill", lambda ctx, obj, ins: kill(ctx.g, obj, by=ctx.controller, source=ctx.source)),
    ("ready", lambda ctx, obj, ins: ready(ctx.g, obj)),
    ("exhaust", lambda ctx, obj, ins: exhaust(ctx.g, obj)),
    ("counter", lambda ctx, obj, ins: counter(ctx.g, obj)),
    ("buff", lambda ctx, obj, ins: buff(ctx.g, obj)),
    ("banish", lambda ctx, obj, ins: banish(ctx.g, obj)),
    ("return", lambda ctx, obj, ins: return_to_hand(ctx.g, obj)),
    ("to_hand", _to_hand_each),
)


def _look_step(ctx, ins: dict, looked: list[str]) -> None:
    """"Look at the top N cards of your Main Deck" (as many as there are), then draw one of them (a chosen
    unit, spell, gear or any card; "you may" lets the player take none; "reveal" shows it), then recycle
    the rest (to the bottom, in their order) or put them into the trash. Only cards still on the deck count
    (a card seen may leave it as it is seen: "as you look at me ... you may banish me", 370.1.b.1)."""
    g, me = ctx.g, ctx.controller
    deck = g.players[me].deck
    if "look" in ins:  # 424: the one way to look at the top of a deck, with its replacements (370.1.b.1)
        looked[:] = see_top(g, me, ins["look"])
        return
    still = [c for c in looked if c in deck]
    if "take" in ins:
        t = ins["take"]
        fits = [c for c in still if (t["type"] == "card" or g.cards[c].type == t["type"])
                and g.cards[c].energy >= t.get("min_energy", 0)]
        for cid in choose_from(g, me, fits, f"choose a card from among the top {len(looked)} to draw",
                               minimum=0 if t["may"] else min(1, len(fits)), maximum=1) if fits else []:
            if t["verb"] == "reveal":
                emit(g, "reveal", card=cid, player=me)
            put(g, cid, "hand")
            if t["verb"] != "put 1 into your hand":  # "draw it" / "draw one" is a draw (413)
                emit(g, "draw", player=me, card=cid)
            looked.remove(cid)
        return
    for cid in still:  # "the rest"
        put(g, cid, "deck", bottom=True) if ins["rest"] == "recycle" else put(g, cid, "trash")
    looked.clear()


def _fight(ctx, who: str, chosen: int) -> None:
    """"They deal damage equal to their Mights to each other" (the last two objects chosen) or "We ..." (the
    source and the last chosen): each deals damage equal to its Might to the other, at the same time, each
    the dealer of its damage (417.6.b.3). If either is no longer a legal target (or on the board), neither
    deals damage (359.3.e.5)."""
    g = ctx.g
    picked = [u for i in range(chosen) for u in ctx.was_chosen(i)]
    legal = {u for i in range(chosen) for u in ctx.chosen(i)}
    pair = picked[-2:] if who == "they" else [ctx.source] + picked[-1:]
    if who == "we":
        legal.add(ctx.source) if g.is_board_zone(g.cards[ctx.source].zone) else None
    if len(pair) != 2 or pair[0] == pair[1] or not set(pair) <= legal:
        return
    a, b = pair
    mights = {u: max(effective_might(g, u), 0) for u in pair}  # both before either is dealt damage
    deal(g, b, mights[a], by=ctx.controller, source=ctx.source, dealer=a)
    deal(g, a, mights[b], by=ctx.controller, source=ctx.source, dealer=b)


def instructions(spec: list[dict]) -> tuple[tuple[TargetSpec, ...], Callable]:
    """Instructions -> (the targets chosen for them, in order; the effect executing them top to bottom).
    A target no longer legal is unaffected, while the other instructions still happen (359.3.e.5)."""
    targets: list[TargetSpec] = []
    plan: list[tuple[dict, str, int | None]] = []  # (instruction, how it finds its objects, spec index)
    for ins in spec:
        t = ins.get("target")
        if "fight" in ins:  # the objects chosen so far, by spec index
            plan.append((ins, "fight", len(targets)))
            continue
        if ins.get("dealer") == "same":  # "It deals ...": the unit the previous instruction chose
            targets.append(_target_spec(t))
            plan.append((ins, "dealt_by", (len(targets) - 2, len(targets) - 1)))
            continue
        if "all" in ins:
            plan.append((ins, "all", None))
        elif t is None:
            plan.append((ins, "none", None))
        elif t.get("self"):
            plan.append((ins, "self", None))
        elif t.get("same"):
            plan.append((ins, "chosen", len(targets) - 1))
        else:
            targets.append(_target_spec(t))
            plan.append((ins, "chosen", len(targets) - 1))

    def effect(ctx) -> None:
        looked: list[str] = []  # the cards a "Look at the top N" saw, while they stay on the deck
        for ins, how, index in plan:
            if {"look", "take", "rest"} & set(ins):
                _look_step(ctx, ins, looked)
                continue
            if how == "fight":
                _fight(ctx, ins["fight"], index)
                continue
            if how == "dealt_by":
                dealer, victims = ctx.chosen(index[0]), ctx.chosen(index[1])
                for unit in dealer[:1]:  # 417.6.b.3: that unit deals it, as much as its Might now
                    for victim in victims:
                        deal(ctx.g, victim, max(effective_might(ctx.g, unit), 0), by=ctx.controller,
                             source=ctx.source, dealer=unit)
                continue
            if how == "self":
                objects = [ctx.source] if ctx.g.is_board_zone(ctx.g.cards[ctx.source].zone) else []
            elif how == "chosen":
                objects = ctx.chosen(index)
            elif how == "all":
                objects = _group(ctx, ins["all"])
            else:
                objects = []
            _apply(ctx, ins, objects)

    return tuple(targets), effect


def _predict(ctx) -> None:
    """Vision (817.1.b): when this is played, predict (436.1): look at the top card of your Main Deck and
    choose whether to recycle it."""
    predict(ctx.g, ctx.controller)




def _receives(g, source: str, unit: str, who: dict) -> bool:
    """Does ``unit`` get a passive grant of ``source`` described by ``who`` (364)?"""
    src, u = g.cards[source], g.cards[unit]
    if who.get("self"):
        return unit == source and (who.get("while") != "buffed" or u.buffed) and \
            ("level" not in who or has_level(g, source, who["level"]))  # 824.1.c
    if u.type != "unit" or u.facedown or not g.is_board_zone(u.zone):
        return False
    if who.get("including_me") and unit == source:
        return True
    if who.get("other") and unit == source:
        return False
    if who["relation"] == "friendly" and u.controller != src.controller:
        return False
    if who["at"] == "here" and u.zone != (source if src.type == "battlefield" else src.zone):
        return False
    if who.get("token") and not u.token:
        return False
    return not (who.get("tag") and who["tag"] not in u.tags)


def _statics(statics: list[dict], empowered: dict | None):
    def might_bonus(self, g, source, unit) -> int:
        total = sum(s.get("might", 0) for s in statics if _receives(g, source, unit, s["who"]))
        if empowered and unit == source and is_empowered(g, source):  # 828
            total += empowered.get("might", 0)
        return total

    def keyword_grants(self, g, source, unit) -> tuple[str, ...]:
        out = [k for s in statics if _receives(g, source, unit, s["who"]) for k in s.get("keywords", ())]
        if empowered and unit == source and is_empowered(g, source):
            out += empowered.get("keywords", [])
        return tuple(out)

    return might_bonus, keyword_grants


def _ability(a: dict, zones: tuple[str, ...]) -> Ability:
    if "empower" in a:  # 827.1.c.1
        return empower_ability(energy=a["empower"][0], power=a["empower"][1])
    cost = a["cost"]
    timing = (a["timing"],) if a["timing"] else ()
    if len(a["effect"]) == 1 and "add" in a["effect"][0]:  # an [Add] ability (429): it resolves at once (400.2)
        add = a["effect"][0]["add"]

        def effect(ctx) -> None:
            if add.get("any"):  # [A]: Power of any domain (135.2.e.5.b)
                add_resources(ctx.g, ctx.controller, 0, {"any": 1})
            elif add.get("power"):
                add_power_of_source(ctx)
            else:
                add_resources(ctx.g, ctx.controller, add["energy"])

        return Ability(effect=effect, energy=cost["energy"], power=cost["power"], exhaust=cost["exhaust"],
                       timing=timing, adds=True, zones=zones, kill=cost.get("kill", False))
    targets, effect = instructions(a["effect"])
    return Ability(effect=effect, energy=cost["energy"], power=cost["power"], exhaust=cost["exhaust"],
                   timing=timing, targets=targets, zones=zones, kill=cost.get("kill", False),
                   xp=cost.get("xp", 0))  # 730.2


def _section_trigger(section: str, body, zones: tuple[str, ...]) -> Trigger:
    """The triggered ability of a trigger section ("When I conquer, ..."), with its [Level N] (824.1.c), its
    "if" right after the condition (383.2.a.1), [Empowered] (828), "you may" (383.3.a) and a cost within its
    instructions (383.3.b)."""
    on, condition = _TRIGGERS[section]
    if isinstance(body, dict) and "level" in body:
        condition = _at_level(condition, body["level"])
    if isinstance(body, dict) and "if" in body:
        condition = _when(condition, body["if"])
    if isinstance(body, dict) and body.get("empowered"):
        condition = _while_empowered(condition)
    optional = isinstance(body, dict) and body.get("optional", False)
    targets, effect = instructions(body["do"] if isinstance(body, dict) else body)
    energy, power = body.get("pay", (0, 0)) if isinstance(body, dict) else (0, 0)
    return Trigger(on=on, condition=condition, effect=effect, targets=targets, zones=zones,
                   optional=optional, energy=energy, power=power)


def _equipment(spec: dict, bonus: int) -> dict:
    """The attributes of a compiled Equipment (718, 818, 819): its Might bonus to the unit it is attached
    to, Equip, Quick-Draw, and its effect text's keywords and triggered abilities for that unit."""
    attrs: dict = {"bonus": bonus}
    granted = tuple(spec.get("equipped", {}).get("keywords", ()))
    if granted:
        attrs["keyword_grants"] = lambda self, g, source, unit: granted if attached_to(g, source) == unit else ()
    return attrs


def behaviour(name: str, spec: dict) -> Behaviour:
    """The behaviour of the card ``name`` from its compiled spec."""
    facts = catalogue.lookup(name)
    zones = ("legend",) if facts is not None and facts.type == "legend" else ("board",)
    attrs: dict = {}
    triggers: list[Trigger] = []
    abilities: list[Ability] = []
    if "spell" in spec:
        targets, effect = instructions(spec["spell"])
        attrs["targets"] = targets
        attrs["resolve"] = lambda self, ctx: effect(ctx)
    for section, body in spec.items():  # in the order of the card's text: trigger N is the Nth (803)
        if section in _TRIGGERS:
            triggers.append(_section_trigger(section, body, zones))
        elif section in _HERE_TRIGGERS:
            on, condition = _HERE_TRIGGERS[section]
            if isinstance(body, dict) and "if" in body:  # "you" is the player who did it (190.6)
                condition = _when(condition, body["if"], _event_player)
            optional = isinstance(body, dict) and body.get("optional", False)
            targets, effect = instructions(body["do"] if isinstance(body, dict) else body)
            energy, power = body.get("pay", (0, 0)) if isinstance(body, dict) else (0, 0)  # 383.3.b
            triggers.append(Trigger(on=on, condition=condition, effect=effect, targets=targets,
                                    zones=("battlefield",), controller=_event_player, optional=optional,
                                    energy=energy, power=power))
        elif section == "deathknell":  # 808
            targets, effect = instructions(body)
            triggers.append(deathknell(effect, targets))
        elif section == "abilities":  # activated abilities (376-381), in the order of the text
            abilities += [_ability(a, zones) for a in body]
        elif section == "equip":  # 818.1.c.2: "[cost]: Attach this to a unit you control."
            abilities.append(equip_ability(*body))
        elif section == "quick_draw":  # 819.1.d
            triggers.append(quick_draw_trigger())
        elif section == "equipped":
            # The Effect Text's triggered abilities: appended to the Rules Text of the unit it is attached to
            # (434.1.c, 718.3), so that unit is their source ("I", "me") and its controller controls them
            # (718.5.e); the Equipment's own abilities are inactive while attached (718.2).
            attrs["effect_triggers"] = tuple(_section_trigger(k, v, ("board",)) for k, v in body.items()
                                             if k in _TRIGGERS)
        elif section == "vision":  # 817.1.c: the trigger is the permanent entering the board
            triggers.append(Trigger(on="play", condition=_played_me, effect=_predict))
        elif section == "optional_cost":  # 356.2.b
            attrs["optional_cost"] = tuple(body)
        elif section == "flow":  # 829.1.c
            attrs["flow"] = tuple(body)
        elif section == "repeat":  # 820.1
            attrs["repeat"] = tuple(tuple(cost) for cost in body)
    attrs["abilities"] = tuple(abilities)
    if "static" in spec or "empowered" in spec:
        attrs["might_bonus"], attrs["keyword_grants"] = _statics(spec.get("static", []), spec.get("empowered"))
    if "play_to" in spec:  # beyond 355.2.a: an open (170.11.c) or occupied enemy (170.11.a) battlefield
        attrs["may_play_to"] = lambda self, g, card, player, bf: (
            is_open(g, bf) if spec["play_to"] == "open" else occupied_enemy(g, bf, player))
    if "units_enter_ready" in spec:  # a passive: "Other friendly units enter ready." (143.4.a)
        ready_who = spec["units_enter_ready"]
        attrs["unit_enters_ready"] = lambda self, g, source, unit, player: (
            player == g.cards[source].controller and (not ready_who["token"] or g.cards[unit].token))
    if spec.get("enters_exhausted"):  # a gear's "This enters exhausted." (gear otherwise enter ready)
        attrs["enters_exhausted"] = lambda self, g, card, player: True
    if spec.get("enters_ready"):  # 143.4.a; "[Level N][>] I enter ready." while its controller has N XP
        ready = spec["enters_ready"] if isinstance(spec["enters_ready"], dict) else {}
        level, cond = ready.get("level", 0), ready.get("if")
        attrs["enters_ready"] = lambda self, g, card, player: g.players[player].xp >= level and (
            cond is None or _holds(g, card, cond, player))
    attrs["triggers"] = tuple(triggers)
    base = Behaviour
    if "equip" in spec or "equipped" in spec:  # an Equipment (718.4): its Might bonus, effect-text keywords
        base = Equipment
        attrs.update(_equipment(spec, int(facts.might_bonus or 0) if facts is not None else 0))
    cls = type(f"Compiled<{name}>", (base,), attrs)
    inst = cls()
    inst.name = name
    return inst
