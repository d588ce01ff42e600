//! Computer players against each other, with seats rotated, and what came of it.
//!
//! Game `i` is played with seed `seed + i / n` (n = number of seats) and the players rotated
//! by `i % n` seats, so every deal or start position is played once from every seat: luck
//! in the deal cancels out, and the first-move advantage is shared.
//!
//! Optionally the first plies of each game are random (the same for every rotation of a
//! seed). Games that start from one fixed position (Nines, Isolo, Virus War) otherwise give
//! deterministic players very few distinct games, and a game decided from its start (Isolo
//! on 8 holes) can then only ever measure who moved first.

use crate::bots::{AnyBot, bot_move};
use crate::game_match::AnyMatch;
use parlour_core::{Budget, Seat, SeatResult};
use serde::Serialize;
use std::time::Instant;

/// How one named player did over an arena run.
#[derive(Clone, Debug, Default, Serialize, PartialEq)]
pub struct PlayerReport {
    /// The level name.
    pub name: String,
    /// Seats this player sat in (games × seats it held).
    pub games: usize,
    /// Wins.
    pub wins: usize,
    /// Draws.
    pub draws: usize,
    /// Losses.
    pub losses: usize,
    /// Games where another seat won and another lost (three-seat games).
    pub survivals: usize,
    /// Mean score per game: win 1, draw or survival ½, loss 0.
    pub score: f64,
    /// Half-width of the 95% confidence interval of `score`.
    pub score_ci95: f64,
    /// Game points per hand (games that keep a score).
    pub points_per_hand: Option<f64>,
    /// Own points minus the mean of the others' points, per hand.
    pub margin_per_hand: Option<f64>,
    /// Half-width of the 95% confidence interval of `margin_per_hand`.
    pub margin_ci95: Option<f64>,
    /// Moves this player made.
    pub moves: usize,
    /// Median think time per move, in milliseconds.
    pub think_ms_median: f64,
    /// 95th percentile think time per move, in milliseconds.
    pub think_ms_p95: f64,
}

/// The result of an arena run.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct ArenaReport {
    /// Game id.
    pub game: String,
    /// Games played.
    pub games: usize,
    /// One entry per distinct player name, in the order first listed.
    pub players: Vec<PlayerReport>,
    /// Games per end reason.
    pub reasons: Vec<(String, usize)>,
    /// Mean plies per game.
    pub mean_plies: f64,
}

#[derive(Default)]
struct Tally {
    name: String,
    results: Vec<f64>,
    wins: usize,
    draws: usize,
    losses: usize,
    survivals: usize,
    points: f64,
    rounds: f64,
    margins: Vec<f64>,
    margin_sum: f64,
    think_ms: Vec<f64>,
}

/// Mean and 95% confidence half-width (normal approximation).
pub fn mean_ci(xs: &[f64]) -> (f64, f64) {
    if xs.is_empty() {
        return (0.0, 0.0);
    }
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    if xs.len() < 2 {
        return (mean, 0.0);
    }
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, 1.96 * (var / n).sqrt())
}

/// The `q` quantile (0..=1) of `xs` by nearest rank; 0 for an empty slice.
pub fn quantile(xs: &[f64], q: f64) -> f64 {
    if xs.is_empty() {
        return 0.0;
    }
    let mut v = xs.to_vec();
    v.sort_by(f64::total_cmp);
    let idx = ((q * v.len() as f64).ceil() as usize).clamp(1, v.len()) - 1;
    v[idx]
}

/// How many games, from which seed, with how random an opening.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArenaOptions {
    /// Games to play.
    pub games: usize,
    /// Seed of the first game.
    pub seed: u64,
    /// Plies played at random at the start of every game (0 = none).
    pub opening: usize,
}

/// Runs the games. `new_match(seed)` sets up a game (with computer-only safety caps);
/// `new_bot(name, seed)` makes a player. `progress` is called after each game.
pub fn run_arena(
    new_match: &crate::NewMatch,
    new_bot: &crate::NewBot,
    players: &[String],
    options: &ArenaOptions,
    progress: &mut dyn FnMut(usize, &ArenaReport),
) -> Result<ArenaReport, String> {
    let (games, seed) = (options.games, options.seed);
    let n = players.len();
    let mut names: Vec<String> = Vec::new();
    for p in players {
        if !names.contains(p) {
            names.push(p.clone());
        }
    }
    let mut tallies: Vec<Tally> = names
        .iter()
        .map(|name| Tally {
            name: name.clone(),
            ..Tally::default()
        })
        .collect();
    let mut reasons: Vec<(String, usize)> = Vec::new();
    let mut plies = 0usize;
    let mut report = summarize("", 0, &tallies, &reasons, 0);
    for i in 0..games {
        let game_seed = seed.wrapping_add((i / n) as u64);
        let rotation = i % n;
        let mut m = new_match(game_seed)?;
        if m.info().seat_names.len() != n {
            return Err(format!(
                "{} needs {} players, {} given",
                m.info().id,
                m.info().seat_names.len(),
                n
            ));
        }
        random_opening(m.as_mut(), options.opening, game_seed)?;
        // Seat s is held by player (s + rotation) % n.
        let holder = |seat: usize| (seat + rotation) % n;
        let mut bots: Vec<Box<dyn AnyBot>> = Vec::new();
        for seat in 0..n {
            let bot_seed = game_seed
                .wrapping_mul(0x9E37_79B9)
                .wrapping_add(seat as u64 * 7919 + i as u64);
            bots.push(new_bot(&players[holder(seat)], bot_seed)?);
        }
        while let Some(seat) = m.to_move() {
            let s = seat.index();
            // Ask only where the rules allow an offer now; a refused offer changes nothing.
            if m.may_offer_draw(seat)
                && bots[s].offers_draw(m.as_ref(), seat)
                && m.offer_draw(seat).is_ok()
            {
                let all_accept = (0..n)
                    .filter(|&o| o != s)
                    .all(|o| bots[o].accepts_draw(m.as_ref(), Seat(o as u8)));
                if all_accept {
                    let _ = m.accept_draw(Seat(((s + 1) % n) as u8));
                    break;
                }
                let _ = m.decline_draw(Seat(((s + 1) % n) as u8));
            }
            let started = Instant::now();
            bot_move(m.as_mut(), bots[s].as_mut(), &Budget::unlimited())?;
            let ms = started.elapsed().as_secs_f64() * 1000.0;
            let t = tally_of(&mut tallies, &players[holder(s)]);
            t.think_ms.push(ms);
        }
        let outcome = m.outcome().ok_or("game stopped without an outcome")?;
        plies += m.history().len();
        match reasons.iter_mut().find(|(r, _)| *r == outcome.reason) {
            Some((_, c)) => *c += 1,
            None => reasons.push((outcome.reason.clone(), 1)),
        }
        let rounds = f64::from(outcome.rounds.unwrap_or(1).max(1));
        for seat in 0..n {
            let t = tally_of(&mut tallies, &players[holder(seat)]);
            let r = outcome.result(Seat(seat as u8));
            t.results.push(match r {
                SeatResult::Win => 1.0,
                SeatResult::Loss => 0.0,
                SeatResult::Draw | SeatResult::Survivor => 0.5,
            });
            match r {
                SeatResult::Win => t.wins += 1,
                SeatResult::Loss => t.losses += 1,
                SeatResult::Draw => t.draws += 1,
                SeatResult::Survivor => t.survivals += 1,
            }
            if let Some(scores) = &outcome.scores {
                let own = scores[seat] as f64;
                let others = (scores.iter().sum::<i64>() as f64 - own) / (n as f64 - 1.0).max(1.0);
                t.points += own;
                t.rounds += rounds;
                t.margin_sum += own - others;
                t.margins.push((own - others) / rounds);
            }
        }
        report = summarize(m.info().id, i + 1, &tallies, &reasons, plies);
        progress(i + 1, &report);
    }
    Ok(report)
}

/// Plays `plies` random moves, the same ones for every game with this seed.
fn random_opening(m: &mut dyn AnyMatch, plies: usize, seed: u64) -> Result<(), String> {
    let mut rng = parlour_core::Rng::new(seed ^ 0x0DE1_1F00);
    for _ in 0..plies {
        let legal = m.legal_moves();
        let Some(mv) = rng.pick(&legal) else { break };
        m.play_exact(mv).map_err(|e| e.to_string())?;
    }
    Ok(())
}

fn tally_of<'a>(tallies: &'a mut [Tally], name: &str) -> &'a mut Tally {
    let i = tallies.iter().position(|t| t.name == name).unwrap_or(0);
    &mut tallies[i]
}

fn summarize(
    game: &str,
    games: usize,
    tallies: &[Tally],
    reasons: &[(String, usize)],
    plies: usize,
) -> ArenaReport {
    let players = tallies
        .iter()
        .map(|t| {
            let (score, score_ci95) = mean_ci(&t.results);
            let scored = t.rounds > 0.0;
            let (_, margin_ci) = mean_ci(&t.margins);
            PlayerReport {
                name: t.name.clone(),
                games: t.results.len(),
                wins: t.wins,
                draws: t.draws,
                losses: t.losses,
                survivals: t.survivals,
                score,
                score_ci95,
                points_per_hand: scored.then(|| t.points / t.rounds),
                margin_per_hand: scored.then(|| t.margin_sum / t.rounds),
                margin_ci95: scored.then_some(margin_ci),
                moves: t.think_ms.len(),
                think_ms_median: quantile(&t.think_ms, 0.5),
                think_ms_p95: quantile(&t.think_ms, 0.95),
            }
        })
        .collect();
    let mut reasons = reasons.to_vec();
    reasons.sort();
    ArenaReport {
        game: game.to_string(),
        games,
        players,
        reasons,
        mean_plies: if games == 0 {
            0.0
        } else {
            plies as f64 / games as f64
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::TypedBot;
    use crate::game_match::Match;
    use parlour_ai::{AlphaBeta, AlphaBetaConfig, RandomBot};
    use parlour_testkit::toy::TicTacToe;

    fn new_match(seed: u64) -> Result<Box<dyn AnyMatch>, String> {
        Ok(Box::new(
            Match::<TicTacToe>::new(Default::default(), seed).map_err(|e| e.to_string())?,
        ))
    }

    fn new_bot(name: &str, seed: u64) -> Result<Box<dyn AnyBot>, String> {
        Ok(match name {
            "random" => Box::new(TypedBot::<TicTacToe>::new(Box::new(RandomBot::new(seed)))),
            "hard" => Box::new(TypedBot::<TicTacToe>::new(Box::new(AlphaBeta::new(
                AlphaBetaConfig {
                    max_depth: 9,
                    ..AlphaBetaConfig::named("hard")
                },
                seed,
            )))),
            other => return Err(format!("unknown player {other}")),
        })
    }

    #[test]
    fn hard_never_loses_and_seats_rotate() {
        let players = vec!["hard".to_string(), "random".to_string()];
        let options = ArenaOptions {
            games: 40,
            seed: 1,
            opening: 0,
        };
        let r = run_arena(&new_match, &new_bot, &players, &options, &mut |_, _| {}).unwrap();
        assert_eq!(r.games, 40);
        let hard = &r.players[0];
        assert_eq!(hard.games, 40);
        assert_eq!(hard.losses, 0);
        assert!(hard.wins > 20, "{hard:?}");
        assert_eq!(r.players[1].wins, 0);
        assert!(hard.moves > 0 && hard.think_ms_p95 >= hard.think_ms_median);
    }

    #[test]
    fn random_openings_vary_the_games_but_not_between_rotations() {
        let players = vec!["hard".to_string(), "hard".to_string()];
        let options = ArenaOptions {
            games: 20,
            seed: 5,
            opening: 2,
        };
        let r = run_arena(&new_match, &new_bot, &players, &options, &mut |_, _| {}).unwrap();
        // Perfect players draw tic-tac-toe from most two-move openings, but not all.
        assert_eq!(r.players.len(), 1);
        assert_eq!(r.games, 20);
        assert!(r.players[0].draws >= 20, "{:?}", r.players[0]);
    }

    #[test]
    fn quantiles_and_intervals() {
        assert_eq!(quantile(&[3.0, 1.0, 2.0], 0.5), 2.0);
        assert_eq!(quantile(&[1.0, 2.0, 3.0, 4.0], 0.95), 4.0);
        let (m, ci) = mean_ci(&[1.0, 0.0, 1.0, 0.0]);
        assert_eq!(m, 0.5);
        assert!(ci > 0.5 && ci < 0.6);
    }
}
