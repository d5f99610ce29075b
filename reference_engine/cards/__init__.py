"""Card behaviours, one module per card, registered by exact catalogue name into the registry of
``reference_engine.behaviour``.

A card's module sits in the folder of the set that first printed it (``SET_FOLDERS``; the catalogue's
``CardFacts.sets``), named for the card in snake case: ``origins/cleave.py``; stand-ins in ``stand_ins/``.
The modules at this level are shared pieces (``common``, ``compiled``, ``group_rules``) and register none.

Importing this package imports every card module once (each registers itself with ``@card``) and installs
the compiled-spec builder (``compiled.py``). The machinery never imports this package: it asks the registry
(``behaviour.behaviour_of``); ``reference_engine.api`` imports it so a ``Session`` can play cards.
The names below are re-exported so a card module can write ``from .. import Behaviour, card``.
"""

from __future__ import annotations

import importlib
import pkgutil

from ..behaviour import (Ability, Behaviour, CostSpec, Mode, TargetSpec, Trigger, behaviour_of, card,
                         compiled_behaviour, registered, set_spec_compiler)
from . import compiled

__all__ = ["Ability", "Behaviour", "CostSpec", "Mode", "TargetSpec", "Trigger", "card", "behaviour_of", "registered",
           "compiled_behaviour"]


#: The folder of each set's cards, by the set's code (``CardFacts.sets``), oldest set first.
SET_FOLDERS = {"OGN": "origins", "OGS": "proving_grounds", "SFD": "spiritforged", "UNL": "unleashed",
               "VEN": "vendetta"}
STAND_INS = "stand_ins"


def _load_all() -> None:
    """Import every module of this package and its subpackages once; card modules register on import."""
    for mod in pkgutil.walk_packages(__path__, prefix=f"{__name__}."):
        importlib.import_module(mod.name)


set_spec_compiler(compiled.behaviour)
_load_all()
