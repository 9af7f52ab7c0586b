"""The query language's syntax: tokenizer, parser and located errors (no catalogue needed)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deckcheck.catalog.query import (
    EVERYTHING,
    MAX_DEPTH,
    And,
    Node,
    Not,
    Or,
    QuerySyntaxError,
    Term,
    parse,
    terms,
)
from deckcheck.errors import DeckcheckError, UsageError


def t(key: str | None, value: str, op: str = ":", regex: bool = False) -> Term:
    return Term(key, op, value, regex)


def syntax_error(query: str) -> QuerySyntaxError:
    with pytest.raises(QuerySyntaxError) as info:
        parse(query)
    return info.value


# --- Terms ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("e:fire", t("e", "fire")),
        ("E:Fire", t("e", "Fire")),
        ("element:fire", t("element", "fire")),
        ("power>=4000", t("power", "4000", ">=")),
        ("pow<=3000", t("pow", "3000", "<=")),
        ("power>4000", t("power", "4000", ">")),
        ("power<4000", t("power", "4000", "<")),
        ("power=4000", t("power", "4000", "=")),
        ("power!=4000", t("power", "4000", "!=")),
        ("power:4000", t("power", "4000", ":")),
        ("cost>=5", t("cost", "5", ">=")),
        ("is:major", t("is", "major")),
        ('name:"the windy"', t("name", "the windy")),
        ("name:'the windy'", t("name", "the windy")),
        (r'name:"say \"hi\""', t("name", 'say "hi"')),
        ("o:/draw \\d+ cards?/", t("o", "draw \\d+ cards?", regex=True)),
        (r"o:/a\/b/", t("o", r"a\/b", regex=True)),
        ("windy", t(None, "windy")),
        ('"the windy"', t(None, "the windy")),
        ("/^the w/", t(None, "^the w", regex=True)),
        ("Сакура", t(None, "Сакура")),
        ("c:Сяоран", t("c", "Сяоран")),
        ("VS-001", t(None, "VS-001")),
        ("id:VS-001", t("id", "VS-001")),
        ('"or"', t(None, "or")),
        ("sakura's", t(None, "sakura's")),
    ],
)
def test_single_terms(query: str, expected: Term) -> None:
    assert parse(query) == expected


def test_term_positions() -> None:
    node = parse('e:fire  name:"the windy" pow>=4000')
    assert isinstance(node, And)
    fire, name, power = terms(node)
    assert (fire.column, fire.value_column, fire.length) == (1, 3, 6)
    assert (name.column, name.value_column, name.length) == (9, 14, 16)
    assert (power.column, power.op_column, power.value_column) == (26, 29, 31)


def test_empty_query_matches_everything() -> None:
    assert parse("") == EVERYTHING
    assert parse("   \t ") == EVERYTHING
    assert And(()) == EVERYTHING


# --- Structure ------------------------------------------------------------------------------


def test_implicit_and() -> None:
    assert parse("e:fire r:rare t:capture") == And(
        (t("e", "fire"), t("r", "rare"), t("t", "capture"))
    )


def test_explicit_and_is_the_same() -> None:
    assert parse("e:fire and r:rare") == parse("e:fire r:rare")
    assert parse("e:fire AND r:rare") == parse("e:fire r:rare")


@pytest.mark.parametrize("word", ["or", "OR", "Or", "oR"])
def test_or_in_any_case(word: str) -> None:
    assert parse(f"e:fire {word} e:water") == Or((t("e", "fire"), t("e", "water")))


def test_and_binds_tighter_than_or() -> None:
    assert parse("a b or c") == Or((And((t(None, "a"), t(None, "b"))), t(None, "c")))
    assert parse("a or b c") == Or((t(None, "a"), And((t(None, "b"), t(None, "c")))))


def test_parentheses_group() -> None:
    assert parse("(a or b) c") == And((Or((t(None, "a"), t(None, "b"))), t(None, "c")))
    assert parse("((a))") == t(None, "a")


def test_parentheses_end_words() -> None:
    assert parse("(e:fire or e:water)") == Or((t("e", "fire"), t("e", "water")))


def test_negation() -> None:
    assert parse("-e:fire") == Not(t("e", "fire"))
    assert parse("-(a or b)") == Not(Or((t(None, "a"), t(None, "b"))))
    assert parse("a -b") == And((t(None, "a"), Not(t(None, "b"))))
    assert parse('-"the windy"') == Not(t(None, "the windy"))


def test_double_negation_cancels() -> None:
    assert parse("--a") == t(None, "a")
    assert parse("---a") == Not(t(None, "a"))
    assert parse("-" * 10_001 + "a") == Not(t(None, "a"))


def test_or_chains_are_flat() -> None:
    node = parse(" or ".join(f"n{i}" for i in range(500)))
    assert isinstance(node, Or)
    assert len(node.parts) == 500


def test_deep_but_allowed_nesting() -> None:
    depth = MAX_DEPTH
    assert parse("(" * depth + "a" + ")" * depth) == t(None, "a")


def test_terms_lists_left_to_right() -> None:
    assert [x.value for x in terms(parse("a (b or -c) d"))] == ["a", "b", "c", "d"]


def test_positions_do_not_affect_equality() -> None:
    assert parse("  e:fire") == parse("e:fire")


# --- Errors, each with its column -------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "column", "message"),
    [
        ("(e:fire", 1, "'(' is never closed"),
        ("e:fire (r:rare", 8, "'(' is never closed"),
        ("e:fire)", 7, "unbalanced ')'"),
        ("a) (b", 2, "unbalanced ')'"),
        ("()", 1, "empty parentheses"),
        ("or e:fire", 1, "'or' needs a term before it"),
        ("e:fire or", 8, "'or' needs a term after it"),
        ("e:fire or or r:rare", 8, "'or' needs a term after it"),
        ("(e:fire or)", 9, "'or' needs a term after it"),
        ("(or a)", 2, "'or' needs a term before it"),
        ("and a", 1, "'and' needs a term before it"),
        ("a and", 3, "'and' needs a term after it"),
        ("a - b", 3, "'-' must be directly followed by a term"),
        ("a -", 3, "'-' must be directly followed by a term"),
        ("(a -)", 4, "'-' must be directly followed by a term"),
        ("-or a", 1, "'-' must be followed by a term or a group"),
        ('name:"the windy', 6, "unterminated quote"),
        ('"the windy', 1, "unterminated quote"),
        ("o:/draw", 3, "unterminated regular expression"),
        ("e:", 1, "e: needs a value"),
        ("a pow>= ", 3, "pow>= needs a value"),
        ("e:)", 1, "e: needs a value"),
    ],
)
def test_errors_are_located(query: str, column: int, message: str) -> None:
    err = syntax_error(query)
    assert err.column == column
    assert message in err.message
    assert err.query == query
    assert str(err) == f"query:{column}: QUERY_SYNTAX: {err.message}"


def test_nesting_limit() -> None:
    depth = MAX_DEPTH + 1
    err = syntax_error("(" * depth + "a" + ")" * depth)
    assert err.column == depth
    assert "deeper than" in err.message


def test_error_is_a_usage_error() -> None:
    err = syntax_error("(")
    assert isinstance(err, UsageError)
    assert isinstance(err, DeckcheckError)
    assert isinstance(err, ValueError)
    assert err.exit_code == 2
    assert err.code == "QUERY_SYNTAX"


def test_error_spans() -> None:
    assert syntax_error("o:/draw").length == len("/draw")
    assert syntax_error("a or").length == 2


# --- Properties -----------------------------------------------------------------------------

SYNTAX = st.text(alphabet=" ()-\"'/\\:<>=!orandORAND ectpwisx0123456789Ёё", max_size=40)


def _check_parse(query: str) -> None:
    try:
        node = parse(query)
    except QuerySyntaxError as err:
        assert 1 <= err.column <= len(query) + 1
        assert err.length >= 1
        assert err.query == query
        return
    assert isinstance(node, Term | Not | And | Or)


@settings(max_examples=400, deadline=None, database=None)
@given(st.text(max_size=60))
def test_any_text_parses_or_fails_with_a_located_error(query: str) -> None:
    _check_parse(query)


@settings(max_examples=600, deadline=None, database=None)
@given(SYNTAX)
def test_syntax_heavy_text_parses_or_fails_with_a_located_error(query: str) -> None:
    _check_parse(query)


def _render(node: Node) -> str:
    """A query string for a tree (fully parenthesised)."""
    if isinstance(node, Term):
        key = "" if node.key is None else node.key + node.op
        return f'{key}"{node.value}"'
    if isinstance(node, Not):
        return f"-({_render(node.part)})"
    glue = " " if isinstance(node, And) else " or "
    return glue.join(f"({_render(part)})" for part in node.parts)


WORDS = st.sampled_from(["fire", "the windy", "Сакура", "or", "a-b", "4000"])
TERMS = st.builds(
    Term,
    key=st.sampled_from([None, "e", "name", "pow"]),
    op=st.just(":"),
    value=WORDS,
)
TREES = st.recursive(
    TERMS,
    lambda inner: st.one_of(
        st.builds(Not, inner),
        st.lists(inner, min_size=2, max_size=3).map(lambda xs: And(tuple(xs))),
        st.lists(inner, min_size=2, max_size=3).map(lambda xs: Or(tuple(xs))),
    ),
    max_leaves=8,
)


@settings(max_examples=300, deadline=None, database=None)
@given(TREES)
def test_rendered_trees_parse_back(tree: Node) -> None:
    assert parse(_render(tree)) == tree
