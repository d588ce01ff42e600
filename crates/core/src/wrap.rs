//! Text for a terminal: games draw their positions for 80-column consoles, and a sentence
//! in Russian or Vietnamese is often longer than the English one it was written beside.

/// The width a game's drawing keeps to: an 80-column terminal.
pub const TERMINAL_WIDTH: usize = 80;

/// `text` after `head`, wrapped between words at `width` columns (counted in characters),
/// each continuation line indented under the text.
///
/// Only plain spaces break a line: a no-break space, as in the Russian `8 000`, joins what
/// it stands between.
///
/// ```
/// use parlour_core::wrapped;
/// assert_eq!(wrapped("Table: ", "A♠ 2♣ 3♣ 6♦", 14), "Table: A♠ 2♣\n       3♣ 6♦");
/// assert_eq!(wrapped("", "short", 80), "short");
/// ```
pub fn wrapped(head: &str, text: &str, width: usize) -> String {
    let indent = head.chars().count();
    let mut out = head.to_string();
    let mut col = indent;
    for (i, word) in text.split(' ').enumerate() {
        let w = word.chars().count();
        if i > 0 {
            if col + 1 + w > width {
                out.push('\n');
                out.push_str(&" ".repeat(indent));
                col = indent;
            } else {
                out.push(' ');
                col += 1;
            }
        }
        out.push_str(word);
        col += w;
    }
    out
}
