"""The game state: plain data, deep-copyable, no behaviour beyond simple lookups.

Everything the engine knows lives in one :class:`GameState`. Behaviour (timing, effects, cards) lives in
other modules and mutates it. Card behaviours are looked up by name in the registry (``behaviour.py``), so
the state holds no callables and a snapshot is a ``copy.deepcopy``.

Zones (rule 105-ish board/non-board zones): ``hand``, ``deck``, ``trash``, ``base``, ``banishment``,
``runes``, ``legend`` are per player; ``chain`` is shared; a battlefield's ID is the zone of the units
there (facedown cards there have ``facedown = True``); ``none`` is where a token goes when it ceases to
exist (rule 179-ish: tokens cease to exist outside the board).
"""

from __future__ import annotations

import pickle
from dataclasses import MISSING, dataclass, field, fields
from typing import Any

PLAYER_ZONES = ("hand", "deck", "trash", "base", "banishment", "runes", "rune_deck", "champion")
NON_BOARD = ("hand", "deck", "trash", "banishment", "chain", "legend", "none", "rune_deck", "champion")
PHASES = ("awaken", "beginning", "channel", "draw", "main", "ending")

#: The attributes of a card that decide whether its passive abilities apply and what they are (its zone, face,
#: name, officialness, type): setting any of them on any card advances :data:`IDENTITY_EPOCH`, which caches of
#: derived lookups (``passive_sources.py``) compare to know they are stale.
IDENTITY_FIELDS = frozenset({"zone", "facedown", "name", "official", "type"})
_epoch = [0]


def identity_epoch() -> int:
    """A number that changes whenever any card anywhere changes zone, face, name, officialness or type."""
    return _epoch[0]


@dataclass
class Modifier:
    """A continuous change to one object, created by a resolving effect.

    kind ``might``: ``amount`` is the (snapshotted) change; kind ``keyword``: grants ``keyword``; kind
    ``base_might``: ``amount`` becomes its base Might (477.1.a.1, ``might.base_might``).
    ``duration`` is ``turn`` (expires in the Expiration Step, rule 317.2.c) or ``permanent``.
    """

    kind: str
    timestamp: int
    amount: int = 0
    keyword: str | None = None
    duration: str = "turn"
    source: str | None = None


@dataclass
class CardInstance:
    id: str
    name: str
    type: str  # unit | spell | gear | legend | battlefield | rune
    owner: str
    controller: str
    zone: str
    official: bool = False  # True when ``name`` is a catalogue card (behaviour looked up by name)
    printed_might: int | None = None
    energy: int = 0
    power: int = 0
    domains: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()  # printed keywords, with numbers ("Assault 2")
    tags: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    token: bool = False
    exhausted: bool = False
    damage: int = 0
    buffed: bool = False
    stunned: bool = False
    facedown: bool = False  # hidden at a battlefield (rule 421)
    designation: str | None = None  # attacker | defender (rule 323.2)
    modifiers: list[Modifier] = field(default_factory=list)
    #: Object identity: a new number whenever the card changes zones to or from a non-board zone
    #: (rule 359.3.e.4: it is a new object, so old targets on it become illegal).
    obj: int = 0
    #: Timestamp of entering its current zone.
    entered: int = 0
    #: Battlefield a facedown card was hidden at, or where a card played from hidden was played from.
    hidden_at: str | None = None
    #: Scratch memory for card behaviours and rules bookkeeping (e.g. attack triggers this combat).
    memory: dict[str, Any] = field(default_factory=dict)

    def __setattr__(self, name: str, value: Any) -> None:
        if name in IDENTITY_FIELDS:
            _epoch[0] += 1  # see identity_epoch
        object.__setattr__(self, name, value)


@dataclass
class Player:
    name: str
    score: int = 0
    energy: int = 0
    power: dict[str, int] = field(default_factory=dict)
    #: The part of ``power`` that may only be spent to play spells (e.g. "Use only to play spells").
    spell_power: dict[str, int] = field(default_factory=dict)
    #: The part of ``energy`` that may only be spent to play spells ("Spend this Energy only to play spells").
    spell_energy: int = 0
    #: Other restricted resources (166.2): ``{"use": "showdown" | "units" | "gear", "energy": n, "power":
    #: {domain: n}}``, each also counted in ``energy``/``power``; only payments its ``use`` allows may spend
    #: them ("Spend this Energy only during showdowns"; "only to play units or activated abilities of units").
    restricted: list[dict] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)  # top first
    trash: list[str] = field(default_factory=list)
    base: list[str] = field(default_factory=list)
    banishment: list[str] = field(default_factory=list)
    runes: list[str] = field(default_factory=list)
    rune_deck: list[str] = field(default_factory=list)  # top first (103.3, 430.1)
    legend: str | None = None
    #: How many turns this player has begun, the current one included ("your third turn", "each player's
    #: first Beginning Phase"); a mid-game setup derives it from the turn number and the turn order.
    turns_started: int = 0
    #: Experience (728-733): public (729.2), gained and spent (730), never shared (732), unbounded (733).
    xp: int = 0
    #: The Champion Zone (108.3): the Chosen Champion until it is played from there (108.3.d).
    champion: list[str] = field(default_factory=list)
    #: The name of the Chosen Champion (103.2.a.3: every champion unit of that name counts as it).
    chosen_champion: str | None = None
    lost: bool = False
    conceded: bool = False

    def zone(self, name: str) -> list[str]:
        return getattr(self, name)

    def empty_pool(self) -> None:
        """The Rune Pool empties (167: at the start of each Main Phase, 316.3, and the end of each turn, 317.2.d):
        Energy and Power, with their restricted parts."""
        self.energy = 0
        self.power = {}
        self.spell_power = {}
        self.spell_energy = 0
        self.restricted = []


@dataclass
class Battlefield:
    id: str
    name: str | None = None  # the battlefield card's name, if any
    controller: str | None = None
    contested: bool = False
    contested_by: str | None = None
    units: list[str] = field(default_factory=list)
    facedown: list[str] = field(default_factory=list)
    scored: list[str] = field(default_factory=list)
    staged: str | None = None  # None | "showdown" | "combat" (rules 323.8-323.10)


@dataclass
class Showdown:
    at: str
    combat: bool = False
    attacker: str | None = None
    defender: str | None = None
    #: Consecutive voluntary focus passes (rule 347.2.a); reset when a player starts a chain.
    focus_passes: int = 0
    #: ``open`` while players act with focus; then the remaining steps: ``damage``, ``resolution``,
    #: ``result``, ``control``, ``end`` for a combat (rules 465-466), ``control`` for a non-combat showdown
    #: (348.2).
    stage: str = "open"
    #: Identifies this combat for "once per combat" bookkeeping (383.4.e.2.a).
    serial: int = 0
    #: Attackers and defenders were both still here in the combat cleanup (step 3d, 466.1.a.2): "No
    #: Result" (466.3.d).
    tied: bool = False


@dataclass
class ChainItem:
    ref: str
    kind: str  # card | trigger | ability
    source: str  # card instance ID (the card itself, or the source of the ability)
    controller: str
    status: str = "pending"  # pending | finalized (rule 329)
    #: Which ability of the source (1-based), for triggers and activated abilities.
    index: int = 1
    #: Behaviour key for triggers (which triggered ability of the behaviour).
    key: str | None = None
    targets: list[str] = field(default_factory=list)
    #: obj number of each target when chosen (rule 359.3.e.4).
    target_objs: dict[str, int] = field(default_factory=dict)
    #: Further data: destination ``to``, ``accelerate``, ``from_hidden``, trigger event info...
    data: dict[str, Any] = field(default_factory=dict)
    #: Units, gear and abilities that add resources resolve right after finalizing (rule 337.2).
    immediate: bool = False
    timestamp: int = 0
    #: The choices / costs / legality steps are done (only the cleanup after finalizing is left).
    prepared: bool = False


@dataclass
class PendingTrigger:
    """A triggered ability whose condition was met, waiting to be put on the chain (rule 383.3)."""

    source: str
    controller: str
    key: str
    index: int
    data: dict[str, Any] = field(default_factory=dict)
    #: Priority group for simultaneous triggers of a combat start: 0 attacker, 1 others, 2 defender.
    group: int = 1


@dataclass
class DelayedTrigger:
    """A delayed triggered ability (rules 389-392) that a resolving effect created: the ``index``-th
    triggered ability of ``source``'s behaviour (declared there with ``zones=()``, so it never triggers on
    its own), controlled by ``controller``. ``data`` holds the objects it is linked to (390.5). It is
    removed once it has triggered (``once``) and, if ``this_turn``, when the turn it was made in ends."""

    source: str
    controller: str
    index: int
    turn: int
    data: dict[str, Any] = field(default_factory=dict)
    once: bool = True
    this_turn: bool = True
    #: The official card whose text made it: the effect that initiated it defines it (390, 390.4), so it
    #: keeps that text though its source becomes something else meanwhile (a replaced battlefield, 438).
    of: str | None = None


@dataclass
class GameState:
    order: list[str]
    players: dict[str, Player]
    active: str
    phase: str = "main"
    #: Step within a phase that has steps (beginning: ``start``/``scoring``; ending: ``end``/``expiration``).
    step: str | None = None
    turn_number: int = 1
    rules_version: str = "1.4"
    victory_score: int = 8
    priority: str | None = None
    focus: str | None = None
    #: Consecutive priority passes without adding an item (rule 339.1).
    passes: int = 0
    chain: list[ChainItem] = field(default_factory=list)  # oldest first
    #: What opened the current chain: card | ability | trigger | add (rules 340.2.a, 346.1).
    chain_opener: str | None = None
    showdown: Showdown | None = None
    cards: dict[str, CardInstance] = field(default_factory=dict)
    battlefields: dict[str, Battlefield] = field(default_factory=dict)
    pending_triggers: list[PendingTrigger] = field(default_factory=list)
    #: A cleanup is outstanding (rule 319).
    cleanup_due: bool = False
    #: Cleanups run so far, and the serial of the one running now (None outside a cleanup): events a cleanup
    #: produces carry it as ``cleanup``, so simultaneous events (one cleanup, 322-323) can be told from
    #: events of two cleanups.
    cleanups: int = 0
    in_cleanup: int | None = None
    #: The showdown just ended and its combat steps / control check must run.
    showdown_ended: Showdown | None = None
    winner: str | None = None
    clock: int = 0
    events: list[dict[str, Any]] = field(default_factory=list)
    #: "This turn" bookkeeping, cleared at the end of the turn: e.g. cards finalized by each player.
    turn_memory: dict[str, Any] = field(default_factory=dict)
    extra_turns: list[str] = field(default_factory=list)
    #: While Additional Turns are being taken, the player whose regular turn they follow: the turn queue
    #: then resumes with the player after them (738), not after the last Additional Turn's player.
    resume_after: str | None = None
    #: Delayed triggered abilities waiting for their moment (389-392; see ``delayed.py``).
    delayed: list[DelayedTrigger] = field(default_factory=list)
    next_object: int = 0
    created: int = 0
    #: The Setup Process (110-118) still has mulligans to perform before the first turn (``game_setup``).
    setup_pending: bool = False
    #: First Turn Process adjustments of the mode of play (483.7), by player, consumed on use:
    #: ``extra_runes`` channelled in their first Channel Phase, ``skip_draw`` in their first Draw Phase.
    first_turn: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: Answers to questions, consumed in order while a decision is replayed (see api.py).
    answers: list[Any] = field(default_factory=list)
    #: The chain item resolving now (359.3, 406.5): ``{"ref", "source", "kind", "spell", "serial"}``, else None. Kill
    #: instructions it performs are attributed to it (428.5.b).
    resolving: dict[str, Any] | None = None
    #: The chain item whose cost is being paid now (``payment.pay``), for restricted resources; else None.
    paying_for: Any = None
    #: Damage the last resolved spell or ability dealt, by unit: ``{"player", "source", "spell", "serial"}``. The
    #: cleanup right after that resolution attributes the deaths it causes to it (428.5.c); then it is cleared.
    resolution_damage: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: A copy on which ``legal.py`` tries a candidate decision: processing stops (``TrialAccepted``) where
    #: nothing more can refuse it (``timing.settled``), instead of running the rules on to the next decision.
    trial: bool = False
    #: Caches of lookups derived from the cards (``passive_sources.py``), each stamped with what it was computed
    #: from; never part of the game (not compared, and harmless to copy: a stale stamp makes it recompute).
    derived: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    # -- small lookups -------------------------------------------------------------------------------

    def tick(self) -> int:
        """Advance and return the timestamp counter."""
        self.clock += 1
        return self.clock

    def new_obj(self) -> int:
        self.next_object += 1
        return self.next_object

    def card(self, cid: str) -> CardInstance:
        return self.cards[cid]

    def is_chosen_champion(self, cid: str) -> bool:
        """103.2.a.3: every champion unit with the name of its owner's Chosen Champion counts as it, in any
        zone (the copy set aside at setup and the others in the deck, hand, trash or on the board)."""
        c = self.cards[cid]
        return (c.type == "unit" and "champion" in c.supertypes
                and c.name == self.players[c.owner].chosen_champion)

    def opponents(self, player: str) -> list[str]:
        return [p for p in self.order if p != player and not self.players[p].lost]

    def living(self) -> list[str]:
        return [p for p in self.order if not self.players[p].lost]

    def next_player(self, player: str) -> str:
        """The next player in turn order after ``player`` (skipping players who left the game)."""
        alive = self.living()
        if player not in alive:
            i = self.order.index(player)
            for step in range(1, len(self.order) + 1):
                p = self.order[(i + step) % len(self.order)]
                if p in alive:
                    return p
            return player
        return alive[(alive.index(player) + 1) % len(alive)]

    def turn_order_from(self, first: str) -> list[str]:
        alive = self.living()
        if first not in alive:
            return alive
        i = alive.index(first)
        return alive[i:] + alive[:i]

    @property
    def closed(self) -> bool:
        return bool(self.chain)  # rule 309.1

    @property
    def state_name(self) -> str:
        """Rule 310: neutral/showdown x open/closed."""
        return f"{'showdown' if self.showdown else 'neutral'}-{'closed' if self.chain else 'open'}"

    def is_board_zone(self, zone: str) -> bool:
        return zone == "base" or zone in self.battlefields

    def location(self, cid: str) -> str | None:
        """A permanent's location on the board: ``base``-of-controller as 'base', a battlefield ID, or None."""
        c = self.cards[cid]
        return c.zone if self.is_board_zone(c.zone) else None

    def units_at(self, location: str, player: str | None = None) -> list[str]:
        if location in self.battlefields:
            ids = list(self.battlefields[location].units)
        else:
            raise KeyError(location)
        return [u for u in ids if player is None or self.cards[u].controller == player]

    def board_units(self) -> list[str]:
        out = []
        for p in self.order:
            out += [c for c in self.players[p].base if self.cards[c].type == "unit"]
        for bf in self.battlefields.values():
            out += list(bf.units)
        return out

    def item(self, ref: str) -> ChainItem | None:
        for it in self.chain:
            if it.ref == ref:
                return it
        return None


def clone_by_pickle(g: GameState) -> GameState:
    """A deep snapshot by pickling: the plain version :func:`clone` is checked against (tests)."""
    return pickle.loads(pickle.dumps(g, pickle.HIGHEST_PROTOCOL))


# -- clone: a deep snapshot, written out per type ---------------------------------------------------------
#
# The state is plain data (see the module docstring). ``clone`` copies it type by type instead of pickling it
# (several times faster, which ``legal.py`` and ``api.py`` need: they snapshot for every candidate and every
# decision). Two kinds of objects are shared between a state and its clone because nothing ever changes them
# once made: ``Modifier``s and the recorded event dicts (``events.emit`` builds each event whole before
# appending it). Everything else mutable is copied; the one object the state refers to twice, the chain item
# being paid for (``paying_for``), stays the same object as its entry in the copied chain.

_ATOMIC = frozenset({str, int, float, bool, type(None)})
_new, _setattr = object.__new__, object.__setattr__


def _deep(x: Any, memo: dict[int, Any]) -> Any:
    """A deep copy of JSON-like data (dicts, lists, tuples, sets of plain values) and of the state's own
    dataclasses; anything else goes through ``copy.deepcopy``."""
    t = type(x)
    if t in _ATOMIC:
        return x
    if t is dict:
        return {k: _deep(v, memo) for k, v in x.items()}
    if t is list:
        return [_deep(v, memo) for v in x]
    if t is tuple:
        return tuple([_deep(v, memo) for v in x])
    if t is set or t is frozenset:
        return t(_deep(v, memo) for v in x)
    if t is Modifier:
        return x
    found = memo.get(id(x))
    if found is not None:
        return found
    copier = _COPIERS.get(t)
    if copier is not None:
        out = memo[id(x)] = copier(x, memo)
        return out
    import copy

    out = memo[id(x)] = copy.deepcopy(x)
    return out


def _copy_fields(x: Any, memo: dict[int, Any]) -> Any:
    """Any of the state's dataclasses: a new instance whose fields are deep copies."""
    out = object.__new__(type(x))
    out.__dict__.update({k: _deep(v, memo) for k, v in x.__dict__.items()})
    return out


def _record_copier(cls: type):
    """The copier of one of the state's records (a card, a player, a battlefield): its containers are the
    fields with a ``default_factory`` (a dataclass's only way to a mutable default); lists of IDs and of
    Modifiers (never changed once made) are copied flat, anything else deep. Its other fields hold plain
    values (strings, numbers, tuples of strings)."""
    containers = tuple(f.name for f in fields(cls) if f.default_factory is not MISSING)

    def copier(x: Any, memo: dict[int, Any]) -> Any:
        d = x.__dict__.copy()
        for k in containers:
            v = d[k]
            if not v:
                d[k] = type(v)()
            elif type(v) is list and (type(v[0]) is str or type(v[0]) is Modifier):
                d[k] = v.copy()
            elif type(v) is dict and all(type(e) in _ATOMIC for e in v.values()):
                d[k] = v.copy()
            else:
                d[k] = _deep(v, memo)
        out = _new(cls)
        _setattr(out, "__dict__", d)  # the copies become its fields at once (no per-field __setattr__)
        return out

    return copier


_COPIERS = {CardInstance: _record_copier(CardInstance), Player: _record_copier(Player),
            Battlefield: _record_copier(Battlefield),
            Showdown: _copy_fields, ChainItem: _copy_fields, PendingTrigger: _copy_fields,
            DelayedTrigger: _copy_fields}


_CLONED = frozenset({"chain", "cards", "players", "battlefields", "events", "derived"})


def clone(g: GameState) -> GameState:
    """A deep snapshot of the state: changing either never changes the other (see above)."""
    memo: dict[int, Any] = {}
    out = object.__new__(GameState)
    d = g.__dict__.copy()
    d["chain"] = [_deep(it, memo) for it in g.chain]  # first: ``paying_for`` may be one of these items
    copy_card, copy_player, copy_bf = _COPIERS[CardInstance], _COPIERS[Player], _COPIERS[Battlefield]
    d["cards"] = {k: copy_card(v, memo) for k, v in g.cards.items()}  # nothing else refers to a card object
    d["players"] = {k: copy_player(v, memo) for k, v in g.players.items()}
    d["battlefields"] = {k: copy_bf(v, memo) for k, v in g.battlefields.items()}
    d["events"] = list(g.events)  # the event dicts are never changed once recorded (events.emit)
    d["derived"] = dict(g.derived)  # stamped caches (passive_sources.py)
    for name, value in d.items():
        if name not in _CLONED and type(value) not in _ATOMIC:
            d[name] = _deep(value, memo)
    out.__dict__.update(d)
    return out
