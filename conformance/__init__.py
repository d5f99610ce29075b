"""riftbound-conformance: executable Riftbound rulings, run against any rules engine."""

__version__ = "0.1.0"
