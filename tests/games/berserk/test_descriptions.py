"""How `deckcheck card`, `cards --unimplemented` and `play` word the encoded abilities:
said once, in players' words (a wording slip here reaches every player who reads a card)."""

from __future__ import annotations

from deckcheck.games.berserk.engine.cards import card_table


def test_no_ability_says_itself_twice() -> None:
    table = card_table()
    said = [(table.ids[kind], ability.describe())
            for kind, abilities in enumerate(table.abilities) for ability in abilities]
    assert said  # (every encoded card's abilities are worded)
    assert [(card, words) for card, words in said if "(itself) (itself)" in words] == []
    runes = dict(said)
    assert any(words.endswith("for 3 turns (itself)") for card, words in said
               if card == "VS-096"), runes.get("VS-096")
