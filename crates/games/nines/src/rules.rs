//! The two rule sets, as one value of switches.
//!
//! - `client` (the default) is the client's text read literally: no flying, a piece in a
//!   complete line can never be removed (if every opponent piece is in a line, the removal is
//!   simply lost), a player loses when they have no pieces left or cannot move, and a game
//!   that goes nowhere is drawn by agreement.
//! - `standard` is exactly OpenSpiel's `nine_mens_morris`: a player down to 3 men flies, a
//!   player with 2 men loses, any piece may be removed when all are in lines, and the game is
//!   drawn after 200 turns.

use parlour_core::SetupError;
use serde::{Deserialize, Serialize};

/// Names of the rule sets; the first is the default.
pub const VARIANTS: &[&str] = &["client", "standard"];

/// The rule switches of a game of Nines (the game's `Params`).
///
/// ```
/// use parlour_nines::Rules;
/// let r = Rules::standard();
/// assert_eq!(r.flying_at, Some(3));
/// assert_eq!(Rules::default(), Rules::client());
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Rules {
    /// A player in the movement phase with at most this many men may fly to any empty point
    /// (`None`: never).
    pub flying_at: Option<u8>,
    /// A player with at most this many men (on the board and in hand) has lost.
    pub lose_at_men: u8,
    /// When every opponent piece stands in a line: `true` lets any of them be removed,
    /// `false` loses the removal.
    pub remove_from_lines_when_all_protected: bool,
    /// The game is drawn once this many turns are completed (`None`: no limit).
    pub max_turns: Option<u16>,
    /// The game is drawn after this many turns in a row without a removal (`None`: no limit).
    pub max_turns_without_removal: Option<u16>,
    /// The players may agree to a draw (offers are made and answered outside the moves).
    pub draw_offers: bool,
    /// The game is drawn when a position (board, hands, side to move) comes up for the third
    /// time at the start of a turn since the last placement or removal: the rule of most mill
    /// programs (Sanmill, for one). Off in both rule sets; an option to switch on.
    pub threefold_repetition: bool,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::client()
    }
}

/// Turn caps that [`Rules::automated`] adds to `client` games that no human plays.
pub const AUTOMATED_MAX_TURNS: u16 = 1000;
/// See [`AUTOMATED_MAX_TURNS`].
pub const AUTOMATED_MAX_TURNS_WITHOUT_REMOVAL: u16 = 200;

impl Rules {
    /// The client's rules, read literally (the default).
    pub const fn client() -> Rules {
        Rules {
            flying_at: None,
            lose_at_men: 0,
            remove_from_lines_when_all_protected: false,
            max_turns: None,
            max_turns_without_removal: None,
            draw_offers: true,
            threefold_repetition: false,
        }
    }

    /// OpenSpiel's `nine_mens_morris`, exactly.
    pub const fn standard() -> Rules {
        Rules {
            flying_at: Some(3),
            lose_at_men: 2,
            remove_from_lines_when_all_protected: true,
            max_turns: Some(200),
            max_turns_without_removal: None,
            draw_offers: false,
            threefold_repetition: false,
        }
    }

    /// The same rules with caps that guarantee the game ends, for games without a human.
    /// Rules that already have a cap keep it.
    pub fn automated(self) -> Rules {
        Rules {
            max_turns: self.max_turns.or(Some(AUTOMATED_MAX_TURNS)),
            max_turns_without_removal: match self.max_turns {
                // A turn cap alone already ends the game (this keeps `standard` exact).
                Some(_) => self.max_turns_without_removal,
                None => self
                    .max_turns_without_removal
                    .or(Some(AUTOMATED_MAX_TURNS_WITHOUT_REMOVAL)),
            },
            ..self
        }
    }

    /// The same rules with the threefold-repetition draw switched on or off.
    pub fn with_threefold_repetition(self, on: bool) -> Rules {
        Rules {
            threefold_repetition: on,
            ..self
        }
    }

    /// True when these rules keep the record of the positions since the last placement or
    /// removal: for draw offers (a cue) or for the threefold-repetition draw.
    pub(crate) fn keeps_record(&self) -> bool {
        self.draw_offers || self.threefold_repetition
    }

    /// The rule set these switches follow (`"client"`, `"standard"`), ignoring the caps, or
    /// `"custom"`.
    pub fn name(&self) -> &'static str {
        let core = |r: &Rules| {
            (
                r.flying_at,
                r.lose_at_men,
                r.remove_from_lines_when_all_protected,
            )
        };
        if core(self) == core(&Rules::client()) {
            "client"
        } else if core(self) == core(&Rules::standard()) {
            "standard"
        } else {
            "custom"
        }
    }

    /// Checks that the switches describe a playable game.
    pub fn validate(&self) -> Result<(), SetupError> {
        if self.lose_at_men > 8 {
            return Err(SetupError::InvalidParams(format!(
                "lose_at_men is {}, but a player starts with 9 men",
                self.lose_at_men
            )));
        }
        if let Some(n) = self.flying_at {
            if !(1..=9).contains(&n) {
                return Err(SetupError::InvalidParams(format!(
                    "flying_at is {n}, it must be between 1 and 9"
                )));
            }
        }
        if self.max_turns == Some(0) || self.max_turns_without_removal == Some(0) {
            return Err(SetupError::InvalidParams(
                "a turn limit of 0 would end the game before it starts".into(),
            ));
        }
        Ok(())
    }

    /// The rule set named `name` (see [`VARIANTS`]).
    pub fn by_name(name: &str) -> Result<Rules, SetupError> {
        parlour_core::variant_by_name(name, VARIANTS, |i| match i {
            0 => Rules::client(),
            _ => Rules::standard(),
        })
    }

    /// The rules as a player reads them, wrapped for an 80-column terminal.
    pub fn text(&self) -> String {
        let mut paras: Vec<String> = vec![
            format!("NINES ({} rules)", self.name()),
            "Two players, White and Black, each have nine pieces. White starts. The board \
             has 24 points joined by lines: three squares one inside the other, joined at the \
             middle of their sides. Points are named like a chessboard, files a-g and ranks \
             1-7 (a7 is the top left corner, g1 the bottom right); there is no point in the \
             centre."
                .into(),
            "1. Placing. The board starts empty. Players take turns placing one piece from \
             their hand on any empty point. Nobody moves a piece while they still have pieces \
             in hand. Type a point to place on it, e.g. d6."
                .into(),
            "2. Moving. Once your hand is empty, each turn you move one of your pieces along \
             a line to a neighbouring empty point. Type it as from-to, e.g. d6-d5."
                .into(),
        ];
        if let Some(n) = self.flying_at {
            paras.push(format!(
                "   Flying: when you are down to {n} pieces, your pieces may jump to any empty \
                 point, e.g. a7-g1."
            ));
        }
        paras.push(
            "3. Lines. Three of your pieces in a row along a line of the board (there are 16 \
             such lines, 8 across and 8 down, none diagonal) form a line (a mill). When the \
             piece you just placed or moved completes a line, you remove one opponent piece \
             from the board, as a second step of the same turn: type x and the point, e.g. \
             xg1. Closing two lines at once still removes only one piece. Pieces in hand are \
             never removed. Moving a piece out of a line and back forms the line again."
                .into(),
        );
        paras.push(if self.remove_from_lines_when_all_protected {
            "   A piece that stands in a complete line of its owner is protected and may not \
             be removed, unless all of the opponent's pieces stand in lines: then any of \
             them may be removed."
                .into()
        } else {
            "   A piece that stands in a complete line of its owner is protected and may never \
             be removed. If all of the opponent's pieces are protected, nothing is removed \
             and the turn ends."
                .into()
        });
        let mut end = String::from("4. The end. You lose when it is your turn and you cannot move");
        if self.lose_at_men == 0 {
            end.push_str(
                ", or when all your pieces have been removed. With one or two pieces left you \
                 play on, but you can no longer form lines.",
            );
        } else {
            end.push_str(&format!(
                ", or when you are down to {} pieces (on the board and in hand together).",
                self.lose_at_men
            ));
        }
        paras.push(end);
        let mut draw = String::from("5. Draws.");
        if self.draw_offers {
            draw.push_str(
                " When both players can still move but neither can make a line, the game is \
                 drawn by agreement: from the first moving turn on, a player may offer a \
                 draw on their own turn, and the opponent accepts or declines.",
            );
        }
        if let Some(n) = self.max_turns {
            draw.push_str(&format!(" The game is drawn after {n} turns."));
        }
        if let Some(n) = self.max_turns_without_removal {
            draw.push_str(&format!(
                " The game is drawn after {n} turns in a row without a removal."
            ));
        }
        if self.threefold_repetition {
            draw.push_str(
                " The game is drawn when the same position (the pieces on the board and in \
                 hand, and the side to move) comes up for the third time at the start of a \
                 turn.",
            );
        }
        if draw.len() > "5. Draws.".len() {
            paras.push(draw);
        }
        paras.push(
            "Computer players. random plays any legal step. The others search ahead with \
             the same evaluation (men, lines about to close, and above all room to move):"
                .into(),
        );
        for l in &crate::levels::LEVELS {
            paras.push(format!("   {}", crate::levels::describe(l)));
        }
        let mut out = String::new();
        for p in paras {
            // A blank line before each paragraph, none before its indented continuations.
            if !out.is_empty() && !p.starts_with(' ') {
                out.push('\n');
            }
            out.push_str(&wrap(&p, 78));
            out.push('\n');
        }
        out
    }
}

/// Wraps a paragraph at `width` columns, keeping its leading indent on every line.
fn wrap(text: &str, width: usize) -> String {
    let indent: String = text.chars().take_while(|c| *c == ' ').collect();
    let mut out = String::new();
    let mut line = indent.clone();
    for word in text.split_whitespace() {
        if line.trim().is_empty() {
            line.push_str(word);
        } else if line.len() + 1 + word.len() > width {
            out.push_str(&line);
            out.push('\n');
            line = format!("{indent}{word}");
        } else {
            line.push(' ');
            line.push_str(word);
        }
    }
    out.push_str(&line);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_text_fits_80_columns() {
        for r in [
            Rules::client(),
            Rules::standard(),
            Rules::client().automated(),
        ] {
            let t = r.text();
            assert!(t.lines().all(|l| l.chars().count() <= 80), "{t}");
        }
    }

    #[test]
    fn automated_keeps_standard_exact_and_caps_client() {
        assert_eq!(Rules::standard().automated(), Rules::standard());
        let c = Rules::client().automated();
        assert_eq!(c.max_turns, Some(AUTOMATED_MAX_TURNS));
        assert_eq!(
            c.max_turns_without_removal,
            Some(AUTOMATED_MAX_TURNS_WITHOUT_REMOVAL)
        );
        assert_eq!(c.name(), "client");
    }
}
