"""Shared pieces of lane A's cards (cost changes and modal cards); no card is registered here."""

from __future__ import annotations

from dataclasses import replace

from ..behaviour import Behaviour, CostSpec
from ..decisions import choose_from
from ..effects import banish, discard
from ..cost_changes import BUFFED_UNIT
from ..empowered import empower_ability, is_empowered
from ..might import effective_might
from ..playing import play_by_effect
from .battlefield_common import events_this_turn


class OwnDiscount(Behaviour):
    """"I cost [N] less for each ..." / "this costs [2] less if ...": a discount the card applies to its own
    play (356.4, 366.1: it works while the card is on the chain), ``per`` Energy for each of ``count``,
    limited by ``minimum`` (356.4.e). Subclasses define ``count(g, item)``."""

    per: int = 1
    minimum: int = 0

    def count(self, g, item) -> int:
        return 0

    def cost_discount(self, g, source, item):
        if item.source != source:
            return None
        n = self.count(g, item)
        return (n * self.per, 0, self.minimum) if n > 0 else None


def is_spell_play(g, item) -> bool:
    """The chain item is a spell card being played."""
    return item.kind == "card" and g.cards[item.source].type == "spell"


def highest_might(g, player: str) -> int:
    """The highest Might among units ``player`` controls (0 without units; negative Might counts as 0)."""
    return max((effective_might(g, u) for u in g.board_units() if g.cards[u].controller == player), default=0)


def enemy_unit_died_this_turn(g, player: str) -> bool:
    """An enemy unit (controlled by another player as it died) has died this turn."""
    return any(e["type"] == "die" and e.get("controller") not in (None, player) for e in events_this_turn(g))


# -- Empower abilities whose own text changes their cost (827, 356.4 for abilities, 403); [Empowered] (828)
def runes_controlled(g, player: str) -> int:
    return len(g.players[player].runes)


def discounted_empower(energy: int, discount) -> object:
    """An Empower ability costing ``energy`` with its own discount ``discount(g, source) -> int``."""
    return replace(empower_ability(energy=energy), energy_discount=discount)


def per_rune(g, source) -> int:
    return runes_controlled(g, g.cards[source].controller)


def while_empowered(g, source, unit, value):
    """``value`` for the source itself while it is Empowered (828), else nothing."""
    return value if unit == source and is_empowered(g, source) else type(value)()


class FreeForABuff(Behaviour):
    """"As you play this, you may spend a buff as an additional cost. If you do, ignore this spell's cost."
    and one target: an optional additional cost (356.2.b, 702.2.b: a buff of a unit its player controls,
    chosen with ``additional_cost: true``); paid, the base cost is zero (356.1.b.1), while increases and
    Deflect still count (356.1.b.3). Subclasses give ``targets`` and ``resolve``."""

    costs = (CostSpec(action="spend_buff", choice=BUFFED_UNIT, optional=True),)

    def ignores_own_cost(self, g, source, item):
        return bool(item.data.get("additional_cost"))


def each_player_discards_one(g, controller: str) -> None:
    """"Each player discards 1": each player, in turn order from the controller, chooses a card of their own
    hand (a choice, not a target: 355.10); then they are discarded."""
    picks = []
    for p in g.turn_order_from(controller):
        hand = list(g.players[p].hand)
        if hand:
            picks.append((p, choose_from(g, p, hand, "choose a card to discard")[0]))
    for p, cid in picks:
        discard(g, p, cid)


def trash_unit_costing_at_most(energy: int, power: int):
    """A targeting restriction: a unit card (in a trash) with Energy cost <= ``energy`` and Power cost <= ``power``."""

    def check(g, chooser, cand, source) -> bool:
        c = g.cards[cand]
        return (c.energy or 0) <= energy and (c.power or 0) <= power

    return check


def play_from_trash(ctx, *, to=None, ignore_energy=False, ignore_cost=False) -> None:
    """Play the chosen trash cards (``ctx.chosen(0)``, targets in a public zone, 355.9.a) by the effect:
    ignoring its Energy cost (its Power still paid, 356.1.b.2) or its whole base cost (356.1.b.1). Its player
    chooses where a unit goes unless ``to`` says (355.2.a); a play that cannot be paid is undone (358.5)."""
    for cid in ctx.chosen(0):
        play_by_effect(ctx.g, ctx.controller, cid, to=to, ignore_energy=ignore_energy, ignore_cost=ignore_cost,
                       choose_on_finalize=True)


def banish_then_play(g, player: str, cid: str, reduce_by: tuple[int, int]) -> None:
    """"Banish it, then play it, reducing its cost by [N]" (427, 356.4.b): only a card that reached banishment
    is played, paying the rest of its cost; its choices are made as it is finalized, and a play that cannot
    be completed is undone, the card staying banished (358.5)."""
    banish(g, cid, by=player)
    if g.cards[cid].zone == "banishment":
        play_by_effect(g, player, cid, to=None, choose_on_finalize=True, reduce_by=reduce_by)
