"""Random starting positions (scenario ``setup`` mappings) as Hypothesis strategies.

What a position may hold follows the features the engine under test declares (docs/engine-protocol.md,
"Features"): plain units always; keywords on them with ``keywords``; official cards with ``official-cards``
(only those the engine lists, when it lists its cards); energy and power in the rune pools; a third
player with ``multiplayer``. Every choice is drawn so that Hypothesis shrinks it towards the plainest position:
lists towards empty, numbers towards 0, official cards towards plain units (the first branch of each
``one_of``), so a shrunk divergence names as few and as plain cards as the divergence allows.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from hypothesis import strategies as st

#: Keywords a plain unit may carry (those whose effect needs no card text).
PLAIN_KEYWORDS = ("Tank", "Backline", "Shield", "Assault", "Assault 2", "Deflect", "Ganking", "Temporary",
                  "Accelerate", "Action", "Reaction")
DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")


def official_pool(declared: Iterable[str] | None) -> dict[str, list[str]]:
    """Official units, gear and spells the reference engine implements (and the engine lists, if it does),
    by type, sorted so that a seed draws the same cards."""
    from conformance.adapters.reference import card_support

    allowed = None if declared is None else set(declared)
    out: dict[str, list[str]] = {}
    for row in sorted(card_support(), key=lambda r: r["name"]):
        if row.get("problem") is None and row.get("how") in ("module", "spec", "keywords") \
                and row.get("type") in ("unit", "gear", "spell") and (allowed is None or row["name"] in allowed):
            out.setdefault(row["type"], []).append(row["name"])
    return out


class _Ids:
    """Instance IDs in drawing order: ``u1``, ``u2``, ... (one counter per position)."""

    def __init__(self) -> None:
        self.n = 0

    def new(self) -> str:
        self.n += 1
        return f"u{self.n}"


@st.composite
def _card(draw: st.DrawFn, ids: _Ids, features: frozenset[str], pool: dict[str, list[str]], permanent: bool) -> dict:
    body: dict[str, Any] = {"might": draw(st.integers(0, 5))}
    if "keywords" in features:
        kws = draw(st.lists(st.sampled_from(PLAIN_KEYWORDS), max_size=2, unique=True))
        if kws:
            body["keywords"] = sorted(kws)
    cost = draw(st.integers(0, 3))
    if cost:
        body["cost"] = cost
    plain = st.just({"unit": body})
    names = pool.get("unit", []) if permanent else [n for t in ("unit", "gear", "spell") for n in pool.get(t, [])]
    if names and "official-cards" in features:
        plain = st.one_of(plain, st.sampled_from(names).map(lambda name: {"card": name}))
    card = {"id": ids.new(), **draw(plain)}
    if permanent and draw(st.booleans()):
        card["exhausted"] = True
    return card


@st.composite
def positions(draw: st.DrawFn, features: frozenset[str], pool: dict[str, list[str]] | None = None) -> dict[str, Any]:
    """A setup: players A and B (and C with ``multiplayer``), A's turn, Main Phase, one or two battlefields."""
    pool = pool or {}
    ids = _Ids()
    players = ["A", "B"] + (["C"] if "multiplayer" in features and draw(st.integers(0, 3)) == 3 else [])
    n_bf = draw(st.integers(1, 2))
    battlefields = []
    for i in range(n_bf):
        bf: dict[str, Any] = {"id": f"bf{i + 1}"}
        holder = draw(st.sampled_from([None, *players]))
        if holder is not None:
            units = draw(st.lists(_card(ids, features, pool, True), max_size=2))
            units = [u for u in units if "unit" in u or u.get("card")]
            if units:
                bf["controller"] = holder
                bf["units"] = [{**u, "controller": holder} for u in units]
        battlefields.append(bf)
    specs: dict[str, Any] = {}
    for p in players:
        spec: dict[str, Any] = {}
        energy = draw(st.integers(0, 6))
        if energy:
            spec["energy"] = energy
        hand = draw(st.lists(_card(ids, features, pool, False), max_size=3))
        if hand:
            spec["hand"] = hand
        base = draw(st.lists(_card(ids, features, pool, True), max_size=2))
        if base:
            spec["base"] = base
        power = draw(st.dictionaries(st.sampled_from(DOMAINS), st.integers(1, 3), max_size=3))
        if power:  # a rune pool's power (not runes on the board): official cards cost some
            spec["power"] = power
        specs[p] = spec
    return {"turn": {"active": "A", "phase": "main"}, "players": specs, "battlefields": battlefields}


def card_count(setup: dict[str, Any]) -> int:
    """How many cards a position holds (the size a shrunk case is judged by)."""
    n = sum(len(bf.get("units", ())) + len(bf.get("facedown", ())) for bf in setup.get("battlefields", ()))
    for spec in (setup.get("players") or {}).values():
        n += sum(len(spec.get(zone, ())) for zone in ("hand", "base", "deck", "trash"))
    return n
