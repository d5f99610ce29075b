"""Copy effects (477.1.b): one game object becomes a copy of another.

An object's copyable traits are its name, supertypes, type, tags, cost, domains and rules text (477.1.b.1.a)
-- the printed ones, or those it copied (477.1.b.1.b: a copy of a copy copies what the first copied). Rules
text includes the keywords printed on it and the card's abilities (its behaviour, looked up by name); the
printed Might is copied with them (477.1.b.1.b "by default, those are the printed traits"; the Unleashed
patch notes: "all of the printed or copied traits"). Nothing granted or appended is copied: buffs, damage,
modifiers from effects and passives stay with each object, and a separately given keyword (a copy then
"give it [Temporary]") is kept (477.2 applies after 477.1). A token stays a token (185.1.a) and gets the
copied cost and domains (185.3.a.2, 185.3.b.1).

``CardInstance`` holds the copyable traits as fields, so a copy replaces them there and keeps the object's
own in ``memory["printed"]``; ``restore`` puts them back when the object leaves the board (a new object,
359.3.e.4: the copy effect ends with it)."""

from __future__ import annotations

from .events import emit
from .state import GameState

#: The fields of ``CardInstance`` that hold copyable traits (477.1.b.1.a), and whether it is a catalogue card
#: (which behaviour its rules text has).
COPYABLE = ("name", "supertypes", "type", "tags", "energy", "power", "domains", "keywords", "printed_might",
            "official")


def copyable_traits(g: GameState, cid: str) -> dict:
    """The copyable traits of ``cid`` now: printed, or copied (477.1.b.1.b); never its token nature."""
    c = g.cards[cid]
    traits = {k: getattr(c, k) for k in COPYABLE}
    traits["supertypes"] = tuple(s for s in c.supertypes if s != "token")
    traits["tags"] = tuple(t for t in c.tags if t not in c.memory.get("granted_tags", ()))  # given: not copied
    return traits


def become_copy(g: GameState, cid: str, of: str) -> None:
    """``cid`` becomes a copy of ``of`` (477.1.b.1): its copyable traits are replaced by those of ``of``."""
    c = g.cards[cid]
    if not g.is_board_zone(c.zone) or of not in g.cards:
        return
    traits = copyable_traits(g, of)
    c.memory.setdefault("printed", {k: getattr(c, k) for k in COPYABLE})
    if c.token:
        traits["supertypes"] = tuple(traits["supertypes"]) + ("token",)  # 185.1.a
    for k, v in traits.items():
        setattr(c, k, v)
    g.cleanup_due = True
    emit(g, "copy", card=cid, of=of, name=c.name)


def restore(c) -> None:
    """The copy effect ends as the object leaves the board: its own traits again."""
    printed = c.memory.get("printed")
    if printed:
        for k, v in printed.items():
            setattr(c, k, v)
