"""Vocabulary.get answers alike whether its keywords are a plain dict (as loaded: looked
up directly, compiled) or another mapping (a read-only view)."""

from __future__ import annotations

from types import MappingProxyType

from deckcheck.games.berserk.engine.cards import Vocabulary, load_vocabulary


def test_get_is_the_same_over_a_dict_and_a_read_only_view() -> None:
    loaded = load_vocabulary()
    assert isinstance(loaded.keywords, dict)  # (the fast path is the one taken)
    viewed = Vocabulary(MappingProxyType(dict(loaded.keywords)), loaded.digest,
                        loaded.by_effect)
    names = [*loaded.keywords, "armor", "no-such-keyword", ""]
    for name in names:
        assert loaded.get(name) is viewed.get(name) is loaded.keywords.get(name)
    assert loaded.get("no-such-keyword") is None
