"""An observed state (docs/observed-state.md) drawn as a self-contained SVG board: no network, no script,
every value escaped. A judge reads, top to bottom: the turn (number, active player, phase, state; rule
310), who holds priority and focus (312, 313), each player but the first, the battlefields, the first
player, then the chain (newest first, pending or finalized; 329) and any open question.

* a player band: score, energy, rune pool (power), hand / deck / trash / banishment / rune counts, the
  legend, and the units and gear in base;
* a battlefield: its ID and name, controller, contested (and by whom), a showdown or combat with attacker
  and defender, staged, who scored it; its units grouped by controller, and its facedown cards;
* a unit: ID, card name, Might (large), damage, exhausted, stunned, buffed, attacker/defender, token,
  hidden, and the gear attached to it (718-719).

``highlight`` names the objects to outline in red (``card:ID``, ``bf:ID``, ``player:P``, ``chain``,
``priority``, ``focus``, ``turn``, ``decision``, ``winner``); see ``conformance.report.expected``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from html import escape
from typing import Any

CARD_W, CARD_H, GAP = 112, 74, 8
MAX_W = 1100
HEAD_H = 30
RED, INK, MUTED = "#c62828", "#1d2330", "#5f6b7a"
PLAYER_COLOURS = ("#1565c0", "#ad1457", "#2e7d32", "#6a1b9a")


def _e(value: Any) -> str:
    return escape("" if value is None else str(value), quote=True)


def _short(value: Any, n: int = 15) -> str:
    text = "" if value is None else str(value)
    return text if len(text) <= n else text[: n - 1] + "\u2026"


def _map(value: Any) -> Mapping[str, Any]:
    return value if isinstance(value, Mapping) else {}


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


@dataclass
class _Canvas:
    parts: list[str] = field(default_factory=list)
    width: int = 0
    height: int = 0

    def add(self, text: str) -> None:
        self.parts.append(text)

    def text(self, x: float, y: float, value: Any, *, size: int = 12, weight: str = "normal",
             fill: str = INK, anchor: str = "start", cls: str = "") -> None:
        # Only what differs from the root's defaults (12px, normal, INK, start): boards stay small.
        attrs = "".join((f' font-size="{size}"' if size != 12 else "",
                         f' font-weight="{weight}"' if weight != "normal" else "",
                         f' fill="{fill}"' if fill != INK else "",
                         f' text-anchor="{anchor}"' if anchor != "start" else "",
                         f' class="{cls}"' if cls else ""))
        self.add(f'<text x="{x:g}" y="{y:g}"{attrs}>{_e(value)}</text>')

    def rect(self, x: float, y: float, w: float, h: float, *, fill: str = "#fff", stroke: str = "#9aa4b2",
             width: float = 1, rx: int = 4, dash: str = "") -> None:
        extra = f' stroke-dasharray="{dash}"' if dash else ""
        self.add(f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="{rx}" fill="{fill}" '
                 f'stroke="{stroke}" stroke-width="{width:g}"{extra}/>')

    def group(self, obj: str, highlighted: bool, tooltip: str = "") -> None:
        cls = "obj diverged" if highlighted else "obj"
        self.add(f'<g class="{cls}" data-object="{_e(obj)}">')
        if tooltip:
            self.add(f"<title>{_e(tooltip)}</title>")

    def end(self) -> None:
        self.add("</g>")


class _Board:
    def __init__(self, state: Mapping[str, Any], highlight: Iterable[str]):
        self.state = state
        self.hl = set(highlight)
        self.cards = _map(state.get("cards"))
        self.players = list(_map(state.get("players")))
        self.colour = {p: PLAYER_COLOURS[i % len(PLAYER_COLOURS)] for i, p in enumerate(self.players)}
        self.attached: dict[str, list[str]] = {}
        for ident, card in self.cards.items():
            target = _map(card).get("attached_to")
            if target:
                self.attached.setdefault(str(target), []).append(ident)
        self.c = _Canvas()

    # -- pieces ---------------------------------------------------------------------------------
    def card(self, x: float, y: float, ident: str, *, facedown: bool = False) -> None:
        card = _map(self.cards.get(ident))
        obj = f"card:{ident}"
        hl = obj in self.hl
        c = self.c
        owner = card.get("controller") or card.get("owner")
        colour = self.colour.get(owner, MUTED)
        tip = f"{ident}: " + ", ".join(f"{k} {v}" for k, v in card.items() if v not in (None, False, [], ""))
        c.group(obj, hl, tip if card else f"{ident} (not in the observed cards)")
        if facedown or card.get("hidden"):
            c.rect(x, y, CARD_W, CARD_H, fill="#37474f", stroke=RED if hl else "#263238", width=3 if hl else 1)
            c.text(x + 6, y + 16, _short(ident), size=12, weight="bold", fill="#fff")
            c.text(x + 6, y + 32, "facedown", size=11, fill="#cfd8dc")
            c.text(x + 6, y + 48, _short(card.get("name"), 17), size=10, fill="#b0bec5")
            if owner:
                c.text(x + 6, y + 64, f"{owner}'s", size=10, fill="#cfd8dc")
            c.end()
            return
        exhausted = bool(card.get("exhausted"))
        fill = "#ffebee" if hl else ("#e0e0e0" if exhausted else "#fff")
        c.rect(x, y, CARD_W, CARD_H, fill=fill, stroke=RED if hl else colour, width=3.5 if hl else 1.5,
               dash="5 3" if exhausted and not hl else "")
        c.add(f'<rect x="{x:g}" y="{y:g}" width="5" height="{CARD_H}" fill="{colour}"/>')
        c.text(x + 10, y + 15, _short(ident, 13), size=12, weight="bold")
        name = card.get("name")
        if name and name != ident:
            c.text(x + 10, y + 28, _short(name, 16), size=10, fill=MUTED)
        might = card.get("might")
        if might is not None:
            c.add(f'<circle cx="{x + CARD_W - 15:g}" cy="{y + 16:g}" r="12" fill="{INK}"/>')
            c.text(x + CARD_W - 15, y + 21, might, size=14, weight="bold", fill="#fff", anchor="middle")
        elif card.get("type"):
            c.text(x + CARD_W - 6, y + 15, card.get("type"), size=9, fill=MUTED, anchor="end")
        flags = []
        if card.get("damage"):
            flags.append((f"{card['damage']} dmg", RED))
        if exhausted:
            flags.append(("exhausted", "#455a64"))
        if card.get("stunned"):
            flags.append(("stunned", "#6a1b9a"))
        if card.get("buffed"):
            flags.append(("buffed", "#2e7d32"))
        if card.get("designation"):
            flags.append((str(card["designation"]), "#e65100"))
        if card.get("token"):
            flags.append(("token", MUTED))
        if card.get("empowered"):
            flags.append(("empowered", "#00838f"))
        if hl:
            c.add(f'<circle cx="{x:g}" cy="{y:g}" r="8" fill="{RED}"/>')
            c.text(x, y + 4, "\u2260", size=12, weight="bold", fill="#fff", anchor="middle")
        fx, fy = x + 10, y + 44
        for label, colour_ in flags:
            w = 7 * len(label) + 8
            if fx + w > x + CARD_W - 2:
                fx, fy = x + 10, fy + 15
            c.rect(fx, fy - 10, w, 13, fill=colour_, stroke=colour_, rx=3)
            c.text(fx + w / 2, fy, label, size=10, weight="bold", fill="#fff", anchor="middle")
            fx += w + 3
        keywords = ", ".join(map(str, _list(card.get("keywords"))))
        if keywords and fy < y + 56:
            c.text(x + 10, y + CARD_H - 5, _short(keywords, 18), size=9, fill=MUTED)
        c.end()

    def gear_tabs(self, x: float, y: float, ident: str) -> float:
        """Gear attached to ``ident`` as tabs under its card; returns the height used."""
        used = 0.0
        for gear in self.attached.get(ident, ()):
            obj = f"card:{gear}"
            hl = obj in self.hl
            name = _map(self.cards.get(gear)).get("name") or gear
            self.c.group(obj, hl, f"{gear} ({name}) attached to {ident}")
            self.c.rect(x + 6, y + used, CARD_W - 12, 16, fill="#ffebee" if hl else "#fff8e1",
                        stroke=RED if hl else "#f9a825", width=2.5 if hl else 1, rx=2)
            self.c.text(x + 11, y + used + 12, "+ " + _short(f"{gear} ({name})" if name != gear else gear, 17),
                        size=10)
            self.c.end()
            used += 18
        return used

    def row_of_cards(self, x0: float, y0: float, idents: list[str], width: float,
                     facedown: Iterable[str] = ()) -> float:
        """Cards laid out left to right, wrapping; returns the height used."""
        down = set(facedown)
        x, y, row_h = x0, y0, 0.0
        if not idents:
            self.c.text(x0, y0 + 14, "(none)", size=11, fill=MUTED)
            return 20
        for ident in idents:
            if x + CARD_W > x0 + width and x > x0:
                x, y, row_h = x0, y + row_h + GAP, 0.0
            self.card(x, y, ident, facedown=ident in down)
            h = CARD_H + self.gear_tabs(x, y + CARD_H + 2, ident) + 2
            row_h = max(row_h, h)
            x += CARD_W + GAP
        return y + row_h - y0

    def header(self, y: float, width: float) -> float:
        s, c = self.state, self.c
        turn = _map(s.get("turn"))
        hl = "turn" in self.hl
        c.group("turn", hl)
        c.rect(0, y, width, HEAD_H, fill="#ffebee" if hl else "#eef0f5", stroke=RED if hl else "#ccd",
               width=3 if hl else 1, rx=0)
        c.text(10, y + 20, f"Turn {turn.get('number', '?')} \u00b7 {turn.get('active', '?')} active \u00b7 "
                           f"{turn.get('phase', '?')} phase \u00b7 {turn.get('state', '?')}", size=13, weight="bold")
        c.end()
        x = width - 10
        for key in ("focus", "priority"):
            value = s.get(key) or "-"
            label = f"{key}: {value}"
            w = 8 * len(label) + 12
            x -= w
            khl = key in self.hl
            c.group(key, khl)
            colour = self.colour.get(s.get(key), MUTED)
            c.rect(x, y + 5, w, 20, fill=RED if khl else colour, stroke=RED if khl else colour, rx=10)
            c.text(x + w / 2, y + 19, label, size=12, weight="bold", fill="#fff", anchor="middle")
            c.end()
            x -= 6
        if s.get("winner") or "winner" in self.hl:
            whl = "winner" in self.hl
            label = f"winner: {s.get('winner') or '-'}"
            w = 8 * len(label) + 12
            x -= w
            c.group("winner", whl)
            c.rect(x, y + 5, w, 20, fill=RED if whl else "#f9a825", stroke=RED if whl else "#f9a825", rx=10)
            c.text(x + w / 2, y + 19, label, size=12, weight="bold", fill="#fff", anchor="middle")
            c.end()
        return HEAD_H + GAP

    def player(self, y: float, name: str, width: float) -> float:
        p = _map(_map(self.state.get("players")).get(name))
        c = self.c
        obj = f"player:{name}"
        hl = obj in self.hl
        colour = self.colour.get(name, MUTED)
        info_w = 210
        lines = [f"score {p.get('score', '?')} \u00b7 energy {p.get('energy', '?')}"]
        power = {k: v for k, v in _map(p.get("power")).items() if v}
        lines.append("power " + (", ".join(f"{k} {v}" for k, v in sorted(power.items())) or "none"))
        count = lambda zone: len(_list(p.get(zone)))  # noqa: E731
        lines.append(f"hand {p.get('hand_count', count('hand'))} \u00b7 deck {count('deck')} \u00b7 trash {count('trash')}")
        lines.append(f"runes {count('runes')} \u00b7 rune deck {count('rune_deck')} \u00b7 banished {count('banishment')}")
        legend = p.get("legend")
        if legend:
            lines.append("legend " + _short(_map(self.cards.get(legend)).get("name") or legend, 22))
        for flag in ("lost", "conceded"):
            if p.get(flag):
                lines.append(flag.upper())
        c.group(obj, hl, f"player {name}")
        body = len(c.parts)
        c.text(10, y + 20, f"Player {name}", size=15, weight="bold", fill=colour)
        for i, line in enumerate(lines):
            c.text(10, y + 38 + 15 * i, line, size=11, fill=RED if line in ("LOST", "CONCEDED") else INK)
        c.text(info_w, y + 14, "base", size=10, fill=MUTED)
        used = self.row_of_cards(info_w, y + 18, [str(i) for i in _list(p.get("base"))], width - info_w - 10)
        height = max(38 + 15 * len(lines), used + 24)
        c.parts.insert(body, _rect_text(0, y, width, height, "#ffebee" if hl else "#fafbfc",
                                        RED if hl else colour, 3 if hl else 1))
        c.end()
        return height + GAP

    def battlefields(self, y: float, width: float) -> float:
        fields = _map(self.state.get("battlefields"))
        if not fields:
            return 0
        showdown = _map(self.state.get("showdown"))
        staged = set(map(str, _list(self.state.get("staged"))))
        x, row_y, row_h = 0.0, y, 0.0
        for ident, bf_ in fields.items():
            bf = _map(bf_)
            units = [str(u) for u in _list(bf.get("units"))]
            down = [str(u) for u in _list(bf.get("facedown"))]
            by_controller: dict[str, list[str]] = {}
            for u in units:
                who = _map(self.cards.get(u)).get("controller") or "?"
                by_controller.setdefault(str(who), []).append(u)
            per_row = max(2, max([len(v) for v in by_controller.values()] + [len(down), 1]))
            inner = min(per_row, 4) * (CARD_W + GAP)
            w = max(300, inner + 60)
            if x + w > width and x > 0:
                x, row_y, row_h = 0.0, row_y + row_h + GAP, 0.0
            h = self.battlefield(x, row_y, str(ident), bf, by_controller, down, w, showdown, staged)
            row_h = max(row_h, h)
            x += w + GAP
        return row_y + row_h - y + GAP

    def battlefield(self, x: float, y: float, ident: str, bf: Mapping[str, Any], by_controller: dict[str, list[str]],
                    down: list[str], w: float, showdown: Mapping[str, Any], staged: set[str]) -> float:
        c = self.c
        obj = f"bf:{ident}"
        hl = obj in self.hl or (showdown.get("at") == ident and "showdown" in self.hl)
        c.group(obj, hl, f"battlefield {ident}")
        body = len(c.parts)
        title = ident + (f" ({bf['name']})" if bf.get("name") else "")
        c.text(x + 10, y + 18, _short(title, int(w / 8)), size=13, weight="bold")
        controller = bf.get("controller")
        markers = [(f"controlled by {controller}" if controller else "uncontrolled",
                    self.colour.get(controller, "#90a4ae"))]
        if bf.get("contested"):
            markers.append((f"contested by {bf.get('contested_by') or '?'}", "#ef6c00"))
        if showdown.get("at") == ident:
            if showdown.get("combat"):
                markers.append((f"combat: {showdown.get('attacker') or '?'} attacks {showdown.get('defender') or '?'}",
                                RED))
            else:
                markers.append(("showdown", "#6a1b9a"))
        if ident in staged:
            markers.append(("staged", "#8d6e63"))
        scored = _list(bf.get("scored"))
        if scored:
            markers.append(("scored by " + ", ".join(map(str, scored)), "#2e7d32"))
        mx, my = x + 10, y + 28
        for label, colour in markers:
            mw = 7 * len(label) + 12
            if mx + mw > x + w - 6 and mx > x + 10:
                mx, my = x + 10, my + 21
            c.rect(mx, my, mw, 17, fill=colour, stroke=colour, rx=8)
            c.text(mx + mw / 2, my + 13, label, size=11, weight="bold", fill="#fff", anchor="middle")
            mx += mw + 4
        cy = my + 24
        if not by_controller and not down:
            c.text(x + 10, cy + 14, "(no units)", size=11, fill=MUTED)
            cy += 22
        for who, units in sorted(by_controller.items()):
            c.text(x + 10, cy + 14, who, size=13, weight="bold", fill=self.colour.get(who, MUTED))
            cy += self.row_of_cards(x + 30, cy, units, w - 40) + GAP
        if down:
            c.text(x + 10, cy + 14, "fd", size=10, fill=MUTED)
            cy += self.row_of_cards(x + 30, cy, down, w - 40, facedown=down) + GAP
        h = cy - y + 4
        border = RED if hl else (self.colour.get(controller, "#9aa4b2"))
        c.parts.insert(body, _rect_text(x, y, w, h, "#ffebee" if hl else "#f1f8e9" if controller else "#f5f5f5",
                                        border, 3 if hl else 1.5))
        c.end()
        return h

    def chain(self, y: float, width: float) -> float:
        c = self.c
        items = _list(self.state.get("chain"))
        hl = "chain" in self.hl
        c.group("chain", hl, "the chain, newest first")
        body = len(c.parts)
        c.text(10, y + 18, "Chain" + (" (newest first)" if items else ": empty"), size=13, weight="bold")
        x, h = 10.0, 28.0
        for i, item_ in enumerate(items):
            item = _map(item_)
            ref = item.get("ref") or item.get("item") or "?"
            status = item.get("status")
            label = f"{i + 1}. {ref}"
            sub = " \u00b7 ".join(str(v) for v in (item.get("kind"), item.get("controller"), status) if v)
            w = max(7 * len(label), 6 * len(sub), 90) + 16
            if x + w > width - 10 and x > 10:
                x, h = 10.0, h + 42
            pending = status == "pending"
            c.rect(x, y + h, w, 36, fill="#fff" if pending else "#e3f2fd",
                   stroke=self.colour.get(item.get("controller"), MUTED), dash="4 3" if pending else "")
            c.text(x + 8, y + h + 15, label, size=12, weight="bold")
            c.text(x + 8, y + h + 30, sub, size=10, fill=MUTED)
            x += w + 6
        h += 42 if items else 0
        c.parts.insert(body, _rect_text(0, y, width, h, "#ffebee" if hl else "#fff", RED if hl else "#ccd",
                                        3 if hl else 1))
        c.end()
        return h + GAP

    def decision(self, y: float, width: float) -> float:
        question = self.state.get("decision")
        hl = "decision" in self.hl
        if not question and not hl:
            return 0
        q = _map(question)
        text = (f"Waiting on {q.get('player', '?')}: {q.get('kind', '?')}"
                + (f" \u2014 {q['prompt']}" if q.get("prompt") else "")
                + (f" (options: {', '.join(map(str, _list(q.get('options'))[:8]))})" if q.get("options") else "")
                if question else "no open question")
        self.c.group("decision", hl)
        self.c.rect(0, y, width, 26, fill="#ffebee" if hl else "#fff8e1", stroke=RED if hl else "#f9a825",
                    width=3 if hl else 1)
        self.c.text(10, y + 17, _short(text, 140), size=12, weight="bold")
        self.c.end()
        return 26 + GAP

    # -- the whole board -----------------------------------------------------------------------
    def draw(self, width: int) -> None:
        y = 0.0
        y += self.header(y, width)
        others, first = self.players[1:], self.players[:1]
        for name in reversed(others):
            y += self.player(y, name, width)
        y += self.battlefields(y, width)
        for name in first:
            y += self.player(y, name, width)
        y += self.chain(y, width)
        y += self.decision(y, width)
        self.c.width, self.c.height = width, int(y)


def _rect_text(x: float, y: float, w: float, h: float, fill: str, stroke: str, width: float) -> str:
    return (f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="6" fill="{fill}" stroke="{stroke}" '
            f'stroke-width="{width:g}"/>')


def _width(state: Mapping[str, Any]) -> int:
    """Wide enough for the busiest base or battlefield row, at most MAX_W."""
    fields = _map(state.get("battlefields"))
    bf_total = sum(max(300, min(4, max(2, len(_list(_map(b).get("units"))))) * (CARD_W + GAP) + 60) + GAP
                   for b in fields.values())
    bases = [len(_list(_map(p).get("base"))) for p in _map(state.get("players")).values()]
    base_w = 220 + max(bases + [3]) * (CARD_W + GAP)
    return int(min(MAX_W, max(640, bf_total, base_w)))


def render_board(state: Mapping[str, Any] | None, highlight: Iterable[str] = (), *, title: str = "",
                 width: int | None = None) -> str:
    """The board of ``state`` as an inline ``<svg>`` element (empty string for no state)."""
    if not isinstance(state, Mapping):
        return ""
    board = _Board(state, highlight)
    board.draw(width or _width(state))
    c = board.c
    label = _e(title or "board")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="board" role="img" aria-label="{label}" '
            f'width="{c.width}" height="{c.height}" viewBox="0 0 {c.width} {c.height}" style="max-width:100%;height:auto" '
            f'font-family="system-ui, -apple-system, Segoe UI, sans-serif" font-size="12" fill="{INK}">'
            f"<title>{label}</title>" + "".join(c.parts) + "</svg>")
