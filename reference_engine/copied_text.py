"""An attached card's Effect Text that is a copy of its unit's text ("As this is attached to a unit, copy that
unit's text to this Equipment's effect text for as long as this is attached to it").

What is copied is the unit's rules text as a copyable trait (477.1.b.1.a-b): printed, or what the unit copied
itself, never text it was given or appended by other cards (477.2; the Spiritforged FAQ: not Cleave's
[Assault], not other Equipment's effect text), so it is read from the unit's copyable fields: its name (which
behaviour, the card's abilities, is looked up by) and its printed keywords. The copy sits in the attached
card's Effect Text, and an attached card's Effect Text is appended to its top-most card's Rules Text (136.2.c,
434.1.c, 718.3, 719.1): the unit then has each of its abilities once more per such card (three such cards: four
instances). "I" and "me" in that text are the unit, whose text it is (136.2.d); the copied abilities are
its abilities, with the unit as their source.

The copy is taken as the card is attached, after the attachment's own event has been checked for triggered
abilities (a replacement adding the copy to the attachment, 369.1, 370.1.b.1; 383.2.c: nothing copied
triggers on that attachment), and ends once the card is no longer attached to that unit (detached, or the unit
left the board: it then is a new object whose memory starts empty, 359.3.e.4).

Where the copied text is seen (every hook asks through these): triggered abilities (``triggers.check`` numbers
them after the Effect Text of the unit's attached cards, ``triggers.trigger_of`` finds them again), activated
abilities (``behaviour.abilities_of``), the unit's keywords (``equipment.Equipment.keyword_grants``), and the
passive abilities of ``passive_sources.sources`` (the unit is listed once per instance of its text, so each
instance applies, 364), Bonus Damage and additional triggers (counted per instance). Not modelled: copied
replacement effects (372: one instance of "if I would die ..." is offered; a second identical one would apply
only after the first), and a unit whose own text changed after the copy (a copy effect made later): the copied
text is then still looked up as the unit's current text by the passive hooks.
"""

from __future__ import annotations

from .behaviour import COPIED_TEXT as COPY
from .behaviour import TEXT_COPIED_BY as COPIERS
from .state import GameState

# COPY, on the attached card: the text it copied, ``{"unit", "name", "official", "keywords"}``; COPIERS, on the
# unit: the attached cards whose Effect Text copies its text, in the order they were attached.


def copy_unit_text(g: GameState, card: str, unit: str) -> None:
    """``card``'s Effect Text becomes a copy of ``unit``'s text for as long as it is attached to ``unit``."""
    u = g.cards[unit]
    g.cards[card].memory[COPY] = {"unit": unit, "name": u.name, "official": u.official,
                                  "keywords": tuple(u.keywords)}
    copiers = u.memory.setdefault(COPIERS, [])
    if card not in copiers:
        copiers.append(card)
    g.derived.pop("passive_sources", None)  # the index lists the unit once more per copy


def forget(g: GameState, card: str) -> None:
    """``card`` is being attached anew: what an earlier attachment of it copied is gone (before the new
    attachment's event is checked for triggers, so nothing copied earlier sees it)."""
    g.cards[card].memory.pop(COPY, None)


def end_copy(g: GameState, card: str, unit: str) -> None:
    """``card`` is no longer attached to ``unit``: its copy of the unit's text ends."""
    u = g.cards.get(unit)
    copiers = u.memory.get(COPIERS) if u is not None else None
    if copiers and card in copiers:
        copiers.remove(card)
        g.derived.pop("passive_sources", None)


def copy_of(g: GameState, card: str, unit: str) -> dict | None:
    """The text ``card``'s Effect Text copies from ``unit``, or None. ``card`` is taken as attached to ``unit``
    (the caller knows: the cards attached now, or those a dying unit had)."""
    entry = g.cards[card].memory.get(COPY) if card in g.cards else None
    return entry if entry is not None and entry["unit"] == unit else None


def copiers(g: GameState, unit: str) -> list[str]:
    """The cards attached to ``unit`` now whose Effect Text copies its text."""
    c = g.cards.get(unit)
    found = c.memory.get(COPIERS) if c is not None else None
    if not found:
        return []
    return [card for card in found if g.cards[card].memory.get("attached_to") == unit]


def instances(g: GameState, unit: str) -> int:
    """How many times ``unit`` has its own text: once, plus once per attached copy of it (for a copy of the
    text it has now; see the module's note)."""
    name = g.cards[unit].name if unit in g.cards else None
    return 1 + sum(1 for card in copiers(g, unit) if g.cards[card].memory[COPY]["name"] == name)


def copied_keywords(g: GameState, card: str) -> tuple[str, ...]:
    """The printed keywords ``card``'s Effect Text copied from the unit it is attached to."""
    unit = g.cards[card].memory.get("attached_to")
    entry = copy_of(g, card, unit) if unit is not None else None
    return entry["keywords"] if entry is not None and card in copiers(g, unit) else ()
