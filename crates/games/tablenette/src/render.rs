//! The console drawing: what one viewer sees, with the card names to type.

use crate::cards::pretty_list;
use crate::explain;
use crate::seat_message;
use crate::state::{HandTally, Tablenette};
use parlour_core::{Message, Seat, TERMINAL_WIDTH, Viewer, Words};
use std::fmt::Write as _;

/// `text` after `head`, wrapped for the terminal, continuation lines indented under it.
fn wrapped(head: &str, text: &str) -> String {
    parlour_core::wrapped(head, text, TERMINAL_WIDTH)
}

/// The words of one seat's pile: cards, points, and the bonuses when there are any.
fn pile_message(cards: u32, points: u32, most_cards: u32, tablenettes: u32) -> Message {
    let key = match (most_cards > 0, tablenettes > 0) {
        (false, false) => "tablenette-pile",
        (true, false) => "tablenette-pile-most",
        (false, true) => "tablenette-pile-tablenette",
        (true, true) => "tablenette-pile-most-tablenette",
    };
    Message::new(key)
        .with("cards", cards)
        .with("points", points)
        .with("most", most_cards)
        .with("tablenette", tablenettes)
}

fn tally_text(t: &HandTally, seat: Seat, words: &dyn Words) -> String {
    let i = seat.index();
    let pile = pile_message(t.cards[i], t.points[i], t.most_cards[i], t.tablenettes[i]);
    format!("  {}: {}", words.say(&seat_title(seat)), words.say(&pile))
}

/// A seat's name as a message.
fn seat_title(seat: Seat) -> Message {
    match seat_message(seat) {
        parlour_core::Arg::Msg(m) => *m,
        _ => Message::new("seat-south"),
    }
}

impl Tablenette {
    /// The drawing for `viewer` (see [`parlour_core::Game::render`]); its words come from
    /// `words`, the cards are written as in notation.
    pub(crate) fn draw(&self, viewer: Viewer, words: &dyn Words) -> String {
        let say = |m: Message| words.say(&m);
        let mut out = String::new();
        let over = self.is_over();
        if over {
            let _ = writeln!(
                out,
                "{}",
                say(Message::new("tablenette-over-after").with("hands", self.hand_no))
            );
        } else {
            let _ = writeln!(
                out,
                "{}",
                say(Message::new("tablenette-hand-round")
                    .with("hand", self.hand_no)
                    .with("round", self.round())
                    .with("dealer", seat_message(self.dealer)))
            );
        }
        let goal = if self.params.single_hand {
            "tablenette-scores-one-hand"
        } else {
            "tablenette-scores-to-251"
        };
        let _ = writeln!(
            out,
            "{}",
            say(Message::new(goal)
                .with("south", self.scores[0])
                .with("north", self.scores[1]))
        );
        if let Some(t) = &self.prev {
            let _ = writeln!(
                out,
                "{}",
                say(Message::new("tablenette-last-hand")
                    .with("south", t.total(Seat(0)))
                    .with("north", t.total(Seat(1))))
            );
            let _ = writeln!(out, "{}", tally_text(t, Seat(0), words));
            let _ = writeln!(out, "{}", tally_text(t, Seat(1), words));
            if let Some(to) = t.leftover_to {
                let text = say(Message::new("tablenette-last-cards")
                    .with("cards", pretty_list(t.leftover.iter()))
                    .with("count", t.leftover.len())
                    .with("seat", seat_message(to)));
                let _ = writeln!(out, "{}", wrapped("  ", &text));
            }
        }
        if !over {
            let _ = writeln!(out, "{}", say(Message::new("tablenette-so-far")));
            for seat in [Seat(0), Seat(1)] {
                let p = self.piles[seat.index()];
                let pile = pile_message(
                    p.len() as u32,
                    p.points(),
                    0,
                    self.tablenettes[seat.index()],
                );
                let _ = writeln!(out, "  {}: {}", say(seat_title(seat)), say(pile));
            }
            let bottom = self.known_bottom_list();
            let deck = if bottom.is_empty() {
                Message::new("tablenette-deck")
            } else {
                Message::new("tablenette-deck-bottom").with("bottom", pretty_list(bottom.iter()))
            };
            let _ = writeln!(out, "{}", say(deck.with("cards", self.deck.len())));
        }
        let _ = writeln!(out);
        // The viewer sits at the bottom; a spectator sees south at the bottom.
        let me = viewer.seat().unwrap_or(Seat(0));
        let name_width = [Seat(0), Seat(1)]
            .iter()
            .map(|&s| say(seat_title(s)).chars().count())
            .chain([say(Message::new("tablenette-table")).chars().count()])
            .max()
            .unwrap_or(6);
        let head = |name: String| format!("  {name:<name_width$} ");
        let hand_line = |seat: Seat| -> String {
            let hand = self.hand_of(seat);
            let cards = if viewer.seat() == Some(seat) {
                pretty_list(hand.iter())
            } else {
                vec!["##"; hand.len()].join(" ")
            };
            let mut tags = Vec::new();
            if viewer.seat() == Some(seat) {
                tags.push(say(Message::new("tablenette-tag-you")));
            }
            if seat == self.dealer {
                tags.push(say(Message::new("tablenette-tag-dealer")));
            }
            if self.turn() == Some(seat) {
                tags.push(say(Message::new("tablenette-tag-to-move")));
            }
            let tags = if tags.is_empty() {
                String::new()
            } else {
                format!("   [{}]", tags.join(", "))
            };
            wrapped(&head(say(seat_title(seat))), &format!("{cards}{tags}"))
        };
        let _ = writeln!(out, "{}", hand_line(me.other()));
        let _ = writeln!(out);
        let table = if self.table.is_empty() {
            say(Message::new("tablenette-table-empty"))
        } else {
            pretty_list(self.table.iter())
        };
        let _ = writeln!(
            out,
            "{}",
            wrapped(&head(say(Message::new("tablenette-table"))), &table)
        );
        let _ = writeln!(out);
        let _ = writeln!(out, "{}", hand_line(me));
        let _ = writeln!(out);
        if let Some(l) = &self.last {
            let text = say(Message::new("tablenette-last-play")
                .with("seat", seat_message(l.seat))
                .with(
                    "play",
                    explain::play_message(l.card, &l.took, l.tablenette, None),
                ));
            let _ = writeln!(out, "{}", wrapped("", &text));
        }
        if let Some(t) = self.last_taker {
            let _ = writeln!(
                out,
                "{}",
                say(Message::new("tablenette-last-taker").with("seat", seat_message(t)))
            );
        }
        match self.result() {
            Some(o) => {
                let [a, b] = self.scores;
                let verdict = match a.cmp(&b) {
                    std::cmp::Ordering::Greater => Message::new("tablenette-verdict-wins")
                        .with("seat", seat_message(Seat(0)))
                        .with("high", a)
                        .with("low", b),
                    std::cmp::Ordering::Less => Message::new("tablenette-verdict-wins")
                        .with("seat", seat_message(Seat(1)))
                        .with("high", b)
                        .with("low", a),
                    std::cmp::Ordering::Equal => {
                        Message::new("tablenette-verdict-draw").with("score", a)
                    }
                };
                let reason = Message::new(format!("reason-{}", o.reason.replace(' ', "-")));
                let _ = writeln!(
                    out,
                    "{}",
                    say(Message::new("tablenette-game-over")
                        .with("reason", reason)
                        .with("verdict", verdict))
                );
            }
            None => {
                if let Some(seat) = self.turn() {
                    let _ = writeln!(
                        out,
                        "{}",
                        say(Message::new("tablenette-to-move").with("seat", seat_message(seat)))
                    );
                    // How to type a card: for the one who types it, not a spectator nor the
                    // player waiting for the other's card.
                    if viewer.seat() == Some(seat) {
                        let typing = say(Message::new("tablenette-typing"));
                        let _ = writeln!(out, "{}", wrapped("", &typing));
                    }
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
    fn drawings_fit_80_columns_in_every_language() {
        let mut g = Tablenette::start(&TablenetteParams::default(), 3);
        let mut rng = Rng::new(3);
        let mut moves = Vec::new();
        for _ in 0..150 {
            for viewer in [
                Viewer::Seat(Seat(0)),
                Viewer::Seat(Seat(1)),
                Viewer::Spectator,
            ] {
                for lang in parlour_i18n::Lang::ALL {
                    for line in g.draw(viewer, &lang).lines() {
                        assert!(line.chars().count() <= 80, "too long ({lang}): {line}");
                    }
                }
            }
            g.legal_into(&mut moves);
            let Some(&m) = rng.pick(&moves) else { break };
            g.apply_play(m);
        }
    }

    #[test]
    fn only_the_one_to_move_is_told_how_to_type_a_card() {
        let g = Tablenette::start(&TablenetteParams::default(), 3);
        let to_move = g.turn().expect("a player to move");
        let typing = |viewer| {
            g.draw(viewer, &parlour_i18n::Lang::En)
                .contains("Type a card to trail")
        };
        assert!(typing(Viewer::Seat(to_move)));
        assert!(!typing(Viewer::Seat(Seat(1 - to_move.0))));
        assert!(!typing(Viewer::Spectator));
    }
}
