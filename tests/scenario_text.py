"""Small scenario texts for the harness tests (run against tests/harness_engine.py)."""

from __future__ import annotations

PASSING = """\
id: {id}
title: A spell resolves once both players pass priority
source: {{rulings: [TIM-04]}}
summary: A plays a spell; both players pass priority and it resolves into the trash.
rules: ["340.1"]
tags: [chain, priority]
setup:
  players:
    A: {{hand: [{{id: cleave, card: Cleave}}], base: [{{id: u1, unit: {{might: 3}}}}]}}
    B: {{}}
actions:
  - {{player: A, play: cleave, targets: [u1]}}
  - check: {{state: neutral-closed, chain: [cleave], priority: A}}
  - {{player: B, pass: priority, refused: true, reason: priority}}
  - {{player: A, pass: priority}}
  - {{player: B, pass: priority}}
expect:
  state: neutral-open
  players: {{A: {{trash: [cleave], hand: []}}}}
"""

#: The same scenario, expecting the wrong chain at its first checkpoint (line 13).
WRONG_CHAIN = PASSING.replace("chain: [cleave], priority: A", "chain: [], priority: B")

MOVE = """\
id: {id}
title: A unit moves to a battlefield
source: {{rulings: [CMB-01]}}
summary: The active player moves a unit from base to an empty battlefield.
rules: ["144"]
tags: [movement]
{extra}setup:
  battlefields: [{{id: bf1}}]
  players:
    A: {{base: [{{id: u1, unit: {{might: 2}}}}]}}
    B: {{}}
actions:
  - {{player: A, move: [u1], to: bf1}}
expect:
  cards: {{u1: {{zone: bf1, exhausted: true}}}}
  battlefields: {{bf1: {{units: [u1]}}}}
"""


def passing(scenario_id: str = "spell-resolves") -> str:
    return PASSING.format(id=scenario_id)


def wrong_chain(scenario_id: str = "wrong-chain") -> str:
    return WRONG_CHAIN.format(id=scenario_id)


def move(scenario_id: str = "unit-moves", extra: str = "") -> str:
    return MOVE.format(id=scenario_id, extra=extra)
