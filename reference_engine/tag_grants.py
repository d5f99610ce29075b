"""Tags that effects give objects (477.1.a, 477.1.c: layer 1, "I am a Mech", "I gain that tag").

``CardInstance.tags`` holds an object's tags as every rule and card reads them, so a tag a passive gives is
written there and taken away again when the passive stops giving it. ``refresh`` does so from
``Behaviour.tag_grants`` of the cards whose passives apply (364); it runs in every cleanup and as cards
attach and detach. The tags a grant added are noted in ``memory["granted_tags"]`` (only those the object did
not have already), and the object's own traits in ``memory["printed"]`` (as a copy keeps them, copying.py),
so they come back as it leaves the board (359.3.e.4). Tags given are not copyable traits (477.1.b.1.b): a copy
copies the object's tags without them (``own_tags``)."""

from __future__ import annotations

from .behaviour import behaviour_of
from .passive_sources import sources
from .state import GameState


def own_tags(c) -> tuple[str, ...]:
    """``c``'s tags without those effects gave it."""
    given = c.memory.get("granted_tags", ())
    return tuple(t for t in c.tags if t not in given)


def _wanted(g: GameState, cid: str, grantors: list[str]) -> tuple[str, ...]:
    c = g.cards[cid]
    if not g.is_board_zone(c.zone) or c.facedown:
        return ()
    out: list[str] = []
    for sid in grantors:
        out += [t for t in behaviour_of(g, sid).tag_grants(g, sid, cid) if t not in out]
    return tuple(out)


def refresh(g: GameState) -> None:
    """Bring every object's given tags up to date with the passives that apply now."""
    from .copying import COPYABLE

    grantors = [sid for sid in sources(g, "tag_grants") if g.cards[sid].zone != "none"]
    for cid, c in g.cards.items():
        had = c.memory.get("granted_tags", ()) if c.memory else ()
        if not had and (not grantors or c.facedown or not g.is_board_zone(c.zone)):
            continue  # nothing given and nothing to give (``_wanted`` is empty off the board and face down)
        base = own_tags(c)
        added = tuple(t for t in _wanted(g, cid, grantors) if t not in base)
        if added == tuple(had):
            continue
        if added:
            c.memory.setdefault("printed", {k: getattr(c, k) for k in COPYABLE})
            c.memory["granted_tags"] = added
        else:
            c.memory.pop("granted_tags", None)
        c.tags = base + added
