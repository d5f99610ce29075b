"""Differential fuzzing against the reference engine (``riftbound-conformance fuzz``, docs/fuzzing.md).

* ``situations.py``  Hypothesis strategies for random legal starting positions within an engine's features
* ``lockstep.py``    one game played on the engine and on the oracle with the same decisions, compared
                     after every step; the first divergence
* ``checkpoint.py``  a divergence in the scenario format's checkpoint terms (and the rules it touches)
* ``writer.py``      the shrunk game as a scenario YAML file
* ``campaign.py``    the search: Hypothesis generates games, stops at the first divergence and shrinks
                     it; several workers on one machine (a process pool)
* ``minimize.py``    the last shrinking pass: cards and decisions taken out, the decisions replayed by value
"""
