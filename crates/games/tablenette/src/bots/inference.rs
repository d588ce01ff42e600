//! What the opponent's plays this round say about its hand, judged fast enough to weigh
//! thousands of worlds per decision.
//!
//! The opponent is taken to be a careful counting player: the medium level's judgement
//! (what a play takes, minus what the cards it has not seen could take back from the table
//! it leaves, [`expected_reply`](super::prudent::Pool::expected_reply)). A world is as
//! likely as the chance that such a player, holding the hand the world gives the
//! opponent, made the plays that were made. Two things change from world to world: which
//! cards the opponent held (so which other plays it had), and which cards it had not seen
//! (its pool, everything unseen but its own hand). Everything else — each play's own
//! value, and the gain every class of cards could make on the table the play leaves — is
//! worked out once per decision here; a world then only counts its pool and adds up.

use super::prudent::{none_held, own_value, reply_hand};
use super::{Gains, class, table_after};
use crate::cards::{Card, CardList, CardSet};
use crate::state::Play;

/// The number of card classes ([`class`] keys).
const CLASSES: usize = 40;

/// One play judged up to the opponent's pool.
#[derive(Clone, Debug, PartialEq)]
struct Judged {
    /// What the play scores at once, plus its small preferences (more cards, cheap trails).
    own: f64,
    /// The gain each class of unseen cards could make on the table left, best first (gains
    /// of 0 left out).
    gains: Vec<(u32, u8)>,
}

impl Judged {
    fn new(table: &CardList, mv: Play, pool: &[u8; CLASSES], reps: &[Card]) -> Judged {
        let own = own_value(
            mv,
            crate::capture::play_value(mv.card, mv.take, table.set()),
        );
        let gains_of = Gains::of(&table_after(table, mv));
        let mut gains: Vec<(u32, u8)> = reps
            .iter()
            .filter(|&&c| pool[class(c) as usize] > 0)
            .map(|&c| (gains_of.card(c), class(c) as u8))
            .filter(|&(g, _)| g > 0)
            .collect();
        gains.sort_unstable_by_key(|&(g, _)| std::cmp::Reverse(g));
        Judged { own, gains }
    }

    /// The judgement when the pool holds `counts` of each class; `none[k]` is the chance
    /// that none of `k` given cards of the pool is in our hand.
    fn value(&self, counts: &[u8; CLASSES], none: &[f64]) -> f64 {
        let mut expect = 0.0;
        let mut before = 1.0;
        let mut covered = 0;
        for &(g, key) in &self.gains {
            let k = usize::from(counts[usize::from(key)]);
            if k == 0 {
                continue;
            }
            covered += k;
            let after = none.get(covered).copied().unwrap_or(0.0);
            expect += f64::from(g) * (before - after);
            before = after;
        }
        self.own - expect
    }
}

/// One opponent play with every other play it could have made, judged once.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Judgement {
    /// The classes of every card that may have been in its pool: our unseen cards now and
    /// our hand then (a world's pool is this without the hand it gives the opponent).
    counts: [u8; CLASSES],
    /// `none_held` for the pool's size and our hand's size then.
    none: Vec<f64>,
    chosen: Judged,
    /// The cards it has played since, this one included: they were in its hand.
    since: CardSet,
    plays: Vec<Judged>,
    /// For each card (by index), its plays in `plays`.
    by_card: Vec<(u16, u16)>,
}

/// Every play of `card` on `table`.
pub(crate) fn plays_of(card: Card, table: &CardList, out: &mut Vec<Play>) {
    out.clear();
    if card.is_jack() {
        out.push(Play::capture(card, table.set()));
        return;
    }
    out.push(Play::trail(card));
    crate::capture::captures(card, table, |take| {
        if !out.iter().any(|m| m.take == take) {
            out.push(Play::capture(card, take));
        }
    });
}

impl Judgement {
    /// The opponent's play `chosen` on `table`, made when we held `mine`, having played
    /// `since` from then on; `unseen` are the cards we have not seen now and `held` how
    /// many of them the opponent holds.
    pub(crate) fn new(
        table: &CardList,
        chosen: Play,
        since: CardSet,
        mine: CardSet,
        unseen: CardSet,
        held: usize,
    ) -> Judgement {
        let superset = unseen.union(mine);
        let mut counts = [0u8; CLASSES];
        let mut reps = Vec::with_capacity(CLASSES);
        for c in superset.iter() {
            let k = class(c) as usize;
            if counts[k] == 0 {
                reps.push(c);
            }
            counts[k] += 1;
        }
        let size = superset.len().saturating_sub(held);
        let h = reply_hand(mine.len());
        let none = (0..=size).map(|k| none_held(size, h, k)).collect();
        let mut plays = Vec::new();
        let mut by_card = vec![(0u16, 0u16); 52];
        let mut buf = Vec::new();
        for c in unseen.union(since).iter() {
            plays_of(c, table, &mut buf);
            let start = plays.len() as u16;
            plays.extend(buf.iter().map(|&m| Judged::new(table, m, &counts, &reps)));
            by_card[c.index()] = (start, plays.len() as u16);
        }
        Judgement {
            counts,
            none,
            chosen: Judged::new(table, chosen, &counts, &reps),
            since,
            plays,
            by_card,
        }
    }

    /// How likely the play was if the opponent's hand now is `hand`: the chance that a
    /// careful counting player holding it then chose it. `beta` is how sharply it prefers
    /// its best play per point of judgement (a play judged `d` points worse than another is
    /// `e^(−beta·d)` times as likely); `slack` is the share of plays assumed to follow no
    /// model (any play alike), so that no world is ever ruled out entirely.
    pub(crate) fn likelihood(&self, hand: CardSet, beta: f64, slack: f64) -> f64 {
        let mut counts = self.counts;
        for c in hand.iter() {
            let k = &mut counts[class(c) as usize];
            *k = k.saturating_sub(1);
        }
        let chosen = self.chosen.value(&counts, &self.none);
        let held = hand.union(self.since);
        let mut fit = 0.0;
        let mut plays = 0usize;
        for c in held.iter() {
            let (a, b) = self.by_card[c.index()];
            plays += usize::from(b - a);
            for p in &self.plays[usize::from(a)..usize::from(b)] {
                fit += (beta * (p.value(&counts, &self.none) - chosen)).exp();
            }
        }
        // A reciprocal then a product, not one division: the weights the hard level was
        // measured with, to the last bit (the test of `search` allows for the rounding).
        let fit = 1.0 / f64::max(fit, 1.0);
        (1.0 - slack) * fit + slack / plays.max(1) as f64
    }
}
