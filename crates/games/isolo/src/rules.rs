//! The rules as a player reads them at the start of a game (`parlour rules isolo`).

use crate::params::IsoloParams;
use crate::proof::forced_opening_win;

/// Width of the rules text, for an 80-column terminal with a margin.
const WIDTH: usize = 78;

/// The rules for rows of `params.holes` holes, wrapped to 78 columns.
pub(crate) fn rules_text(params: &IsoloParams) -> String {
    let n = params.holes;
    let (n1, c_last) = (n - 1, n - 2);
    let cap = match params.ply_cap {
        Some(cap) => format!(
            " This game is played by computers only, so it stops as a draw after {cap} moves."
        ),
        None => String::new(),
    };
    let paragraphs = [
        "ISOLO".to_string(),
        "Isolo is a sowing game (a mancala) of the Bemba people of Zambia, first written \
         down by J. H. Chaplin in 1956. Two players, South and North, each own one row of \
         holes. You move by sowing seeds along your own row; when your sowing ends beside \
         an occupied enemy hole you capture its seeds and sow them on. Empty your \
         opponent's row and you win."
            .to_string(),
        "THE BOARD".to_string(),
        format!(
            "Each row has {n} holes, numbered 1 to {n} from its owner's own left, so your \
             hole 1 faces your opponent's hole {n}. Holes 1, 2, {n1} and {n} are the \
             endholes; holes 3 to {c_last} are the central holes. At the start every hole \
             holds 2 seeds, and each player has an unlimited stock of seeds beside the \
             board. South moves first. On the screen North's row is drawn on top, from \
             N{n} to N1, so that facing holes line up."
        ),
        "A MOVE".to_string(),
        format!(
            "Choose any hole of your row that holds at least one seed: type its number, \
             such as 3 (S3 or N3 also works for your own side). One seed from your stock \
             is added to that hole, then all its seeds are lifted and sown one by one into \
             your own row, starting in your hole 1 (even if that is the hole you just \
             emptied) and going 1, 2, ... {n}, then 1 again. You never sow into your \
             opponent's row. One exception: if you chose hole {n1}, sowing starts in hole \
             {n}. That run of sowing is a lap. Where its last seed falls decides what \
             happens next:"
        ),
        "- Into an empty hole: your move ends (you \"sleep\").".to_string(),
        "- Into an occupied hole whose facing enemy hole is empty: relay. Lift all the \
         seeds of that hole and sow them on, starting in the next hole."
            .to_string(),
        "- Into an occupied hole whose facing enemy hole holds seeds: capture them all \
         (captures are compulsory) and sow them into your row as a new lap."
            .to_string(),
        "Where captured seeds are sown from:".to_string(),
        "- after your first lap, or after a lap that was itself sowing captured seeds: \
         from your hole 1;"
            .to_string(),
        "- after a relay lap: from the hole after the one that relay emptied;".to_string(),
        format!(
            "- a mwipinda: a single seed taken from an enemy endhole by your first lap or \
             by a relay lap. If it came from the enemy's hole 1 or 2 (facing your {n} and \
             {n1}), it goes into your hole {n}, and all of hole {n} is lifted and sown from \
             your hole 1. If it came from the enemy's hole {n1} or {n} (facing your 2 and \
             1), it goes into your hole 1, and all of hole 1 is lifted and sown from your \
             hole 2."
        ),
        "Every lap ends by the same three cases, so one move can chain many relays and \
         captures; the screen lists every lap of the last move. Seeds never leave the \
         board, so it grows by one seed with every move."
            .to_string(),
        "THE END".to_string(),
        format!(
            "If a capture empties your opponent's whole row, you win at once. A player \
             whose row is empty when it is his turn loses. There are no draws. (The rules \
             forbid a hole whose laps would go round in circles forever, but that cannot \
             happen while your opponent has a seed left, so every hole with seeds may be \
             played.){cap}"
        ),
        "A NOTE ON SOURCES".to_string(),
        "The old descriptions of Isolo break off before they reach the end of the game, \
         so the end-of-game rule and the board size are our reconstructions, not \
         documented Bemba practice. Their \"four central holes\" and \"four endholes\" \
         read most literally as a row of 8, but with our end-of-game rule the first player \
         wins the 8-hole game by force within five plies; so Parlour plays 16 holes a row \
         by default, the loop each player sows around on a four-row board of 4x8 holes, \
         where the game is long and open and skill decides it. Any even row length from 6 \
         to 16 is a variant (8-holes is the literal reading)."
            .to_string(),
        forced_note(n),
    ];
    let mut out = String::new();
    for p in paragraphs.iter().filter(|p| !p.is_empty()) {
        let is_heading = p.chars().all(|c| c.is_ascii_uppercase() || c == ' ');
        if is_heading && !out.is_empty() {
            out.push('\n');
        }
        wrap_into(&mut out, p);
    }
    out
}

/// What search proved about this row length's opening, or nothing where it proved nothing.
fn forced_note(n: u8) -> String {
    match forced_opening_win(n) {
        Some(plies) => format!(
            "On {n} holes a row the game is decided before it starts: search proves that \
             South, who moves first, can force a win within {plies} plies ({moves} South \
             moves), whatever North plays. Play it to see how, not as a fair contest.",
            moves = plies.div_ceil(2)
        ),
        None => String::new(),
    }
}

/// Wraps one paragraph to [`WIDTH`] columns; a paragraph starting "- " is a list item whose
/// continuation lines are indented under its text.
fn wrap_into(out: &mut String, paragraph: &str) {
    let indent = if paragraph.starts_with("- ") {
        "  "
    } else {
        ""
    };
    let mut line = String::new();
    for word in paragraph.split_whitespace() {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > WIDTH {
            out.push_str(&line);
            out.push('\n');
            line = indent.to_string();
        } else if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    out.push_str(&line);
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_fit_the_terminal_and_say_enough() {
        for holes in 6..=16 {
            let text = rules_text(&IsoloParams::with_holes(holes).automated());
            assert!(text.lines().all(|l| l.chars().count() <= WIDTH), "{text}");
            assert!(text.split_whitespace().count() >= 150);
        }
        let flat = |holes: u8| {
            let text = rules_text(&IsoloParams::with_holes(holes));
            text.split_whitespace().collect::<Vec<_>>().join(" ")
        };
        let default = rules_text(&IsoloParams::default());
        let default = default.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(default.contains("are our reconstructions"));
        assert!(default.contains("Parlour plays 16 holes a row by default"));
        assert!(default.contains("if you chose hole 15, sowing starts in hole 16"));
        assert!(!default.contains("decided before it starts"));
        let eight = flat(8);
        assert!(eight.contains("if you chose hole 7, sowing starts in hole 8"));
        assert!(eight.contains(
            "On 8 holes a row the game is decided before it starts: search proves that \
             South, who moves first, can force a win within 5 plies (3 South moves)"
        ));
        assert!(flat(12).contains("within 7 plies (4 South moves)"));
        assert!(!flat(14).contains("decided before it starts"));
    }
}
