"""Removal of a player who left a game that goes on without them (rules 651-652).

``remove_player`` is called once the player is marked as having lost (``Player.lost``), when more than
one player remains (651.2). In order:

* 652.1: every permanent, rune and facedown card they control or own is banished (a card they control
  but another player owns goes to its owner's banishment and stays in the game);
* 652.2: the battlefield they contributed (a battlefield card whose setup names them as its ``owner``)
  is replaced by a token battlefield with no abilities, keeping its units, control and statuses;
* 652.4: every chain item they control is countered, and their triggered abilities still waiting to go
  on the chain, and their delayed abilities, are gone (651.3: they no longer influence the game);
* 652.3: every card they own leaves the game, wherever it is (observed zone ``none``);
* 652.5: play goes on: priority and focus they held go to the next player in turn order (652.5.b.1,
  652.5.c.1); passes they made no longer count, and if every remaining player has now passed in
  sequence, the newest chain item resolves (652.5.c.2) or the showdown ends (652.5.b.2). If it was
  their turn, it ends once the chain and any showdown are over (652.5.a.1, in ``timing.run``).
"""

from __future__ import annotations

from .events import emit
from .state import GameState


def _passers(g: GameState, leaving: str, holder: str | None, count: int) -> list[str]:
    """The players who passed in sequence just before ``holder`` got to act (the ``count`` players before
    it in turn order, among those in the game when they passed: the others and ``leaving``)."""
    if holder is None or count <= 0:
        return []
    alive = [q for q in g.order if q == leaving or not g.players[q].lost]
    if holder not in alive:
        return []
    i = alive.index(holder)
    return [alive[(i - k) % len(alive)] for k in range(1, min(count, len(alive) - 1) + 1)]


def remove_player(g: GameState, player: str) -> None:
    """Remove ``player`` from the game (652.1-652.4), then hand on their priority and focus and count the
    passes again (652.5.b-c)."""
    from .effects import banish
    from .zones import remove

    # Who had passed, worked out with the leaving player still in the turn order.
    priority_passers = _passers(g, player, g.priority, g.passes) if g.chain else []
    sd = g.showdown
    focus_passers = _passers(g, player, g.focus, sd.focus_passes) if sd is not None and sd.stage == "open" else []

    g.players[player].lost = True
    # 652.1: banish their permanents, runes and facedown cards, controlled or owned. A facedown card
    # changing zones is revealed to all players first (421.4).
    for cid, c in list(g.cards.items()):
        if c.type == "battlefield" or player not in (c.owner, c.controller):
            continue
        if c.facedown and not c.memory.get("revealed"):
            c.memory["revealed"] = True
            emit(g, "reveal", card=cid, name=c.name, owner=c.owner)
        if g.is_board_zone(c.zone) or c.zone == "runes" or c.facedown:
            banish(g, cid)
    # 652.2: the battlefield they contributed is replaced by a token battlefield with no abilities: the
    # same game object (438.1.a) keeping its units, control and statuses (652.2.b); its passive
    # abilities stop applying at once (652.2.c).
    for bid, bf in g.battlefields.items():
        inst = g.cards.get(bid)
        if inst is not None and inst.type == "battlefield" and inst.memory.get("contributed_by") == player:
            inst.official = False
            bf.name = None
            emit(g, "replace", battlefield=bid)
    # 652.4: counter their spells and abilities; their waiting and delayed abilities are gone (651.3).
    from .effects import counter

    for item in [it for it in g.chain if it.controller == player]:
        counter(g, item.ref, by_effect=False)
    if not g.chain:
        # The chain emptied without its last item resolving, so focus does not pass on its closing
        # (340.2.a is about resolution); 652.5.b.1 below says who has focus.
        g.chain_opener = None
    g.pending_triggers = [t for t in g.pending_triggers if t.controller != player]
    g.delayed = [d for d in g.delayed if d.controller != player]
    g.extra_turns = [q for q in g.extra_turns if q != player]  # no turn is queued for them any more (317.3)
    # 652.3: every card they own leaves the game.
    p = g.players[player]
    for cid, c in list(g.cards.items()):
        if c.owner != player or c.type == "battlefield" or c.zone == "none":
            continue
        remove(g, cid)
        c.zone = "none"
        c.controller = c.owner
        c.designation = None
        c.facedown = False
    p.legend = None
    p.energy, p.power, p.spell_power, p.spell_energy, p.restricted = 0, {}, {}, 0, []
    emit(g, "removed", player=player)
    g.cleanup_due = True  # 319.6: objects left the board

    # 652.5.b-c: play goes on without them.
    remaining = g.living()
    if not remaining:
        return
    if g.focus == player:
        g.focus = g.next_player(player)  # 652.5.b.1
        if g.priority == player or not g.chain:
            g.priority = g.focus
    elif g.priority == player:
        g.priority = g.next_player(player)  # 652.5.c.1
    if not g.chain:
        # The removal emptied the chain: the state is open, where the focus holder has priority in a
        # showdown (335.1) and otherwise the turn player (335, set by ``timing.run``).
        g.passes = 0
        g.priority = g.focus if sd is not None and sd.stage == "open" and g.showdown is sd else None
    if g.chain:
        g.passes = len([q for q in priority_passers if q != player])
        if g.passes >= len(remaining):
            from .timing import resolve_item

            g.passes = 0
            g.priority = None
            resolve_item(g, g.chain[-1])  # 652.5.c.2
    elif sd is not None and sd.stage == "open" and g.showdown is sd:
        sd.focus_passes = len([q for q in focus_passers if q != player])
        if sd.focus_passes >= len(remaining):
            from .combat import end_showdown

            end_showdown(g)  # 652.5.b.2
