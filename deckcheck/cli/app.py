"""The Typer application, its lazily loaded commands, its help style, and the one place
where user-facing errors become exit codes.

Start-up is part of the interface: ``deckcheck validate deck.yaml`` should cost little
more than Python and Typer themselves. So the root group knows every command by name
(:func:`command_modules`) but imports a command's module only when that command runs;
``deckcheck --help`` imports them all, to show their summaries.
"""

from __future__ import annotations

import contextlib
import importlib
import os
import re
import signal
import sys
from collections.abc import Sequence
from difflib import get_close_matches
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO, cast

import typer
from typer.core import TyperArgument, TyperCommand, TyperGroup, TyperOption
from typer.main import get_command_from_info, get_command_name, get_group_from_info

from deckcheck import __version__
from deckcheck.diagnostics import printable
from deckcheck.errors import DeckcheckError
from deckcheck.services.interrupts import interrupt_status, stop_signals_handled, stopped_by

if TYPE_CHECKING:
    from deckcheck.formats.decks import DeckArgument

#: Every generic top-level command (or command group), in the order ``--help`` lists
#: them, and the module whose import registers it on :data:`app`. Commands a game adds
#: (its entry's ``commands``) follow ``replay``: see :func:`command_modules`.
COMMAND_MODULES: dict[str, str] = {
    "validate": "deckcheck.cli.validate",
    "cards": "deckcheck.cli.cards",
    "card": "deckcheck.cli.cards",
    "deck": "deckcheck.cli.deck",
    "play": "deckcheck.cli.play",
    "replay": "deckcheck.cli.play",
    "stats": "deckcheck.cli.stats",
    "report": "deckcheck.cli.report",
    "catalog": "deckcheck.cli.catalog",
    "schema": "deckcheck.cli.schema",
    "examples": "deckcheck.cli.examples",
    "bench": "deckcheck.cli.play",
    "tournament": "deckcheck.cli.tournament",
    "tune": "deckcheck.cli.tournament",
}


def command_modules() -> dict[str, str]:
    """Every command, the games' own after ``replay``, and the module registering it."""
    from deckcheck.games import game_commands

    generic = list(COMMAND_MODULES.items())
    cut = [name for name, _ in generic].index("replay") + 1
    return {**dict(generic[:cut]), **game_commands(), **dict(generic[cut:])}


# --- help style ------------------------------------------------------------------------


class _Argument(TyperArgument):
    """An argument shown as ``FILES...`` in usage lines and help, with no type column."""

    @property
    def display_name_raw(self) -> str:
        return self.metavar or (self.name or "").upper()

    def display_type_rich(self, ctx: Any) -> str | None:
        return None

    def _usage_display_name(self) -> str:
        name = self.display_name_raw if self.required else f"[{self.display_name_raw}]"
        return name + ("..." if self.nargs != 1 else "")


class _Option(TyperOption):
    """An option shown as ``--format FORMAT``, ``--seed N``, ``--out FILE``; a flag alone."""

    def display_type_rich(self, ctx: Any) -> str | None:
        if self.metavar is not None:
            return self.metavar
        if self.is_flag or self.count:
            return None
        described = self.type_descriptor
        if described.is_choice:
            return "|".join(str(getattr(c, "value", c)) for c in described.choices or ())
        if described.is_path:
            return "DIR" if described.path_type == "directory" else "FILE"
        annotation = described.annotation
        if described.is_list:
            annotation = getattr(annotation, "__args__", (str,))[0]
        if annotation is int:
            return "N"
        if annotation is float:
            return "NUMBER"
        long_names = [opt for opt in self.opts if opt.startswith("--")]
        return (long_names[0] if long_names else self.opts[0]).lstrip("-").upper()


def _join_lines(text: str) -> str:
    """Help paragraphs as running text: the source's line breaks are not the terminal's.

    Typer keeps the single line breaks of every paragraph after the first, so a
    docstring wrapped at 90 columns broke mid-sentence once rich wrapped it again at 80.
    A paragraph starting with ``\\b`` keeps its lines, as in click.
    """
    paragraphs = text.split("\n\n")
    joined = [p if p.startswith("\b") else re.sub(r"\s*\n\s*", " ", p) for p in paragraphs]
    return "\n\n".join(joined)


class _HelpStyle:
    """deckcheck's help style for a command or group: its arguments and options as above,
    its help paragraphs as running text.

    Typer and click build the parameters themselves (the help and completion options
    only when asked for), so each one's class is switched to the styled subclass when the
    command hands its parameters out.
    """

    help: str | None

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if self.help:
            self.help = _join_lines(self.help)

    def get_params(self, ctx: Any) -> list[Any]:
        params: list[Any] = super().get_params(ctx)  # type: ignore[misc]
        for param in params:
            if type(param) is TyperArgument:
                param.__class__ = _Argument
            elif type(param) is TyperOption:
                param.__class__ = _Option
        return params


class _Command(_HelpStyle, TyperCommand):
    """A deckcheck command: Typer's, in deckcheck's help style."""


def report_error(err: DeckcheckError) -> None:
    """The one way a failure reaches the user: every diagnostic of a file that did not
    load (``file:line:col: CODE: message``, sorted), then one ``deckcheck: …`` line."""
    from deckcheck.diagnostics import sorted_diagnostics
    from deckcheck.errors import LoadError

    if isinstance(err, LoadError):
        for diagnostic in sorted_diagnostics(err.diagnostics):
            typer.echo(printable(diagnostic.render()), err=True)
        if err.context:
            typer.echo(f"deckcheck: {printable(err.context)}", err=True)
        return
    typer.echo(f"deckcheck: {printable(str(err))}", err=True)


#: click's error class, wherever this Typer takes click from (vendored or not).
_CLICK_ERROR: type[Exception] = typer.BadParameter.__mro__[2]

#: The exit status of a failure that is no fault of the input: a bug (deckcheck's, or a game
#: plug-in's), said in one line (as pytest's internal error, 3).
INTERNAL_ERROR = 3


def internal_error_line(err: BaseException) -> str:
    """The one line an unexpected exception is shown as, instead of a traceback."""
    return (
        f"deckcheck: internal error: {printable(f'{type(err).__name__}: {err}')} "
        "(a bug: please report it with the command that met it; DECKCHECK_TRACEBACK=1 "
        "shows where it happened)"
    )


# --- signals ------------------------------------------------------------------------------

# STOP_SIGNALS and their handling: deckcheck.services.interrupts.


def _interrupted_line() -> str:
    signum = stopped_by()
    if signum is not None:
        return f"deckcheck: stopped by {signal.Signals(signum).name}"
    return "deckcheck: interrupted"


# --- standard output ---------------------------------------------------------------------

#: The exit status when standard output cannot be written (closed, a full disk, an I/O
#: error): the output asked for was not given, which is no verdict on the input.
STDOUT_FAILED_EXIT = 2


class _WatchedStdout:
    """Standard output while a command runs (``with``: it is :data:`sys.stdout`), the
    stream itself except that a write or flush that fails is kept (``failure``). An
    :class:`OSError` names no stream: so the error boundary tells ``> /dev/full`` (no bug,
    exit 2) from a bug's OSError (an internal error)."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.failure: OSError | None = None

    def write(self, text: str) -> int:
        try:
            return self.stream.write(text)
        except BrokenPipeError:
            raise  # its reader has gone (| head): quietly, as before
        except OSError as err:
            self.failure = err
            raise

    def flush(self) -> None:
        try:
            self.stream.flush()
        except BrokenPipeError:
            raise
        except OSError as err:
            self.failure = err
            raise

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)

    def __enter__(self) -> _WatchedStdout:
        sys.stdout = cast("TextIO", self)
        return self

    def __exit__(self, *exc_info: object) -> None:
        sys.stdout = self.stream


def _stdout_failed() -> bool:
    """Whether standard output failed in the command running (see :class:`_WatchedStdout`)."""
    stdout: object = sys.stdout
    return isinstance(stdout, _WatchedStdout) and stdout.failure is not None


def _say_stdout_failed(reason: str) -> int:
    """Say that standard output could not be written (nothing when standard error cannot
    be written either), and return the exit status."""
    with contextlib.suppress(OSError, ValueError):
        typer.echo(f"deckcheck: cannot write standard output: {printable(reason)}", err=True)
    if sys.stdout is not None:
        from deckcheck.cli.render import closed_stdout

        # What it still holds goes nowhere: Python's last flush at exit would fail again,
        # with an "Exception ignored" traceback.
        closed_stdout()
    return STDOUT_FAILED_EXIT


class _Group(_HelpStyle, TyperGroup):
    """Turns a :class:`DeckcheckError` from any command into its messages and exit code,
    Ctrl-C (or a stop signal) into exit status 128 + N without a traceback, a closed
    standard output (``| head``) into a quiet exit 141
    (:func:`deckcheck.cli.render.closed_stdout`), and one that cannot be written (``>&-``,
    ``> /dev/full``) into one line and exit 2 (:class:`_WatchedStdout`)."""

    def invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except DeckcheckError as err:
            report_error(err)
            raise typer.Exit(err.exit_code) from None
        except KeyboardInterrupt:
            typer.echo(_interrupted_line(), err=True)
            raise typer.Exit(interrupt_status()) from None
        except BrokenPipeError:  # before click's own handler, which exits 1
            from deckcheck.cli.render import closed_stdout

            raise typer.Exit(closed_stdout()) from None
        except (typer.Exit, typer.Abort, _CLICK_ERROR):
            raise  # click's own ways out (its Exit, Abort and errors), handled by click
        except Exception as err:  # a bug, deckcheck's or a game plug-in's
            if isinstance(err, OSError) and _stdout_failed():
                raise  # no bug: standard output failed (a full disk), said by main()
            if os.environ.get("DECKCHECK_TRACEBACK") == "1":
                raise
            typer.echo(internal_error_line(err), err=True)
            raise typer.Exit(INTERNAL_ERROR) from None

    def main(
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        windows_expand_args: bool = True,
        **extra: Any,
    ) -> Any:
        """Typer's main, with command-line mistakes in deckcheck's one-line error style
        (``deckcheck: no such option: --bogus (see 'deckcheck validate --help')``, exit 2)
        instead of a framed box, and Ctrl-C as exit 130 without a traceback (SIGTERM and
        SIGHUP as Ctrl-C, exit 128 + N: see
        :data:`deckcheck.services.interrupts.STOP_SIGNALS`)."""
        run = super().main
        if not standalone_mode:
            return run(args, prog_name, complete_var, False, windows_expand_args, **extra)
        # click's classes, wherever this Typer takes click from (vendored or not).
        usage_error: type[Exception] = typer.BadParameter.__mro__[1]
        click_error: type[Exception] = usage_error.__mro__[1]
        if sys.stdout is None:  # closed (>&-): refused before any work, whose output it is
            sys.exit(_say_stdout_failed("it is closed"))
        stdout = _WatchedStdout(sys.stdout)
        try:
            with stop_signals_handled(), stdout:
                code = run(args, prog_name, complete_var, False, windows_expand_args, **extra)
                if code == 130 and stopped_by() is not None:  # a command's "interrupted" exit
                    code = interrupt_status()
                sys.stdout.flush()  # a closed pipe shows here when the output was buffered
        except BrokenPipeError:
            from deckcheck.cli.render import closed_stdout

            sys.exit(closed_stdout())  # the reader has gone (| head): quietly, 141
        except OSError:
            if stdout.failure is None:
                raise
            reason = stdout.failure.strerror or str(stdout.failure)
            sys.exit(_say_stdout_failed(reason))  # > /dev/full: one line, exit 2
        except (typer.Abort, KeyboardInterrupt):
            typer.echo(_interrupted_line(), err=True)
            sys.exit(interrupt_status())
        except click_error as err:
            # One line: click lays out a choice list on lines of its own ("Choose from:\n\t…").
            message = " ".join(err.format_message().split()).rstrip(".")  # type: ignore[attr-defined]
            message = message.replace("Value error, ", "")  # Typer's wording for an enum
            message = message[:1].lower() + message[1:]
            ctx = getattr(err, "ctx", None)
            if isinstance(err, usage_error) and ctx is not None:
                message += f" (see '{ctx.command_path} --help')"
            typer.echo(f"deckcheck: {printable(message)}", err=True)
            sys.exit(err.exit_code)  # type: ignore[attr-defined]
        sys.exit(code if isinstance(code, int) else 0)


def add_examples(command: Any, path: str) -> None:
    """The examples of :mod:`deckcheck.cli.examples_help` as the epilog of ``command`` (at
    ``path`` below ``deckcheck``: ``validate``, ``deck build``) and of its subcommands."""
    from deckcheck.cli.examples_help import EXAMPLES

    if not command.epilog and path in EXAMPLES:
        lines = "\n".join(EXAMPLES[path])
        command.epilog = "Examples:\n" + lines.replace("[", r"\[")
    for name, sub in (getattr(command, "commands", None) or {}).items():
        add_examples(sub, f"{path} {name}")


#: Commands already converted for click, by name: one conversion per process, whichever
#: group object Typer builds around them (it builds one per ``app()`` call).
_loaded: dict[str, Any] = {}


class LazyGroup(_Group):
    """The root group: lists every command, imports only the one that runs."""

    def list_commands(self, ctx: Any) -> list[str]:
        return list(command_modules())

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        if cmd_name in _loaded:
            return _loaded[cmd_name]
        module = command_modules().get(cmd_name)
        if module is None:
            return None
        importlib.import_module(module)
        command = _convert(cmd_name)
        if command is not None:
            add_examples(command, cmd_name)
            _loaded[cmd_name] = command
        return command

    def resolve_command(self, ctx: Any, args: list[str]) -> Any:
        try:
            return super().resolve_command(ctx, args)
        except typer.TyperException as err:
            # Typer suggests close names from the commands it holds: none before loading.
            close = get_close_matches(args[0], self.list_commands(ctx)) if args else []
            if close and "Did you mean" not in err.message:
                names = ", ".join(repr(name) for name in close)
                err.message = f"{err.message.rstrip('.')}. Did you mean {names}?"
            raise


def _use_styled_classes(application: typer.Typer) -> None:
    """Commands of ``application`` (and of its groups) built as :class:`_Command`."""
    for info in application.registered_commands:
        if info.cls in (None, TyperCommand):  # Typer's default: not chosen by the command
            info.cls = _Command
    for group in application.registered_groups:
        if group.typer_instance is not None:
            _use_styled_classes(group.typer_instance)


def _convert(name: str) -> Any:
    """The click command (or group) registered on :data:`app` under ``name``."""
    _use_styled_classes(app)
    for info in app.registered_commands:
        registered = info.name or (
            get_command_name(info.callback.__name__) if info.callback else None
        )
        if registered == name:
            return get_command_from_info(
                info,
                pretty_exceptions_short=app.pretty_exceptions_short,
                rich_markup_mode=app.rich_markup_mode,
            )
    for group in app.registered_groups:
        if group.name == name:
            return get_group_from_info(
                group,
                pretty_exceptions_short=app.pretty_exceptions_short,
                rich_markup_mode=app.rich_markup_mode,
                suggest_commands=app.suggest_commands,
            )
    return None


def load_all_commands() -> None:
    """Import every command module (for tests and tools that walk :data:`app`)."""
    for module in dict.fromkeys(command_modules().values()):
        importlib.import_module(module)


def make_typer(help_text: str) -> typer.Typer:
    """A Typer (sub-)application with deckcheck's error handling and settings."""
    return typer.Typer(
        cls=_Group,
        help=help_text,
        no_args_is_help=True,
        add_completion=False,
        pretty_exceptions_enable=False,
        context_settings={"help_option_names": ["-h", "--help"]},
    )


app = typer.Typer(
    cls=LazyGroup,
    help="Card catalogues, deck validation and sample games for collectible card games.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"deckcheck {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Show the version and exit."
    ),
) -> None:
    """deckcheck: look cards up, check catalogues and decks, play sample games."""


def fail(message: str, code: int = 2) -> typer.Exit:
    """Print ``message`` to standard error and return the exit to raise."""
    print(f"deckcheck: {printable(message)}", file=sys.stderr)
    return typer.Exit(code)


def deck_inputs(decks: Sequence[DeckArgument]) -> list[tuple[str, Path | int | None]]:
    """The files a command's decks were read from, for
    :func:`deckcheck.loading.atomic.check_outputs_apart`: standard input as its
    descriptor (``< deck.txt`` is a file as well), a deck code as none."""
    return [
        ("one of the decks read", deck.path if deck.path is not None else 0 if deck.stdin else None)
        for deck in decks
    ]


#: --jobs beyond this many processes per core is refused: every worker is a whole Python
#: process, and ``--jobs 99999`` forked until the machine ran out of memory.
MAX_JOBS_PER_CORE = 8


def check_jobs(value: int) -> int:
    """The callback of every ``--jobs`` option: 0 means one process per core (the value the
    command then uses and reports); past the bound, a usage error (exit 2)."""
    cores = os.cpu_count() or 1
    if value == 0:
        return cores
    limit = MAX_JOBS_PER_CORE * cores
    if value > limit:
        raise typer.BadParameter(
            f"{value} processes are more than this machine can use "
            f"(at most {limit}: {MAX_JOBS_PER_CORE} per core)"
        )
    return value
