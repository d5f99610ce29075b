"""The reference engine implements rules, not rulings: the machinery never names a card, nothing names a
ruling or scenario ID, and every card behaviour is registered under a real catalogue name."""

import re
from pathlib import Path

from reference_engine import catalogue
from reference_engine.cards import registered

ENGINE = Path(__file__).resolve().parents[2] / "reference_engine"
MACHINERY = ["timing.py", "chain.py", "cleanup.py", "triggers.py", "combat.py", "combat_damage.py", "scoring.py",
             "might.py", "movement.py", "playing.py", "payment.py", "turns.py", "actions.py", "api.py", "events.py",
             "effects.py", "targets.py", "zones.py", "state.py", "setup.py", "observe.py", "legal.py"]


def _string_literals(path: Path) -> set[str]:
    return set(re.findall(r'"([^"\n]{3,})"', path.read_text(encoding="utf-8")))


def test_machinery_never_names_a_card():
    names = {n for n in catalogue.names() if len(n) > 4}
    for module in MACHINERY:
        path = ENGINE / module
        if not path.exists():
            continue
        hits = _string_literals(path) & names
        assert not hits, f"{module} names cards: {sorted(hits)}"


def test_nothing_names_a_ruling_id():
    """Not in code, comments, docstrings or the engine's own docs: the engine cites rules, never rulings."""
    pattern = re.compile(r"\b(FAQ|TIM|CMB)-\d\d\b|\b((OGN|SFD|UNL)-FAQ|RBFAQ|VEGAS|ERRATA-(OGN|SFD|UNL)|PATCH-UNL)-[a-z]")
    for path in sorted(ENGINE.rglob("*")):
        if path.suffix not in (".py", ".md"):
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            assert not pattern.search(line), f"{path.relative_to(ENGINE)}:{number} names a ruling: {line.strip()}"


def test_every_behaviour_is_a_catalogue_card():
    for name in registered():
        assert catalogue.lookup(name) is not None, name


def test_catalogue_holds_facts_not_text():
    facts = catalogue.lookup("Sunlit Guardian")
    assert facts.type == "unit" and facts.might == 3 and facts.energy == 3
    assert "Tank" in facts.keywords and "Shield" in facts.keywords
    raw = (ENGINE / "catalogue" / "cards.json").read_text(encoding="utf-8")
    assert '"text"' not in raw and "I must be assigned combat damage first" not in raw
