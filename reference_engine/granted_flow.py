"""Flow costs (829): a spell's own [Flow] and Flow an effect gives a card in a trash for a while ("give a spell in
your trash [Flow] equal to its cost this turn").

A granted Flow is kept on the card object in the trash (``memory["granted_flow"]``): it ends with the object
when the card leaves the trash (359.3.e.4) or when the turn it was given for ends. With more than one Flow cost
its player chooses which applies as they play it (829.1.c.3)."""

from __future__ import annotations

from .behaviour import behaviour_of
from .keywords import has_keyword
from .state import GameState


def grant_flow(g: GameState, cid: str, energy: int, power: int) -> None:
    """Give card ``cid`` (in a trash) [Flow] [energy] plus ``power`` Power of its domains this turn (829.1.c)."""
    c = g.cards[cid]
    if c.zone == "trash":
        c.memory.setdefault("granted_flow", []).append({"cost": [energy, power], "turn": g.turn_number})


def flow_costs(g: GameState, cid: str) -> list[tuple[int, int, bool]]:
    """The distinct Flow costs card ``cid`` has now, each (Energy, Power, Power of any domain): its own while it
    has the keyword, then those effects gave it this turn."""
    c = g.cards[cid]
    beh = behaviour_of(g, cid)
    out: list[tuple[int, int, bool]] = []
    if beh.flow and has_keyword(c, "Flow"):
        out.append((beh.flow[0], beh.flow[1], beh.flow_any_domain))
    for grant in c.memory.get("granted_flow", ()):
        cost = (grant["cost"][0], grant["cost"][1], False)
        if grant["turn"] == g.turn_number and cost not in out:
            out.append(cost)
    return out


def chosen_flow_cost(g: GameState, item) -> tuple[int, int, bool]:
    """The Flow cost paid for the card of chain ``item`` played for Flow (``data["flow_costs"]``, noted as it was
    played, before it left the trash): the only one, or the one its player chooses (829.1.c.3)."""
    from .decisions import ask

    costs = [tuple(cost) for cost in item.data["flow_costs"]]
    if len(costs) == 1:
        return costs[0]
    labels = [f"[{e}] + {p} {'[A]' if a else 'Power'}" for e, p, a in costs]
    pick = ask(g, item.controller, "choose", labels, f"which Flow cost does {item.source} use (829.1.c.3)?",
               lambda a: None if a in labels else f"answer one of {labels}")
    return costs[labels.index(pick)]
