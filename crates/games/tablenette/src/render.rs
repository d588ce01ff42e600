//! The console drawing: what one viewer sees, with the card names to type.

use crate::cards::pretty_list;
use crate::explain;
use crate::seat_name;
use crate::state::{HandTally, Tablenette};
use parlour_core::{Seat, Viewer, Words};
use std::fmt::Write as _;

/// `text` after `head`, wrapped at 80 columns, continuation lines indented under the text.
fn wrapped(head: &str, text: &str) -> String {
    let indent = head.chars().count();
    let mut out = head.to_string();
    let mut col = indent;
    for (i, word) in text.split(' ').enumerate() {
        let w = word.chars().count();
        if i > 0 {
            if col + 1 + w > 80 {
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

/// "1 card", "2 cards".
fn plural(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

fn tally_text(t: &HandTally, seat: Seat) -> String {
    let i = seat.index();
    let mut parts = vec![
        plural(t.cards[i] as usize, "card"),
        plural(t.points[i] as usize, "point"),
    ];
    if t.most_cards[i] > 0 {
        parts.push(format!("+{} for most cards", t.most_cards[i]));
    }
    if t.tablenettes[i] > 0 {
        parts.push(format!("Tablenette {}", t.tablenettes[i]));
    }
    format!("  {}: {}", seat_name(seat), parts.join(", "))
}

impl Tablenette {
    /// The drawing for `viewer` (see [`parlour_core::Game::render`]).
    pub(crate) fn draw(&self, viewer: Viewer, words: &dyn Words) -> String {
        let mut out = String::new();
        let over = self.is_over();
        if over {
            let _ = writeln!(
                out,
                "Tablenette — game over after {} hand{}",
                self.hand_no,
                if self.hand_no == 1 { "" } else { "s" }
            );
        } else {
            let _ = writeln!(
                out,
                "Tablenette — hand {}, round {} of 4 — {} deals",
                self.hand_no,
                self.round(),
                seat_name(self.dealer)
            );
        }
        let goal = if self.params.single_hand {
            "one hand"
        } else {
            "to win: over 251"
        };
        let _ = writeln!(
            out,
            "Scores: south {}, north {}   ({goal})",
            self.scores[0], self.scores[1]
        );
        if let Some(t) = &self.prev {
            let _ = writeln!(
                out,
                "Last hand: south {}, north {}",
                t.total(Seat(0)),
                t.total(Seat(1))
            );
            let _ = writeln!(out, "{}", tally_text(t, Seat(0)));
            let _ = writeln!(out, "{}", tally_text(t, Seat(1)));
            if let Some(to) = t.leftover_to {
                let text = format!(
                    "{} went to {}",
                    pretty_list(t.leftover.iter()),
                    seat_name(to)
                );
                let _ = writeln!(out, "{}", wrapped("  the last cards ", &text));
            }
        }
        if !over {
            let _ = writeln!(out, "This hand so far:");
            for seat in [Seat(0), Seat(1)] {
                let p = self.piles[seat.index()];
                let mut line = format!(
                    "  {}: {}, {}",
                    seat_name(seat),
                    plural(p.len(), "card"),
                    plural(p.points() as usize, "point")
                );
                let tn = self.tablenettes[seat.index()];
                if tn > 0 {
                    let _ = write!(line, ", Tablenette {tn}");
                }
                let _ = writeln!(out, "{line}");
            }
            let bottom = self.known_bottom_list();
            let _ = write!(out, "Deck: {} cards", self.deck.len());
            if !bottom.is_empty() {
                let _ = write!(out, " ({} at the bottom)", pretty_list(bottom.iter()));
            }
            let _ = writeln!(out);
        }
        let _ = writeln!(out);
        // The viewer sits at the bottom; a spectator sees south at the bottom.
        let me = viewer.seat().unwrap_or(Seat(0));
        let hand_line = |seat: Seat| -> String {
            let hand = self.hand_of(seat);
            let cards = if viewer.seat() == Some(seat) {
                pretty_list(hand.iter())
            } else {
                vec!["##"; hand.len()].join(" ")
            };
            let mut tags = Vec::new();
            if viewer.seat() == Some(seat) {
                tags.push("you".to_string());
            }
            if seat == self.dealer {
                tags.push("dealer".to_string());
            }
            if self.turn() == Some(seat) {
                tags.push("to move".to_string());
            }
            let tags = if tags.is_empty() {
                String::new()
            } else {
                format!("   [{}]", tags.join(", "))
            };
            wrapped(
                &format!("  {:<6} ", seat_name(seat)),
                &format!("{cards}{tags}"),
            )
        };
        let _ = writeln!(out, "{}", hand_line(me.other()));
        let _ = writeln!(out);
        let table = if self.table.is_empty() {
            "(empty)".to_string()
        } else {
            pretty_list(self.table.iter())
        };
        let _ = writeln!(out, "{}", wrapped("  table  ", &table));
        let _ = writeln!(out);
        let _ = writeln!(out, "{}", hand_line(me));
        let _ = writeln!(out);
        if let Some(l) = &self.last {
            let _ = writeln!(
                out,
                "{}",
                wrapped(
                    &format!("Last play: {} — ", seat_name(l.seat)),
                    &words.say(&explain::play_message(l.card, &l.took, l.tablenette, None))
                )
            );
        }
        if let Some(t) = self.last_taker {
            let _ = writeln!(out, "Last to pick up: {}", seat_name(t));
        }
        match self.result() {
            Some(o) => {
                let [a, b] = self.scores;
                let verdict = match a.cmp(&b) {
                    std::cmp::Ordering::Greater => format!("south wins {a} to {b}"),
                    std::cmp::Ordering::Less => format!("north wins {b} to {a}"),
                    std::cmp::Ordering::Equal => format!("a draw at {a}"),
                };
                let _ = writeln!(out, "Game over ({}): {verdict}.", o.reason);
            }
            None => {
                if let Some(seat) = self.turn() {
                    let _ = writeln!(out, "{} to move.", seat_name(seat));
                    let _ = writeln!(
                        out,
                        "Type a card to trail (7H) or a capture (KC:10D+4S); C=♣ D=♦ H=♥ S=♠."
                    );
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::TablenetteParams;
    use parlour_core::Rng;

    #[test]
    fn drawings_fit_80_columns() {
        let mut g = Tablenette::start(&TablenetteParams::default(), 3);
        let mut rng = Rng::new(3);
        let mut moves = Vec::new();
        for _ in 0..150 {
            for viewer in [
                Viewer::Seat(Seat(0)),
                Viewer::Seat(Seat(1)),
                Viewer::Spectator,
            ] {
                for line in g.draw(viewer, &parlour_i18n::Lang::En).lines() {
                    assert!(line.chars().count() <= 80, "too long: {line}");
                }
            }
            g.legal_into(&mut moves);
            let Some(&m) = rng.pick(&moves) else { break };
            g.apply_play(m);
        }
    }
}
