//! The TCP text door's vocabulary: every server line starts with one of these tags.
//!
//! The door writes lines with them and `parlour connect` reads them, so the two cannot drift
//! apart; `docs/tcp-protocol.md` says what each one means.

use std::fmt;

/// The first word of a line the TCP door sends. The tags are English and stay so in every
/// language: scripts match on them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum LineTag {
    /// The greeting.
    Welcome,
    /// Asks for a nickname (or says why one was refused).
    Nick,
    /// Information: the token, a table opened, a player back…
    Info,
    /// Waiting for players: `WAIT waiting for players 1/3`.
    Wait,
    /// A game starts.
    Start,
    /// A move was played, with its explanation.
    Move,
    /// One line of the board drawing (the first says how many follow).
    Board,
    /// The players of the game.
    Players,
    /// Whose turn it is.
    Turn,
    /// It is your turn: the prompt.
    YourMove,
    /// Your move was refused.
    Invalid,
    /// It is not your turn.
    NotYourTurn,
    /// A draw offer, answer or refusal.
    Draw,
    /// The game is over: winner, loser, reason.
    End,
    /// One table of the list.
    Table,
    /// A request was refused.
    Error,
    /// Help text.
    Help,
    /// One line of a game's rules, in answer to `RULES`.
    Rules,
    /// The server closes the connection.
    Bye,
}

impl LineTag {
    /// Every tag, in the order the help lists them.
    pub const ALL: [LineTag; 19] = [
        LineTag::Welcome,
        LineTag::Nick,
        LineTag::Info,
        LineTag::Wait,
        LineTag::Start,
        LineTag::Move,
        LineTag::Board,
        LineTag::Players,
        LineTag::Turn,
        LineTag::YourMove,
        LineTag::Invalid,
        LineTag::NotYourTurn,
        LineTag::Draw,
        LineTag::End,
        LineTag::Table,
        LineTag::Error,
        LineTag::Help,
        LineTag::Rules,
        LineTag::Bye,
    ];

    /// The tag as it is sent: `"YOURMOVE"`.
    pub fn as_str(self) -> &'static str {
        match self {
            LineTag::Welcome => "WELCOME",
            LineTag::Nick => "NICK",
            LineTag::Info => "INFO",
            LineTag::Wait => "WAIT",
            LineTag::Start => "START",
            LineTag::Move => "MOVE",
            LineTag::Board => "BOARD",
            LineTag::Players => "PLAYERS",
            LineTag::Turn => "TURN",
            LineTag::YourMove => "YOURMOVE",
            LineTag::Invalid => "INVALID",
            LineTag::NotYourTurn => "NOTYOURTURN",
            LineTag::Draw => "DRAW",
            LineTag::End => "END",
            LineTag::Table => "TABLE",
            LineTag::Error => "ERROR",
            LineTag::Help => "HELP",
            LineTag::Rules => "RULES",
            LineTag::Bye => "BYE",
        }
    }

    /// Splits a server line into its tag and the rest; `None` when the line does not start
    /// with a known tag.
    ///
    /// ```
    /// use parlour_protocol::LineTag;
    /// assert_eq!(LineTag::split("WAIT waiting for players 1/3"),
    ///            Some((LineTag::Wait, "waiting for players 1/3")));
    /// assert_eq!(LineTag::split("YOURMOVE"), Some((LineTag::YourMove, "")));
    /// assert_eq!(LineTag::split("hello"), None);
    /// ```
    pub fn split(line: &str) -> Option<(LineTag, &str)> {
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        let tag = LineTag::ALL.into_iter().find(|t| t.as_str() == word)?;
        Some((tag, rest))
    }

    /// True for the tags that refuse something the client sent.
    pub fn is_refusal(self) -> bool {
        matches!(
            self,
            LineTag::Invalid | LineTag::NotYourTurn | LineTag::Error
        )
    }

    /// True for the tags whose text may quote what the client typed (the door shortens
    /// such quotes, so a long line is never echoed back whole).
    pub fn quotes_input(self) -> bool {
        matches!(self, LineTag::Invalid | LineTag::Error | LineTag::Nick)
    }

    /// True when the server now waits for the person to type (a move or a nickname).
    pub fn asks(self) -> bool {
        matches!(self, LineTag::YourMove | LineTag::Nick)
    }
}

impl fmt::Display for LineTag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tag_reads_back() {
        for t in LineTag::ALL {
            assert_eq!(LineTag::split(t.as_str()), Some((t, "")));
            assert!(t.as_str().chars().all(|c| c.is_ascii_uppercase()));
        }
        assert_eq!(LineTag::split("MOVES"), None);
    }
}
