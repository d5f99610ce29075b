"""Where a card lives: a reader finds a card's module from its name and the set that first printed it
(``cards/<set folder>/<snake_case_name>.py``), and the layout check fails the day a module is misplaced."""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path

from reference_engine import cards, catalogue
from reference_engine.behaviour import registered

CARDS = Path(cards.__file__).parent


def snake(name: str) -> str:
    """``"Kai'Sa, Survivor"`` -> ``kaisa_survivor``; ``"Stand-in: Watcher"`` -> ``watcher`` (in stand_ins/)."""
    name = re.sub(r"^Stand-in: ", "", name)
    return re.sub(r"[^a-z0-9]+", "_", name.lower().replace("'", "")).strip("_")


def _modules() -> dict[str, list[str]]:
    out: dict[str, list[str]] = defaultdict(list)
    for name, behaviour in registered().items():
        out[type(behaviour).__module__].append(name)
    return out


def test_each_card_sits_in_the_folder_of_its_first_set():
    wrong = []
    for module, names in _modules().items():
        for name in names:
            sets = catalogue.lookup(name).sets
            folder = cards.SET_FOLDERS[sets[0]] if sets else cards.STAND_INS
            if not module.startswith(f"reference_engine.cards.{folder}."):
                wrong.append(f"{name}: {module} (expected cards/{folder}/)")
    assert not wrong, wrong


def test_a_module_is_named_for_its_card():
    """One card, one module named for it; a module may hold a cycle (cards sharing one text, e.g. the
    six basic runes), never two unrelated cards."""
    wrong = [f"{names[0]}: {module}" for module, names in _modules().items()
             if len(names) == 1 and module.rsplit(".", 1)[1] != snake(names[0])]
    assert not wrong, wrong
    cycles = {module.rsplit(".", 1)[1]: sorted(names) for module, names in _modules().items() if len(names) > 1}
    assert set(cycles) == {"basic_runes", "seals"}, cycles


def test_the_top_level_holds_shared_pieces_only():
    top = {p.stem for p in CARDS.glob("*.py")} - {"__init__"}
    # shared pieces: the builder of compiled specs, group rules, and helpers of a family (``<family>_common``)
    assert {"common", "compiled", "group_rules"} <= top
    assert all(t in ("compiled", "group_rules") or t == "common" or t.endswith("_common") for t in top), top
    registering = {m.rsplit(".", 1)[0] for m in _modules()}
    assert registering <= {f"reference_engine.cards.{f}" for f in [*cards.SET_FOLDERS.values(), cards.STAND_INS]}
    assert {p.name for p in CARDS.iterdir() if p.is_dir() and p.name != "__pycache__"} == \
        {*cards.SET_FOLDERS.values(), cards.STAND_INS}


def test_every_official_card_knows_its_sets():
    for name in catalogue.names():
        facts = catalogue.lookup(name)
        if "stand-in" in facts.supertypes:
            assert facts.sets == (), name
        else:
            assert facts.sets and set(facts.sets) <= set(cards.SET_FOLDERS), name
            assert list(facts.sets) == sorted(facts.sets, key=list(cards.SET_FOLDERS).index), name
