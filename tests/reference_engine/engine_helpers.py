"""Small builders for engine unit tests: a Session from a setup, and assertions in game terms."""

from __future__ import annotations

import copy

from reference_engine.api import Session


def game(setup: dict) -> Session:
    s = Session()
    s.setup(setup)
    return s


def ok(s: Session, **action) -> dict:
    result = s.act(action)
    assert result["accepted"], f"{action} was refused: {result.get('reason')}"
    return s.observe()


def refused(s: Session, reason: str | None = None, **action) -> str:
    before = copy.deepcopy(s.observe())
    result = s.act(action)
    assert not result["accepted"], f"{action} was accepted"
    assert s.observe() == before, "a refused action changed the state"
    if reason is not None:
        assert reason in result["reason"], result["reason"]
    return result["reason"]


def chain_refs(s: Session) -> list[str]:
    return [c["ref"] for c in s.observe()["chain"]]


def unit(cid: str, might: int = 1, **extra) -> dict:
    body = {"might": might}
    for k in ("keywords", "cost", "name"):
        if k in extra:
            body[k] = extra.pop(k)
    return {"id": cid, "unit": body, **extra}


def two_players(a: dict | None = None, b: dict | None = None, battlefields: list | None = None,
                active: str = "A", **top) -> dict:
    return {"turn": {"active": active, "phase": "main"}, "battlefields": battlefields or [],
            "players": {"A": a or {}, "B": b or {}}, **top}


def deck(n: int = 3, prefix: str = "d") -> list:
    """``n`` plain test units for a Main Deck, ids ``prefix0`` ... (draws never burn out)."""
    return [unit(f"{prefix}{i}") for i in range(n)]


def conquer(s: Session, units: list, bf: str = "bf1") -> dict:
    """A moves ``units`` to the empty battlefield ``bf``; both pass focus, so A conquers it (467)."""
    ok(s, player="A", move=units, to=bf)
    ok(s, player="A", **{"pass": "focus"})
    return ok(s, player="B", **{"pass": "focus"})


def pass_both(s: Session, first: str = "A", second: str = "B") -> dict:
    """Both players pass priority in turn (the newest chain item resolves when neither acts)."""
    ok(s, player=first, **{"pass": "priority"})
    return ok(s, player=second, **{"pass": "priority"})
