"""Cost changes a card's own text makes (356.1-356.2), beside the discounts and increases of ``payment.py``.

* "If you do, ignore this spell's cost" (356.1.b.1): the card's ``Behaviour.ignores_own_cost`` sets its base
  Energy and Power to zero for that play; additional costs and increases still count (356.1.b.3).
* "If you've played a spell this turn, you may pay ... as an additional cost": ``optional_cost_problem``
  says when a card's own optional additional cost is not offered (356.2.b).
* "Your spells that choose me cost [1] or [A] less": ``either_discounts`` counts the "[1] or [A]" taken off a
  card's total cost by passives (356.4.b); ``payment.card_cost`` asks which when the cost has both.
* "Your spells have [Repeat] ...": ``granted_repeats``, Repeat costs passives give a spell (820.1).
* "You may play me for [C]" (356.1.a): ``base_cost`` replaces the base cost when the card's
  ``Behaviour.play_for`` offers one and its player chooses it (a ``choose`` question: ``printed`` or ``for``).
* A [Repeat] cost that is an action ("[Repeat] -- Discard 1"): a ``CostSpec`` with ``with_repeat``, due only
  when the play pays that Repeat (``cost_due``, 820.1.c).
* "Opponents must pay [A] for each unit beyond the first to move ... at the same time": ``move_power_cost``,
  the Power of any domain passives add to a standard move (paid with its exhaust cost, 144.3).
* "You may spend a buff as an additional cost" (356.2.b, 702.2.b): a ``CostSpec(action="spend_buff",
  choice=BUFFED_UNIT, optional=True)``; the buff of a unit its player controls is spent as the card is
  finalized (357.2). Whether it was paid: ``payment.paid_additional_cost`` (356.4.f.1).
"""

from __future__ import annotations

from .behaviour import TargetSpec, behaviour_of
from .decisions import ask
from .effects import spend_buff
from .errors import IllegalAction
from .state import ChainItem, GameState


def _buffed(g: GameState, chooser: str, cand: str, source: str) -> bool:
    return g.cards[cand].buffed  # 702.2.b.1: only a unit with a buff has one to spend


#: The choice of a "spend a buff" cost: a buffed unit its player controls (702.2.b.2).
BUFFED_UNIT = TargetSpec(kind="unit", relation="friendly", restriction=_buffed, text="a buffed unit you control")


def base_cost_ignored(g: GameState, item: ChainItem) -> bool:
    """356.1.b: the base cost of the card of ``item`` is set to zero -- played from hidden (811.1.b),
    by an effect "ignoring its cost", or by the card's own "ignore this spell's cost"."""
    if item.data.get("hidden_at") or item.data.get("ignore_cost"):
        return True
    return behaviour_of(g, item.source).ignores_own_cost(g, item.source, item)


def spend_buff_cost(g: GameState, unit: str, player: str) -> None:
    """357.2: pay a "spend a buff" cost with ``unit``'s buff."""
    if not spend_buff(g, unit, player):
        raise IllegalAction(f"{unit} has no buff {player} can spend (702.2.b)", code="cannot-pay")


def _face_up_on_board(g: GameState):
    for sid, s in g.cards.items():
        if s.official and not s.facedown and g.is_board_zone(s.zone):
            yield sid


def optional_cost_problem(g: GameState, card: str, player: str) -> str | None:
    """Why ``card``'s own optional additional cost cannot be chosen by ``player`` now, or None."""
    return behaviour_of(g, card).optional_cost_problem(g, card, player)


def either_discounts(g: GameState, item: ChainItem) -> list[str]:
    """356.4.b: one entry (the source) for each "[1] or [A]" a passive takes off the total cost of ``item``."""
    return [sid for sid in _face_up_on_board(g) for _ in range(behaviour_of(g, sid).either_discount(g, sid, item))]


def granted_repeats(g: GameState, card: str, player: str) -> tuple[tuple[int, int], ...]:
    """820.1: the Repeat costs passives of face-up permanents give spell ``card`` played by ``player``."""
    out = []
    for sid in _face_up_on_board(g):
        cost = behaviour_of(g, sid).repeat_grant(g, sid, card, player)
        if cost is not None:
            out.append(tuple(cost))
    return tuple(out)


def cost_due(item: ChainItem, cost) -> bool:
    """Whether the non-standard cost ``cost`` (a ``CostSpec``) is due for ``item``: an optional one only if its
    player chose to pay it (356.2.b.1), a Repeat one only if that Repeat is paid (820.1.c)."""
    if cost.with_repeat:
        return item.data.get("repeat", 0) >= cost.with_repeat
    return not cost.optional or bool(item.data.get("additional_cost"))


def base_cost(g: GameState, item: ChainItem, energy: int, power: int,
              domains: tuple[str, ...]) -> tuple[int, int, tuple[str, ...]]:
    """356.1.a: the base cost of the card of ``item`` (Energy, Power, the domains that Power may come from),
    replaced by a cost it is played "for": the one its play names (``data["for_cost"]``, from an instruction
    "play it for [Cost]" or a passive "you may play me from your trash for [Cost]"; [A] is Power of any domain,
    135.2.e.5.a), else the one its own text lets its player play it for, if they choose to (asked only when the
    two differ)."""
    if item.data.get("for_cost"):
        energy, power, any_domain = item.data["for_cost"]
        return energy, power, (() if any_domain else domains)
    alt = behaviour_of(g, item.source).play_for(g, item.source, item)
    if alt is None or tuple(alt) == (energy, power):
        return energy, power, domains
    pick = ask(g, item.controller, "choose", ["printed", "for"],
               f"play {item.source} for its printed cost [{energy}] + {power} Power, or for {alt[0]} Energy and "
               f"{alt[1]} Power (356.1.a)?",
               lambda a: None if a in ("printed", "for") else "answer printed or for")
    return (*alt, domains) if pick == "for" else (energy, power, domains)


def move_power_cost(g: GameState, player: str, units: list[str], dest: str) -> int:
    """The Power of any domain passives make ``player`` pay for a standard move of ``units`` to ``dest``."""
    return sum(behaviour_of(g, sid).move_cost(g, sid, player, units, dest) for sid in _face_up_on_board(g))
