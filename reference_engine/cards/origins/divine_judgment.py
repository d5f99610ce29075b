"""Divine Judgment (spell): "Each player chooses 2 units, 2 gear, 2 runes, and 2 cards in their hands.
Recycle the rest."

As it resolves, each player in turn order from its controller chooses, among what they control (their
runes on the board, their hand), up to 2 of each kind -- all of a kind when they have 2 or fewer, so
nothing is asked (a choice, not a target: 355.10). Then everything else of those kinds is recycled
together (416.1): units and gear to the bottom of their owners' Main Decks (tokens cease to exist, 186.1),
runes to their rune decks (416.1.b), hand cards to their Main Decks."""

from ...decisions import choose_from
from .. import Behaviour, card
from ..cardsB_common import recycle

_KEEP = 2


def _kinds(g, player: str) -> list[tuple[str, list[str]]]:
    board = [cid for cid, c in g.cards.items()
             if c.controller == player and not c.facedown and g.is_board_zone(c.zone) and c.zone != "runes"]
    p = g.players[player]
    return [("units", [c for c in board if g.cards[c].type == "unit"]),
            ("gear", [c for c in board if g.cards[c].type == "gear"]),
            ("runes", [c for c in p.runes if g.cards[c].zone == "runes"]),
            ("cards in your hand", list(p.hand))]


@card("Divine Judgment")
class DivineJudgment(Behaviour):
    def resolve(self, ctx):
        g = ctx.g
        rest: list[str] = []
        for player in g.turn_order_from(ctx.controller):
            for kind, cards in _kinds(g, player):
                keep = choose_from(g, player, cards, f"choose {_KEEP} {kind} to keep", minimum=min(_KEEP, len(cards)),
                                   maximum=_KEEP) if cards else []
                rest += [c for c in cards if c not in keep]
        for cid in rest:
            if cid in g.cards and g.cards[cid].zone != "none":
                recycle(g, cid)
