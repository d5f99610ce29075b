"""GameState -> the canonical observed state (docs/observed-state.md, schema/state.schema.json)."""

from __future__ import annotations

from typing import Any

from .attachment import attached_to
from .empowered import is_empowered
from .keywords import keyword_list
from .might import might
from .state import GameState


def _card(g: GameState, cid: str) -> dict[str, Any]:
    c = g.cards[cid]
    return {
        "name": c.name, "type": c.type, "owner": c.owner, "controller": c.controller, "zone": c.zone,
        "exhausted": c.exhausted, "damage": c.damage, "might": might(g, cid) if c.zone != "none" else None,
        "buffed": c.buffed, "stunned": c.stunned, "hidden": c.facedown, "token": c.token,
        "designation": c.designation, "keywords": keyword_list(c, g),
        "attached_to": attached_to(g, cid),  # 434-435, 719
        "empowered": is_empowered(g, cid),  # 441
    }


def observe(g: GameState, decision: dict | None = None) -> dict[str, Any]:
    players = {}
    for name in g.order:
        p = g.players[name]
        players[name] = {
            "score": p.score, "xp": p.xp, "energy": p.energy, "power": {d: n for d, n in p.power.items() if n},
            "hand": list(p.hand), "deck": list(p.deck), "trash": list(p.trash), "base": list(p.base),
            "banishment": list(p.banishment), "runes": list(p.runes), "rune_deck": list(p.rune_deck), "legend": p.legend,
            "champion": list(p.champion),
            "lost": p.lost, "conceded": p.conceded, "hand_count": len(p.hand),
        }
    bfs = {}
    for bid, bf in g.battlefields.items():
        bfs[bid] = {"name": bf.name, "controller": bf.controller, "contested": bf.contested,
                    "contested_by": bf.contested_by, "units": list(bf.units), "facedown": list(bf.facedown),
                    "scored": list(bf.scored)}
    sd = None
    if g.showdown:
        sd = {"at": g.showdown.at, "combat": g.showdown.combat}
        if g.showdown.combat:
            sd.update(attacker=g.showdown.attacker, defender=g.showdown.defender)
    chain = [{"ref": it.ref, "kind": it.kind, "source": it.source, "controller": it.controller,
              "status": it.status} for it in reversed(g.chain)]
    return {
        "turn": {"number": g.turn_number, "active": g.active, "phase": g.phase, "state": g.state_name},
        "priority": g.priority,
        "focus": g.focus,
        "chain": chain,
        "showdown": sd,
        "staged": [bid for bid, bf in g.battlefields.items() if bf.staged],
        "players": players,
        "battlefields": bfs,
        # a battlefield card is observed as its battlefield, unless it was replaced (438.5: in banishment)
        "cards": {cid: _card(g, cid) for cid in g.cards
                  if g.cards[cid].type != "battlefield" or g.cards[cid].zone not in g.battlefields},
        "decision": decision,
        "winner": g.winner,
    }
