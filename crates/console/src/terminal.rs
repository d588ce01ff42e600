//! Text for the terminal the console runs in: lines wrapped between words at the
//! terminal's width (at most [`parlour_i18n::RULES_WIDTH`], the width the rules are written
//! at), so that a narrow terminal does not break words where its edge falls.

use std::io::{self, Write};
use std::sync::OnceLock;

/// Measures the terminal: its rows and columns (`None`: not a terminal, or unknown).
type Measure = fn() -> Option<(usize, usize)>;

/// How the front-end measures its terminal.
static MEASURE: OnceLock<Measure> = OnceLock::new();

/// The narrowest width text is wrapped to, whatever the terminal says.
const NARROWEST: usize = 30;

/// Lets the console follow the terminal's size: `size` (rows, columns) is asked each time
/// text is wrapped or a page of rules shown, so a window resized mid-game is followed.
/// Without it (a test, a pipe) text is wrapped at [`parlour_i18n::RULES_WIDTH`] and
/// nothing else is. Set once; a second call changes nothing.
pub fn follow_terminal(size: Measure) {
    let _ = MEASURE.set(size);
}

fn size() -> Option<(usize, usize)> {
    MEASURE.get().and_then(|size| size())
}

/// The width text is wrapped to now: the terminal's columns less one (a line as wide as
/// the terminal makes some terminals skip a row), at most
/// [`parlour_i18n::RULES_WIDTH`], at least 30.
pub fn width() -> usize {
    size().map_or(parlour_i18n::RULES_WIDTH, |(_, columns)| width_for(columns))
}

fn width_for(columns: usize) -> usize {
    columns
        .saturating_sub(1)
        .clamp(NARROWEST, parlour_i18n::RULES_WIDTH)
}

/// The widest a line may be on the terminal now, drawings too: its columns less one, at
/// least 30 (`None`: not measured, no limit).
fn edge() -> Option<usize> {
    size().map(|(_, columns)| columns.saturating_sub(1).max(NARROWEST))
}

/// Lines of rules a page shows on a terminal of `rows` lines: all but four (the prompt,
/// the line the answer leaves, and the last lines of the page before, to read on from);
/// 20 when the size is unknown, at least 10.
pub fn rules_page(rows: Option<usize>) -> usize {
    rows.map_or(20, |r| r.saturating_sub(4).max(10))
}

/// [`rules_page`] for the terminal as it is now, `page` when it is not measured.
pub(crate) fn rules_page_now(page: usize) -> usize {
    size().map_or(page, |(rows, _)| rules_page(Some(rows)))
}

/// `text` wrapped for the terminal ([`width`]): a longer line is broken between words (see
/// `wrap_line`); a line that fits is left as it is, spaces and all.
pub fn for_terminal(text: &str) -> String {
    wrap_lines(text, width())
}

fn wrap_lines(text: &str, width: usize) -> String {
    text.lines()
        .flat_map(|line| wrap_line(line, width))
        .collect::<Vec<_>>()
        .join("\n")
}

/// One line broken between words to fit `width` columns, if it is longer. Its lead stays
/// on the first line, and the rest goes under the text after it: the lead of a line in two
/// columns (a command and what it does, a board's row and the note beside it) is its first
/// column, the rest under the second; any other line's lead is its indent, the rest four
/// spaces further in (a move of Tablenette that takes the table, with its cards and points,
/// is longer than a line). Each part keeps its spaces as written (a board's row keeps its
/// drawing); a no-break space joins what it stands between.
fn wrap_line(line: &str, width: usize) -> Vec<String> {
    let indent = line.len() - line.trim_start().len();
    let hang = match second_column(line) {
        Some(at) if line[..at].chars().count() <= width / 2 => at,
        _ => indent + 4,
    };
    let mut out = Vec::new();
    let mut rest = line;
    let mut lead = "";
    let pad = " ".repeat(hang);
    loop {
        let room = width.saturating_sub(lead.len()).max(20);
        if rest.chars().count() <= room {
            out.push(format!("{lead}{rest}"));
            return out;
        }
        // The last break that leaves the part within the room, past the part's indent;
        // else the first (a word longer than the room stands alone).
        let from = rest.len() - rest.trim_start().len();
        let breaks: Vec<usize> = rest
            .char_indices()
            .filter(|&(i, c)| i > from && breaks_at(rest, i, c))
            .map(|(i, _)| i)
            .collect();
        let Some(&first) = breaks.first() else {
            out.push(format!("{lead}{rest}"));
            return out;
        };
        let cut = breaks
            .iter()
            .copied()
            .rfind(|&i| rest[..i].trim_end().chars().count() <= room)
            .unwrap_or(first);
        out.push(format!("{lead}{}", rest[..cut].trim_end()));
        rest = rest[cut..].trim_start();
        if rest.is_empty() {
            return out;
        }
        lead = &pad;
    }
}

/// Whether a line may be broken at `c`: white space, but not a no-break space.
fn is_break(c: char) -> bool {
    c.is_whitespace() && c != '\u{a0}' && c != '\u{202f}'
}

/// Whether a line may be broken at byte `i` of `text`, where `c` stands: at white space
/// (not just after an opening bracket), or between a closing bracket and an opening one:
/// an Isolo row of holes drawn `[ 2][ 2]` breaks between holes, never inside one.
fn breaks_at(text: &str, i: usize, c: char) -> bool {
    let before = &text[..i];
    if is_break(c) {
        return !before.ends_with(['[', '(', '{']);
    }
    c == '[' && before.ends_with(']')
}

/// Where the second column of a line in two columns starts (a word after its indent, then
/// two spaces or more), as a byte index.
fn second_column(line: &str) -> Option<usize> {
    let indent = line.len() - line.trim_start().len();
    let word = line[indent..].find(char::is_whitespace)? + indent;
    let gap = line[word..].len() - line[word..].trim_start().len();
    (gap >= 2 && word + gap < line.len()).then_some(word + gap)
}

/// A writer to the terminal that breaks between words every line wider than the terminal
/// (see `wrap_line`): the console's lines that are not wrapped where they are written
/// (a board's notes, the sentences under it) and drawings. Without a measured terminal it
/// passes everything as it is.
pub struct Wrapping<W: Write> {
    inner: W,
    /// The line being written, until its end or a flush.
    line: Vec<u8>,
    edge: fn() -> Option<usize>,
}

impl<W: Write> Wrapping<W> {
    /// Wraps what is written to `inner` at the terminal's edge as it is at each line.
    pub fn new(inner: W) -> Wrapping<W> {
        Wrapping {
            inner,
            line: Vec::new(),
            edge,
        }
    }

    /// Writes the line held so far, broken where it passes the edge, and `end` after it.
    fn put_line(&mut self, end: &[u8]) -> io::Result<()> {
        let line = std::mem::take(&mut self.line);
        match (self.edge)() {
            Some(edge) => {
                let text = String::from_utf8_lossy(&line);
                self.inner
                    .write_all(wrap_line(&text, edge).join("\n").as_bytes())?;
            }
            None => self.inner.write_all(&line)?,
        }
        self.inner.write_all(end)
    }
}

impl<W: Write> Write for Wrapping<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if (self.edge)().is_none() && self.line.is_empty() {
            return self.inner.write(buf);
        }
        for part in buf.split_inclusive(|&b| b == b'\n') {
            match part.strip_suffix(b"\n") {
                Some(line) => {
                    self.line.extend_from_slice(line);
                    self.put_line(b"\n")?;
                }
                None => self.line.extend_from_slice(part),
            }
        }
        Ok(buf.len())
    }

    /// A prompt (a line not ended) is written as it is so far.
    fn flush(&mut self) -> io::Result<()> {
        if !self.line.is_empty() {
            self.put_line(b"")?;
        }
        self.inner.flush()
    }
}

/// A document in Markdown (a game's rules) flowed again for the terminal ([`width`]): its
/// paragraphs and list items, written at [`parlour_i18n::RULES_WIDTH`], are wrapped anew,
/// a list item's lines under its text; headings, tables and code stay as written. Text
/// that fits is returned as it is.
///
/// ```
/// let text = "# Rules\n\n- one two\n  three\n";
/// assert_eq!(parlour_console::for_terminal_document(text), text);
/// ```
pub fn for_terminal_document(text: &str) -> String {
    reflow(text, width())
}

fn reflow(text: &str, width: usize) -> String {
    if text.lines().all(|l| l.chars().count() <= width) {
        return text.to_string();
    }
    let mut out: Vec<String> = Vec::new();
    // The paragraph being gathered: its first line's lead (indent and list mark), the
    // indent of its other lines, and its text.
    let mut block: Option<(String, usize, String)> = None;
    // Whether it is a list item: then only lines indented under its text go on with it
    // (a line less indented begins a paragraph).
    let mut item = false;
    let mut code = false;
    let flush = |block: &mut Option<(String, usize, String)>, out: &mut Vec<String>| {
        if let Some((lead, hang, words)) = block.take() {
            let room = width.saturating_sub(hang).max(20);
            let body = parlour_i18n::wrap(&words, room);
            for (i, part) in body.lines().enumerate() {
                let head = if i == 0 {
                    lead.clone()
                } else {
                    " ".repeat(hang)
                };
                out.push(format!("{head}{part}"));
            }
        }
    };
    for line in text.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("```") {
            flush(&mut block, &mut out);
            code = !code;
            out.push(line.to_string());
            continue;
        }
        if code || trimmed.is_empty() || trimmed.starts_with('|') || trimmed.starts_with('#') {
            flush(&mut block, &mut out);
            out.push(if code {
                line.to_string()
            } else {
                wrap_lines(line, width)
            });
            continue;
        }
        let indent = line.len() - trimmed.len();
        let after_item = item && block.as_ref().is_some_and(|(_, hang, _)| indent < *hang);
        if after_item {
            flush(&mut block, &mut out);
        }
        if let Some(mark) = list_mark(trimmed) {
            flush(&mut block, &mut out);
            item = true;
            let lead = &line[..indent + mark];
            block = Some((
                lead.to_string(),
                lead.chars().count(),
                trimmed[mark..].to_string(),
            ));
        } else if let Some((_, _, words)) = block.as_mut() {
            words.push('\n');
            words.push_str(trimmed);
        } else {
            item = false;
            block = Some((line[..indent].to_string(), indent, trimmed.to_string()));
        }
    }
    flush(&mut block, &mut out);
    let mut flowed = out.join("\n");
    if text.ends_with('\n') {
        flowed.push('\n');
    }
    flowed
}

/// A document shown a page at a time, flowed for the terminal as it is when each page is
/// shown (a window resized between pages is followed). A page holds whole blocks (the
/// parts between blank lines: a paragraph, a list, a table) as far as they fit; a block
/// longer than a page is cut, its rest coming first on the next.
pub(crate) struct Pages<'a> {
    /// The blocks not shown yet.
    rest: std::collections::VecDeque<&'a str>,
    /// The lines of a block cut by the last page, as they were flowed then.
    carry: Vec<String>,
}

impl<'a> Pages<'a> {
    pub(crate) fn new(text: &'a str) -> Pages<'a> {
        Pages {
            rest: blocks(text).into(),
            carry: Vec::new(),
        }
    }

    /// Whether everything has been shown.
    pub(crate) fn done(&self) -> bool {
        self.rest.is_empty() && self.carry.is_empty()
    }

    /// The lines of what is left, flowed at `width`, with a blank line between blocks.
    pub(crate) fn left(&self, width: usize) -> usize {
        let blocks = self.flowed(width);
        blocks
            .iter()
            .map(|b| b.len() + 1)
            .sum::<usize>()
            .saturating_sub(1)
    }

    /// Takes everything left, flowed at `width`.
    pub(crate) fn all(&mut self, width: usize) -> Vec<String> {
        self.page(usize::MAX, width)
    }

    /// Takes the next page of at most `page` lines, flowed at `width`, and the rest with
    /// it when no more than `fold` lines would be left (not worth stopping for).
    pub(crate) fn next(&mut self, page: usize, width: usize, fold: usize) -> Vec<String> {
        let mut lines = self.page(page, width);
        if !self.done() && self.left(width) <= fold {
            // The rest of a block cut goes on at once; another block after a blank line.
            if self.carry.is_empty() {
                lines.push(String::new());
            }
            lines.extend(self.all(width));
        }
        lines
    }

    /// Takes a page of at most `page` lines, flowed at `width`.
    fn page(&mut self, page: usize, width: usize) -> Vec<String> {
        let mut lines: Vec<String> = Vec::new();
        for block in self.flowed(width) {
            let gap = usize::from(!lines.is_empty());
            if gap + block.len() > page.saturating_sub(lines.len()) {
                if lines.is_empty() {
                    // A block longer than a page: its first lines now, the rest next.
                    lines.extend(block[..page].iter().cloned());
                    self.take_first();
                    self.carry = block[page..].to_vec();
                }
                break;
            }
            if gap == 1 {
                lines.push(String::new());
            }
            lines.extend(block);
            self.take_first();
        }
        lines
    }

    /// What is left, flowed at `width`: a block's lines each.
    fn flowed(&self, width: usize) -> Vec<Vec<String>> {
        let carry = (!self.carry.is_empty()).then(|| self.carry.clone());
        let blocks = self
            .rest
            .iter()
            .map(|b| reflow(b, width).lines().map(String::from).collect());
        carry.into_iter().chain(blocks).collect()
    }

    /// The first block left has been shown.
    fn take_first(&mut self) {
        if self.carry.is_empty() {
            self.rest.pop_front();
        } else {
            self.carry.clear();
        }
    }
}

/// A document's blocks: its parts between blank lines (a code block is one, blank lines
/// and all).
fn blocks(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start: Option<usize> = None;
    let mut end = 0;
    let mut code = false;
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let here = at;
        at += line.len();
        let trimmed = line.trim();
        if trimmed.starts_with("```") {
            code = !code;
        }
        if trimmed.is_empty() && !code {
            if let Some(s) = start.take() {
                out.push(&text[s..end]);
            }
            continue;
        }
        start.get_or_insert(here);
        end = here + line.trim_end_matches(['\n', '\r']).len();
    }
    if let Some(s) = start {
        out.push(&text[s..end]);
    }
    // A heading goes with what follows it: a page never ends on one.
    let mut merged: Vec<&str> = Vec::new();
    let mut heading: Option<&str> = None;
    for block in out {
        let joined = match heading.take() {
            Some(h) => {
                let (from, to) = (offset(text, h), offset(text, block) + block.len());
                &text[from..to]
            }
            None => block,
        };
        if block.lines().all(|l| l.starts_with('#')) {
            heading = Some(joined);
        } else {
            merged.push(joined);
        }
    }
    merged.extend(heading);
    merged
}

/// Where `part`, a slice of `text`, starts in it.
fn offset(text: &str, part: &str) -> usize {
    part.as_ptr() as usize - text.as_ptr() as usize
}

/// The length in bytes of a Markdown list item's mark and the space after it (`- `, `* `,
/// `12. `) at the start of `line`, if it is one.
fn list_mark(line: &str) -> Option<usize> {
    if line.starts_with("- ") || line.starts_with("* ") {
        return Some(2);
    }
    let digits = line.chars().take_while(char::is_ascii_digit).count();
    (digits > 0 && line[digits..].starts_with(". ")).then_some(digits + 2)
}

/// A refusal that quotes what was typed ('…'), for the terminal: each quote cut to its
/// first 20 characters and `…` (a long answer is not echoed whole, as in a game), then
/// wrapped as [`for_terminal`] does.
pub fn quoting_for_terminal(text: &str) -> String {
    for_terminal(&parlour_protocol::shorten_quotes(text, 20))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_move_line_wraps_under_itself() {
        let line = "North (computer, easy) plays JS:3S+9C+3H+5H: J♠ takes the whole table: 3♠ 9♣ 3♥ 5♥ — 1 point, the jack makes no tablenette";
        let wrapped = for_terminal(line);
        let lines: Vec<&str> = wrapped.lines().collect();
        assert_eq!(lines.len(), 2, "{wrapped}");
        assert!(lines.iter().all(|l| l.chars().count() <= 78), "{wrapped}");
        assert!(lines[1].starts_with("    ") && !lines[1].starts_with("     "));
        assert_eq!(
            wrapped.split_whitespace().collect::<Vec<_>>(),
            line.split_whitespace().collect::<Vec<_>>()
        );
        // Lines that fit stay as they are, their indent and inner spaces too.
        let laps = "S1:\n    lap one\n    lap   two";
        assert_eq!(for_terminal(laps), laps);
    }

    #[test]
    fn the_width_follows_the_terminal_between_thirty_and_the_rules_width() {
        assert_eq!(width_for(60), 59);
        assert_eq!(width_for(80), 78);
        assert_eq!(width_for(200), 78);
        assert_eq!(width_for(12), 30);
        // Unmeasured (a test, a pipe): the width the rules are written at.
        assert_eq!(width(), parlour_i18n::RULES_WIDTH);
    }

    #[test]
    fn a_document_flows_again_for_a_narrow_terminal() {
        let text = "# A heading that is longer than the narrow terminal we wrap for\n\n\
                    One paragraph written over two lines at the width of the rules,\n\
                    which a narrow terminal would cut in the middle of its words.\n\n\
                    - **A list item:** its text goes on under its first word when\n  \
                    it is flowed again, not under the mark.\n\
                    12. A numbered one with a no-break space: 8\u{a0}000 seeds\n\n\
                    | a table | stays as written, whatever the width of the terminal |\n";
        let flowed = reflow(text, 40);
        let lines: Vec<&str> = flowed.lines().collect();
        for line in &lines {
            assert!(
                line.starts_with('|') || line.chars().count() <= 40,
                "{flowed}"
            );
        }
        // A long heading is broken as any long line, the rest under it.
        assert_eq!(lines[0], "# A heading that is longer than the");
        assert_eq!(lines[1], "    narrow terminal we wrap for");
        assert_eq!(lines[3], "One paragraph written over two lines at");
        let item = lines.iter().position(|l| l.starts_with("- ")).unwrap();
        assert!(lines[item + 1].starts_with("  ") && !lines[item + 1].starts_with("   "));
        let numbered = lines.iter().position(|l| l.starts_with("12. ")).unwrap();
        assert!(lines[numbered + 1].starts_with("    "), "{flowed}");
        assert!(flowed.contains("8\u{a0}000"), "{flowed}");
        assert_eq!(
            flowed.split_whitespace().collect::<Vec<_>>(),
            text.split_whitespace().collect::<Vec<_>>()
        );
        assert!(flowed.ends_with("terminal |\n"));
        // What fits is left alone.
        assert_eq!(reflow(text, 100), text);
    }

    #[test]
    fn every_game_s_rules_fit_a_fifty_column_terminal() {
        for kind in parlour_catalog::GameKind::ALL {
            for lang in parlour_i18n::Lang::ALL {
                let rules = kind.rules(None, lang).unwrap();
                let flowed = reflow(&rules, 49);
                let mut code = false;
                for line in flowed.lines() {
                    code ^= line.starts_with("```");
                    let exempt = code || line.starts_with('|') || !line.contains(' ');
                    assert!(
                        exempt || line.chars().count() <= 49,
                        "{} in {lang:?}: {line}",
                        kind.id()
                    );
                }
                assert_eq!(
                    flowed.split_whitespace().collect::<Vec<_>>(),
                    rules.split_whitespace().collect::<Vec<_>>(),
                    "{}",
                    kind.id()
                );
            }
        }
    }

    #[test]
    fn a_line_in_two_columns_goes_on_under_its_second() {
        let help = "  <move>  play a move in the game's notation (several moves of one turn";
        assert_eq!(
            wrap_line(help, 40),
            [
                "  <move>  play a move in the game's",
                "          notation (several moves of one",
                "          turn",
            ]
        );
        // A board's row and the note beside it: the note goes on under the row's drawing.
        let row = " 7  W-----------.-----------.    White W (you): 8 in hand";
        let wrapped = wrap_line(row, 40);
        assert_eq!(wrapped[0], " 7  W-----------.-----------.    White W");
        assert!(
            wrapped[1..]
                .iter()
                .all(|l| l.starts_with("    ") && l.len() <= 40)
        );
        // A sentence: four spaces in under its indent; a no-break space holds.
        let said = "  Crosses: 4 alive, killed by the other side (Noughts):\u{a0}0";
        assert_eq!(
            wrap_line(said, 40),
            [
                "  Crosses: 4 alive, killed by the other",
                "      side (Noughts):\u{a0}0"
            ]
        );
        assert_eq!(wrap_line("short", 40), ["short"]);
        // An Isolo row of holes breaks between holes, never inside "[ 2]".
        let holes = "  [ 2][ 2][ 2][ 2][ 2][ 2][ 2][ 2][ 2][ 2][ 2][ 2]";
        assert_eq!(
            wrap_line(holes, 30),
            [
                "  [ 2][ 2][ 2][ 2][ 2][ 2][ 2]",
                "      [ 2][ 2][ 2][ 2][ 2]"
            ]
            .map(String::from)
            .to_vec()
        );
    }

    #[test]
    fn the_terminal_writer_breaks_what_passes_its_edge_and_a_pipe_gets_it_as_it_is() {
        let mut out = Wrapping {
            inner: Vec::new(),
            line: Vec::new(),
            edge: || Some(30),
        };
        write!(out, "Type 'help' for commands, 'moves' for ").unwrap();
        writeln!(out, "the legal moves.\n  a1 b1").unwrap();
        write!(out, "A prompt that is longer than the edge >").unwrap();
        out.flush().unwrap();
        assert_eq!(
            String::from_utf8(out.inner).unwrap(),
            "Type 'help' for commands,\n    'moves' for the legal\n    moves.\n  a1 b1\n\
             A prompt that is longer than\n    the edge >"
        );
        let mut pipe = Wrapping {
            inner: Vec::new(),
            line: Vec::new(),
            edge: || None,
        };
        let long = "x ".repeat(100);
        write!(pipe, "{long}").unwrap();
        assert_eq!(String::from_utf8(pipe.inner).unwrap(), long);
    }

    #[test]
    fn pages_hold_whole_blocks_and_follow_a_resized_terminal() {
        let text = "# Title\n\n\
                    One two three four five six seven eight nine ten eleven twelve.\n\n\
                    - a list item\n- another\n\n\
                    ```\ncode\n\ncode\n```\n\n\
                    Last words here.";
        // A heading goes with the paragraph after it; a code block is one, blank lines and all.
        assert_eq!(blocks(text).len(), 4, "{:?}", blocks(text));
        assert_eq!(blocks(text)[2], "```\ncode\n\ncode\n```");
        let mut pages = Pages::new(text);
        assert_eq!(pages.left(78), 14);
        // The heading and the paragraph (3 lines at 30 columns) fit 5 lines; the list does
        // not fit after them.
        assert_eq!(
            pages.next(5, 30, 0),
            [
                "# Title",
                "",
                "One two three four five six",
                "seven eight nine ten eleven",
                "twelve."
            ]
        );
        // The window grew: the rest flows at its new width.
        assert_eq!(pages.next(3, 78, 0), ["- a list item", "- another"]);
        // A block longer than a page is cut, its rest first on the next page.
        assert_eq!(pages.next(3, 78, 0), ["```", "code", ""]);
        assert_eq!(
            pages.next(9, 78, 0),
            ["code", "```", "", "Last words here."]
        );
        assert!(pages.done());
        // A last line or so goes with the page: the rest of a block cut, without a gap.
        let text = "one two three four five six seven eight nine ten eleven twelve thirteen";
        let mut pages = Pages::new(text);
        assert_eq!(
            pages.next(3, 20, 1),
            [
                "one two three four",
                "five six seven eight",
                "nine ten eleven",
                "twelve thirteen"
            ]
        );
        assert!(pages.done());
    }
}
