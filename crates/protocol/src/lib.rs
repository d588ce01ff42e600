//! # parlour-protocol: what Parlour's doors say
//!
//! The server talks to people through doors: the web page (JSON over WebSocket) and the TCP
//! text door (`nc`). Both sit on the same lobby and the same tables, and both send the same
//! data: a table as one viewer may see it ([`TableView`]), the lobby ([`LobbyView`]), and
//! errors with a stable code and arguments ([`ErrorInfo`]) so a client can put them in its
//! reader's words. The WebSocket messages are documented, with examples, in
//! `docs/web-protocol.md`; they are also the API for computer players written by others.
//!
//! Nothing here can carry hidden cards: a table reaches a door only as a per-seat
//! [`TableView`].

mod error;
mod line_tags;
mod lobby;
mod messages;

pub use error::{ErrorCode, ErrorInfo};
pub use line_tags::LineTag;
pub use lobby::{GameEntry, LobbyView, PlayerInfo, SeatSummary, TableSummary};
pub use messages::{ClientMsg, SeatChoice, ServerMsg, TableId};
pub use parlour_catalog::table::TableView;

/// The protocol's version, sent in `welcome`; it changes when a message changes shape.
pub const PROTOCOL_VERSION: u32 = 1;

/// The longest client message accepted, in bytes (a move is a few bytes; a table's setup a
/// few hundred).
pub const MAX_MESSAGE_BYTES: usize = 16 * 1024;

/// `text` with every control character but the tab shown as U+FFFD (`�`): kept visible,
/// so that "bo\x01b" is never silently read as another name or move, and never written back
/// to a terminal that would obey it (an arrow or function key's escape sequence).
///
/// ```
/// assert_eq!(parlour_protocol::mark_controls("\u{1b}OQ\tx"), "\u{FFFD}OQ\tx");
/// ```
pub fn mark_controls(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_control() && c != '\t' {
                '\u{FFFD}'
            } else {
                c
            }
        })
        .collect()
}

/// `text` with every quoted part ('…') longer than `longest` characters cut to its first
/// `longest` characters and `…`: a refusal quotes what was typed, and a long line only by
/// its start.
///
/// ```
/// let long = format!("'{}' is not a move", "x".repeat(50));
/// assert_eq!(parlour_protocol::shorten_quotes(&long, 3), "'xxx…' is not a move");
/// ```
pub fn shorten_quotes(text: &str, longest: usize) -> String {
    let mut out = String::with_capacity(text.len().min(256));
    let mut parts = text.split('\'');
    if let Some(first) = parts.next() {
        out.push_str(first);
    }
    // Parts alternate: outside, quoted, outside… An unmatched last quote is left as it is.
    let rest: Vec<&str> = parts.collect();
    for (i, part) in rest.iter().enumerate() {
        out.push('\'');
        let quoted = i % 2 == 0 && i + 1 < rest.len();
        if quoted && part.chars().count() > longest {
            out.extend(part.chars().take(longest));
            out.push('…');
        } else {
            out.push_str(part);
        }
    }
    out
}

/// Checks the form of a nickname (after trimming): 1 to 16 letters, digits, `_` or `-`.
///
/// ```
/// assert!(parlour_protocol::valid_nick("Ann_2"));
/// assert!(!parlour_protocol::valid_nick("two words"));
/// ```
pub fn valid_nick(nick: &str) -> bool {
    nick_problem(nick).is_none()
}

/// What is wrong with a nickname, in words for the person who typed it; `None` when it is
/// valid. A doubtful character (U+FFFD, which stands for a control character or bytes that
/// are not UTF-8 text) is named as such, so a name is never silently cleaned into another.
///
/// ```
/// assert_eq!(parlour_protocol::nick_problem("Ann_2"), None);
/// assert!(parlour_protocol::nick_problem("a b").unwrap().contains("a space"));
/// ```
pub fn nick_problem(nick: &str) -> Option<String> {
    const RULE: &str = "a nickname is 1 to 16 letters, digits, _ or -";
    let n = nick.chars().count();
    if n == 0 {
        return Some(format!("{RULE}; that one is empty"));
    }
    if let Some(c) = nick
        .chars()
        .find(|&c| !(c.is_alphanumeric() || c == '_' || c == '-'))
    {
        let what = match c {
            '\u{FFFD}' => "a control character or bytes that are not UTF-8 text".to_string(),
            ' ' => "a space".to_string(),
            c if c.is_control() => "a control character".to_string(),
            c => format!("'{c}'"),
        };
        return Some(format!("{RULE}; that one has {what}"));
    }
    if n > 16 {
        return Some(format!("{RULE}; that one has {n} characters"));
    }
    None
}

#[cfg(test)]
mod quote_tests {
    use super::shorten_quotes;

    #[test]
    fn long_quotes_are_cut_and_short_ones_kept() {
        let long = format!("there is no table '{}'", "t".repeat(300));
        assert_eq!(
            shorten_quotes(&long, 20),
            format!("there is no table '{}…'", "t".repeat(20))
        );
        let short = "'KC' can be played 2 ways: 1) KC 2) KC:4S";
        assert_eq!(shorten_quotes(short, 20), short);
        assert_eq!(shorten_quotes("it's fine", 2), "it's fine");
    }
}
