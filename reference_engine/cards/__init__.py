"""Card behaviours, one module per card, registered by exact catalogue name into the registry of
``reference_engine.behaviour``.

Importing this package imports every card module once (each registers itself with ``@card``) and installs
the compiled-spec builder (``compiled.py``). The machinery never imports this package: it asks the registry
(``behaviour.behaviour_of``); ``reference_engine.api`` imports it so a ``Session`` can play cards.
The names below are re-exported so card modules can keep writing ``from . import Behaviour, card``.
"""

from __future__ import annotations

import importlib
import pkgutil

from ..behaviour import (Ability, Behaviour, CostSpec, TargetSpec, Trigger, behaviour_of, card,
                         compiled_behaviour, registered, set_spec_compiler)
from . import compiled

__all__ = ["Ability", "Behaviour", "CostSpec", "TargetSpec", "Trigger", "card", "behaviour_of", "registered",
           "compiled_behaviour"]



def _load_all() -> None:
    """Import every module of this package and its subpackages once; card modules register on import."""
    for mod in pkgutil.walk_packages(__path__, prefix=f"{__name__}."):
        importlib.import_module(mod.name)


set_spec_compiler(compiled.behaviour)
_load_all()
