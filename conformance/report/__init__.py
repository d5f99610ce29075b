"""Reports for the rules team (issue 7): the pytest-html extension, the dashboard, run diffs and the
patch impact report. Everything here reads result records (``conformance.results``); nothing runs an
engine except ``impact``, which goes through the same runner as the pytest plugin.
"""
