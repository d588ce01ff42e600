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

/// `text` with every quoted part ('…', or «…» as Russian quotes) longer than `longest`
/// characters cut to its first `longest` characters and `…`: a refusal quotes what was
/// typed, and a long line only by its start. An apostrophe or a `»` typed inside the
/// quote, followed by a letter or digit, does not end it (`'don't…'`).
///
/// ```
/// let long = format!("'{}' is not a move", "x".repeat(50));
/// assert_eq!(parlour_protocol::shorten_quotes(&long, 3), "'xxx…' is not a move");
/// let long = format!("«{}» — не ход", "x".repeat(50));
/// assert_eq!(parlour_protocol::shorten_quotes(&long, 3), "«xxx…» — не ход");
/// ```
pub fn shorten_quotes(text: &str, longest: usize) -> String {
    let chars: Vec<char> = text.chars().collect();
    let alnum = |i: Option<usize>| {
        i.and_then(|i| chars.get(i))
            .is_some_and(|c| c.is_alphanumeric())
    };
    // A quote opens after a space or a mark ("table 'x'", not "don't") and closes before
    // one (not inside "it's"), so an apostrophe or a » typed inside a quote does not end it.
    let opens = |i: usize| match chars[i] {
        '\'' => !alnum(i.checked_sub(1)),
        '«' => true,
        _ => false,
    };
    let closes = |open: char, j: usize| {
        let mark = if open == '«' { '»' } else { '\'' };
        chars[j] == mark && !alnum(Some(j + 1))
    };
    let mut out = String::with_capacity(text.len().min(256));
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        out.push(c);
        i += 1;
        if !opens(i - 1) {
            continue;
        }
        // An unmatched quote is left as it is.
        if let Some(close) = (i..chars.len()).find(|&j| closes(c, j)) {
            let quoted: String = chars[i..close].iter().collect();
            push_cut(&mut out, &quoted, longest);
            out.push(chars[close]);
            i = close + 1;
        }
    }
    out
}

/// Pushes a quoted part, cut to its first `longest` characters and `…` when longer.
fn push_cut(out: &mut String, quoted: &str, longest: usize) {
    if quoted.chars().count() > longest {
        out.extend(quoted.chars().take(longest));
        out.push('…');
    } else {
        out.push_str(quoted);
    }
}

/// The longest nickname, in characters: the Elephant–Fox–Mouse network flow's rule (1 to 10
/// letters, digits or `_`), which every door keeps, as a player has one name everywhere.
pub const NICK_MAX: usize = 10;

/// Checks the form of a nickname (after trimming): 1 to [`NICK_MAX`] letters, digits or `_`.
///
/// ```
/// assert!(parlour_protocol::valid_nick("Ann_2"));
/// assert!(!parlour_protocol::valid_nick("two words"));
/// ```
pub fn valid_nick(nick: &str) -> bool {
    nick_problem(nick).is_none()
}

/// What is wrong with a nickname; `None` when it is valid. A doubtful character (U+FFFD,
/// which stands for a control character or bytes that are not UTF-8 text) is named as such,
/// so a name is never silently cleaned into another. Its `Display` is the English sentence;
/// [`NickProblem::code`] and [`NickProblem::detail`] let a catalogue say it in another
/// language.
///
/// ```
/// use parlour_protocol::{NickProblem, nick_problem};
/// assert_eq!(nick_problem("Ann_2"), None);
/// assert_eq!(nick_problem("a b"), Some(NickProblem::Space));
/// assert!(nick_problem("a b").unwrap().to_string().contains("a space"));
/// // A Hangul filler is a letter that draws nothing: `bob` with one would pass for `bob`.
/// assert_eq!(nick_problem("bob\u{115F}"), Some(NickProblem::Char('\u{115F}')));
/// assert_eq!(parlour_protocol::visible_char('\u{1160}'), "U+1160");
/// ```
pub fn nick_problem(nick: &str) -> Option<NickProblem> {
    let n = nick.chars().count();
    if n == 0 {
        return Some(NickProblem::Empty);
    }
    if let Some(c) = nick.chars().find(|&c| !nick_char(c)) {
        return Some(match c {
            '\u{FFFD}' => NickProblem::NotText,
            ' ' => NickProblem::Space,
            c if c.is_control() => NickProblem::Control,
            c => NickProblem::Char(c),
        });
    }
    (n > NICK_MAX).then_some(NickProblem::TooLong(n))
}

/// A nickname as it is registered: trimmed, and composed (NFC), so that a name typed with
/// combining marks, as some input methods send "Trần" or «Йожик», is the same name as the
/// one typed with composed letters, and is not refused for a lone accent.
///
/// ```
/// assert_eq!(parlour_protocol::plain_nick(" Tra\u{0302}\u{0300}n "), "Trần");
/// ```
pub fn plain_nick(nick: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    nick.trim().nfc().collect()
}

/// A character as a refusal shows it: itself, or its code point (`U+200B`) when it would
/// not be seen: a zero-width, joining or direction character, a space of another kind, or
/// a combining mark on its own.
///
/// ```
/// assert_eq!(parlour_protocol::visible_char('ж'), "ж");
/// assert_eq!(parlour_protocol::visible_char('\u{200B}'), "U+200B");
/// ```
pub fn visible_char(c: char) -> String {
    let unseen = c.is_whitespace()
        || invisible_letter(c)
        || unicode_normalization::char::is_combining_mark(c)
        || matches!(c, '\u{00AD}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{206F}' | '\u{FEFF}');
    if unseen {
        format!("U+{:04X}", u32::from(c))
    } else {
        c.to_string()
    }
}

/// Whether `c` may stand in a nickname: a letter, a digit 0–9 or `_`. Not another
/// script's digits (`١`, `¹`) nor a letter written in a special form (fullwidth `ｗ`,
/// mathematical `𝐰`, circled `ⓦ`, whatever Unicode's compatibility mapping, NFKC, turns
/// into another character): such a name would pass for its plain twin (`wq1`).
fn nick_char(c: char) -> bool {
    use unicode_normalization::UnicodeNormalization;
    let plain = || {
        let mut n = std::iter::once(c).nfkc();
        n.next() == Some(c) && n.next().is_none()
    };
    match c {
        '_' => true,
        c if invisible_letter(c) => false,
        c if c.is_numeric() => c.is_ascii_digit(),
        c => c.is_alphabetic() && plain(),
    }
}

/// Letters that draw nothing: Hangul's fillers and Khmer's inherent vowels count as letters
/// but show as blank, so `ᅟ` alone, or `bob` with one after it, passed for a name.
fn invisible_letter(c: char) -> bool {
    matches!(
        c,
        '\u{115F}' | '\u{1160}' | '\u{17B4}' | '\u{17B5}' | '\u{3164}' | '\u{FFA0}'
    )
}

/// Why a nickname is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NickProblem {
    /// Nothing was typed.
    Empty,
    /// It has a space.
    Space,
    /// It has a control character.
    Control,
    /// It has a control character or bytes that are not UTF-8 text (U+FFFD).
    NotText,
    /// It has this character, which is not a letter, a digit, `_` or `-`.
    Char(char),
    /// It has this many characters, more than 16.
    TooLong(usize),
}

impl NickProblem {
    /// The problem as a word of the protocol: `empty`, `space`, `control`, `not_text`,
    /// `char` or `too_long` (the `problem` argument of a `nick_invalid` refusal, which is
    /// `none` when no nickname was given at all).
    pub fn code(&self) -> &'static str {
        match self {
            NickProblem::Empty => "empty",
            NickProblem::Space => "space",
            NickProblem::Control => "control",
            NickProblem::NotText => "not_text",
            NickProblem::Char(_) => "char",
            NickProblem::TooLong(_) => "too_long",
        }
    }

    /// The character or the length it is about, as the refusal's argument of that name.
    pub fn detail(&self) -> Option<(&'static str, serde_json::Value)> {
        match self {
            NickProblem::Char(c) => Some(("char", serde_json::json!(visible_char(*c)))),
            NickProblem::TooLong(n) => Some(("length", serde_json::json!(n))),
            _ => None,
        }
    }
}

impl std::fmt::Display for NickProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let rule = "a nickname is 1 to 10 letters, digits or _";
        match self {
            NickProblem::Empty => write!(f, "{rule}; that one is empty"),
            NickProblem::Space => write!(f, "{rule}; that one has a space"),
            NickProblem::Control => write!(f, "{rule}; that one has a control character"),
            NickProblem::NotText => write!(
                f,
                "{rule}; that one has a control character or bytes that are not UTF-8 text"
            ),
            NickProblem::Char(c) => write!(f, "{rule}; that one has '{}'", visible_char(*c)),
            NickProblem::TooLong(n) => write!(f, "{rule}; that one has {n} characters"),
        }
    }
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

    #[test]
    fn russian_quotes_are_cut_too() {
        let long = format!("нет стола «{}» (возможно, он закрыт)", "t".repeat(40));
        assert_eq!(
            shorten_quotes(&long, 20),
            format!("нет стола «{}…» (возможно, он закрыт)", "t".repeat(20))
        );
        let two = format!("«{}» и «ок»", "ж".repeat(30));
        assert_eq!(
            shorten_quotes(&two, 5),
            format!("«{}…» и «ок»", "ж".repeat(5))
        );
        assert_eq!(shorten_quotes("«не закрыта", 2), "«не закрыта");
    }

    #[test]
    fn an_apostrophe_or_a_closing_mark_typed_inside_does_not_end_the_quote() {
        let typed = "don't stop me now, I'm having such a good time";
        assert_eq!(
            shorten_quotes(&format!("'{typed}' is not a move"), 20),
            "'don't stop me now, I…' is not a move"
        );
        let typed = "a»b".repeat(20);
        assert_eq!(
            shorten_quotes(&format!("«{typed}» — не ход"), 5),
            "«a»ba»…» — не ход"
        );
        assert_eq!(
            shorten_quotes("'one' and 'two' and 'three'", 3),
            "'one' and 'two' and 'thr…'"
        );
    }
}

#[cfg(test)]
mod nick_tests {
    use super::{NickProblem, nick_problem};

    #[test]
    fn letters_of_every_alphabet_are_welcome() {
        for nick in ["ann_2", "Иван", "Nguyễn", "Đức_9", "Ωmega"] {
            assert_eq!(nick_problem(nick), None, "{nick}");
        }
    }

    #[test]
    fn a_name_typed_with_combining_marks_is_composed_and_an_unseen_character_named() {
        let typed = "Tra\u{0302}\u{0300}n";
        assert!(nick_problem(typed).is_some(), "a lone mark as typed");
        assert_eq!(nick_problem(&super::plain_nick(typed)), None);
        assert_eq!(nick_problem(&super::plain_nick("И\u{0306}ожик")), None);
        let hidden = nick_problem("wq1\u{200B}").expect("refused");
        assert!(
            hidden.to_string().ends_with("that one has 'U+200B'"),
            "{hidden}"
        );
    }

    #[test]
    fn a_letter_or_digit_in_a_special_form_is_refused() {
        // Each would pass for "wq1": fullwidth, mathematical, circled letters, another
        // script's digit, a superscript.
        for (nick, c) in [
            ("ｗq1", 'ｗ'),
            ("𝐰q1", '𝐰'),
            ("wq𝟏", '𝟏'),
            ("ⓦq1", 'ⓦ'),
            ("wq١", '١'),
            ("wq¹", '¹'),
        ] {
            assert_eq!(nick_problem(nick), Some(NickProblem::Char(c)), "{nick}");
        }
    }

    /// The rules of the network flow: 1–10 letters, digits or `_`.
    #[test]
    fn a_nickname_is_one_to_ten_letters_digits_or_underscores() {
        assert_eq!(nick_problem("abcdefghij"), None);
        assert_eq!(nick_problem("Иван_Ивано"), None);
        assert_eq!(nick_problem("abcdefghijk"), Some(NickProblem::TooLong(11)));
        assert_eq!(nick_problem("ann-2"), Some(NickProblem::Char('-')));
        assert!(
            nick_problem("ann-2")
                .unwrap()
                .to_string()
                .starts_with("a nickname is 1 to 10 letters, digits or _; that one has '-'")
        );
    }
}
