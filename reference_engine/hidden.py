"""Hidden cards (rules 107.3, 421, 811).

Hiding is a discretionary action (421.2): on your own turn, in an open state, with priority, pay [A] (one
Power of any domain) to put a card with Hidden from your hand facedown at a battlefield you control whose
facedown zone is empty (811.1.b, 107.3.b); an effect may let a player hide ignoring that cost for the turn
(``turn_memory["hide_ignoring_costs"]``). From the next turn on, the card may be played from there
("revealed") ignoring its base cost, with Reaction (811.6). That play is ``playing.play_card`` on the
facedown card: a unit enters exhausted at that battlefield like any unit played (143.4, 811.1.d.1), and
every target of the card, or of a hidden permanent's play effect, must be at that battlefield unless the
card's own restriction makes that impossible; the restriction holds again as it resolves (811.1.d.2,
359.3.e; ``targets.legal`` with ``hidden_at``).

A facedown card whose controller no longer controls its battlefield goes to its owner's trash in the next
cleanup (107.3.d, 323.7); whenever a facedown card changes zones, or the game ends, it is revealed to all
players (421.4).
"""

from __future__ import annotations

from .behaviour import behaviour_of
from .errors import IllegalAction
from .events import emit
from .keywords import has_keyword
from .passive_sources import board_sources
from .state import GameState
from .zones import put


def _power_for_hiding(g: GameState, player: str) -> str | None:
    """A domain of Power the player can pay [A] with (not Power restricted to spells or other uses)."""
    from .payment import restricted_elsewhere

    p = g.players[player]
    locked = restricted_elsewhere(g, player)[1]
    for domain, n in p.power.items():
        if n - p.spell_power.get(domain, 0) - locked.get(domain, 0) > 0:
            return domain
    return None


def _energy_instead(g: GameState, player: str) -> int | None:
    """The smallest Energy cost a passive of the player's legend or of a face-up permanent they control
    lets them pay to hide a card instead of [A] (``Behaviour.hide_energy_cost``), if they can pay it now."""
    from .payment import energy_available

    sources = [s for s in g.cards.values() if s.official and s.controller == player and not s.facedown
               and (s.zone == "legend" or g.is_board_zone(s.zone))]
    costs = [n for n in (behaviour_of(g, s.id).hide_energy_cost(g, s.id, player) for s in sources) if n is not None]
    if not costs or energy_available(g, player) < min(costs):
        return None
    return min(costs)


def hide(g: GameState, player: str, cid: str, at: str, check_only: bool = False) -> None:
    c = g.cards.get(cid)
    if c is None or (cid not in g.players[player].hand and cid not in g.players[player].champion):
        raise IllegalAction(f"{cid} is not in {player}'s hand or Champion Zone (811.1.b)", code="wrong-zone")
    if not has_keyword(c, "Hidden"):
        raise IllegalAction(f"{cid} does not have [Hidden] (811.1)", code="forbidden")
    if g.priority != player or g.active != player:
        raise IllegalAction("hiding is a discretionary action on your own turn, with priority (421.2, 811.1.b)", code="no-priority")
    if g.chain:
        raise IllegalAction("cards can only be hidden in an open state (811.1.b)", code="wrong-timing")
    if at not in g.battlefields or g.battlefields[at].controller != player:
        raise IllegalAction("cards are hidden at a battlefield you control (421.1, 107.3.c)", code="illegal-destination")
    room = 1 + (behaviour_of(g, at).extra_facedown(g, at) if at in g.cards and g.cards[at].official else 0)
    if len(g.battlefields[at].facedown) >= room:
        raise IllegalAction(f"{at} already has {'a facedown card' if room == 1 else f'{room} facedown cards'}"
                            " (811.1.b, 107.3.b)", code="illegal-destination")
    if check_only:
        return  # nothing above changed the state (actions.early_refusal)
    if player in g.turn_memory.get("hide_ignoring_costs", ()):
        _place_facedown(g, player, cid, at)  # an effect lets them hide cards ignoring costs this turn
        return
    domain = _power_for_hiding(g, player)
    energy = _energy_instead(g, player)
    if domain is None and energy is None:
        raise IllegalAction(f"{player} needs 1 power of any domain to hide a card (811.1.b)", code="cannot-pay")
    if domain is not None and energy is not None:  # the player chooses which cost to pay
        from .decisions import ask

        pick = ask(g, player, "choose", ["power", "energy"], f"pay [A] or [{energy}] to hide {cid}",
                   lambda a: None if a in ("power", "energy") else "answer power or energy")
        domain = domain if pick == "power" else None
    if domain is None:
        from .payment import pay_energy

        pay_energy(g, player, energy)  # a passive's "pay [1] to hide ... instead of [A]"
    else:
        g.players[player].power[domain] -= 1
    _place_facedown(g, player, cid, at)


def _place_facedown(g: GameState, player: str, cid: str, at: str) -> None:
    c = g.cards[cid]
    put(g, cid, at, facedown=True)
    c.controller = player
    c.hidden_at = at
    c.memory["hidden_turn"] = g.turn_number  # played from hidden beginning on the next turn (811.1.b)
    g.cleanup_due = True
    emit(g, "hide", player=player, battlefield=at)


def reveal_forbidden(g: GameState, cid: str, player: str) -> str | None:
    """Why the facedown card ``cid`` of ``player`` cannot be revealed where it is now, if a passive of a
    face-up permanent forbids it ("Your opponents' [Hidden] cards can't be revealed here"): playing it from
    hidden reveals it (811.1.d, 421.4), so it cannot be played from there (``Behaviour.forbids_reveal``)."""
    for sid in board_sources(g, "forbids_reveal"):
        if behaviour_of(g, sid).forbids_reveal(g, sid, cid, player):
            return f"{sid} forbids revealing {cid} at {g.cards[cid].zone}, so it cannot be played from hidden"
    return None


def remove_facedown(g: GameState, cid: str) -> None:
    """A facedown card leaves its facedown zone for its owner's trash (107.3.d, 323.7): it is revealed as
    it changes zones (421.4)."""
    c = g.cards[cid]
    where = c.zone
    emit(g, "reveal", card=cid, name=c.name, owner=c.owner)
    put(g, cid, "trash")
    emit(g, "hidden-removed", card=cid, battlefield=where)
