"""An index of the cards whose passive abilities (364) may apply now, by behaviour hook.

Many rules ask every card of the game "do you change this?" (a unit's Might, 477.3; its keywords, 364;
whether it enters ready, 143.4.a; a cost, 356): only a face-up official card on the board, a legend in its
Legend Zone or a battlefield card has passive abilities that apply (364, 106), and only a behaviour that
overrides the hook (``behaviour.Behaviour``) can answer anything but the default. :func:`sources` gives those
cards for one hook without scanning the others.

The index is general: it looks at each behaviour's class, so a card that registers a new behaviour (a module
under ``cards/`` or a compiled spec) is found without any change here. It is kept on the state
(``GameState.derived``) with a stamp: :func:`~.state.identity_epoch` (it moves when any card changes zone,
face, name, officialness or type), the number of cards and the battlefields. Anything else a passive depends
on (damage, controller, memory...) is asked of the behaviour at each query, as before.

A card whose text an attached card's Effect Text copies (``copied_text.py``) has that text more than once: it is
listed once per instance, so each instance's passive applies (364); copying and ending a copy drop the index.
"""

from __future__ import annotations

from .behaviour import behaviour_of, overrides
from .copied_text import instances
from .state import GameState, identity_epoch

_KEY = "passive_sources"


def _applying(g: GameState) -> list[str]:
    """The cards whose passive abilities may apply: official, face up, and on the board, in the Legend Zone,
    or a battlefield card at its battlefield (a replaced one waits in banishment without abilities, 438.5)."""
    bfs = g.battlefields
    return [cid for cid, c in g.cards.items() if c.official and not c.facedown
            and (c.zone == "base" or c.zone in bfs or c.zone == "legend")]


def _index(g: GameState) -> tuple:
    """(stamp, the cards of :func:`_applying`, their lists by hook, the cards on the board or None until asked)."""
    stamp = (identity_epoch(), len(g.cards), tuple(g.battlefields))
    cached = g.derived.get(_KEY)
    if cached is None or cached[0] != stamp:
        cached = (stamp, _applying(g), {}, [None])
        g.derived[_KEY] = cached
    return cached


def on_board(g: GameState) -> list[str]:
    """Every card in a base or at a battlefield (106), face up or down, in card order: what a cleanup's scans
    of ``g.cards`` for permanents would find (stamped like :func:`sources`: a card changing zone or face
    moves the epoch)."""
    held = _index(g)[3]
    if held[0] is None:
        bfs = g.battlefields
        held[0] = [cid for cid, c in g.cards.items() if c.zone == "base" or c.zone in bfs]
    return held[0]


def sources(g: GameState, hook: str) -> list[str]:
    """The cards of :func:`_applying` whose behaviour overrides ``hook``, in card order (the order every
    scan of ``g.cards`` had). Callers filter the zones their rule names (e.g. the board only)."""
    cached = _index(g)
    by_hook = cached[2]
    found = by_hook.get(hook)
    if found is None:
        found = by_hook[hook] = [cid for cid in cached[1] if overrides(behaviour_of(g, cid), hook)
                                 for _ in range(instances(g, cid))]
    return found


def board_sources(g: GameState, hook: str) -> list[str]:
    """The cards of :func:`sources` on the board (a base or a battlefield, 106): not the Legend Zone."""
    return [cid for cid in sources(g, hook) if g.is_board_zone(g.cards[cid].zone)]
