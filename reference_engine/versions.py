"""The rules versions the reference engine implements, and the rule changes it switches on.

* ``"1.4"``: Core Rules v1.4 (2026-07-16), the version every scenario cites. The default.
* ``"1.5"``: the October 2026 rules the seed rulings quote (Core Rules updated 2026-10-09, Radiance patch
  notes effective 2026-10-16). For every mechanism this engine implements, what the seeds quote from them
  is already written in v1.4 (346.1, 303.2.a, 383.3.d.1, 383.4.e.2.a, 383.4.f.2.a), so no switch below
  separates 1.5 from 1.4.
* ``"1.0"``: the rules and card texts before the changes the seeds call new, as far as they describe
  them. A partial model: only the switches below differ from 1.4, everything else follows v1.4.

Mechanisms ask a question of the game's version here instead of comparing version strings themselves.
"""

from __future__ import annotations

VERSIONS = ("1.0", "1.4", "1.5")
DEFAULT = "1.4"


def _key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split("."))


def at_least(version: str, minimum: str) -> bool:
    return _key(version) >= _key(minimum)


def attack_and_defend_trigger_once_per_combat(version: str) -> bool:
    """383.4.e.2.a / 383.4.f.2.a (a rule the seeds call new): an attack or defend trigger is
    checked only the first time in a combat its unit gains the designation. Before it, every time."""
    return at_least(version, "1.4")

