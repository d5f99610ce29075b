"""The rules versions the reference engine implements, and the rule changes it switches on.

* ``"1.4"``: Core Rules v1.4 (2026-07-16), the version every scenario cites. The default.
* ``"1.3"``: Core Rules v1.3 (2026-03-30). Where v1.4 changed what happens in a game for a mechanism this
  engine implements, a switch below gives the v1.3 behaviour, citing both rule numbers. Everything else
  follows the v1.4 text, which for those mechanisms says the same as v1.3 (the map of the two texts,
  ``conformance/data/rules-map-1.3-1.4.json``, classifies every rule; see docs/rules-patches.md).
* ``"1.5"``: the October 2026 rules the seed rulings quote (Core Rules updated 2026-10-09, Radiance patch
  notes effective 2026-10-16). For every mechanism this engine implements, what the seeds quote from them
  is already written in v1.4 (346.1, 303.2.a, 383.3.d.1, 383.4.e.2.a, 383.4.f.2.a), so no switch below
  separates 1.5 from 1.4.

Behaviour changes of v1.4 the engine does not switch, because it does not implement the mechanism or no
card it implements can tell the versions apart, are listed in docs/rules-patches.md. (The pseudo-version
"1.0" of earlier releases is retired: what it modelled is in v1.3 already.)

Mechanisms ask a question of the game's version here instead of comparing version strings themselves.
"""

from __future__ import annotations

from functools import lru_cache

VERSIONS = ("1.3", "1.4", "1.5")
DEFAULT = "1.4"


@lru_cache(maxsize=None)  # asked on every Might computation; there are a handful of version strings
def _key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split("."))


def at_least(version: str, minimum: str) -> bool:
    return _key(version) >= _key(minimum)


def combat_keeps_focus_of_ongoing_showdown(version: str) -> bool:
    """v1.4 464.2.c.1.b: a combat that opens where a showdown is already going on leaves focus with the
    player who has it. v1.3 459.2.c: the attacker gains focus whenever a combat opens."""
    return at_least(version, "1.4")


def contested_ends_without_contester(version: str) -> bool:
    """v1.4 190.3.b.1 and cleanup step 8 (323.11, 323.11.a): Contested is removed when the player who
    applied it has no units there and no showdown or combat is going on there. v1.3 187.3.b: a battlefield
    stays contested until control is established or re-established (v1.3's cleanup has no such step)."""
    return at_least(version, "1.4")


def optional_trigger_chosen_while_finalizing(version: str) -> bool:
    """v1.4 383.3.a, 383.3.a.2 and 402.1: whether to perform a triggered ability whose effect starts with
    "you may" is chosen while it is finalized, as a pending item on the chain; declined, it leaves the
    chain. v1.3 383.3.a (and the Unleashed Rules FAQ of 2026-04-29): the controller chooses whether to place
    it on the chain when its condition is met, before simultaneous triggers are ordered; only a placed
    one becomes a pending item, and its choices are made in finalization."""
    return at_least(version, "1.4")


def passive_limits_are_snapshotted(version: str) -> bool:
    """v1.3 472.3.b and 472.3.d.2.b: an arithmetic effect with a limitation ("-8 Might, to a minimum of 1")
    is limited when it applies and remembered at that level, a passive ability's too. v1.4 477.3.b and
    477.3.e.2.b: only effects that are not passive abilities are snapshotted; a passive limitation is
    applied afresh each time."""
    return not at_least(version, "1.4")


def controller_chooses_replacement(version: str) -> bool:
    """v1.4 372: when several replacement effects would apply to one event, the controller of the object
    being acted on chooses which applies. v1.3 372: its owner chooses."""
    return at_least(version, "1.4")
