//! The last round solved exactly.
//!
//! Once the deck is empty the unseen cards are exactly the opponent's hand, so the rest of
//! the hand is a perfect-information game of at most 12 plays. Negamax with
//! alpha-beta finds the plays that maximise the final hand-score difference against a
//! perfect opponent. A perfect opponent makes many plays equal that are not equal against
//! a real one, so the solver tells them apart by the opponent the rest of the hard level
//! models, the counting player (the medium level's judgement): it plays, among the perfect
//! plays, the one with the best expected result when the opponent plays as the counting
//! player would, each of the plays it likes best equally likely, and we reply as well as
//! we can. So the solver never gives a point away to a perfect player, and takes what a
//! careful but one-move-deep player leaves.

use super::prudent::prudent_ties;
use super::{distinct_plays, play_class};
use crate::capture::{captures_in_set, play_value};
use crate::cards::CardSet;
use crate::state::{MOST_CARDS, MOST_CARDS_BONUS, Play, Tablenette};
use parlour_core::{Determinized, Game, Seat};

/// The last round, stripped to what scores.
#[derive(Copy, Clone, Debug)]
struct Endgame {
    hands: [CardSet; 2],
    table: CardSet,
    piles: [CardSet; 2],
    tablenettes: [u32; 2],
    taker: Option<usize>,
    to_move: usize,
}

impl Endgame {
    fn from_world(world: &Tablenette) -> Option<Endgame> {
        let me = world.to_move()?;
        Some(Endgame {
            hands: [
                world.hand_of(parlour_core::Seat(0)),
                world.hand_of(parlour_core::Seat(1)),
            ],
            table: world.table().set(),
            piles: [
                world.pile(parlour_core::Seat(0)),
                world.pile(parlour_core::Seat(1)),
            ],
            tablenettes: [
                world.tablenettes(parlour_core::Seat(0)),
                world.tablenettes(parlour_core::Seat(1)),
            ],
            taker: world.last_taker().map(|s| s.index()),
            to_move: me.index(),
        })
    }

    /// The final hand-score difference for the seat to move, once both hands are empty.
    fn final_value(&self) -> i32 {
        let mut piles = self.piles;
        if let Some(t) = self.taker {
            piles[t] = piles[t].union(self.table);
        }
        let total = |i: usize| {
            let bonus = if piles[i].len() > MOST_CARDS {
                MOST_CARDS_BONUS
            } else {
                0
            };
            (piles[i].points() + bonus + self.tablenettes[i]) as i32
        };
        total(self.to_move) - total(1 - self.to_move)
    }

    fn plays(&self, out: &mut Vec<(Play, i32)>) {
        out.clear();
        let mut keys = Vec::new();
        let mut push = |m: Play, out: &mut Vec<(Play, i32)>| {
            let k = play_class(m);
            if !keys.contains(&k) {
                keys.push(k);
                let v = play_value(m.card, m.take, self.table);
                // Order: big immediate gains first, trails last, cheap trails first.
                let order = if m.take.is_empty() {
                    -(super::trail_cost(m.card) as i32)
                } else {
                    1000 + 10 * v.total() as i32 + v.cards as i32
                };
                out.push((m, order));
            }
        };
        for card in self.hands[self.to_move].iter() {
            if card.is_jack() {
                push(Play::capture(card, self.table), out);
                continue;
            }
            push(Play::trail(card), out);
            captures_in_set(card, self.table, |take| {
                push(Play::capture(card, take), out);
            });
        }
        out.sort_by_key(|m| std::cmp::Reverse(m.1));
    }

    fn after(&self, m: Play) -> Endgame {
        let mut e = *self;
        let me = self.to_move;
        e.hands[me] = e.hands[me].without(m.card);
        if m.take.is_empty() {
            e.table = e.table.with(m.card);
        } else {
            let v = play_value(m.card, m.take, self.table);
            e.table = e.table.minus(m.take);
            e.piles[me] = e.piles[me].union(m.take).with(m.card);
            e.tablenettes[me] += v.tablenette;
            e.taker = Some(me);
        }
        e.to_move = 1 - me;
        e
    }

    fn negamax(&self, mut alpha: i32, beta: i32, nodes: &mut u64) -> i32 {
        *nodes += 1;
        if self.hands[self.to_move].is_empty() {
            // Both hands are empty: the other hand cannot hold more cards than ours.
            return self.final_value();
        }
        let mut plays = Vec::new();
        self.plays(&mut plays);
        let mut best = i32::MIN + 1;
        for (m, _) in plays {
            let v = -self.after(m).negamax(-beta, -alpha, nodes);
            if v > best {
                best = v;
            }
            if best > alpha {
                alpha = best;
            }
            if alpha >= beta {
                break;
            }
        }
        best
    }
}

/// The play for the seat to move in `world`, whose deck is empty: its index among
/// `candidates`, its exact value (the final hand-score difference against a perfect
/// opponent), and the number of positions searched.
///
/// The play is one of the best against a perfect opponent, so it never gives anything
/// away; among those (often several: a perfect opponent makes many plays equal), it is the
/// one that gains most against the counting player (the first of equals), the opponent
/// the rest of the hard level models. Measured over 600 last rounds against the medium
/// level: +3.5 ± 0.6 points a hand over the first of the perfect plays
/// (`docs/measurements.md`).
pub(crate) fn solve(world: &Tablenette, candidates: &[Play]) -> (usize, i32, u64) {
    let Some(root) = Endgame::from_world(world) else {
        return (0, 0, 0);
    };
    let (perfect, value, mut nodes) = perfect_plays(&root, candidates);
    let limit = nodes + COUNTING_NODES;
    let best = if perfect.len() <= 1 {
        perfect.first().copied().unwrap_or(0)
    } else {
        best_against_counting(world, candidates, &perfect, &mut nodes, limit)
    };
    (best, value, nodes)
}

/// Among the `candidates` at `indices`, the index of the one worth most against the
/// counting player (the first of equals). Past `limit` positions, the best of those
/// weighed so far (or the first).
fn best_against_counting(
    world: &Tablenette,
    candidates: &[Play],
    indices: &[usize],
    nodes: &mut u64,
    limit: u64,
) -> usize {
    let mut best = (indices.first().copied().unwrap_or(0), f64::NEG_INFINITY);
    let Some(me) = world.to_move() else {
        return best.0;
    };
    for &i in indices {
        let mut next = world.clone();
        next.apply_play(candidates[i]);
        let Some(v) = against_counting(&next, world, me, nodes, limit) else {
            break;
        };
        if v > best.1 + 1e-9 {
            best = (i, v);
        }
    }
    best.0
}

/// The most positions the solver looks at to tell the perfect plays apart (about a tenth
/// of a second). The counting player's replies are not pruned like a perfect player's, and
/// a last round on a table of twenty cards (a human may trail that much) would otherwise
/// take a second; in the last rounds the medium level reaches, the 95th percentile is
/// about a tenth of this.
const COUNTING_NODES: u64 = 300_000;

/// The candidates that are best against a perfect opponent (their indices, in order), the
/// value they share, and the positions searched.
fn perfect_plays(root: &Endgame, candidates: &[Play]) -> (Vec<usize>, i32, u64) {
    let mut nodes = 0;
    let mut best = (0, i32::MIN);
    for (i, &m) in candidates.iter().enumerate() {
        let child = root.after(m);
        // Later candidates only need to be shown no better than the best so far.
        let alpha = best.1.max(-1000);
        let v = -child.negamax(-1000, -alpha, &mut nodes);
        if v > best.1 {
            best = (i, v);
        }
    }
    let value = best.1;
    // The others are as good when a null window around the value says so.
    let perfect = (0..candidates.len())
        .filter(|&i| {
            i == best.0
                || -root
                    .after(candidates[i])
                    .negamax(-value, 1 - value, &mut nodes)
                    >= value
        })
        .collect();
    (perfect, value, nodes)
}

/// The value for `me` of `world` (deck empty) when the opponent plays as the counting
/// player does (each of the plays it likes best equally likely) and `me` plays its best
/// against that: the expected final hand-score difference of the hand `root` is in (the
/// search's own horizon and value, as the rest of the hard level scores a hand).
fn against_counting(
    world: &Tablenette,
    root: &Tablenette,
    me: Seat,
    nodes: &mut u64,
    limit: u64,
) -> Option<f64> {
    *nodes += 1;
    if *nodes > limit {
        return None;
    }
    let seat = world.to_move().filter(|_| !world.past_horizon(root));
    let Some(seat) = seat else {
        return Some(world.horizon_value(root, me));
    };
    let mut moves = Vec::new();
    world.legal_into(&mut moves);
    let value = |m: Play, nodes: &mut u64| {
        let mut next = world.clone();
        next.apply_play(m);
        against_counting(&next, root, me, nodes, limit)
    };
    if seat == me {
        let mut best = f64::NEG_INFINITY;
        for m in distinct_plays(&moves) {
            best = best.max(value(m, nodes)?);
        }
        Some(best)
    } else {
        let mut ties = Vec::new();
        prudent_ties(world, &moves, seat, &mut ties);
        let mut sum = 0.0;
        for &m in &ties {
            sum += value(m, nodes)?;
        }
        Some(sum / ties.len().max(1) as f64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::TablenetteParams;
    use parlour_core::{Rng, Seat};

    /// Plain minimax over the real rules, to the end of the hand.
    fn minimax(g: &Tablenette, me: Seat) -> i32 {
        let Some(seat) = g.to_move() else {
            let t = g.previous_hand().copied().unwrap_or_default();
            return t.total(me) - t.total(me.other());
        };
        if g.hand_number() != 1 {
            let t = g.previous_hand().copied().unwrap_or_default();
            return t.total(me) - t.total(me.other());
        }
        let values = g.legal_moves().into_iter().map(|m| {
            let mut next = g.clone();
            next.apply_play(m);
            minimax(&next, me)
        });
        if seat == me {
            values.max().unwrap_or(0)
        } else {
            values.min().unwrap_or(0)
        }
    }

    #[test]
    fn the_solver_agrees_with_plain_minimax() {
        let params = TablenetteParams::default();
        for seed in 0..40u64 {
            let mut g = Tablenette::start(&params, seed);
            let mut rng = Rng::new(seed);
            // Random play into round 4, leaving 4 to 7 cards in the hands.
            let left = 4 + (seed % 4) as usize;
            while g.deck_len() > 0 || g.hand_len(Seat(0)) + g.hand_len(Seat(1)) > left {
                let moves = g.legal_moves();
                g.apply_play(*rng.pick(&moves).unwrap());
            }
            let me = g.to_move().unwrap();
            let candidates = distinct_plays(&g.legal_moves());
            let (best, value, _) = solve(&g, &candidates);
            assert_eq!(value, minimax(&g, me), "seed {seed}: {}", g.to_text());
            let mut after = g.clone();
            after.apply_play(candidates[best]);
            assert_eq!(minimax(&after, me), value, "seed {seed}: the best play");
        }
    }

    /// Round-4 positions as the medium level reaches them (both seats counting), one per
    /// seed from `first`.
    fn last_rounds(first: u64, n: u64) -> Vec<Tablenette> {
        let params = TablenetteParams::default();
        let mut ties = Vec::new();
        (first..first + n)
            .map(|seed| {
                let mut g = Tablenette::start(&params, seed);
                let mut rng = Rng::new(seed);
                while g.deck_len() > 0 {
                    let moves = g.legal_moves();
                    let s = g.to_move().unwrap();
                    prudent_ties(&g, &moves, s, &mut ties);
                    g.apply_play(*rng.pick(&ties).unwrap());
                }
                g
            })
            .collect()
    }

    /// The seat to move's pick among `moves` in the last round of `g`: 0 the first of the
    /// perfect plays (the solver before it modelled the opponent), 1 the solver, 2 the best
    /// reply to the counting player whatever a perfect opponent could do.
    fn pick(g: &Tablenette, moves: &[Play], way: usize) -> Play {
        let cands = distinct_plays(moves);
        let mut nodes = 0;
        match way {
            0 => {
                let root = Endgame::from_world(g).unwrap();
                cands[perfect_plays(&root, &cands).0[0]]
            }
            1 => cands[solve(g, &cands).0],
            _ => {
                let all: Vec<usize> = (0..cands.len()).collect();
                cands[best_against_counting(g, &cands, &all, &mut nodes, u64::MAX)]
            }
        }
    }

    /// The hand-score difference for `us` when `us` plays the last round of `g` the `way`
    /// of [`pick`] against the counting player (ties broken by `seed`).
    fn play_out(g: &Tablenette, us: Seat, way: usize, seed: u64) -> i32 {
        let mut w = g.clone();
        let mut rng = Rng::new(seed);
        let mut ties = Vec::new();
        let hand = g.hand_number();
        while w.hand_number() == hand && !w.is_over() {
            let s = w.to_move().unwrap();
            let moves = w.legal_moves();
            let mv = if s == us {
                pick(&w, &moves, way)
            } else {
                prudent_ties(&w, &moves, s, &mut ties);
                *rng.pick(&ties).unwrap()
            };
            w.apply_play(mv);
        }
        let t = w.previous_hand().unwrap();
        t.total(us) - t.total(us.other())
    }

    #[test]
    fn the_solver_keeps_the_perfect_value_and_plays_for_the_counting_player() {
        let (mut differ, mut gained) = (0, 0);
        for (k, g) in last_rounds(1, 30).iter().enumerate() {
            let cands = distinct_plays(&g.legal_moves());
            let root = Endgame::from_world(g).unwrap();
            let (perfect, value, _) = perfect_plays(&root, &cands);
            let (best, solved, _) = solve(g, &cands);
            // Never worse against a perfect opponent.
            assert_eq!(solved, value, "{}", g.to_text());
            assert!(perfect.contains(&best), "{}", g.to_text());
            let mut n = 0;
            let after = root.after(cands[best]);
            assert_eq!(
                -after.negamax(-1000, 1000, &mut n),
                value,
                "{}",
                g.to_text()
            );
            if best != perfect[0] {
                differ += 1;
            }
            for us in [Seat(0), Seat(1)] {
                let seed = k as u64;
                gained += play_out(g, us, 1, seed) - play_out(g, us, 0, seed);
            }
        }
        // The counting player is what the solver now tells perfect plays apart by, and
        // against it the choice pays.
        assert!(differ >= 5, "{differ} of 30 first plays changed");
        assert!(gained > 0, "{gained} points over 60 last rounds");
    }

    #[test]
    fn a_last_round_on_a_crowded_table_stays_within_the_solver_s_budget() {
        // Reached by trailing nearly every card: 23 on the table. Telling the perfect plays
        // apart by the counting player took 3 million positions (a second) before the cap.
        let text = "hand=1 dealer=north seed=0000000000000003 scores=0,0 \
            south=AS.4C.5C.7S.10S.JS north=2S.4S.6C.8D.8S.QD \
            table=5H.10C.8C.AD.AC.5S.KS.3D.7D.4H.KH.7C.9S.9C.5D.AH.QC.9D.2D.8H.QH.3S.3H \
            deck=- known=0 pile.south=2H.3C.6H.6S.7H.9H.10H.JC.JD.KC.KD \
            pile.north=2C.4D.6D.10D.JH.QS tablenettes=0,0 taker=south last=north/3H/-/0 prev=-";
        let g = Tablenette::from_text(&TablenetteParams::default(), text).unwrap();
        let cands = distinct_plays(&g.legal_moves());
        let root = Endgame::from_world(&g).unwrap();
        let (perfect, value, perfect_nodes) = perfect_plays(&root, &cands);
        let (best, solved, nodes) = solve(&g, &cands);
        assert_eq!(solved, value);
        assert!(perfect.contains(&best));
        assert!(
            nodes <= perfect_nodes + COUNTING_NODES + 1,
            "{nodes} positions, {perfect_nodes} of them to find the perfect plays"
        );
    }

    /// The measurement of `docs/measurements.md`: `R4_N` last rounds (default 300) from
    /// each seat, the three ways of [`pick`] against the counting player.
    #[test]
    #[ignore = "a measurement: run with --ignored --nocapture in release"]
    #[allow(clippy::print_stderr)]
    fn measure_the_last_round_against_the_counting_player() {
        let n = std::env::var("R4_N")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(300);
        let mut diffs = [Vec::new(), Vec::new()];
        let mut worst = [0.0f64; 3];
        for (k, g) in last_rounds(1000, n).iter().enumerate() {
            for us in [Seat(0), Seat(1)] {
                let mut r = [0; 3];
                for (way, v) in r.iter_mut().enumerate() {
                    let t = std::time::Instant::now();
                    *v = play_out(g, us, way, k as u64 * 7 + 3);
                    worst[way] = worst[way].max(t.elapsed().as_secs_f64() * 1000.0);
                }
                diffs[0].push(f64::from(r[1] - r[0]));
                diffs[1].push(f64::from(r[2] - r[0]));
            }
        }
        for (name, d) in ["the solver", "best reply"].iter().zip(&diffs) {
            let m = d.iter().sum::<f64>() / d.len() as f64;
            let var = d.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / (d.len() - 1) as f64;
            let half = 1.96 * (var / d.len() as f64).sqrt();
            eprintln!(
                "{name} minus the first perfect play: {m:+.2} ± {half:.2} a hand over {}",
                d.len()
            );
        }
        eprintln!("slowest whole last round (ms): {worst:.1?}");
    }
}
