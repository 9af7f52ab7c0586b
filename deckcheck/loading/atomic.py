"""Writing files so that nothing a user wrote is ever lost, and editing them one at a time.

* :func:`write_atomic` / :func:`atomic_output` write a temporary file in the target's
  folder, flush and fsync it, give it the old file's permissions and rename it over the
  target (:func:`os.replace`): a crash, kill -9, a full disk or an interrupted write
  leaves either the old file or the new one, never half of one.
* Temporary names stay short whatever the target's name (``.NAME~RANDOM.dctmp``, NAME cut
  to 64 bytes), so a long file name never makes a file unwritable. A writer holds an
  advisory lock on its temporary file while it lives; the next write to the same folder
  removes the temporary files of writers that died (kill -9), so they never accumulate.
* :func:`edit_lock` serialises read-modify-write edits of one file between processes:
  an advisory lock (``flock`` on POSIX) on the file itself, taken again when the file was
  replaced while waiting, so concurrent ``deck add`` runs all apply, one after another.
  On Windows, where an open file cannot be replaced, the lock is a byte of a small
  ``.NAME~lock`` file beside it (``msvcrt.locking``).

A read-only target is refused (it is not silently replaced by a writable copy).
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
import tempfile
import time
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import BinaryIO

from deckcheck.diagnostics import printable
from deckcheck.errors import InputError, UsageError

#: Every temporary file deckcheck writes ends so (and starts with a dot).
TEMP_SUFFIX = ".dctmp"
#: The bytes of a target's name kept in its temporary files' names.
_NAME_BYTES = 64
#: How long an edit waits for another process's edit of the same file.
LOCK_TIMEOUT = 60.0

_POSIX = sys.platform != "win32"


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _short_name(name: str) -> str:
    """``name`` cut to at most ``_NAME_BYTES`` bytes of UTF-8, at a character boundary."""
    raw = name.encode("utf-8", "surrogateescape")[:_NAME_BYTES]
    return raw.decode("utf-8", "ignore")


def temp_prefix(target: Path) -> str:
    """The start of every temporary file's name for ``target``."""
    return f".{_short_name(target.name)}~"


def _failure(path: Path, err: OSError, unchanged: bool = True) -> InputError:
    reason = err.strerror or str(err)
    tail = "; the file is unchanged" if unchanged else ""
    return InputError(f"cannot write {printable(str(path))}: {reason}{tail}", code="WRITE_FAILED")


def _fsync_directory(directory: Path) -> None:
    """Make the rename durable; not every platform can open a folder (Windows)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def _try_lock(fd: int) -> bool:
    """Take the advisory lock of an open file without waiting; False when another holds it."""
    if not _POSIX:  # pragma: no cover - Windows
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError:  # a file system without locks: act as if it were held
        return False
    return True


def sweep_temporaries(directory: Path, prefix: str = ".") -> int:
    """Remove the temporary files of dead writers in ``directory`` whose names start with
    ``prefix``: those nobody holds a lock on. Returns how many were removed."""
    if not _POSIX:  # pragma: no cover - Windows: a live writer's lock cannot be told apart
        return 0
    removed = 0
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return 0
    for entry in entries:
        name = entry.name
        if not (name.startswith(prefix) and name.endswith(TEMP_SUFFIX)):
            continue
        try:
            fd = os.open(entry.path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
        except OSError:
            continue
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode) or not _try_lock(fd):
                continue  # a live writer's file (or not one of ours)
            # Still the same file under that name? Then nobody will ever rename it.
            now = os.stat(entry.path, follow_symlinks=False)
            if (now.st_dev, now.st_ino) == (info.st_dev, info.st_ino):
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue
        finally:
            os.close(fd)
    return removed


def _target_of(path: Path) -> Path:
    """The file a write to ``path`` replaces: a symbolic link's target."""
    try:
        return Path(os.path.realpath(path)) if path.is_symlink() else path
    except OSError:  # a name too long: writing it says so
        return path


def _mode_for(path: Path, target: Path) -> int:
    """The permissions the new file gets: the old file's, else the umask's default."""
    try:
        info = target.stat()
    except FileNotFoundError:
        return 0o666 & ~_umask()
    except OSError as err:
        raise _failure(path, err) from None
    if not stat.S_ISREG(info.st_mode):
        raise InputError(
            f"cannot write {printable(str(path))}: not a regular file", code="WRITE_FAILED"
        )
    why = None
    if not info.st_mode & 0o222:  # refused even for root, who could replace it
        why = "the file is read-only"
    elif not os.access(target, os.W_OK):
        why = "Permission denied"
        with contextlib.suppress(OSError, AttributeError):
            if os.statvfs(target).f_flag & os.ST_RDONLY:
                why = "Read-only file system"
    if why is not None:
        raise InputError(
            f"cannot write {printable(str(path))}: {why}; the file is unchanged",
            code="WRITE_FAILED",
        )
    return stat.S_IMODE(info.st_mode)


@contextlib.contextmanager
def atomic_output(path: Path, *, durable: bool = True) -> Iterator[BinaryIO]:
    """A binary stream whose content replaces ``path`` all at once when the block ends.

    When the block raises, or the write fails, the temporary file is removed and ``path``
    is as it was; an :class:`OSError` becomes :class:`InputError` (``WRITE_FAILED``).
    ``durable=False`` skips the fsyncs (for caches, which may be lost but not corrupt).
    """
    path = Path(path)
    target = _target_of(path)
    directory = target.parent
    mode = _mode_for(path, target)
    prefix = temp_prefix(target)
    try:
        fd, temporary = tempfile.mkstemp(prefix=prefix, suffix=TEMP_SUFFIX, dir=directory)
    except OSError as err:
        raise _failure(path, err) from None
    try:
        _try_lock(fd)  # marks the file as alive for sweep_temporaries()
        with os.fdopen(fd, "wb") as handle:
            yield handle
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
            os.chmod(temporary, mode)
            os.replace(temporary, target)
    except BaseException as err:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        if isinstance(err, OSError):
            raise _failure(path, err) from None
        raise
    if durable:
        _fsync_directory(directory)
    sweep_temporaries(directory, prefix)


def check_writable(path: Path) -> None:
    """Refuse now what :func:`write_atomic` would refuse later: ``path`` a directory or
    another non-regular file, a read-only file, a missing or unwritable folder. Checked
    by creating (and removing) the temporary file a write makes; ``path`` is untouched.
    For outputs written at the end of a long run (a tournament's report), so that a typo
    is said before the run, not after it."""
    path = Path(path)
    try:  # a stat can fail as the write would (a name too long, a loop of links)
        target = _target_of(path)
        is_folder, parent_is_folder = target.is_dir(), target.parent.is_dir()
    except OSError as err:
        raise _failure(path, err) from None
    if is_folder:
        raise InputError(f"cannot write {printable(str(path))}: is a directory",
                         code="WRITE_FAILED")  # fmt: skip
    if not parent_is_folder:
        raise InputError(
            f"cannot write {printable(str(path))}: no folder {printable(str(target.parent))}",
            code="WRITE_FAILED",
        )
    _mode_for(path, target)
    try:
        fd, temporary = tempfile.mkstemp(
            prefix=temp_prefix(target), suffix=TEMP_SUFFIX, dir=target.parent
        )
    except OSError as err:
        raise _failure(path, err) from None
    os.close(fd)
    with contextlib.suppress(OSError):
        os.unlink(temporary)


def same_file(one: Path | int, other: Path | int) -> bool:
    """Whether two names (or open descriptors: 0 is standard input) are one file, through
    symbolic and hard links alike; a name that does not exist yet is compared by its
    resolved path (an output about to be created)."""
    try:
        return os.path.samestat(os.stat(one), os.stat(other))
    except (OSError, ValueError):
        if isinstance(one, int) or isinstance(other, int):
            return False  # a closed descriptor is no file
        with contextlib.suppress(OSError, ValueError):
            return os.path.realpath(one) == os.path.realpath(other)
        return False


def check_outputs_apart(
    outputs: Sequence[tuple[str, Path | None]],
    inputs: Iterable[tuple[str, Path | int | None]] = (),
) -> None:
    """Refuse an output that is one of the command's own inputs, or another output.

    ``outputs`` are each an option and the file it names (``("--log", wf.txt)``), None
    when not given; ``inputs`` what each file read is in a message and its name (a
    descriptor for standard input): ``("one of the decks read", wf.txt)``. Called before
    any work: the output's write would replace the file the command had just read (a
    deck, a game log), which no later failure could give back. Writing over any other
    file stays allowed: an output is a file the user asked for by name.
    """
    given = [(option, path) for option, path in outputs if path is not None]
    read = [(what, path) for what, path in inputs if path is not None]
    for index, (option, path) in enumerate(given):
        for what, source in read:
            if same_file(path, source):
                raise UsageError(
                    f"{option} {printable(str(path))} is {what}: give another file",
                    code="OUTPUT_IS_INPUT",
                )
        for other, other_path in given[index + 1 :]:
            if same_file(path, other_path):
                raise UsageError(
                    f"{option} and {other} name the same file ({printable(str(path))}): "
                    "give each its own file",
                    code="BAD_OPTION",
                )


def write_atomic(path: Path, data: bytes, *, durable: bool = True) -> None:
    """Replace ``path`` with ``data`` all at once, or leave it as it was.

    The data goes to a temporary file in the same folder, is flushed and fsynced, gets
    the old file's permissions, and is renamed over ``path``. On any failure the
    temporary file is removed and :class:`~deckcheck.errors.InputError` says why; the
    old file is untouched. A symbolic link is followed: its target is replaced.
    """
    for attempt in range(3):
        try:
            with atomic_output(path, durable=durable) as handle:
                handle.write(data)
            return
        except InputError as err:
            # Another process's sweep took our temporary file for a dead writer's in the
            # instant between its creation and its lock: write it again.
            if attempt == 2 or "No such file" not in err.message:
                raise


# --- one edit at a time ----------------------------------------------------------------


def _open_for_lock(path: Path) -> int | None:
    """An open descriptor of the regular file ``path`` (never blocking on a FIFO)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None  # missing or unreadable: the reader says why
    try:
        if stat.S_ISREG(os.fstat(fd).st_mode):
            return fd
    except OSError:
        pass
    os.close(fd)
    return None


@contextlib.contextmanager
def edit_lock(path: Path, timeout: float = LOCK_TIMEOUT) -> Iterator[None]:
    """Hold the edit lock of ``path`` for a read-modify-write of it.

    Every ``deck add``/``deck remove`` of one file takes it, so concurrent edits apply
    one after another instead of overwriting each other. A file that is not there (or not
    a regular file) is not locked: the reader reports it. Waiting longer than ``timeout``
    seconds is an :class:`InputError` (``FILE_BUSY``).
    """
    target = _target_of(Path(path))
    if sys.platform == "win32":  # pragma: no cover - Windows
        with _windows_lock(target, timeout):
            yield
        return
    import fcntl

    deadline = time.monotonic() + timeout
    delay = 0.001
    while True:
        fd = _open_for_lock(target)
        if fd is None:
            yield
            return
        locked = False
        try:
            while not locked:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    locked = True
                except BlockingIOError:
                    if time.monotonic() > deadline:
                        raise InputError(
                            f"{printable(str(path))}: another process is editing it "
                            f"(waited {timeout:.0f} s); nothing was changed",
                            code="FILE_BUSY",
                        ) from None
                    time.sleep(delay)
                    delay = min(delay * 2, 0.02)
                except OSError:
                    break  # no locks on this file system: edit unlocked, as before
            # The file we locked may have been replaced while we waited: lock the new one.
            try:
                now = os.stat(target)
                held = os.fstat(fd)
                same = (now.st_dev, now.st_ino) == (held.st_dev, held.st_ino)
            except OSError:
                same = True  # removed meanwhile: the reader will say so
            if same:
                yield
                return
        finally:
            os.close(fd)  # releases the lock


if sys.platform == "win32":  # pragma: no cover - Windows

    @contextlib.contextmanager
    def _windows_lock(target: Path, timeout: float) -> Iterator[None]:  # pragma: no cover
        import msvcrt

        lock_path = target.parent / f".{_short_name(target.name)}~lock"
        try:
            fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o666)
        except OSError:
            yield
            return
        deadline = time.monotonic() + timeout
        try:
            while True:
                try:
                    msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
                    break
                except OSError:
                    if time.monotonic() > deadline:
                        raise InputError(
                            f"{printable(str(target))}: another process is editing it; "
                            "nothing was changed",
                            code="FILE_BUSY",
                        ) from None
                    time.sleep(0.02)
            try:
                yield
            finally:
                with contextlib.suppress(OSError):
                    msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        finally:
            os.close(fd)


def make_folder(path: Path) -> None:
    """Create the folders a new file goes in (``deck new mydecks/wind.yaml`` in a fresh
    folder), as ``mkdir -p`` would; a folder that cannot be made is an input error."""
    folder = path.parent
    if folder.is_dir():
        return
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise InputError(
            f"cannot create the folder {folder} for {path}: {err.strerror or err}",
            code="WRITE_FAILED",
        ) from None
