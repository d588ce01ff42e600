//! Text for the terminal the console runs in: lines wrapped between words at the
//! terminal's width (at most [`parlour_i18n::RULES_WIDTH`], the width the rules are written
//! at), so that a narrow terminal does not break words where its edge falls.

use std::sync::OnceLock;

/// How the front-end measures its terminal's columns (`None`: not a terminal, or unknown).
static MEASURE: OnceLock<fn() -> Option<usize>> = OnceLock::new();

/// The narrowest width text is wrapped to, whatever the terminal says.
const NARROWEST: usize = 30;

/// Lets the console follow the terminal's width: `columns` is asked each time text is
/// wrapped, so a window resized mid-game is followed. Without it (a test, a pipe) text is
/// wrapped at [`parlour_i18n::RULES_WIDTH`]. Set once; a second call changes nothing.
pub fn follow_terminal_width(columns: fn() -> Option<usize>) {
    let _ = MEASURE.set(columns);
}

/// The width text is wrapped to now: the terminal's columns less one (a line as wide as
/// the terminal makes some terminals skip a row), at most
/// [`parlour_i18n::RULES_WIDTH`], at least 30.
pub fn width() -> usize {
    MEASURE
        .get()
        .and_then(|columns| columns())
        .map_or(parlour_i18n::RULES_WIDTH, width_for)
}

fn width_for(columns: usize) -> usize {
    columns
        .saturating_sub(1)
        .clamp(NARROWEST, parlour_i18n::RULES_WIDTH)
}

/// `text` wrapped for the terminal ([`width`]): a longer line is broken between words, the
/// rest indented four spaces under its start (a move of Tablenette that takes the table,
/// with its cards and points, is longer than a line); a line that fits is left as it is,
/// spaces and all.
pub fn for_terminal(text: &str) -> String {
    wrap_lines(text, width())
}

fn wrap_lines(text: &str, width: usize) -> String {
    let mut out = Vec::new();
    for line in text.lines() {
        if line.chars().count() <= width {
            out.push(line.to_string());
            continue;
        }
        let lead = line.len() - line.trim_start().len();
        let room = width.saturating_sub(lead + 4).max(20);
        for (i, part) in parlour_i18n::wrap(line.trim_start(), room)
            .lines()
            .enumerate()
        {
            let indent = if i == 0 { lead } else { lead + 4 };
            out.push(format!("{}{part}", " ".repeat(indent)));
        }
    }
    out.join("\n")
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
        if let Some(mark) = list_mark(trimmed) {
            flush(&mut block, &mut out);
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
}
