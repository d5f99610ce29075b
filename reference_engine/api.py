"""The engine's only public surface: :class:`Session` (docs/architecture.md), in plain JSON-like data.

Decisions and questions. Processing a decision (an action) runs the rules until a player has to act
again. When the rules need an answer from a player in the middle (order simultaneous triggers, a choice an
effect asks for as it resolves, combat damage assignment), the engine raises ``NeedDecision``: the question
becomes the observed ``decision`` and the state at that moment is what ``observe`` reports. When the answer
arrives, the engine replays the decision that led to the question from the snapshot taken before it, this
time with the answers given so far. The rules are deterministic, so the replay reaches the same question
and takes the recorded answer (see README.md, "Decisions"). A refused decision restores the exact state.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from . import __version__
from . import cards as _cards  # noqa: F401  (the composition root: fills the card registry, behaviour.py)
from .actions import dispatch, early_refusal
from .affordability import surely_unaffordable
from .decisions import ADD_MARK, PAYING
from .errors import IllegalAction, NeedDecision, SetupError
from .legal import candidate_actions, legal_actions
from .observe import observe
from .game_setup import build as build_from_decks, process as setup_process
from .setup import build
from .state import GameState, clone, identity_epoch, rewind_identity_epoch, thrown_away
from .versions import DEFAULT, VERSIONS

RULES_VERSIONS = VERSIONS  # see versions.py
CAPABILITIES = ("hidden", "multiplayer", "legal-actions", "events", "setup-from-decks")
#: Every feature of the suite's vocabulary (docs/engine-protocol.md, "Features"): the oracle has them all.
FEATURES = ("official-cards", "stand-in-cards", "keywords", "runes", "legends", "battlefield-cards", "move", "showdown", "combat", "damage-assignment", "hidden", "stun", "tokens", "equipment", "activated-abilities", "trigger-ordering", "choices", "optional-costs", "turn-structure", "concede", "multiplayer", "events", "legal-actions", "setup-from-decks", "mode-match", "mode-skirmish", "mode-war")
ANSWER_VERBS = ("order", "choose", "assign")


def _refusal(exc: IllegalAction) -> dict[str, Any]:
    refused = {"accepted": False, "reason": str(exc) or "illegal action"}
    if exc.code:
        refused["code"] = exc.code  # refusals.py
    return refused


class Session:
    def __init__(self, rules_version: str = DEFAULT):
        if rules_version not in RULES_VERSIONS:
            raise SetupError("rules_version", f"unsupported rules version {rules_version!r}; "
                             f"supported: {', '.join(RULES_VERSIONS)}")
        self.rules_version = rules_version
        self._g: GameState | None = None
        self._decision: dict | None = None
        # Replay memory for an open question: the state before the decision that raised it, that
        # decision, and the answers given so far.
        self._base: GameState | None = None
        self._action: dict | None = None
        self._answers: list[Any] = []

    # -- handshake ------------------------------------------------------------------------------------

    def describe(self) -> dict[str, Any]:
        return {"name": "riftbound-reference", "version": __version__, "rules_version": self.rules_version,
                "rules_versions": list(RULES_VERSIONS), "capabilities": list(CAPABILITIES),
                "features": list(FEATURES)}

    # -- lifecycle ------------------------------------------------------------------------------------

    def setup(self, setup: Mapping[str, Any], rules_version: str | None = None) -> None:
        if rules_version is not None and rules_version not in RULES_VERSIONS:
            raise SetupError("rules_version", f"unsupported rules version {rules_version!r}")
        # A setup with decks starts from the Setup Process (110-118, game_setup.py); otherwise it states a position.
        from_decks = isinstance(setup, Mapping) and set(setup) & {"decks", "mode", "seed", "first"}
        make = build_from_decks if from_decks else build
        self._g = make(setup, rules_version or self.rules_version)
        self._decision = None
        self._base = self._action = None
        self._answers = []
        # Settle the starting state (a setup may already hold something the rules act on, e.g. a staged
        # showdown). A question asked while settling is answered like any other: the replay starts from
        # the state as built (``_action`` None means "settle").
        self._g.cleanup_due = True
        self._base = clone(self._g)
        try:
            self._run(self._g, None)
        except IllegalAction as exc:
            raise SetupError("", f"the starting state is not legal: {exc}") from exc

    def act(self, action: Mapping[str, Any]) -> dict[str, Any]:
        g = self._require()
        if not isinstance(action, Mapping):
            return {"accepted": False, "reason": "an action must be a mapping"}
        action = {k: v for k, v in action.items() if k not in ("refused", "reason", "code", "note", "by_ruling")}
        if self._decision is None and not any(v in action for v in ANSWER_VERBS):
            early = early_refusal(g, action)  # checks that read the state only: nothing to restore
            if early is not None:
                return _refusal(early)
        snapshot = clone(g)  # restored if the action is refused; also the replay base of a new decision
        before = (snapshot, self._decision, self._base, self._action, list(self._answers))
        epoch = identity_epoch()
        try:
            if self._decision is not None and "concede" in action:
                self._concede_during_question(action)
            elif self._decision is not None:
                self._answer(action)
            else:
                verb = next((v for v in ANSWER_VERBS if v in action), None)
                if verb is not None:
                    raise IllegalAction(f"nothing asked a question to answer with {verb!r}", code="invalid-answer")
                self._base = snapshot  # never mutated: replays clone it, a refusal puts it back as the state
                self._action = dict(action)
                self._answers = []
                self._run(self._g, action)
        except IllegalAction as exc:
            self._g, self._decision, self._base, self._action, self._answers = before
            rewind_identity_epoch(epoch)  # every state the action changed is thrown away
            return _refusal(exc)
        except Exception:
            # An engine bug: keep the last consistent state, and let the caller report the error.
            self._g, self._decision, self._base, self._action, self._answers = before
            raise
        return {"accepted": True}

    def _answer(self, action: Mapping[str, Any]) -> None:
        d = self._decision
        player = action.get("player")
        if player != d["player"]:
            raise IllegalAction(f"{d['player']} must answer the open question ({d['kind']}) first", code="no-priority")
        expected = {"order-triggers": "order", "choose": "choose", "assign-damage": "assign"}[d["kind"]]
        if "activate" in action and expected not in action and d.get(PAYING):
            # 429.3: an [Add] ability used while the question is open; the replay performs it at the
            # question and asks again.
            entry = {"player": player, "activate": action["activate"], "ability": action.get("ability", 1)}
            answers = self._answers + [{ADD_MARK: entry}]
            g = clone(self._base)
            g.answers = list(answers)
            self._g = g
            self._answers = answers
            self._run(g, self._action, replay=True)
            return
        if expected not in action:
            raise IllegalAction(f"the open question ({d['kind']}) must be answered with {expected!r}", code="invalid-answer")
        answers = self._answers + [action[expected]]
        g = clone(self._base)
        g.answers = list(answers)
        self._g = g
        self._answers = answers
        self._run(g, self._action, replay=True)

    def _concede_during_question(self, action: Mapping[str, Any]) -> None:
        """650: a player may concede at any time, even while another player's question is open.

        If the concession ends the game (651.1) or the player asked is the one leaving, the question is
        void: the player is removed from the game as it stands at the question (the state observed), and
        the rules go on from there (652.5; their chain items are countered, 652.4, and their pending
        triggers are gone, 651.3). Otherwise the question's player stays: the concession is recorded among
        the answers and the replay performs it at the question (``decisions.ask``), which is then asked
        again without the cards that left the game.
        """
        from .decisions import CONCEDE_MARK

        player = action.get("player")
        g = self._require()
        if not isinstance(player, str) or player not in g.players:
            raise IllegalAction(f"unknown player {player!r}", code="malformed")
        if set(action) != {"player", "concede"} or action["concede"] is not True:
            raise IllegalAction("a concession is {player, concede: true}", code="malformed")
        if g.players[player].lost:
            raise IllegalAction(f"{player} has already left the game", code="no-priority")
        asked = self._decision["player"]
        ends = len(g.living()) <= 2
        if player == asked or ends:
            g = clone(g)
            g.answers = []
            self._g = g
            self._base = None
            self._action = None
            self._answers = []
            self._decision = None
            from .turns import concede

            concede(g, player)
            if g.winner is None:
                self._base = clone(g)
                self._run(g, None)
            return
        answers = self._answers + [{CONCEDE_MARK: player}]
        g = clone(self._base)
        g.answers = list(answers)
        self._g = g
        self._answers = answers
        self._run(g, self._action, replay=True)

    def _run(self, g: GameState, action: Mapping[str, Any] | None, replay: bool = False) -> None:
        if not replay:
            g.answers = []
        self._decision = None
        try:
            if action is None:
                from .timing import run

                if g.setup_pending:  # draws and mulligans of the Setup Process (116-117), then the first turn
                    setup_process(g)
                run(g)
            else:
                dispatch(g, action)
        except NeedDecision as nd:
            self._decision = nd.decision
            return
        if g.answers:
            raise IllegalAction("more answers were given than questions asked", code="invalid-answer")
        self._base = None
        self._action = None
        self._answers = []

    # -- observation ----------------------------------------------------------------------------------

    def observe(self) -> dict[str, Any]:
        return observe(self._require(), self._decision)

    def events(self) -> list[dict[str, Any]]:
        return copy.deepcopy(self._require().events)

    def legal_actions(self, player: str | None = None) -> list[dict[str, Any]]:
        out = legal_actions(self._require(), self._decision, player)
        if self._decision is not None:
            # An answer is legal only if the replay accepts it (e.g. "yes" to a cost the pool cannot pay
            # is refused), so each candidate answer is tried and the session put back as it was.
            out = [a for a in out if self._answer_accepted(a)]
        return out

    def candidate_actions(self, player: str | None = None) -> list[dict[str, Any]]:
        """Every action worth trying now, a superset of ``legal_actions`` computed without trying any: a
        caller picking one at random and ``act``-ing it until one is accepted draws from the legal actions
        at a fraction of the cost (``selfplay``)."""
        return candidate_actions(self._require(), self._decision, player)

    def surely_unaffordable(self, action: Mapping[str, Any]) -> bool:
        """Whether ``act(action)`` is certain to be refused for a cost the pool cannot pay, known without
        trying it (``affordability.py``; False: unknown). A caller trying candidates skips such a play."""
        return self._decision is None and surely_unaffordable(self._require(), action)

    def _answer_accepted(self, action: dict[str, Any]) -> bool:
        saved = (self._g, self._decision, self._base, self._action, list(self._answers))
        try:
            with thrown_away():  # the replay's states are all dropped: the session is put back below
                self._answer(action)
            return True
        except IllegalAction:
            return False
        finally:
            self._g, self._decision, self._base, self._action, self._answers = saved

    def _require(self) -> GameState:
        if self._g is None:
            raise SetupError("", "setup() has not been called")
        return self._g
