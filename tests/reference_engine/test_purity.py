"""The reference engine implements rules, not rulings: the machinery never names a card, never imports card
behaviours (the dependency runs machinery -> ``behaviour`` <- ``cards/``), nothing names a ruling or
scenario ID, and every card behaviour is registered under a real catalogue name.

"Machinery" is every module of ``reference_engine`` outside ``cards/``, discovered from the file tree, so a
new module is checked the day it is added. The checks read the syntax tree (``ast``), so every quoting style
(single, double, triple, f-strings, implicit concatenation) is seen the same way.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from reference_engine import cards as _cards  # noqa: F401  (fills the registry)
from reference_engine import catalogue, tokens
from reference_engine.behaviour import registered

ENGINE = Path(__file__).resolve().parents[2] / "reference_engine"
CARDS = ENGINE / "cards"
#: The composition roots: they import ``cards`` to fill the registry; nothing else in the engine may.
COMPOSITION_ROOTS = {"api.py", "coverage.py"}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ENGINE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def machinery() -> list[Path]:
    return sorted(p for p in ENGINE.rglob("*.py") if CARDS not in p.parents and "__pycache__" not in p.parts)


MACHINERY = machinery()
IDS = [str(p.relative_to(ENGINE)) for p in MACHINERY]


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _strings(tree: ast.AST) -> list[tuple[int, str]]:
    """Every string constant with its line: plain, f-string pieces, docstrings, any quoting."""
    return [(n.lineno, n.value) for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def imports(path: Path) -> list[tuple[int, str, bool]]:
    """Every import in ``path`` as (line, absolute module imported, at module level)."""
    package = _module_name(path) if path.name == "__init__.py" else _module_name(path).rpartition(".")[0]
    return imports_in(_tree(path), package)


def imports_in(tree: ast.Module, package: str) -> list[tuple[int, str, bool]]:
    """Imports of a module of ``package``: (line, absolute module, not inside a function). ``from . import
    x`` yields ``package.x`` too, since ``x`` may be a module."""
    late = {id(n) for f in ast.walk(tree) if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
            for n in ast.walk(f)}
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name, id(node) not in late) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package
            for _ in range(node.level - 1):
                base = base.rpartition(".")[0]
            module = (f"{base}.{node.module}" if node.module else base) if node.level else node.module
            out.append((node.lineno, module, id(node) not in late))
            out += [(node.lineno, f"{module}.{a.name}", id(node) not in late) for a in node.names]
    return out


def _is_cards(module: str) -> bool:
    return module == "reference_engine.cards" or module.startswith("reference_engine.cards.")


def card_names() -> dict[str, str]:
    """Lower-cased card names and champion short names ("Teemo" of "Teemo, Scout") -> the card. Rule 187's
    tokens are rules vocabulary, not cards the machinery special-cases."""
    out: dict[str, str] = {}
    for name in catalogue.names():
        if name in tokens.STANDARD:
            continue
        out[name.lower()] = name
        if ", " in name:
            out.setdefault(name.split(", ")[0].lower(), name)
    return out


NAMES = card_names()


def test_machinery_is_discovered_not_listed():
    found = {p.name for p in MACHINERY}
    assert {"timing.py", "behaviour.py", "keywords.py", "empowered.py", "hidden.py", "control.py"} <= found
    assert len(MACHINERY) >= 40 and not any(CARDS in p.parents for p in MACHINERY)


@pytest.mark.parametrize("path", MACHINERY, ids=IDS)
def test_machinery_never_names_a_card(path):
    hits = [f"{line}: {value!r} ({NAMES[value.strip().lower()]})" for line, value in _strings(_tree(path))
            if value.strip().lower() in NAMES]
    assert not hits, f"{path.relative_to(ENGINE)} names cards: {hits}"


@pytest.mark.parametrize("path", MACHINERY, ids=IDS)
def test_machinery_never_imports_cards(path):
    if path.name in COMPOSITION_ROOTS and path.parent == ENGINE:
        return
    hits = [f"{line}: {module}" for line, module, _ in imports(path) if _is_cards(module)]
    hits += [f"{line}: {value!r}" for line, value in _strings(_tree(path))
             if re.fullmatch(r"(reference_engine)?\.cards(\..*)?", value)]  # importlib.import_module(...)
    assert not hits, f"{path.relative_to(ENGINE)} imports card behaviours: {hits}"


@pytest.mark.parametrize("path", MACHINERY, ids=IDS)
def test_the_registry_is_imported_at_module_level(path):
    """No late imports for behaviour lookup: the registry module is low, so nothing needs to dodge a cycle."""
    late = [line for line, module, top in imports(path)
            if not top and (module == "reference_engine.behaviour" or module.startswith("reference_engine.behaviour."))]
    assert not late, f"{path.relative_to(ENGINE)} imports behaviour inside a function at lines {late}"


def test_the_registry_module_is_low():
    """``behaviour`` imports nothing from the engine but the catalogue (plain data), except for type hints."""
    path = ENGINE / "behaviour.py"
    tree = _tree(path)
    runtime = [(line, m) for line, m, top in imports(path) if m.startswith("reference_engine.")]
    hinted = {n.lineno for node in ast.walk(tree) if isinstance(node, ast.If)
              and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"
              for n in ast.walk(node) if isinstance(n, ast.ImportFrom)}
    wrong = [(line, m) for line, m in runtime if line not in hinted and not m.startswith("reference_engine.catalogue")]
    assert not wrong, wrong


def test_the_import_check_sees_every_form():
    """The check itself: absolute, relative, ``from . import cards``, late and aliased imports are found."""
    source = ("import reference_engine.cards as c\nfrom .cards import behaviour_of\nfrom . import cards\n"
              "def f():\n    from .cards.compiled import behaviour\n    from .behaviour import card\n")
    found = imports_in(ast.parse(source), "reference_engine")
    assert [line for line, m, _ in found if _is_cards(m)] == [1, 2, 2, 3, 5, 5]
    assert (6, "reference_engine.behaviour", False) in found and (1, "reference_engine.cards", True) in found


def test_the_name_check_sees_every_quoting_style():
    tree = ast.parse("a = 'Cleave'\nb = '''Gust'''\nc = f\"{x}\" 'teemo'\n")
    assert {NAMES.get(v.lower()) for _, v in _strings(tree)} >= {"Cleave", "Gust"}
    assert "teemo" in NAMES  # a short name of "Teemo, Scout"


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
