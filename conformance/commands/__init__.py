"""The verbs of ``riftbound-conformance`` beyond ``run``: one module each, registered in ``cli.py``.

Each module has ``add_parser(commands)`` (its arguments) and ``main(args) -> exit code``.
"""
