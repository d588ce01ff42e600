//! The rules as players read them (`parlour rules tablenette`), wrapped for 80 columns.

use crate::state::TablenetteParams;

const RULES: &str = "\
TABLENETTE - a fishing card game for two players, south and north.

THE DEAL. One 52-card deck. Each player gets 6 cards, dealt one at a time,
the non-dealer first, and 4 cards are laid face up on the table. A jack drawn
for the table goes to the bottom of the deck (it is the last card of the hand)
and another card is drawn. When both players have played their 6 cards, 6 more
are dealt to each (no new table cards) until the deck is used up: four rounds.
The non-dealer plays first in every round; players alternate, one card a turn.

CARD VALUES. 2 to 10 as printed, J 12, Q 13, K 14, and A 1 or 11 as you like
(chosen separately for every ace).

A TURN. Play one card from your hand:
 - trail it: lay it on the table. Always allowed, even when you could capture.
 - capture with it: take ALL the table cards of its rank, plus at most ONE
   PAIR of table cards whose values add up to its value. For example a king
   (14) takes the kings on the table and a pair like 10+4, or 6+8, or A+3.
   Sums of three cards, or two pairs, are not allowed.
 - a JACK takes the whole table. It scores no Tablenette. Only on an empty
   table is a jack laid down; there it counts 12.

TABLENETTE. A capture (not by a jack) that clears the table scores the face
values of the played card and every card taken (aces 11, except a table ace
that has to count 1 to make its pair). Example: table 10D 4S KH KS, you play
KC and take all four: 14+10+4+14+14 = 56 for the Tablenette.

END OF A HAND. After the last card, the cards left on the table go to the last
player who captured (this is not a Tablenette). Each player then scores:
 - card points in their pile: A, K, Q, J and every 10 score 1, except 10D
   which scores 2; 2C scores 1 (22 points in all);
 - 3 points for more than 27 cards;
 - the Tablenette bonuses of the hand.

WRITING A PLAY. A card is its rank then its suit: A 2-10 J Q K and C D H S
(10D is the ten of diamonds, T also means 10). Type the card alone to trail
(7H), or the card, a colon and the cards taken joined by + to capture
(KC:10D+4S+KH+KS; listing only some, like KC:4S, is enough when that picks
one capture). A jack's sweep may be typed JC.
";

const GAME_END: &str = "\
END OF THE GAME. Scores add up over the hands and the dealers alternate. After
a hand, a player with more than 251 points wins (the higher score, if both are
over; a tie plays on).
";

const HAND_END: &str = "\
THIS VARIANT plays a single hand: the higher hand score wins, equal scores
draw.
";

/// The rules text for these parameters.
pub(crate) fn text(params: &TablenetteParams) -> String {
    let mut s = RULES.to_string();
    s.push('\n');
    s.push_str(if params.single_hand {
        HAND_END
    } else {
        GAME_END
    });
    if let Some(limit) = params.hand_limit {
        s.push_str(&format!(
            "\nA computer-only game stops after {limit} hands: the higher score wins.\n"
        ));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_fit_80_columns() {
        for p in [
            TablenetteParams::default(),
            TablenetteParams {
                single_hand: true,
                hand_limit: Some(200),
            },
        ] {
            for line in text(&p).lines() {
                assert!(line.chars().count() <= 80, "too long: {line}");
            }
        }
    }
}
