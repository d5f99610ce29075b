"""Scoring (rules 467-472): conquer, hold, gaining points, the final point, victory; burn out (431).

A player scores a battlefield at most once per turn, by conquering it (469.1: gaining control of it) or by
holding it in their Beginning Phase (469.2, 315.2.b); ``Battlefield.scored`` lists who scored it this
turn (cleared at the end of the turn). Scoring first gains up to one point, then the battlefield's
conquer or hold abilities trigger (471). Victory is checked in cleanups (323.1, 472).
"""

from __future__ import annotations

from .behaviour import behaviour_of
from .decisions import choose_from
from .events import emit
from .state import GameState


def victory_score(g: GameState) -> int:
    """The points needed to win now (194.2, 472): the mode's Victory Score (``GameState.victory_score``) as
    changed by passive abilities ("Increase the points needed to win the game by 1": each battlefield's
    ``Behaviour.victory_score_change``). It changes as soon as such an ability appears or goes."""
    total = g.victory_score
    for bid in g.battlefields:
        if bid in g.cards and g.cards[bid].official:
            total += behaviour_of(g, bid).victory_score_change(g, bid)
    return total


def scoring_forbidden(g: GameState, player: str, bf: str) -> bool:
    """True if a passive ability of battlefield ``bf`` prevents ``player`` from scoring it now ("Players
    can't score here until their third turn"): no conquer or hold happens there, so no point and no conquer
    or hold abilities (``Behaviour.forbids_scoring``); control is still gained (469)."""
    return bf in g.cards and g.cards[bf].official and behaviour_of(g, bf).forbids_scoring(g, bf, player)


def gain_point(g: GameState, player: str, *, how: str, battlefield: str | None = None) -> bool:
    """Gain up to one point (471.1). Returns True if a point was gained. Only a conquest is held back by
    the final point rule (471.1.a.1): one point short of the victory score or more, the point needs every
    battlefield scored this turn (the one being conquered included); otherwise the player draws a card
    instead (471.1.b.1)."""
    p = g.players[player]
    if how == "conquer" and p.score >= victory_score(g) - 1:
        # 471.1.b: the final point by conquest needs every battlefield scored this turn; else draw 1.
        if not all(player in bf.scored for bf in g.battlefields.values()):
            from .effects import draw

            draw(g, player, 1)
            return False
    # A passive "can't gain points" (a replacement returning a callable, as for "can't move"): the
    # battlefield is still scored and its abilities still trigger; only the point is not gained.
    from .effects import _replacement_for

    instead = _replacement_for(g, {"type": "gain-point", "player": player, "how": how, "battlefield": battlefield})
    if instead is not None:
        instead()
        return False
    p.score += 1
    emit(g, "score", player=player, battlefield=battlefield, how=how, score=p.score)
    return True


def establish_control(g: GameState, player: str, bf: str) -> None:
    """A player establishes control of a battlefield (348.2.a, 466.5); a conquer if they did not control
    it and have not scored it this turn (466.5.d, 469.1, 470)."""
    b = g.battlefields[bf]
    if b.controller == player:
        return
    previous, b.controller = b.controller, player
    emit(g, "control", player=player, battlefield=bf, previous=previous)
    if player not in b.scored:
        conquer(g, player, bf, previous=previous)


def conquer(g: GameState, player: str, bf: str, *, previous: str | None = None) -> None:
    """469.1 / 471: the battlefield is scored, the point (or the draw) first, then conquer abilities
    trigger (471.2.a), with the units the player has there."""
    b = g.battlefields[bf]
    if scoring_forbidden(g, player, bf):
        return
    b.scored.append(player)
    units = [u for u in b.units if g.cards[u].controller == player]
    # 471: the point first, then the conquer abilities trigger.
    gain_point(g, player, how="conquer", battlefield=bf)
    # ``previous``: who controlled it just before ("a battlefield that was uncontrolled": None)
    emit(g, "conquer", player=player, battlefield=bf, units=units, previous=previous)


def hold(g: GameState, player: str, bf: str) -> None:
    """469.2 / 471: a battlefield the player controls and has not scored this turn is held: a point, then
    hold abilities trigger (471.2.b)."""
    b = g.battlefields[bf]
    if player in b.scored or scoring_forbidden(g, player, bf):
        return
    b.scored.append(player)
    units = [u for u in b.units if g.cards[u].controller == player]
    gain_point(g, player, how="hold", battlefield=bf)
    emit(g, "hold", player=player, battlefield=bf, units=units)


def hold_all(g: GameState, player: str) -> None:
    """Beginning Phase scoring step (315.2.b): the turn player holds every battlefield they control."""
    for bid, b in g.battlefields.items():
        if b.controller == player:
            hold(g, player, bid)


def check_victory(g: GameState) -> None:
    """Cleanup step 1 (323.1, 472): a player at or above the victory score with more points than any
    opponent wins."""
    if g.winner:
        return
    for name in g.living():
        p = g.players[name]
        if p.score >= victory_score(g) and all(p.score > g.players[o].score for o in g.opponents(name)):
            g.winner = name
            emit(g, "win", player=name)
            return


def win(g: GameState, player: str) -> None:
    """An effect says ``player`` wins the game (e.g. "you win the game"): the game ends at once with that
    winner, without waiting for a cleanup or the victory score (195, 196)."""
    if g.winner:
        return
    g.winner = player
    emit(g, "win", player=player)


def burn_out(g: GameState, player: str, *, again: bool = False) -> None:
    """Rule 431.2: recycle the trash into the main deck, and an opponent of the player's choice gains 1
    point. (Recycled cards keep their trash order: the suite is deterministic.) ``again``: a burn out after
    the first in sequence (431.3); its point wins at once, without waiting for a cleanup (431.3.c.1)."""
    from .zones import put

    p = g.players[player]
    for cid in list(p.trash):
        put(g, cid, "deck", bottom=True)
    opponents = g.opponents(player)
    if not opponents:
        return
    chosen = choose_from(g, player, opponents, "burn out: choose an opponent to gain 1 point")[0]
    g.players[chosen].score += 1
    emit(g, "burn-out", player=player, gains=chosen)
    if again:
        check_victory(g)


def refill_deck(g: GameState, player: str) -> bool:
    """Before a card leaves an empty main deck (a draw, or a card put from it into another zone), the
    player burns out (431.1.a-b, 315.4.b.1), and burns out again as long as the deck stays empty (431.3),
    each point after the first winning at once when it reaches the victory score (431.3.c). Returns True
    when the deck has a card to take, False when the game ended or nobody can gain the point."""
    p = g.players[player]
    again = False
    while not p.deck:
        if g.winner or not g.opponents(player):
            return False
        burn_out(g, player, again=again)
        again = True
    return True
