"""Safe YAML loading that remembers where every node came from.

Scenario files are untrusted input (an engine author may run a suite someone else wrote), so loading
refuses, with a located ``ScenarioError``:

* files larger than ``MAX_BYTES`` and bytes that are not UTF-8;
* nesting deeper than ``MAX_DEPTH`` (checked while composing, before Python's recursion limit);
* more than ``MAX_ALIASES`` aliases, or more than ``MAX_NODES`` nodes once aliases are expanded
  (the "billion laughs" alias bomb);
* any tag other than the plain JSON-like core tags (``!!python/object`` and friends, ``!!binary``,
  ``!!set``, custom ``!tags``);
* duplicate mapping keys and keys that are not plain scalars.

The result is plain JSON-compatible data plus a ``Marks`` table mapping each field path to the
``(line, column)`` of its value (and of its key), both 1-based.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import yaml
import yaml.reader
from yaml.composer import Composer
from yaml.constructor import SafeConstructor
from yaml.resolver import Resolver
from yaml.events import AliasEvent
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from conformance.exceptions import ScenarioError

MAX_BYTES = 512 * 1024
MAX_DEPTH = 64
MAX_ALIASES = 32
MAX_NODES = 100_000

Path = tuple[str | int, ...]

_CORE = "tag:yaml.org,2002:"
_ALLOWED_SCALAR_TAGS = {_CORE + t for t in ("str", "int", "float", "bool", "null")}
#: Implicit timestamps (``date: 2026-07-16``) are kept as the string the author wrote.
_AS_STRING_TAGS = {_CORE + "timestamp"}


@dataclass
class Marks:
    """Where each value (and each mapping key) of a document sits in its file."""

    values: dict[Path, tuple[int, int]] = field(default_factory=dict)
    keys: dict[Path, tuple[int, int]] = field(default_factory=dict)

    def at(self, path: Path, *, key: bool = False) -> tuple[int | None, int | None]:
        """The mark of ``path``, or of its nearest ancestor that has one."""
        table = self.keys if key else self.values
        probe = tuple(path)
        if key and probe in table:
            return table[probe]
        while True:
            if probe in self.values:
                return self.values[probe]
            if not probe:
                return None, None
            probe = probe[:-1]


def parse_path(text: str) -> Path:
    """The inverse of :func:`format_path`: ``actions[3].targets[0]`` -> ``("actions", 3, "targets", 0)``."""
    out: list[str | int] = []
    for part in text.split("."):
        name, _, rest = part.partition("[")
        if name:
            out.append(name)
        for index in rest.rstrip("]").split("][") if rest else ():
            out.append(int(index) if index.isdigit() else index)
    return tuple(out)


def format_path(path: Path) -> str:
    """``("actions", 3, "targets", 0)`` -> ``actions[3].targets[0]``."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out


try:  # libyaml's parser when present (several times faster); the composer below stays in Python
    from yaml.cyaml import CParser as _Parser
except ImportError:  # pragma: no cover - PyYAML built without libyaml
    from yaml.parser import Parser
    from yaml.reader import Reader
    from yaml.scanner import Scanner

    class _Parser(Reader, Scanner, Parser):  # type: ignore[no-redef]
        def __init__(self, stream: str):
            Reader.__init__(self, stream)
            Scanner.__init__(self)
            Parser.__init__(self)


class _LimitedLoader(Composer, _Parser, SafeConstructor, Resolver):
    """A safe loader whose (Python) composer counts aliases and nesting depth as it builds the node graph.

    ``Composer`` comes first in the bases so that its node building, with the limits below, is used
    even over libyaml's C parser, which only supplies the events.
    """

    def __init__(self, stream: str, origin: str):
        _Parser.__init__(self, stream)
        Composer.__init__(self)
        SafeConstructor.__init__(self)
        Resolver.__init__(self)
        self._origin = origin
        self._depth = 0
        self._aliases = 0

    def compose_node(self, parent: Node | None, index: Any) -> Node:  # type: ignore[override]
        if self.check_event(AliasEvent):
            self._aliases += 1
            if self._aliases > MAX_ALIASES:
                mark = self.peek_event().start_mark
                raise ScenarioError(self._origin, mark.line + 1, mark.column + 1, "",
                                    f"more than {MAX_ALIASES} YAML aliases; refusing a possible alias bomb")
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                mark = self.peek_event().start_mark
                raise ScenarioError(self._origin, mark.line + 1, mark.column + 1, "",
                                    f"nesting deeper than {MAX_DEPTH} levels")
            return Composer.compose_node(self, parent, index)
        finally:
            self._depth -= 1


class _Builder:
    """Turns a composed node graph into plain data, recording marks and enforcing the node budget."""

    def __init__(self, loader: _LimitedLoader, origin: str):
        self.loader = loader
        self.origin = origin
        self.marks = Marks()
        self.nodes = 0
        self.open: set[int] = set()  # the collections being built (a recursive alias points to one)

    def error(self, node: Node, path: Path, message: str) -> ScenarioError:
        return ScenarioError(self.origin, node.start_mark.line + 1, node.start_mark.column + 1,
                             format_path(path), message)

    def build(self, node: Node, path: Path) -> Any:
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise self.error(node, path, f"more than {MAX_NODES} YAML nodes (after expanding aliases)")
        if id(node) in self.open:  # `a: &x [*x]`: an alias inside the node it names
            raise self.error(node, path, "recursive YAML alias: a node contains an alias to itself")
        if isinstance(node, (SequenceNode, MappingNode)):
            self.open.add(id(node))
            try:
                return self._build(node, path)
            finally:
                self.open.discard(id(node))
        return self._build(node, path)

    def _build(self, node: Node, path: Path) -> Any:
        self.marks.values.setdefault(path, (node.start_mark.line + 1, node.start_mark.column + 1))
        if isinstance(node, ScalarNode):
            if node.tag in _AS_STRING_TAGS:
                return node.value
            if node.tag not in _ALLOWED_SCALAR_TAGS:
                raise self.error(node, path, f"YAML tag {node.tag!r} is not allowed (plain data only)")
            try:
                return self.loader.construct_object(node, deep=True)
            except ValueError as exc:  # an integer of more than 4300 digits, a malformed float
                raise self.error(node, path, f"cannot read this {node.tag.rsplit(':', 1)[-1]}: "
                                             f"{str(exc).split(';')[0]}") from None
        if isinstance(node, SequenceNode):
            if node.tag != _CORE + "seq":
                raise self.error(node, path, f"YAML tag {node.tag!r} is not allowed (plain data only)")
            return [self.build(item, path + (i,)) for i, item in enumerate(node.value)]
        if isinstance(node, MappingNode):
            if node.tag != _CORE + "map":
                raise self.error(node, path, f"YAML tag {node.tag!r} is not allowed (plain data only)")
            out: dict[str, Any] = {}
            for key_node, value_node in node.value:
                if key_node.tag == _CORE + "merge":
                    raise self.error(key_node, path, "YAML merge keys (<<) are not allowed")
                if not isinstance(key_node, ScalarNode):
                    raise self.error(key_node, path, "mapping keys must be plain scalars")
                # Keys stay exactly as written: `1.4:` is the string "1.4", `on:` is "on".
                key = key_node.value
                if key in out:
                    raise self.error(key_node, path + (key,), f"duplicate key {key!r}")
                self.marks.keys[path + (key,)] = (key_node.start_mark.line + 1, key_node.start_mark.column + 1)
                out[key] = self.build(value_node, path + (key,))
            return out
        raise self.error(node, path, f"unexpected YAML node {type(node).__name__}")


def decode(raw: bytes, origin: str) -> str:
    """UTF-8 text of ``raw``, or a ScenarioError locating the first bad byte."""
    if len(raw) > MAX_BYTES:
        raise ScenarioError(origin, None, None, "", f"file is {len(raw)} bytes; the limit is {MAX_BYTES}")
    head = raw[:64]
    if head.startswith((b"\xff\xfe", b"\xfe\xff")) or (len(head) >= 8 and (head[0::2].count(0) > len(head) // 4
                                                                         or head[1::2].count(0) > len(head) // 4)):
        raise ScenarioError(origin, 1, 1, "", "UTF-16 text; save the file as UTF-8")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        before = raw[: exc.start]
        line = before.count(b"\n") + 1
        column = exc.start - (before.rfind(b"\n") + 1) + 1
        raise ScenarioError(origin, line, column, "",
                            f"not UTF-8 (byte 0x{raw[exc.start]:02x} at offset {exc.start})") from None
    if text.startswith("\ufeff"):
        text = text[1:]
    return text


def load(raw: bytes | str, origin: str) -> tuple[Any, Marks]:
    """Parse one YAML document from ``raw``; returns ``(data, marks)`` or raises ScenarioError."""
    text = decode(raw, origin) if isinstance(raw, bytes) else raw
    if len(text.encode("utf-8")) > MAX_BYTES:
        raise ScenarioError(origin, None, None, "", f"file is larger than {MAX_BYTES} bytes")
    loader = _LimitedLoader(text, origin)
    try:
        node = loader.get_single_node()
        if node is None:
            raise ScenarioError(origin, 1, 1, "", "the file is empty")
        builder = _Builder(loader, origin)
        data = builder.build(node, ())
        return data, builder.marks
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        column = mark.column + 1 if mark else None
        message = " ".join(part for part in (exc.context, exc.problem) if part) or "invalid YAML"
        raise ScenarioError(origin, line, column, "", f"invalid YAML: {message}") from None
    except yaml.reader.ReaderError as exc:  # a control character such as NUL: located by its offset
        code = exc.character if isinstance(exc.character, int) else ord(exc.character)
        # libyaml counts the position in bytes of UTF-8, the pure-Python reader in characters
        before = text.encode("utf-8")[: exc.position].decode("utf-8", "replace") \
            if isinstance(exc.character, int) else text[: exc.position]
        line, column = before.count("\n") + 1, len(before) - (before.rfind("\n") + 1) + 1
        raise ScenarioError(origin, line, column, "", f"invalid YAML: the control character U+{code:04X} "
                                                      f"is not allowed") from None
    except yaml.YAMLError as exc:
        message = " ".join(str(exc).split())  # one line
        raise ScenarioError(origin, None, None, "", f"invalid YAML: {message}") from None
    except RecursionError:
        raise ScenarioError(origin, None, None, "", "nesting too deep") from None
    finally:
        loader.dispose()
