"""The card query language: a tokenizer and a recursive-descent parser.

A query is a list of terms in the spirit of Scryfall's search syntax::

    e:fire r:rare t:capture power>=4000
    (e:wind or e:clouds) -is:major
    name:"the windy" or o:/draw \\d+ cards?/

* ``key:value`` and ``key<op>value`` with ``op`` one of ``: = != < <= > >=``;
* a bare word or a quoted phrase (``"the windy"``) matches card names;
* a value written ``/.../`` is a regular expression;
* ``-`` in front of a term or a group negates it;
* terms side by side must all match (an explicit ``and`` is allowed too); ``or``
  (any case) joins alternatives; ``and`` binds tighter than ``or``; parentheses group.

:func:`parse` knows nothing about games: it turns text into a small syntax tree of
:class:`Term`, :class:`Not`, :class:`And` and :class:`Or`. Which keys exist and what
their values mean is decided when the tree is compiled against a catalogue
(:func:`deckcheck.catalog.search.compile_query`). Every problem, here or there, is a
:class:`QuerySyntaxError` carrying the 1-based column it concerns.

>>> parse("e:fire -r:rare")  # doctest: +NORMALIZE_WHITESPACE
And(parts=(Term(key='e', op=':', value='fire', regex=False),
           Not(part=Term(key='r', op=':', value='rare', regex=False))))
>>> parse("(a or b")
Traceback (most recent call last):
...
deckcheck.catalog.query.QuerySyntaxError: query:1: QUERY_SYNTAX: '(' is never closed
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, field

from deckcheck.catalog.fields import numeric_keys
from deckcheck.errors import UsageError

#: Comparison operators, longest first so that ``>=`` is not read as ``>``.
OPERATORS = ("!=", "<=", ">=", ":", "=", "<", ">")
#: How deeply parentheses may nest; deeper queries are rejected rather than risking
#: the interpreter's recursion limit.
MAX_DEPTH = 50

_KEY = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
#: Characters a comparison operator starts with: a word starting with one is not a name.
_OPERATOR_START = frozenset("<>=!")
_STOP = frozenset("()")


class QuerySyntaxError(UsageError):
    """A query that cannot be parsed or compiled, with the 1-based column of the problem.

    ``length`` is how many characters the problem spans (at least 1), for underlining.
    """

    def __init__(
        self, message: str, query: str, column: int, length: int = 1, *, game: str | None = None
    ):
        super().__init__(message, code="QUERY_SYNTAX", game=game)
        self.query = query
        self.column = max(1, column)
        self.length = max(1, length)

    def __str__(self) -> str:
        return f"query:{self.column}: {self.code}: {self.message}"


@dataclass(frozen=True)
class Term:
    """One condition: ``key op value``; ``key`` is None for a bare word (a name search).

    Positions do not take part in equality, so two spellings of the same query compare
    equal. ``option`` names the command-line option a term was built from (``--element``),
    for error messages; it is None for terms read from a query.
    """

    key: str | None
    op: str
    value: str
    regex: bool = False
    #: 1-based column of the term's first character (0 when not from a query).
    column: int = field(default=0, compare=False, repr=False)
    #: 1-based column of the value's first character (its quote or slash included).
    value_column: int = field(default=0, compare=False, repr=False)
    #: How many characters the term spans in the query.
    length: int = field(default=0, compare=False, repr=False)
    option: str | None = field(default=None, compare=False, repr=False)

    @property
    def op_column(self) -> int:
        return self.column + len(self.key or "")


@dataclass(frozen=True)
class Not:
    """Cards that do not match ``part``."""

    part: Node


@dataclass(frozen=True)
class And:
    """Cards that match every part; ``And(())`` matches every card."""

    parts: tuple[Node, ...]


@dataclass(frozen=True)
class Or:
    """Cards that match at least one part."""

    parts: tuple[Node, ...]


Node = Term | Not | And | Or

#: The query that matches everything (what an empty query parses to).
EVERYTHING = And(())


class _Kind(enum.Enum):
    LPAREN = "'('"
    RPAREN = "')'"
    NOT = "'-'"
    OR = "'or'"
    AND = "'and'"
    TERM = "a term"
    END = "the end of the query"


@dataclass(frozen=True)
class _Token:
    kind: _Kind
    column: int
    term: Term | None = None


def _read_quoted(text: str, start: int) -> tuple[str, int]:
    """The phrase in quotes starting at ``text[start]``; returns it and the index after it.

    A backslash escapes the next character (``"say \\"hi\\""``).
    """
    quote = text[start]
    out: list[str] = []
    i = start + 1
    while i < len(text):
        ch = text[i]
        if ch == "\\" and i + 1 < len(text):
            out.append(text[i + 1])
            i += 2
            continue
        if ch == quote:
            return "".join(out), i + 1
        out.append(ch)
        i += 1
    raise QuerySyntaxError(f"unterminated quote: no closing {quote}", text, start + 1)


def _read_regex(text: str, start: int) -> tuple[str, int]:
    """The pattern between slashes starting at ``text[start]``; ``\\/`` is a slash."""
    out: list[str] = []
    i = start + 1
    while i < len(text):
        ch = text[i]
        if ch == "\\" and i + 1 < len(text):
            out.append(text[i : i + 2])
            i += 2
            continue
        if ch == "/":
            return "".join(out), i + 1
        out.append(ch)
        i += 1
    raise QuerySyntaxError(
        "unterminated regular expression: no closing /", text, start + 1, len(text) - start
    )


def _read_word(text: str, start: int) -> int:
    """The index just after the unquoted word starting at ``start``."""
    i = start
    while i < len(text) and not text[i].isspace() and text[i] not in _STOP:
        i += 1
    return i


def _read_value(text: str, start: int) -> tuple[str, bool, int]:
    """A term's value: a quoted phrase, a ``/regex/`` or a plain word."""
    if start < len(text) and text[start] in "\"'":
        value, end = _read_quoted(text, start)
        return value, False, end
    if start < len(text) and text[start] == "/":
        value, end = _read_regex(text, start)
        return value, True, end
    end = _read_word(text, start)
    return text[start:end], False, end


def _term_at(text: str, start: int) -> tuple[Term | None, _Kind, int]:
    """The term (or ``or``/``and`` word) starting at ``text[start]``."""
    key_match = _KEY.match(text, start)
    if key_match is not None:
        after_key = key_match.end()
        op = next((o for o in OPERATORS if text.startswith(o, after_key)), None)
        spaced = _spaced_operator(text, key_match)
        if op is None and spaced is not None:
            op, after_key = spaced
        if op is not None:
            value_start = after_key + len(op)
            if key_match.group().lower() in numeric_keys() and op != ":":
                while value_start < len(text) and text[value_start].isspace():
                    value_start += 1  # "power >= 4000" reads as "power>=4000"
            value, regex, end = _read_value(text, value_start)
            if not value and not regex and end == value_start:
                raise QuerySyntaxError(
                    f"{key_match.group()}{op} needs a value", text, start + 1, end - start
                )
            term = Term(
                key=key_match.group().lower(),
                op=op,
                value=value,
                regex=regex,
                column=start + 1,
                value_column=value_start + 1,
                length=end - start,
            )
            return term, _Kind.TERM, end
    value, regex, end = _read_value(text, start)
    quoted = text[start] in "\"'"
    if not quoted and not regex and value[:1] in _OPERATOR_START:
        raise QuerySyntaxError(
            f"{value!r} compares nothing: write the key before the operator, as in power>4000",
            text,
            start + 1,
            end - start,
        )
    if not quoted and not regex:
        if value.lower() == "or":
            return None, _Kind.OR, end
        if value.lower() == "and":
            return None, _Kind.AND, end
    term = Term(
        key=None,
        op=":",
        value=value,
        regex=regex,
        column=start + 1,
        value_column=start + 1,
        length=end - start,
    )
    return term, _Kind.TERM, end


def _spaced_operator(text: str, key_match: re.Match[str]) -> tuple[str, int] | None:
    """``(op, where)`` when spaces part a key from a comparison (``power > 4000``).

    A number key may be written so; any other key followed by spaces and an operator is
    an error, since reading the key as a name and the operator as another would search
    for something the query does not mean.
    """
    i = key_match.end()
    while i < len(text) and text[i].isspace():
        i += 1
    if i == key_match.end():
        return None
    op = next((o for o in OPERATORS if text.startswith(o, i)), None)
    if op is None:
        return None
    key = key_match.group()
    if key.lower() in numeric_keys() and op != ":":
        return op, i
    raise QuerySyntaxError(
        f"no space may part a key from its operator: write {key}{op}…", text, i + 1, len(op)
    )


def tokenize(text: str) -> list[_Token]:
    tokens: list[_Token] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch.isspace():
            i += 1
        elif ch == "(":
            tokens.append(_Token(_Kind.LPAREN, i + 1))
            i += 1
        elif ch == ")":
            tokens.append(_Token(_Kind.RPAREN, i + 1))
            i += 1
        elif ch == "-":
            following = text[i + 1] if i + 1 < len(text) else ""
            if not following or following.isspace() or following == ")":
                raise QuerySyntaxError("'-' must be directly followed by a term", text, i + 1)
            tokens.append(_Token(_Kind.NOT, i + 1))
            i += 1
        else:
            term, kind, end = _term_at(text, i)
            tokens.append(_Token(kind, i + 1, term))
            i = end
    tokens.append(_Token(_Kind.END, len(text) + 1))
    return tokens


class _Parser:
    """query := or ; or := and ('or' and)* ; and := unary (['and'] unary)* ;
    unary := '-'* primary ; primary := '(' or ')' | term."""

    def __init__(self, text: str):
        self.text = text
        self.tokens = tokenize(text)
        self.index = 0

    def peek(self) -> _Token:
        return self.tokens[self.index]

    def take(self) -> _Token:
        token = self.tokens[self.index]
        self.index += 1
        return token

    def fail(self, message: str, token: _Token, length: int = 1) -> QuerySyntaxError:
        return QuerySyntaxError(message, self.text, token.column, length)

    def query(self) -> Node:
        if self.peek().kind is _Kind.END:
            return EVERYTHING
        node = self.disjunction(0)
        token = self.peek()
        if token.kind is _Kind.RPAREN:
            raise self.fail("unbalanced ')': there is no '(' to close", token)
        return node

    def disjunction(self, depth: int) -> Node:
        parts = [self.conjunction(depth)]
        while self.peek().kind is _Kind.OR:
            word = self.take()
            if self.peek().kind in (_Kind.END, _Kind.RPAREN, _Kind.OR, _Kind.AND):
                raise self.fail("'or' needs a term after it", word, 2)
            parts.append(self.conjunction(depth))
        return parts[0] if len(parts) == 1 else Or(tuple(parts))

    def conjunction(self, depth: int) -> Node:
        token = self.peek()
        if token.kind in (_Kind.OR, _Kind.AND):
            name = "or" if token.kind is _Kind.OR else "and"
            raise self.fail(f"'{name}' needs a term before it", token, len(name))
        parts = [self.unary(depth)]
        while self.peek().kind in (_Kind.TERM, _Kind.NOT, _Kind.LPAREN, _Kind.AND):
            if self.peek().kind is _Kind.AND:
                word = self.take()
                if self.peek().kind in (_Kind.END, _Kind.RPAREN, _Kind.OR, _Kind.AND):
                    raise self.fail("'and' needs a term after it", word, 3)
            parts.append(self.unary(depth))
        return parts[0] if len(parts) == 1 else And(tuple(parts))

    def unary(self, depth: int) -> Node:
        negations = 0
        last = self.peek()
        while self.peek().kind is _Kind.NOT:
            last = self.take()
            negations += 1
        if negations and self.peek().kind not in (_Kind.TERM, _Kind.LPAREN):
            raise self.fail("'-' must be followed by a term or a group", last)
        node = self.primary(depth)
        # '--x' is 'x': negations collapse instead of nesting without bound.
        return Not(node) if negations % 2 else node

    def primary(self, depth: int) -> Node:
        token = self.take()
        if token.kind is _Kind.TERM and token.term is not None:
            return token.term
        if token.kind is _Kind.LPAREN:
            if depth >= MAX_DEPTH:
                raise self.fail(f"parentheses nest deeper than {MAX_DEPTH} levels", token)
            if self.peek().kind is _Kind.RPAREN:
                raise self.fail("empty parentheses", token, 2)
            node = self.disjunction(depth + 1)
            if self.peek().kind is not _Kind.RPAREN:
                raise self.fail("'(' is never closed", token)
            self.take()
            return node
        # Unreachable through conjunction(), which only calls unary() on a term, '-' or
        # '('; kept so that the parser never fails with anything but a located error.
        raise self.fail(f"expected a term, found {token.kind.value}", token)  # pragma: no cover


def terms_of(node: Node, *, negated: bool = True) -> list[Term]:
    """The terms of a query, in order; without those under a ``-`` when not ``negated``."""
    if isinstance(node, Term):
        return [node]
    if isinstance(node, Not):
        return terms_of(node.part) if negated else []
    return [term for part in node.parts for term in terms_of(part, negated=negated)]


def keys_of(node: Node) -> list[str]:
    """The keys a query uses, flags by their word (``is:elite`` -> ``elite``), in order."""
    return [
        term.value.lower() if term.key in ("is", "not") else term.key
        for term in terms_of(node)
        if term.key is not None
    ]


def parse(text: str) -> Node:
    """The syntax tree of a query; raises :class:`QuerySyntaxError` with a column.

    An empty (or blank) query is :data:`EVERYTHING`.

    >>> parse("")
    And(parts=())
    >>> parse('name:"the windy" or pow>=4000')  # doctest: +NORMALIZE_WHITESPACE
    Or(parts=(Term(key='name', op=':', value='the windy', regex=False),
              Term(key='pow', op='>=', value='4000', regex=False)))
    """
    return _Parser(text).query()


def terms(node: Node) -> list[Term]:
    """Every term of a tree, left to right."""
    if isinstance(node, Term):
        return [node]
    if isinstance(node, Not):
        return terms(node.part)
    return [term for part in node.parts for term in terms(part)]
