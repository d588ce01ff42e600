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

use crate::kind::GameKind;
use crate::table::{Participant, Table, TableSetup};
use parlour_core::{Budget, Seat, SeatResult};
use serde::Serialize;

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
    /// Turns this player took: its moves in a row count as one turn (Virus War's three
    /// sub-moves, a Nines move and its removal).
    pub turns: usize,
    /// Median think time per turn, in milliseconds.
    pub think_turn_ms_median: f64,
    /// 95th percentile think time per turn, in milliseconds.
    pub think_turn_ms_p95: f64,
}

/// How each seat did, whoever sat in it: the first mover's share, for instance.
#[derive(Clone, Debug, Default, Serialize, PartialEq)]
pub struct SeatReport {
    /// The seat's name (`south`, `white`...).
    pub seat: String,
    /// Wins from this seat.
    pub wins: usize,
    /// Draws.
    pub draws: usize,
    /// Losses.
    pub losses: usize,
    /// Survivals (three-seat games).
    pub survivals: usize,
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
    /// One entry per seat, in seat order.
    pub seats: Vec<SeatReport>,
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
    turn_ms: Vec<f64>,
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

/// Runs the games at one [`Table`] of computer players (`players` by place: seats rotate
/// one step a game, each deal played once from every seat). `progress` is called after each
/// game.
pub fn run_arena(
    kind: GameKind,
    variant: Option<&str>,
    players: &[String],
    options: &ArenaOptions,
    progress: &mut dyn FnMut(usize, &ArenaReport),
) -> Result<ArenaReport, String> {
    let n = players.len();
    // Tables the strongest level plays from are built first, so that every game is played
    // with them (and the results do not depend on how soon they were ready).
    if players.iter().any(|p| p == "hard") {
        kind.prepare();
    }
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
    let mut seats: Vec<SeatReport> = kind
        .info()
        .seat_names
        .iter()
        .map(|name| SeatReport {
            seat: name.to_string(),
            ..SeatReport::default()
        })
        .collect();
    let mut report = summarize(kind.id(), 0, &tallies, &seats, &reasons, 0);
    let mut setup = TableSetup::new(kind, variant, options.seed);
    setup.deal_per_rotation = true;
    setup.opening = options.opening;
    let places = players
        .iter()
        .map(|p| Some(Participant::computer(p)))
        .collect();
    let mut table = Table::new(setup, places).map_err(|e| e.to_string())?;
    for i in 0..options.games {
        if i > 0 {
            table.next_game().map_err(|e| e.to_string())?;
        }
        let mut thought: Vec<(usize, f64)> = Vec::new();
        let seat_place: Vec<usize> = (0..n).map(|s| table.place_of_seat(Seat(s as u8))).collect();
        table
            .run_computers(&Budget::unlimited(), |done| {
                if done.chosen_move().is_some() {
                    let place = seat_place[done.seat().index()];
                    thought.push((place, done.think_time.as_secs_f64() * 1000.0));
                }
            })
            .map_err(|e| e.to_string())?;
        // A turn is a run of moves by the same place.
        let mut turn: Option<(usize, f64)> = None;
        for &(place, ms) in &thought {
            tally_of(&mut tallies, &players[place]).think_ms.push(ms);
            turn = match turn {
                Some((p, sum)) if p == place => Some((p, sum + ms)),
                Some((p, sum)) => {
                    tally_of(&mut tallies, &players[p]).turn_ms.push(sum);
                    Some((place, ms))
                }
                None => Some((place, ms)),
            };
        }
        if let Some((p, sum)) = turn {
            tally_of(&mut tallies, &players[p]).turn_ms.push(sum);
        }
        let outcome = table.outcome().ok_or("game stopped without an outcome")?;
        plies += table.history().len();
        match reasons.iter_mut().find(|(r, _)| *r == outcome.reason) {
            Some((_, c)) => *c += 1,
            None => reasons.push((outcome.reason.clone(), 1)),
        }
        let rounds = f64::from(outcome.rounds.unwrap_or(1).max(1));
        for seat in 0..n {
            let t = tally_of(&mut tallies, &players[seat_place[seat]]);
            let r = outcome.result(Seat(seat as u8));
            let by_seat = &mut seats[seat];
            match r {
                SeatResult::Win => by_seat.wins += 1,
                SeatResult::Loss => by_seat.losses += 1,
                SeatResult::Draw => by_seat.draws += 1,
                SeatResult::Survivor => by_seat.survivals += 1,
            }
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
        report = summarize(kind.id(), i + 1, &tallies, &seats, &reasons, plies);
        progress(i + 1, &report);
    }
    Ok(report)
}

fn tally_of<'a>(tallies: &'a mut [Tally], name: &str) -> &'a mut Tally {
    let i = tallies.iter().position(|t| t.name == name).unwrap_or(0);
    &mut tallies[i]
}

fn summarize(
    game: &str,
    games: usize,
    tallies: &[Tally],
    seats: &[SeatReport],
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
                turns: t.turn_ms.len(),
                think_turn_ms_median: quantile(&t.turn_ms, 0.5),
                think_turn_ms_p95: quantile(&t.turn_ms, 0.95),
            }
        })
        .collect();
    let mut reasons = reasons.to_vec();
    reasons.sort();
    ArenaReport {
        game: game.to_string(),
        games,
        players,
        seats: seats.to_vec(),
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

    #[test]
    fn easy_beats_random_and_seats_rotate() {
        let players = vec!["easy".to_string(), "random".to_string()];
        let options = ArenaOptions {
            games: 20,
            seed: 1,
            opening: 0,
        };
        let mut calls = 0;
        let r = run_arena(
            GameKind::ElephantFoxMouse,
            None,
            &["easy".into(), "random".into(), "random".into()],
            &options,
            &mut |_, _| calls += 1,
        )
        .unwrap();
        assert_eq!(calls, 20);
        assert_eq!(r.games, 20);
        assert_eq!(r.players.len(), 2);
        assert_eq!(r.players[0].games, 20);
        assert_eq!(r.players[1].games, 40);
        let r = run_arena(GameKind::Nines, None, &players, &options, &mut |_, _| {}).unwrap();
        let easy = &r.players[0];
        assert_eq!(easy.games, 20);
        assert!(easy.wins > 15, "{easy:?}");
        assert!(easy.moves > 0 && easy.think_ms_p95 >= easy.think_ms_median);
        assert!(easy.turns > 0 && easy.turns <= easy.moves);
        let by_seat: usize = r.seats.iter().map(|s| s.wins + s.draws + s.losses).sum();
        assert_eq!(by_seat, 2 * r.games);
        assert_eq!(r.seats[0].seat, "white");
    }

    #[test]
    fn the_same_seed_gives_the_same_games() {
        let players = vec!["easy".to_string(), "easy".to_string()];
        let options = ArenaOptions {
            games: 4,
            seed: 5,
            opening: 3,
        };
        let a = run_arena(GameKind::Nines, None, &players, &options, &mut |_, _| {}).unwrap();
        let b = run_arena(GameKind::Nines, None, &players, &options, &mut |_, _| {}).unwrap();
        assert_eq!(a.players[0].wins, b.players[0].wins);
        assert_eq!(a.mean_plies, b.mean_plies);
        assert_eq!(a.players.len(), 1);
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
