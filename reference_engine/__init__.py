"""The reference Riftbound rules engine (Core Rules v1.4): the oracle of the conformance suite.

Its only public surface is :class:`reference_engine.api.Session`. It imports nothing from ``conformance``.
"""

__version__ = "0.1.0"
