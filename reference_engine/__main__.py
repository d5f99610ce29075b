"""``python -m reference_engine``: the reference engine as a protocol v1 server on stdin/stdout."""

import sys

from reference_engine.server import main

sys.exit(main())
