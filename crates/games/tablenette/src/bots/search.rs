//! The hard level: determinized Monte Carlo (PIMC) with an exact last round.
//!
//! For each sampled world (a full deal its seat cannot tell apart from the real one) every
//! distinct candidate play is made and the hand is played out by a fast policy for both
//! players; the play with the best average final hand-score difference is chosen. The
//! same worlds serve every candidate, so differences between plays are not drowned by
//! differences between deals. The rollout policy plays "prudently" inside the world: it
//! avoids leaving a table that the opponent's actual cards there could sweep.
//!
//! In the last round the deck is empty, the unseen cards are the opponent's hand, and one
//! sample is the real position: it is solved exactly ([`super::endgame`]).

use super::{best_gain, distinct_plays, endgame, greedy::greedy_pick, table_after, trail_cost};
use crate::cards::CardSet;
use crate::state::{Play, Tablenette};
use parlour_core::{Bot, BotStats, Budget, Game, Rng, Seat};
use std::time::{Duration, Instant};

/// How rollouts choose plays.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Rollout {
    /// The easy level's policy.
    Greedy,
    /// Greedy minus the best reply the opponent's cards in the world would have.
    Prudent,
    /// The medium level's policy: each player counts the cards it has not seen in the
    /// world, as a real player would, instead of looking at the other hand.
    Counting,
}

/// The settings of a [`Pimc`] player.
#[derive(Clone, Debug)]
pub struct PimcConfig {
    /// Name shown in arenas and logs.
    pub name: String,
    /// Worlds sampled per move (each candidate play is played out once in each).
    pub samples: u32,
    /// The policy of the playouts.
    pub rollout: Rollout,
    /// Solve the last round exactly.
    pub exact_endgame: bool,
    /// Wall-clock safety cap per move (whole worlds are finished; at least one is used).
    pub time_limit: Option<Duration>,
}

impl PimcConfig {
    /// The hard level: 200 worlds, prudent playouts, exact last round, 2 s cap.
    pub fn hard() -> PimcConfig {
        PimcConfig {
            name: "hard".to_string(),
            samples: 200,
            rollout: Rollout::Prudent,
            exact_endgame: true,
            time_limit: Some(super::HARD_TIME_LIMIT),
        }
    }
}

/// A determinized Monte Carlo player.
#[derive(Debug)]
pub struct Pimc {
    config: PimcConfig,
    rng: Rng,
    stats: BotStats,
}

impl Pimc {
    /// A player with these settings; `seed` decides the sampled worlds and tie-breaks.
    pub fn new(config: PimcConfig, seed: u64) -> Pimc {
        Pimc {
            config,
            rng: Rng::new(seed),
            stats: BotStats::default(),
        }
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
            let threat = replies
                .iter()
                .map(|c| best_gain(c, &after))
                .max()
                .unwrap_or(0);
            score -= i64::from(threat) * 100;
        }
        if score > best.0 {
            best = (score, m);
        }
    }
    best.1
}

/// Plays `world` to the end of its hand; returns `me`'s final hand score minus the
/// opponent's.
fn rollout(mut world: Tablenette, me: Seat, policy: Rollout, buf: &mut Vec<Play>) -> i32 {
    let hand = world.hand_number();
    while !world.is_over() && world.hand_number() == hand {
        world.legal_into(buf);
        let m = match policy {
            Rollout::Greedy => greedy_pick(&world, buf, None),
            Rollout::Prudent => prudent_in_world(&world, buf),
            Rollout::Counting => super::prudent::prudent_first(&world, buf),
        };
        world.apply_play(m);
    }
    world
        .previous_hand()
        .map_or(0, |t| t.total(me) - t.total(me.other()))
}

impl Bot<Tablenette> for Pimc {
    fn name(&self) -> &str {
        &self.config.name
    }

    fn choose(&mut self, state: &Tablenette, budget: &Budget) -> Option<Play> {
        let start = Instant::now();
        let me = state.to_move()?;
        // Everything below works on sampled worlds only, never on `state` itself.
        let first = state.sample(me, &mut self.rng);
        let mut candidates = distinct_plays(&first.legal_moves());
        self.rng.shuffle(&mut candidates);
        self.stats = BotStats::default();
        if candidates.len() <= 1 {
            return candidates.first().copied();
        }
        if self.config.exact_endgame && first.deck_len() == 0 {
            // The unseen cards are the opponent's hand: this world is the real position.
            let (best, value, nodes) = endgame::solve(&first, &candidates);
            self.stats.nodes = nodes;
            self.stats.score = Some(value);
            return Some(candidates[best]);
        }
        let deadline = budget.deadline(start, self.config.time_limit);
        let samples = budget.nodes.map_or(self.config.samples, |n| {
            self.config.samples.min(n.max(1) as u32)
        });
        let mut sums = vec![0i64; candidates.len()];
        let mut buf = Vec::new();
        let mut used = 0u32;
        let mut world = first;
        loop {
            for (k, &m) in candidates.iter().enumerate() {
                let mut w = world.clone();
                w.apply_play(m);
                sums[k] += i64::from(rollout(w, me, self.config.rollout, &mut buf));
            }
            used += 1;
            let out_of_time = deadline.is_some_and(|d| Instant::now() >= d);
            if used >= samples || out_of_time || budget.stopped() {
                break;
            }
            world = state.sample(me, &mut self.rng);
        }
        // The best total (equal to the best average); the first of equals, candidates
        // having been shuffled by the seed.
        let (best, total) = sums
            .iter()
            .enumerate()
            .fold((0, i64::MIN), |b, (i, &s)| if s > b.1 { (i, s) } else { b });
        self.stats.nodes = u64::from(used) * candidates.len() as u64;
        self.stats.depth = used;
        self.stats.score = Some((total / i64::from(used.max(1))) as i32);
        Some(candidates[best])
    }

    fn stats(&self) -> BotStats {
        self.stats.clone()
    }
}
