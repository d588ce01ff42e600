//! The two rule sets, as one value of switches.
//!
//! - `client` (the default) is the client's text read literally: no flying, a piece in a
//!   complete line can never be removed (if every opponent piece is in a line, the removal is
//!   simply lost), a player loses when they have no pieces left or cannot move, and a game
//!   that goes nowhere is drawn by agreement.
//! - `standard` is exactly OpenSpiel's `nine_mens_morris`: a player down to 3 men flies, a
//!   player with 2 men loses, any piece may be removed when all are in lines, and the game is
//!   drawn after 200 turns.

use parlour_core::{Message, RulesText, SetupError};
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
        if let Some(n) = self.flying_at
            && !(1..=9).contains(&n)
        {
            return Err(SetupError::InvalidParams(format!(
                "flying_at is {n}, it must be between 1 and 9"
            )));
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

    /// The rules as a player reads them: the documents (`rules/<lang>.md`: the board,
    /// placing, moving, lines), then what this rule set decides, a message a paragraph:
    /// flying, which pieces may be removed, when you lose, and the draws; last, the
    /// computer levels ([`crate::describe`]).
    pub fn text(&self) -> RulesText {
        // The variant by its name for people ("Parlour rules", not "client").
        let name = Message::new(format!("server-variant-{}", self.name()));
        let mut variant = vec![Message::new("nines-rules-set").with("name", name)];
        if let Some(n) = self.flying_at {
            variant.push(Message::new("nines-rules-flying").with("pieces", n));
        }
        variant.push(Message::new(if self.remove_from_lines_when_all_protected {
            "nines-rules-protected-unless-all"
        } else {
            "nines-rules-protected-always"
        }));
        variant.push(if self.lose_at_men == 0 {
            Message::new("nines-rules-end-eliminated")
        } else {
            Message::new("nines-rules-end-men").with("men", self.lose_at_men)
        });
        if self.draw_offers {
            variant.push(Message::new("nines-rules-draw-offers"));
        }
        if let Some(n) = self.max_turns {
            variant.push(Message::new("nines-rules-max-turns").with("turns", n));
        }
        if let Some(n) = self.max_turns_without_removal {
            variant.push(Message::new("nines-rules-max-quiet").with("turns", n));
        }
        if self.threefold_repetition {
            variant.push(Message::new("nines-rules-threefold"));
        }
        // Last, the computer levels: how far each looks and how much it errs, for a player
        // choosing an opponent; and the endgame tables, which every level's search reads.
        variant.push(Message::new("nines-levels"));
        variant.extend(crate::levels::LEVELS.iter().map(crate::levels::describe));
        if crate::tablebase::applies_to(self) {
            variant.push(Message::new("nines-levels-tables"));
        }
        RulesText {
            documents: DOCUMENTS,
            variant,
        }
    }
}

/// The rules documents, English first.
const DOCUMENTS: &[(&str, &str)] = &[
    ("en", include_str!("../rules/en.md")),
    ("vi", include_str!("../rules/vi.md")),
    ("ru", include_str!("../rules/ru.md")),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_text_fits_80_columns_in_every_language() {
        for r in [
            Rules::client(),
            Rules::standard(),
            Rules::client().automated(),
        ] {
            for lang in parlour_i18n::Lang::ALL {
                let t = parlour_i18n::rules(lang, &r.text());
                assert!(t.lines().all(|l| l.chars().count() <= 80), "{t}");
            }
        }
    }

    #[test]
    fn each_rule_set_says_what_it_decides() {
        let keys = |r: Rules| -> Vec<String> {
            r.text().variant.iter().map(|m| m.key.to_string()).collect()
        };
        let client = keys(Rules::client());
        let standard = keys(Rules::standard());
        assert!(
            client.contains(&"nines-rules-draw-offers".to_string()),
            "{client:?}"
        );
        assert!(!standard.contains(&"nines-rules-draw-offers".to_string()));
        // The endgame tables only where the rules use them (nobody flies in `client`).
        assert!(standard.contains(&"nines-levels-tables".to_string()));
        assert!(!client.contains(&"nines-levels-tables".to_string()));
        let shown = parlour_i18n::rules(parlour_i18n::Lang::En, &Rules::standard().text());
        assert!(shown.contains("flying endgames"), "{shown}");
        assert_ne!(client, standard);
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
