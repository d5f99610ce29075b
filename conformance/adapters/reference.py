"""In-process adapter over the reference engine's own API (``reference_engine.api.Session``).

The reference engine imports nothing from ``conformance``; this adapter translates its plain-dict API
into the harness protocol (``conformance.adapters.protocol``) and its errors into the harness's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from conformance.adapters.protocol import Action, ActionResult, EngineInfo, State
from conformance.exceptions import EngineError


def card_support() -> list[dict[str, str | None]]:
    """Every card the reference engine knows (the official catalogue and the suite's stand-ins): ``name``,
    ``type``, ``how`` it is implemented (``module``, ``spec``, ``keywords`` or ``missing``) and the
    ``problem`` that stops it playing the card (None when it can)."""
    from reference_engine import coverage  # imported lazily, like the engine itself

    return coverage.table()


class ReferenceAdapter:
    def __init__(self, rules_version: str | None = None):
        from reference_engine.api import Session  # imported lazily, when the engine is chosen

        self._session_class = Session
        self._session = Session(rules_version) if rules_version else Session()

    def describe(self) -> EngineInfo:
        data = self._session.describe()
        return EngineInfo(
            name=data["name"],
            version=str(data["version"]),
            rules_version=data["rules_version"],
            capabilities=frozenset(data.get("capabilities", ())),
            rules_versions=tuple(data.get("rules_versions", ())),
            features=frozenset(data["features"]) if "features" in data else None,
            cards=frozenset(data["cards"]) if "cards" in data else None,
            untracked=tuple(data.get("untracked", ())),
        )

    def setup(self, setup: Mapping[str, Any], *, rules_version: str) -> None:
        from reference_engine.errors import SetupError

        try:
            if rules_version != self._session.rules_version:
                self._session = self._session_class(rules_version)
            self._session.setup(setup, rules_version)
        except SetupError as exc:
            raise EngineError(str(exc), field=exc.field or None) from None

    def act(self, action: Action) -> ActionResult:
        result = self._session.act(action)
        return ActionResult(bool(result.get("accepted")), result.get("reason"), result.get("code"))

    def observe(self) -> State:
        return self._session.observe()

    def events(self) -> Sequence[Mapping[str, Any]]:
        return self._session.events()

    def legal_actions(self, player: str | None = None) -> Sequence[Action]:
        return self._session.legal_actions(player)

    def close(self) -> None:
        self._session = None  # type: ignore[assignment]
