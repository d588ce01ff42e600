//! The three difficulty levels every game offers.

use std::fmt;

/// How strong a computer player is. Every game offers all three; what each means is the
/// game's own (a search budget, a sampling budget, an exact table).
///
/// ```
/// use parlour_core::Difficulty;
/// assert_eq!(Difficulty::from_name(" Hard "), Some(Difficulty::Hard));
/// assert_eq!(Difficulty::Medium.name(), "medium");
/// assert_eq!(Difficulty::ALL.map(|d| d.index()), [0, 1, 2]);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Difficulty {
    /// Beats a random player; makes mistakes a beginner can punish.
    Easy,
    /// Careful and quick.
    Medium,
    /// The strongest player the game has.
    Hard,
}

impl Difficulty {
    /// Weakest first.
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    /// `"easy"`, `"medium"` or `"hard"`.
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    }

    /// The level called `name` (any case, surrounding spaces ignored).
    pub fn from_name(name: &str) -> Option<Difficulty> {
        let wanted = name.trim().to_ascii_lowercase();
        Difficulty::ALL.into_iter().find(|d| d.name() == wanted)
    }

    /// 0, 1, 2: for tables of per-level settings.
    pub fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
