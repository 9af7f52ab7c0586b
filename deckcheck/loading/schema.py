"""JSON Schema checks that report at the YAML line and column of the offending node.

Schemas are Draft 2020-12 files in ``schemas/`` with relative ``$id``s; they are served
from a local :mod:`referencing` registry, so a ``$ref`` never reaches the network.
jsonschema is imported here only, and only when a file is invalid, so start-up stays
lean.

Two validators, one schema: jsonschema-rs (compiled Rust) answers "is this valid?"
about a hundred times faster than jsonschema, so valid files — the common case — cost
almost nothing to check; only an invalid file goes through jsonschema, whose errors
carry the paths and schema details that the located messages below are made from.
Without jsonschema-rs (an unusual platform), jsonschema alone gives the same results.
"""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Iterable, Iterator, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from deckcheck.diagnostics import Diagnostic, Location, Severity, sorted_diagnostics
from deckcheck.errors import InputError
from deckcheck.loading.yamlload import Document, PathItem
from deckcheck.resources import schemas_dir

if TYPE_CHECKING:  # imported when a file is invalid: a valid one never needs jsonschema
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import ValidationError
    from referencing import Registry


def schema_names() -> list[str]:
    """Every bundled schema, by file name (``deck.schema.json`` ...)."""
    return sorted(path.name for path in schemas_dir().glob("*.schema.json"))


@cache
def load_schema(name: str) -> dict[str, Any]:
    """One bundled schema by file name, with or without ``.schema.json``."""
    if not name.endswith(".json"):
        name = f"{name}.schema.json"
    path = schemas_dir() / name
    if name not in schema_names():  # names only: never a path outside schemas/
        known = ", ".join(n.removesuffix(".schema.json") for n in schema_names())
        raise InputError(f"no schema named {name!r}; known schemas: {known}", code="UNKNOWN_SCHEMA")
    schema: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return schema


@cache
def registry() -> Registry:
    """A registry of every bundled schema under its relative ``$id``."""
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT202012

    resources = [
        (name, Resource.from_contents(load_schema(name), default_specification=DRAFT202012))
        for name in schema_names()
    ]
    return Registry().with_resources(resources)


@cache
def validator(name: str) -> Draft202012Validator:
    """A compiled validator for one bundled schema (cached per process)."""
    from jsonschema import Draft202012Validator

    return Draft202012Validator(load_schema(name), registry=registry())


#: A base URI that only names the bundled schemas for jsonschema-rs; nothing is fetched
#: (the validator runs offline and every schema is in its registry).
_RS_BASE = "https://deckcheck.invalid/schemas/"


def _referenced(name: str) -> frozenset[str]:
    """``name`` and every bundled schema its ``$ref`` s reach, transitively."""
    found: set[str] = set()
    todo = [name]
    while todo:
        current = todo.pop()
        if current in found:
            continue
        found.add(current)
        stack: list[Any] = [load_schema(current)]
        while stack:
            node = stack.pop()
            if isinstance(node, dict):
                ref = node.get("$ref")
                if isinstance(ref, str) and not ref.startswith("#"):
                    todo.append(ref.split("#", 1)[0])
                stack.extend(node.values())
            elif isinstance(node, list):
                stack.extend(node)
    return frozenset(found)


@cache
def _rs_registry(names: frozenset[str]) -> Any:
    """The schemas ``names`` for jsonschema-rs: a validator's registry holds only what
    its schema refers to (a deck's check reads two schema files, not thirty)."""
    import jsonschema_rs

    return jsonschema_rs.Registry([(_RS_BASE + schema, load_schema(schema)) for schema in names])


@cache
def fast_validator(name: str) -> Any:
    """A jsonschema-rs validator for a bundled schema, or None when it is not installed."""
    try:
        import jsonschema_rs
    except ImportError:  # pragma: no cover - the dependency ships wheels for common platforms
        return None
    return jsonschema_rs.Draft202012Validator(
        load_schema(name),
        registry=_rs_registry(_referenced(name)),
        base_uri=_RS_BASE + name,
        offline=True,
    )


def validate(document: Document, schema: str) -> list[Diagnostic]:
    """Every schema violation in ``document``, located at its YAML node."""
    fast = fast_validator(schema if schema.endswith(".json") else f"{schema}.schema.json")
    if fast is not None and fast.is_valid(document.data):
        return []
    errors = validator(schema).iter_errors(document.data)
    # jsonschema yields errors in the schema's order (a limit's ``source`` before its
    # ``min``, whatever the file says first): a person reads them in the file's.
    return sorted_diagnostics(diag for error in errors for diag in _diagnostics(document, error))


def _path(error: ValidationError) -> list[PathItem]:
    return [item for item in error.absolute_path]


def _show_path(path: Sequence[PathItem]) -> str:
    shown = ""
    for item in path:
        shown += f"[{item}]" if isinstance(item, int) else (f".{item}" if shown else str(item))
    return shown or "document"


def _suggest(word: str, choices: Iterable[str]) -> str:
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f"; did you mean {close[0]!r}?" if close else ""


def _describe(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, str) and len(value) > _SHOWN:
        return f"{value[:_SHOWN]!r}… ({len(value)} characters)"
    return repr(value)


#: The longest value or message a diagnostic quotes in full: jsonschema's own messages
#: repeat the whole instance, so a deal of 5,000 ids made one 50 KB line.
_SHOWN = 60
_MESSAGE = 300

_SIZES = {
    "maxItems": "a list of {n} items is too long: at most {limit}",
    "minItems": "a list of {n} items is too short: at least {limit}",
    "maxLength": "a text of {n} characters is too long: at most {limit}",
    "minLength": "a text of {n} characters is too short: at least {limit}",
    "maxProperties": "a mapping of {n} keys is too large: at most {limit}",
    "minProperties": "a mapping of {n} keys is too small: at least {limit}",
}


_YAML11_WORDS = {"yes", "no", "on", "off", "y", "n"}


def _diagnostics(document: Document, error: ValidationError) -> Iterator[Diagnostic]:
    """Turn one jsonschema error into located diagnostics with plain-language messages."""
    path = _path(error)
    where = _show_path(path)
    kind = str(error.validator)
    code = "SCHEMA_" + re.sub(r"(?<!^)(?=[A-Z])", "_", kind).upper()

    def at(location: Location, message: str, **details: Any) -> Diagnostic:
        return Diagnostic(location, code, message, Severity.ERROR, details)

    if kind in ("anyOf", "oneOf") and error.context:
        from jsonschema.exceptions import best_match

        inner = best_match(error.context)
        # Re-root the best inner error at this error's position and report that.
        yield from _diagnostics(document, inner)
        return
    if kind == "additionalProperties" and isinstance(error.instance, dict):
        schema = error.schema if isinstance(error.schema, dict) else {}
        allowed = list(schema.get("properties", {}))
        patterns = [re.compile(p) for p in schema.get("patternProperties", {})]
        for key in error.instance:
            if key in allowed or any(p.search(key) for p in patterns):
                continue
            # No list of allowed keys in the message: nested schemas (a card type's own
            # part) report the same key again, and identical messages merge into one.
            yield at(
                document.locate_key([*path, key]),
                f"{where}: unknown key {key!r}{_suggest(key, allowed)}",
                path=[*path, key],
            )
        return
    if kind == "unevaluatedProperties" and isinstance(error.instance, dict):
        yield at(document.locate(path), f"{where}: {error.message}", path=path)
        return
    if kind == "required":
        missing = re.match(r"'(.*)' is a required property", error.message)
        name = missing.group(1) if missing else str(error.validator_value)
        yield at(document.locate(path), f"{where}: missing required key {name!r}", path=path)
        return
    if kind == "enum":
        options = [str(v) for v in error.validator_value]  # type: ignore[union-attr]
        hint = _suggest(error.instance, options) if isinstance(error.instance, str) else ""
        shown = ", ".join(options) if len(options) <= 12 else ", ".join(options[:12]) + ", …"
        yield at(
            document.locate(path),
            f"{where}: {_describe(error.instance)} is not one of: {shown}{hint}",
            path=path,
        )
        return
    if kind == "type":
        expected = error.validator_value
        expected_text = " or ".join(expected) if isinstance(expected, list) else str(expected)
        message = f"{where}: expected {expected_text}, got {_describe(error.instance)}"
        if (
            isinstance(error.instance, str)
            and error.instance.lower() in _YAML11_WORDS
            and "boolean" in expected_text
        ):
            message += " (YAML 1.2 reads yes/no/on/off as text: write true or false)"
        yield at(document.locate(path), message, path=path)
        return
    if kind == "const":
        yield at(
            document.locate(path),
            f"{where}: expected {_describe(error.validator_value)}, "
            f"got {_describe(error.instance)}",
            path=path,
        )
        return
    if kind in ("not", "false"):
        # A key that must not be present here (seed rules such as "flyers have no movement").
        yield at(document.locate_key(path), f"{where}: not allowed here", path=path)
        return
    if kind in _SIZES and isinstance(error.instance, list | str | dict):
        message = _SIZES[kind].format(n=len(error.instance), limit=error.validator_value)
        yield at(document.locate(path), f"{where}: {message}", path=path)
        return
    if kind == "pattern":
        yield at(
            document.locate(path),
            f"{where}: {_describe(error.instance)} does not match {error.validator_value!r}",
            path=path,
        )
        return
    message = error.message
    if len(message) > _MESSAGE:
        message = message[:_MESSAGE] + "…"
    yield at(document.locate(path), f"{where}: {message}", path=path)
