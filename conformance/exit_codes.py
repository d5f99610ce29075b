"""Exit codes of ``riftbound-conformance`` (and of plain ``pytest`` with the plugin), documented in the
README: a CI job can tell a rules divergence from an engine that misbehaved, and both from a gate.

0, 2, 3, 4 and 5 are pytest's own (ok, interrupted, internal error, usage error, nothing collected).
"""

OK = 0
#: A scenario failed: a checkpoint diverged, a refusal was wrong, an unscripted question (or an
#: invalid scenario file, or a known failure passing under --strict-expectations).
SCENARIOS_FAILED = 1
#: Every scenario was judged fairly, but --fail-under or --min-coverage was not met.
BELOW_THRESHOLD = 6
#: The engine misbehaved: errored, crashed, timed out, broke the protocol, or could not start. Takes
#: precedence over the others, since such a run says little about the rules.
ENGINE_MISBEHAVED = 7
