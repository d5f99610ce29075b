"""Opening files the user names (scenarios, results, expectations): regular files only, never blocking.

A path in a scenario folder may be a dangling symbolic link, a link to itself, a FIFO, a socket or a
device. Opening a FIFO for reading blocks until a writer appears, and a device such as ``/dev/zero``
never ends, so every reader of untrusted input opens through :func:`open_regular`, which opens without
blocking, refuses anything that is not a regular file with a one-line reason, and then reads normally.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import BinaryIO

_KINDS = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO (named pipe)"), (stat.S_ISSOCK, "a socket"),
          (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"))


class NotReadable(OSError):
    """The path cannot be read as a regular file; ``str()`` is the reason, without the path."""

    def __str__(self) -> str:
        return self.strerror or "cannot read"


def _reason(path: Path, error: OSError) -> str:
    if error.errno == errno.ENOENT and path.is_symlink():
        return f"a symbolic link to {os.readlink(path)!r}, which does not exist"
    if error.errno == errno.ELOOP:
        return "a symbolic link that loops (it points back to itself)"
    if error.errno == errno.ENOENT:
        return "no such file"
    if error.errno == errno.EACCES:
        return "permission denied"
    return error.strerror or str(error)


def open_regular(path: str | Path) -> BinaryIO:
    """``path`` opened for binary reading, or NotReadable naming why it is not a readable regular file."""
    path = Path(path)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise NotReadable(exc.errno, _reason(path, exc)) from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            kind = next((name for test, name in _KINDS if test(mode)), "not a regular file")
            raise NotReadable(errno.EINVAL, f"{kind}, not a regular file")
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_limited(path: str | Path, limit: int) -> bytes:
    """The bytes of regular file ``path``, reading at most ``limit + 1`` (so a too-big file is seen as such)."""
    with open_regular(path) as handle:
        return handle.read(limit + 1)
