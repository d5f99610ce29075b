"""Fiora, Victorious (unit): "While I'm [Mighty], I have [Deflect], [Ganking], and [Shield]."

A conditional passive over herself (364): checked afresh whenever her keywords are asked. Keywords are
granted in layer 2 (477.2), before the Might arithmetic of layer 3 that reads them (Shield, 814.1.c); so
whether she is Mighty (708) is judged on her Might without the keywords this ability itself gives (an
ability never holds itself up: the grant is left out while its own condition is computed)."""

from ...might import is_mighty
from .. import card
from ..cardsD_common import SelfStatic

_COMPUTING: set = set()  # (id(state), source) whose condition is being judged right now


def _while_mighty(g, source) -> tuple:
    key = (id(g), source)
    if key in _COMPUTING:
        return ()
    _COMPUTING.add(key)
    try:
        return ("Deflect", "Ganking", "Shield") if is_mighty(g, source) else ()
    finally:
        _COMPUTING.discard(key)


@card("Fiora, Victorious")
class FioraVictorious(SelfStatic):
    self_keywords = (_while_mighty,)
