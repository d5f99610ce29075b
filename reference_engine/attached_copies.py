"""Copy effects that last "for as long as this is attached to it" (477.1.b, 434): an Equipment that makes the
unit it is attached to a copy of another unit (Shady Spectacles).

``become_copy_while_attached`` remembers, on the unit, the card and object whose attachment keeps the copy and
the copyable traits the unit had before it (printed, or those of an earlier copy, 477.1.b.1.b); ``end_expired``
puts those traits back once that card is no longer attached to the unit (detached, or off the board as a new
object). A keyword given separately is no copyable trait and is kept throughout (477.2, 801.3.a.3). Run as
cards attach and detach and in every cleanup."""

from __future__ import annotations

from .attachment import attached_to
from .copying import COPYABLE, become_copy
from .events import emit
from .state import GameState


def become_copy_while_attached(g: GameState, unit: str, of: str, gear: str) -> None:
    c = g.cards[unit]
    before = {k: getattr(c, k) for k in COPYABLE}
    become_copy(g, unit, of)
    c.memory.setdefault("copies_while_attached", []).append(
        {"gear": gear, "obj": g.cards[gear].obj, "before": before})


def end_expired(g: GameState) -> None:
    for cid, c in g.cards.items():
        held = c.memory.get("copies_while_attached") if c.memory else None
        if not held:
            continue
        snapshot = list(held)
        for i, entry in enumerate(snapshot):
            gear = g.cards.get(entry["gear"])
            if gear is not None and gear.obj == entry["obj"] and attached_to(g, entry["gear"]) == cid:
                continue
            held.remove(entry)
            later = [e for e in snapshot[i + 1:] if e in held]
            if later:  # a newer copy is on top of this one: when it ends, the unit goes back to before this
                later[0]["before"] = entry["before"]
                continue
            for k, v in entry["before"].items():
                setattr(c, k, v)
            g.cleanup_due = True
            emit(g, "copy-ends", card=cid, name=c.name)
