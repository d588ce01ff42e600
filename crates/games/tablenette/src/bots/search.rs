//! What the hard level's search needs from Tablenette: the hooks of [`Determinized`].
//!
//! The hard level is a generic determinized search of `parlour-ai` (see
//! [`HARD`](super::HARD)). It plays in sampled worlds, full deals its seat cannot tell
//! apart from the real one, and asks this module for:
//! - the candidate plays, one per class of plays that score alike;
//! - a rollout policy: the searching seat plays "prudently" inside the world (what a play
//!   takes, minus the best the opponent's actual cards in that world could take from the
//!   table it leaves), the opponent like the medium level, counting the cards it has not
//!   seen, as a careful player would;
//! - the horizon, the end of the hand, valued as the hand-score difference;
//! - an exact answer in the last round, when the deck is empty and the unseen cards are
//!   exactly the opponent's hand, so one world is the real position (the `endgame`
//!   module): a play a perfect opponent cannot punish, and among those the one that gains
//!   most against the counting player;
//! - inference: how likely each world is given the opponent's plays this round. A careful
//!   player who trails when it could have taken a king is unlikely to hold a king: each
//!   world's weight is the chance that a counting player (the medium level's judgement)
//!   holding that world's hand would have made the plays that were made.

use super::inference::Judgement;
use super::{distinct_plays, endgame, table_after, trail_cost};
use crate::cards::{Card, CardList, CardSet};
use crate::state::{Play, Tablenette};
use parlour_core::{Determinized, ExactChoice, Game, InfoSet, Rng, Seat};

/// How sharply the opponent is assumed to prefer its best play, per point of the medium
/// level's judgement (what a play takes, minus what the counted cards may take back from
/// the table it leaves): a play judged `d` points worse than another is `e^(−β·d)` times
/// as likely.
const INFERENCE_BETA: f64 = 8.0;

/// The share of an opponent's plays assumed to follow no model at all (any play alike), so
/// that a player who judges differently never rules a world out entirely.
const INFERENCE_SLACK: f64 = 0.05;

/// One play of the round, as the searching seat saw it.
#[derive(Clone, Debug, PartialEq)]
enum Event {
    /// The searching seat played this card.
    Mine(Card),
    /// The opponent played `card`, taking `take`, on `table`.
    Theirs {
        table: CardList,
        card: Card,
        take: CardSet,
        /// The opponent's hand size after the play (tells plays of a round apart).
        left: usize,
    },
}

/// An opponent play with what is needed to judge it in any world.
#[derive(Clone, Debug, PartialEq)]
struct Evidence {
    table: CardList,
    chosen: Play,
    /// The cards the opponent has played since, this one included: they were in its hand.
    since: CardSet,
    /// The searching seat's hand when the play was made (hidden from the opponent).
    mine: CardSet,
}

/// What the hard level remembers between its decisions: the plays of the round being
/// played, to judge how likely the opponent's plays were with the hand each world gives it
/// (see [`Determinized::world_weight`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayMemory {
    /// The hand, round, dealer and scores the plays belong to.
    round: Option<(u32, u32, Seat, [i32; 2])>,
    events: Vec<Event>,
    /// The searching seat's hand at its last decision.
    hand: CardSet,
    /// The cards the searching seat had not seen at its last decision.
    unseen: CardSet,
    /// The opponent plays of the round, each judged once for all worlds.
    judged: Vec<Judgement>,
}

impl PlayMemory {
    /// The opponent plays of the round with what judging them needs.
    fn evidence(&self) -> impl Iterator<Item = Evidence> + '_ {
        self.events.iter().enumerate().filter_map(|(k, event)| {
            let Event::Theirs {
                table, card, take, ..
            } = event
            else {
                return None;
            };
            let mut mine = self.hand;
            let mut since = CardSet::EMPTY;
            for e in &self.events[k..] {
                match e {
                    Event::Mine(c) => mine = mine.with(*c),
                    Event::Theirs { card, .. } => since = since.with(*card),
                }
            }
            Some(Evidence {
                table: *table,
                chosen: Play {
                    card: *card,
                    take: *take,
                },
                since,
                mine,
            })
        })
    }

    /// Judges the opponent plays of the round, the opponent holding `held` cards now.
    fn weigh(&mut self, held: usize) {
        let judged = self
            .evidence()
            .map(|e| Judgement::new(&e.table, e.chosen, e.since, e.mine, self.unseen, held))
            .collect();
        self.judged = judged;
    }
}

/// The cards the opponent of the seat to move will play next in `world`: its hand, or,
/// when it has played out the round, the cards the next round deals it.
fn reply_cards(world: &Tablenette, opp: Seat) -> CardSet {
    let hand = world.hand_of(opp);
    if !hand.is_empty() {
        return hand;
    }
    // The opponent leads the next round, so it gets the 1st, 3rd, … cards drawn; the deck
    // list keeps the top card last.
    let deck = &world.deck;
    let n = deck.len();
    (0..6)
        .filter_map(|k| n.checked_sub(1 + 2 * k).and_then(|i| deck.get(i)))
        .fold(CardSet::EMPTY, |s, c| s.with(c))
}

/// The rollout policy that sees the world it plays in. `moves` are the legal moves of a
/// world that is not over, so never empty.
fn prudent_in_world(world: &Tablenette, moves: &[Play]) -> Play {
    let Some(me) = world.to_move() else {
        return moves[0];
    };
    let opp = me.other();
    let last_card = world.deck_len() == 0 && world.hand_len(me) + world.hand_len(opp) == 1;
    let replies = if last_card {
        CardSet::EMPTY
    } else {
        reply_cards(world, opp)
    };
    let mut best = (i64::MIN, moves[0]);
    for &m in moves {
        let v = world.value_of(m);
        let mut score = i64::from(v.total()) * 100 + i64::from(v.cards) * 10;
        if m.is_trail() {
            score -= i64::from(trail_cost(m.card));
        }
        let after = table_after(world.table(), m);
        if last_card {
            let taker = if m.is_trail() {
                world.last_taker()
            } else {
                Some(me)
            };
            let left = i64::from(after.set().points()) * 100;
            score += if taker == Some(me) { left } else { -left };
        } else {
            let gains = super::Gains::of(&after);
            let threat = replies.iter().map(|c| gains.card(c)).max().unwrap_or(0);
            score -= i64::from(threat) * 100;
        }
        if score > best.0 {
            best = (score, m);
        }
    }
    best.1
}

impl Determinized for Tablenette {
    type Memory = PlayMemory;

    /// Records the plays of the round: its own last card (the one gone from its hand since
    /// its last decision) and the opponent's last play when it was made in the round being
    /// played (the opponent has fewer than six cards left); the table that play was made
    /// on is the table now, without the trailed card or with the cards taken back. Then
    /// works out what each opponent play says about its hand.
    fn remember(memory: &mut PlayMemory, seen: &InfoSet<Tablenette>) {
        let world = seen.world();
        let me = seen.seat();
        let opp = me.other();
        let round = Some((
            world.hand_number(),
            world.round(),
            world.dealer(),
            world.scores(),
        ));
        let hand = world.hand_of(me);
        if memory.round != round {
            *memory = PlayMemory {
                round,
                ..PlayMemory::default()
            };
        } else if let (Some(card), 1) = (
            memory.hand.minus(hand).first(),
            memory.hand.minus(hand).len(),
        ) {
            memory.events.push(Event::Mine(card));
        }
        memory.hand = hand;
        let left = world.hand_len(opp);
        let known = memory
            .events
            .iter()
            .any(|e| matches!(e, Event::Theirs { left: l, .. } if *l == left));
        if let Some(last) = world.last_play()
            && last.seat == opp
            && left < 6
            && !known
        {
            let mut table = *world.table();
            let take = last.took.set();
            if take.is_empty() {
                table.remove_set(CardSet::single(last.card));
            } else {
                for c in last.took.iter() {
                    table.push(c);
                }
            }
            memory.events.push(Event::Theirs {
                table,
                card: last.card,
                take,
                left,
            });
        }
        memory.unseen = world.unseen_by(me);
        memory.weigh(world.hand_len(opp));
    }

    /// The chance of the opponent's plays this round if its hand was the one this world
    /// gives it: at each play, the chance that a counting player (the medium level's
    /// judgement, `INFERENCE_BETA`, `INFERENCE_SLACK`) holding that hand chose it. Its
    /// hand then is its hand now and the cards it played since; what it had not seen is
    /// our hand then and the deck.
    ///
    /// The plays are judged once per decision (`inference`), so that a world only counts
    /// the pool its hand leaves: thousands of worlds are weighed per decision.
    fn world_weight(&self, seat: Seat, memory: &PlayMemory) -> f64 {
        let hand = self.hand_of(seat.other());
        // No play to judge leaves every world the weight 1 (the empty product).
        memory
            .judged
            .iter()
            .map(|j| j.likelihood(hand, INFERENCE_BETA, INFERENCE_SLACK))
            .product()
    }

    fn distinct_moves_into(&self, out: &mut Vec<Play>) {
        self.legal_into(out);
        let distinct = distinct_plays(out);
        *out = distinct;
    }

    /// The searching seat plays `prudent_in_world`, seeing the world it plays in; the
    /// others play like the medium level, counting the cards they have not seen, as a
    /// careful opponent would.
    fn rollout_move(&self, root: &Tablenette, _rng: &mut Rng, buf: &mut Vec<Play>) -> Option<Play> {
        self.legal_into(buf);
        if buf.is_empty() {
            return None;
        }
        Some(if self.to_move() == root.to_move() {
            prudent_in_world(self, buf)
        } else {
            super::prudent::prudent_first(self, buf)
        })
    }

    /// The end of the hand being played (or of the game).
    fn past_horizon(&self, root: &Tablenette) -> bool {
        self.is_over() || self.hand_number() != root.hand_number()
    }

    /// The hand-score difference of the hand the search started in.
    fn horizon_value(&self, _root: &Tablenette, seat: Seat) -> f64 {
        self.previous_hand()
            .map_or(0.0, |t| f64::from(t.total(seat) - t.total(seat.other())))
    }

    /// With the deck empty, the unseen cards are the opponent's hand: the rest of the hand
    /// is a perfect-information game, solved exactly (the value is against a perfect
    /// opponent; the play, among the perfect ones, the best against the counting player).
    fn solve_exactly(&self, moves: &[Play]) -> Option<ExactChoice> {
        if self.deck_len() > 0 || self.to_move().is_none() {
            return None;
        }
        let (index, value, nodes) = endgame::solve(self, moves);
        Some(ExactChoice {
            index,
            value,
            nodes,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::inference::plays_of;
    use crate::bots::prudent::{Pool, own_value, prudent_first, reply_hand};
    use crate::state::TablenetteParams;

    /// The medium level's judgement of `mv` on `table` for a player whose opponent holds `h`
    /// cards drawn from `pool`.
    fn judgement(table: &CardList, mv: Play, pool: CardSet, h: usize) -> f64 {
        let v = crate::capture::play_value(mv.card, mv.take, table.set());
        own_value(mv, v) - Pool::new(pool).expected_reply(&table_after(table, mv), h)
    }

    /// The weight of `world` as the inference defines it, every play the world's opponent
    /// could have made judged afresh against the pool the world leaves it: what the fast
    /// judgements must reproduce.
    fn weight_by_definition(world: &Tablenette, seat: Seat, memory: &PlayMemory) -> f64 {
        let hand = world.hand_of(seat.other());
        let deck = memory.unseen.minus(hand);
        let mut buf = Vec::new();
        let mut weight = 1.0;
        for e in memory.evidence() {
            let held = hand.union(e.since);
            let pool = deck.union(e.mine);
            let h = reply_hand(e.mine.len());
            let chosen = judgement(&e.table, e.chosen, pool, h);
            let (mut z, mut plays) = (0.0, 0usize);
            for c in held.iter() {
                plays_of(c, &e.table, &mut buf);
                plays += buf.len();
                for &m in &buf {
                    z += (INFERENCE_BETA * (judgement(&e.table, m, pool, h) - chosen)).exp();
                }
            }
            weight *= (1.0 - INFERENCE_SLACK) / z.max(1.0) + INFERENCE_SLACK / plays.max(1) as f64;
        }
        weight
    }

    #[test]
    fn fast_world_weights_agree_with_the_definition() {
        let params = TablenetteParams::default();
        let (mut judged, mut low) = (0usize, 0usize);
        for seed in 0..40u64 {
            let mut g = Tablenette::start(&params, seed);
            let mut rng = Rng::new(seed);
            let mut memories = [PlayMemory::default(), PlayMemory::default()];
            // The first hand, played mostly as the medium level plays (the plays the
            // inference expects) and sometimes at random (the plays only its slack
            // explains).
            while g.hand_number() == 1 {
                let Some(seat) = g.to_move() else {
                    break;
                };
                let seen = InfoSet::new(&g, seat);
                let memory = &mut memories[seat.index()];
                Tablenette::remember(memory, &seen);
                for k in 0..8 {
                    let world = if k == 0 {
                        g.clone()
                    } else {
                        seen.sample(&mut rng)
                    };
                    let fast = world.world_weight(seat, memory);
                    let slow = weight_by_definition(&world, seat, memory);
                    assert!(
                        (fast - slow).abs() <= 1e-9 * slow,
                        "seed {seed}: fast {fast} slow {slow} in {}",
                        world.to_text()
                    );
                    if !memory.judged.is_empty() {
                        judged += 1;
                        low += usize::from(slow < 0.1);
                    }
                }
                let moves = g.legal_moves();
                let mv = if rng.below(4) == 0 {
                    *rng.pick(&moves).unwrap()
                } else {
                    prudent_first(&g, &moves)
                };
                g.apply_play(mv);
            }
        }
        // The comparison saw plays to judge, and worlds they make unlikely.
        assert!(
            judged > 5000 && low > 1000,
            "{judged} worlds judged, {low} unlikely"
        );
    }
}
