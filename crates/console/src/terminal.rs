//! Text for the terminal the console runs in.

/// `text` wrapped for an 80-column terminal: a line longer than
/// [`parlour_i18n::RULES_WIDTH`] is broken between words, the rest indented four spaces
/// under its start (a move of Tablenette that takes the table, with its cards and points,
/// is longer than a line); a line that fits is left as it is, spaces and all.
pub fn for_terminal(text: &str) -> String {
    let mut out = Vec::new();
    for line in text.lines() {
        if line.chars().count() <= parlour_i18n::RULES_WIDTH {
            out.push(line.to_string());
            continue;
        }
        let lead = line.len() - line.trim_start().len();
        let width = parlour_i18n::RULES_WIDTH.saturating_sub(lead + 4).max(20);
        for (i, part) in parlour_i18n::wrap(line.trim_start(), width)
            .lines()
            .enumerate()
        {
            let indent = if i == 0 { lead } else { lead + 4 };
            out.push(format!("{}{part}", " ".repeat(indent)));
        }
    }
    out.join("\n")
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
}
