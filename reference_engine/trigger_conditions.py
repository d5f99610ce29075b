"""Trigger conditions many cards share: small predicates ``(g, source, event) -> bool`` that a
:class:`~reference_engine.behaviour.Trigger` tests against each event (383.2)."""

from __future__ import annotations


def played_me(g, source, event) -> bool:
    """"When you play me" (383.4.a): this permanent finished being played -- the ``play`` event that
    names it as a permanent (a spell's play event carries ``permanent=False``)."""
    return event.get("card") == source and bool(event.get("permanent"))
