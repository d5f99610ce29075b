"""Keywords (rules 805-829): parsing, and which keywords an object has right now.

Printed keywords come from the catalogue (``Assault 2``); effects grant more through ``keyword``
modifiers (e.g. Cleave grants ``Assault 3`` this turn). Numbered keywords granted by several sources
add up (rule 807.2 for Assault; Shield and Hunt the same way).
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from .behaviour import Trigger, behaviour_of
from .equipment import quick_draw_trigger, weaponmaster_trigger
from .passive_sources import sources
from .state import CardInstance
from .xp import gain_xp

#: The v1.4 glossary keywords (805-829); numbered ones take an optional value (default 1).
KEYWORDS = {
    "Accelerate": False, "Action": False, "Assault": True, "Deathknell": False, "Deflect": True,
    "Ganking": False, "Hidden": False, "Legion": False, "Reaction": False, "Shield": True, "Tank": False,
    "Temporary": False, "Vision": False, "Equip": False, "Quick-Draw": False, "Repeat": False,
    "Weaponmaster": False, "Ambush": False, "Hunt": True, "Level": True, "Unique": False, "Backline": False,
    "Empower": False, "Empowered": False, "Flow": False, "Stun": False,
}


@lru_cache(maxsize=4096)  # a few hundred distinct texts; parsed on every keyword query
def parse_keyword(text: str) -> tuple[str, int] | None:
    """``"Assault 2"`` -> ``("Assault", 2)``; ``"Tank"`` -> ``("Tank", 1)``; unknown -> None."""
    parts = text.strip().split()
    if not parts:
        return None
    if len(parts) == 2 and parts[1].isdigit() and parts[0] in KEYWORDS:
        return parts[0], int(parts[1])
    name = " ".join(parts)
    if name in KEYWORDS:
        return name, 1
    return None


def granted_keywords(g, cid: str) -> list[str]:
    """Keywords that passive abilities of cards on the board (and legends, battlefields) give ``cid`` now
    (364), e.g. "Your Mechs have [Shield]": each behaviour's ``keyword_grants(g, source, unit)``."""
    out: list[str] = []
    for sid in sources(g, "keyword_grants"):
        if g.cards[sid].zone != "none":
            out += behaviour_of(g, sid).keyword_grants(g, sid, cid)
    return out


def granted_off_board(g, cid: str) -> list[str]:
    """Keywords passives give ``cid`` off the board (its hand, ...): ``keyword_grants_off_board`` of the cards
    whose passives apply (364)."""
    out: list[str] = []
    for sid in sources(g, "keyword_grants_off_board"):
        if g.cards[sid].zone != "none":
            out += behaviour_of(g, sid).keyword_grants_off_board(g, sid, cid)
    return out


def keyword_values(card: CardInstance, g=None, printed: bool = True) -> dict[str, int]:
    """Every keyword the card has now, with summed values for numbered keywords. With the game state
    ``g``, keywords that other cards' passive abilities grant are included. ``printed=False``: only the
    keywords effects give it (those of an attached card's inactive Rules Text left out, 718.2)."""
    out: dict[str, int] = {}
    texts = list(card.keywords) if printed else []
    texts += [m.keyword for m in card.modifiers if m.kind == "keyword" and m.keyword]
    if g is not None and card.id in g.cards and g.is_board_zone(card.zone):
        texts += granted_keywords(g, card.id)
    elif g is not None and card.id in g.cards:
        texts += granted_off_board(g, card.id)
    for t in texts:
        parsed = parse_keyword(t)
        if parsed is None:
            continue
        name, value = parsed
        if KEYWORDS.get(name):
            out[name] = out.get(name, 0) + value
        else:
            out[name] = 1
    return out


def has_keyword(card: CardInstance, name: str, g=None) -> bool:
    return name in keyword_values(card, g)


def keyword_list(card: CardInstance, g=None) -> list[str]:
    """Keywords as written on cards (``Assault 3``), for the observed state."""
    out = []
    for name, value in keyword_values(card, g).items():
        out.append(f"{name} {value}" if KEYWORDS.get(name) and value != 1 else name)
    return out


def _temporary_condition(g, source, event) -> bool:
    return event.get("player") == g.cards[source].controller


def _temporary_effect(ctx) -> None:
    from .effects import kill

    kill(ctx.g, ctx.source, source=ctx.source)


def _i_conquered_or_held(g, source, event) -> bool:
    return source in event.get("units", ())


def _hunt_effect(ctx) -> None:
    """823.1.c.1: my controller gains X XP, X the Hunt value I have as the ability resolves (823.2: every
    instance summed); a unit that left the board has its printed value (its last known Hunt)."""
    c = ctx.g.cards[ctx.source]
    gain_xp(ctx.g, ctx.controller, keyword_values(c, ctx.g).get("Hunt", 0))


#: Hunt (823.1.b-c): "When I conquer or hold, my controller gains X XP" -- a conquer and a hold effect.
HUNT = Trigger(on=("conquer", "hold"), condition=_i_conquered_or_held, effect=_hunt_effect, keyword="Hunt")


def _vision_condition(g, source, event) -> bool:
    return event.get("card") == source and bool(event.get("permanent"))  # 817.1.c: it entered the board


def _vision_effect(ctx) -> None:
    from .predicting import predict  # predicting -> zones -> ... -> keywords

    predict(ctx.g, ctx.controller)


#: Vision (817.1.b): "When this is played, predict." A card printing [Vision] carries it as its own
#: triggered ability (its spec or module); this one is Vision an effect gives (477.2.b: "Other friendly units
#: have [Vision]"), once per instance given (817.2).
VISION = Trigger(on="play", condition=_vision_condition, effect=_vision_effect, keyword="Vision")

#: Quick-Draw's "When you play this, attach it to a unit you control" (819.1.d), when an effect gives it.
QUICK_DRAW = replace(quick_draw_trigger(), keyword="Quick-Draw")


def granted_instances(g, card: CardInstance, name: str) -> int:
    """How many instances of the keyword ``name`` effects give ``card`` now (its printed ones left out):
    modifiers and other cards' passives (817.2: each instance of Vision triggers separately)."""
    texts = [m.keyword for m in card.modifiers if m.kind == "keyword" and m.keyword]
    if card.id in g.cards and g.is_board_zone(card.zone):
        texts += granted_keywords(g, card.id)
    return sum(1 for t in texts if (parse_keyword(t) or ("",))[0] == name)


#: Temporary (816.1): "At the start of my controller's Beginning Phase, before scoring, kill me."
TEMPORARY = Trigger(on="beginning-phase", condition=_temporary_condition, effect=_temporary_effect,
                    keyword="Temporary")
#: Weaponmaster (821.1.c), as equipment.py builds it.
WEAPONMASTER = weaponmaster_trigger()
#: The triggers :func:`keyword_triggers` can give, by keyword, and the unit types that get each.
_KEYWORD_TRIGGERS = (("Temporary", TEMPORARY, ("unit", "gear")), ("Weaponmaster", WEAPONMASTER, ("unit",)),
                     ("Hunt", HUNT, ("unit",)))
#: Every event one of them waits for: for any other event a card's keyword triggers need not be computed.
KEYWORD_TRIGGER_EVENTS = frozenset(e for _, t, _ in _KEYWORD_TRIGGERS for e in ((t.on,) if isinstance(t.on, str) else t.on)) \
    | {VISION.on, QUICK_DRAW.on}


def keyword_trigger(name: str) -> Trigger:
    """The triggered ability the keyword ``name`` gives (Temporary 816, Weaponmaster 821, Hunt 823, a given
    Vision 817)."""
    if name == "Vision":
        return VISION
    if name == "Quick-Draw":
        return QUICK_DRAW
    return next(trigger for kw, trigger, _ in _KEYWORD_TRIGGERS if kw == name)


def keyword_triggers(g, cid: str, printed: bool = True) -> list:
    """Triggered abilities that keywords give a card (Temporary, 816: at the start of its controller's
    Beginning Phase, before scoring, kill it; Hunt, 823). Multiple instances of Temporary trigger once
    (816.2.a); Hunt values add up into one ability (823.2). ``printed=False``: only from keywords effects
    gave it (an attached card: its printed Rules Text is inactive, 718.2, but a granted keyword is not)."""
    out = []
    c = g.cards[cid]
    if c.type not in ("unit", "gear"):
        return out
    have = keyword_values(c, g, printed)  # once: it scans the board for granted keywords
    out = [trigger for name, trigger, types in _KEYWORD_TRIGGERS if name in have and c.type in types]
    if "Vision" in have:  # Vision given by effects, one ability per instance (817.2); printed: the card's own
        out += [VISION] * granted_instances(g, c, "Vision")
    if "Quick-Draw" in have and c.type == "gear" and "Quick-Draw" not in c.keywords:
        out.append(QUICK_DRAW)  # given by an effect; a printed one is the card's own; one at most (819.2)
    return out


def legion_active(g, cid: str) -> bool:
    """Legion (812): its dependent ability is active while the card's controller has finalized another
    card this turn (812.1.c); one such card satisfies every Legion they control (812.2)."""
    c = g.cards[cid]
    finalized = g.turn_memory.get("finalized", {}).get(c.controller, [])
    return any(other != cid for other in finalized)


def deflect_cost(g, item) -> int:
    """Deflect (809.1.c): a spell or ability an opponent controls costs, for each time it chooses a
    permanent with Deflect, that permanent's Deflect value more Power, of any domain (809.1.c.1). A passive
    may make the player ignore Deflect for this item (``Behaviour.ignores_deflect``)."""
    if item.kind == "card" and behaviour_of(g, item.source).ignores_deflect(g, item.source, item):
        return 0  # the card's own text ("Ignore [Deflect] while paying this spell's cost")
    for sid in sources(g, "ignores_deflect"):
        if g.cards[sid].zone != "legend" and behaviour_of(g, sid).ignores_deflect(g, sid, item):
            return 0
    extra = 0
    for group in item.data.get("groups", []):
        for target in group:
            c = g.cards.get(target)
            if c is None or not g.is_board_zone(c.zone) or c.controller == item.controller:
                continue
            extra += keyword_values(c, g).get("Deflect", 0)
    return extra


def _i_died(g, source, event) -> bool:
    return event.get("unit") == source


def _controller_when_it_died(g, source, event) -> str:
    return event["controller"]


def deathknell(effect, targets=()):
    """A Deathknell ability (808): "[Deathknell][>] effect" is short for "When I die, effect" (808.1.c).
    It triggers as the permanent is killed and goes to the trash (808.1.d; not if the death is
    replaced), seeing its own death (323.4). It is noted before the card moves to the trash (808.1.d.2-3),
    so the player who controlled the permanent then controls the ability, while the card goes to its
    owner's trash (428.1). Use it in a card's ``triggers``."""
    return Trigger(on="die", condition=_i_died, effect=effect, targets=tuple(targets),
                   controller=_controller_when_it_died)
