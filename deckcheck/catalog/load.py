"""Reading catalogue folders: every file schema-checked, then checked against each other.

A game's folder (``cardsets/ccs``) holds ``game.yaml`` (vocabularies), ``sets/*.yaml``
(cards), and data files for formats and rules. :func:`check_catalogue_paths` reports
every problem in any files or folders (``deckcheck catalog check``);
:func:`load_catalogue` builds a :class:`~deckcheck.catalog.model.Catalogue` for the
other commands and fails with all diagnostics when the data is invalid.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from itertools import chain
from pathlib import Path
from typing import Any

from deckcheck.catalog.model import (
    Card,
    CardSet,
    Catalogue,
    GameInfo,
    Term,
    Vocabulary,
    make_card,
)
from deckcheck.diagnostics import Diagnostic, Location, Severity, sorted_diagnostics
from deckcheck.errors import InputError, LoadError
from deckcheck.loading.cache import DocumentCache
from deckcheck.loading.check import CheckedFile, check_file
from deckcheck.loading.yamlload import Document
from deckcheck.resources import game_dir

#: Card fields that name vocabulary terms, and the vocabulary each one draws from.
_REFERENCE_FIELDS = {
    "elements": "elements",
    "rarity": "rarities",
    "type": "types",
    "subtype": "subtypes",
    "characters": "characters",
    "character_types": "character_types",
    "classes": "classes",
}
#: The reference fields that hold lists of terms.
_LIST_FIELDS = frozenset({"elements", "characters", "character_types", "classes"})


@dataclass
class CatalogueCheck:
    """Everything found while checking catalogue files."""

    files: list[CheckedFile] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    catalogues: dict[str, Catalogue] = field(default_factory=dict)

    @property
    def card_count(self) -> int:
        return sum(len(c) for c in self.catalogues.values())


def _is_dir(path: Path) -> bool:
    """Whether ``path`` is a folder; False for a name too long (the reader then says so)."""
    try:
        return path.is_dir()
    except OSError:
        return False


def yaml_files(paths: Iterable[Path]) -> list[Path]:
    """The YAML files named, and those below the folders named, in a stable order."""
    found: list[Path] = []
    for path in paths:
        if _is_dir(path):
            found.extend(
                sorted(
                    p
                    for p in path.rglob("*")
                    if p.suffix in (".yaml", ".yml")
                    and p.is_file()
                    and not any(part.startswith(".") for part in p.relative_to(path).parts)
                )
            )
        else:
            found.append(path)
    return found


def _vocabulary(kind: str, entries: Any) -> Vocabulary:
    terms = []
    for entry in entries or ():
        extra = {k: v for k, v in entry.items() if k not in ("id", "name", "aliases", "adjective")}
        terms.append(
            Term(
                id=entry["id"],
                name=entry["name"],
                aliases=tuple(entry.get("aliases", ())),
                adjective=entry.get("adjective"),
                extra=extra,
            )
        )
    return Vocabulary(kind, terms)


def game_info(data: Mapping[str, Any]) -> GameInfo:
    """A :class:`GameInfo` from a schema-valid ``game.yaml``."""
    return GameInfo(
        game=data["game"],
        name=data["name"],
        elements=_vocabulary("element", data.get("elements")),
        rarities=_vocabulary("rarity", data.get("rarities")),
        types=_vocabulary("type", data.get("types")),
        subtypes=_vocabulary("subtype", data.get("subtypes")),
        characters=_vocabulary("character", data.get("characters")),
        character_types=_vocabulary("character type", data.get("character_types")),
        classes=_vocabulary("class", data.get("classes")),
    )


def _card_set(game: str, header: Mapping[str, Any], document: Document) -> CardSet:
    return CardSet(
        game=game,
        code=header["code"],
        name=header["name"],
        year=header["year"],
        status=header["status"],
        provenance=header["provenance"],
        aliases=tuple(header.get("aliases", ())),
        licence=header.get("licence"),
        source=(document, ("set",)),
    )


def _display(path: Path) -> str:
    """Paths shown relative to the working directory when they are below it."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except (ValueError, OSError, RuntimeError):  # elsewhere; a symbolic-link loop; too long
        return str(path)


class _GameGroup:
    """The files of one game, gathered for cross-file checks."""

    def __init__(self, game: str):
        self.game = game
        self.info_doc: Document | None = None
        self.set_docs: list[Document] = []


def _cross_check(group: _GameGroup, info: GameInfo) -> tuple[Catalogue, list[Diagnostic]]:
    """Duplicate ids and set codes, and references to unknown vocabulary terms."""
    diagnostics: list[Diagnostic] = []
    sets: dict[str, CardSet] = {}
    cards: dict[str, Card] = {}
    entries: list[tuple[Document, tuple[str | int, ...], dict[str, Any]]] = []
    vocabularies = {
        "elements": info.elements,
        "rarities": info.rarities,
        "types": info.types,
        "subtypes": info.subtypes,
        "characters": info.characters,
        "character_types": info.character_types,
        "classes": info.classes,
    }
    for document in group.set_docs:
        header = document.data["set"]
        code = header["code"]
        if code in sets:
            first = sets[code].location
            diagnostics.append(
                Diagnostic(
                    document.locate(("set", "code")),
                    "CATALOG_DUPLICATE_SET",
                    f"set code {code!r} is already used by {first}",
                )
            )
            continue
        sets[code] = _card_set(group.game, header, document)
        for index, record in enumerate(document.data["cards"]):
            path = ("cards", index)
            card = make_card(group.game, code, record, (document, path))
            if card.id in cards:
                diagnostics.append(
                    Diagnostic(
                        document.locate((*path, "id")),
                        "CATALOG_DUPLICATE_ID",
                        f"card id {card.id!r} is already used at {cards[card.id].location}",
                    )
                )
                continue
            cards[card.id] = card
            entries.append((document, path, record))
    diagnostics.extend(_unknown_references(entries, vocabularies))
    return Catalogue(info, sets, cards), diagnostics


def _unknown_references(
    entries: list[tuple[Document, tuple[str | int, ...], dict[str, Any]]],
    vocabularies: Mapping[str, Vocabulary],
) -> list[Diagnostic]:
    """Card fields naming terms that the game's vocabularies do not have."""
    diagnostics: list[Diagnostic] = []
    for key, kind in _REFERENCE_FIELDS.items():
        known = vocabularies[kind].terms
        # The common case costs one comprehension and one set operation per field.
        if key in _LIST_FIELDS:
            used = set(chain.from_iterable([record.get(key) or () for _, _, record in entries]))
        else:
            used = {record.get(key) for _, _, record in entries}
        used.discard(None)
        if used.issubset(known):
            continue
        for document, path, record in entries:
            value = record.get(key)
            values = value if isinstance(value, list) else [value]
            for i, item in enumerate(values):
                if item is None or item in known:
                    continue
                where = (*path, key, i) if isinstance(value, list) else (*path, key)
                vocabulary = vocabularies[kind]
                # A close spelling may be a term's name or alias: the advice names its id.
                hint = [i for spelling in vocabulary.suggest(str(item))
                        for i in vocabulary.lookup(spelling)]
                advice = f"did you mean {hint[0]!r}?" if hint else _known_terms(known)
                diagnostics.append(
                    Diagnostic(
                        document.locate(where),
                        "CATALOG_UNKNOWN_REF",
                        f"{key}: {item!r} is not a known {vocabularies[kind].kind} of this "
                        f"game; {advice}",
                    )
                )
    return diagnostics


def _known_terms(known: Mapping[str, object], shown: int = 12) -> str:
    """The ids a reference may name, at most ``shown`` of them (a vocabulary can be long)."""
    ids = sorted(known)
    more = f", ... ({len(ids) - shown} more)" if len(ids) > shown else ""
    return "known: " + ", ".join(ids[:shown]) + more if ids else "this game defines none"


def check_catalogue_paths(
    paths: Sequence[Path], cache: DocumentCache | None = None
) -> CatalogueCheck:
    """Check every YAML file in ``paths``: schema, then cross-file consistency per game."""
    result = CatalogueCheck()
    groups: dict[str, _GameGroup] = {}
    for folder in paths:
        if _is_dir(folder) and not yaml_files([folder]):  # a mistyped folder is not "ok"
            result.diagnostics.append(
                Diagnostic(
                    Location(_display(folder)),
                    "CATALOG_EMPTY",
                    "no YAML files (.yaml, .yml) in this folder",
                    Severity.INPUT,
                )
            )
    for path in yaml_files(paths):
        checked = check_file(path, display=_display(path), cache=cache)
        result.files.append(checked)
        result.diagnostics.extend(checked.diagnostics)
        if not checked.ok or checked.document is None:
            continue
        data = checked.document.data
        game = data.get("game") if isinstance(data, dict) else None
        if not isinstance(game, str):
            continue
        group = groups.setdefault(game, _GameGroup(game))
        if checked.schema == "game.schema.json":
            group.info_doc = checked.document
        elif checked.schema == "cardset.schema.json":
            group.set_docs.append(checked.document)
    for game, group in groups.items():
        if group.info_doc is not None:
            info = game_info(group.info_doc.data)
        else:
            try:
                info = bundled_game_info(game)
            except LoadError as err:
                result.diagnostics.extend(err.diagnostics)
                continue
        catalogue, problems = _cross_check(group, info)
        result.diagnostics.extend(problems)
        result.catalogues[game] = catalogue
    result.diagnostics = sorted_diagnostics(result.diagnostics)
    return result


@cache
def bundled_game_info(game: str) -> GameInfo:
    """The vocabularies of a bundled game."""
    checked = check_file(game_dir(game) / "game.yaml")
    if not checked.ok or checked.document is None:
        raise LoadError(checked.diagnostics)
    return game_info(checked.document.data)


def available_games() -> list[str]:
    """The games with a data folder, in the registry's order."""
    from deckcheck.games import profile_ids

    return [game for game in profile_ids() if (game_dir(game) / "game.yaml").is_file()]


def load_catalogue(
    game: str, directory: Path | None = None, cache: DocumentCache | None = None
) -> Catalogue:
    """The catalogue of ``game`` (bundled unless ``directory`` is given).

    Raises :class:`LoadError` with every diagnostic when any file is invalid.
    """
    folder = directory or game_dir(game)
    if not (folder / "game.yaml").is_file():
        known = ", ".join(available_games())
        raise InputError(f"unknown game {game!r}; known games: {known}", code="UNKNOWN_GAME")
    files = [folder / "game.yaml", *sorted((folder / "sets").glob("*.yaml"))]
    result = check_catalogue_paths(files, cache=cache)
    problems = [d for d in result.diagnostics if d.severity is not Severity.WARNING]
    if problems:
        raise LoadError(problems)
    return result.catalogues[game]
