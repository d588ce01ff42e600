//! The conformance checks. Each helper panics with a replayable description on failure.

use parlour_core::{Bot, Budget, EVAL_LIMIT, Game, Heuristic, Rng, Seat, Viewer};
use std::collections::HashSet;
use std::fmt::Write as _;

/// What a conformance run saw, so a test can also assert that the games were varied.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Report {
    /// Games played.
    pub games: usize,
    /// Plies played over all games.
    pub plies: usize,
    /// Longest game, in plies.
    pub longest: usize,
    /// Games per outcome reason.
    pub reasons: Vec<(String, usize)>,
}

/// Where a failure happened, for the panic message.
struct Trail<'a, G: Game> {
    params: &'a G::Params,
    game: usize,
    seed: u64,
    moves: Vec<String>,
}

impl<G: Game> Trail<'_, G> {
    fn fail(&self, state: &G, what: &str) -> ! {
        let mut msg = String::new();
        let _ = writeln!(msg, "conformance failure in {}: {what}", G::INFO.id);
        let _ = writeln!(
            msg,
            "  game #{} seed {} params {:?}",
            self.game, self.seed, self.params
        );
        let _ = writeln!(
            msg,
            "  after {} moves: {}",
            self.moves.len(),
            self.moves.join(" ")
        );
        let _ = writeln!(msg, "  position: {}", state.to_text());
        panic!("{msg}");
    }
}

/// Plays `games` seeded random games of `G` under `G::automated(params)` and checks every
/// step against the contract of [`Game`]. Game `i` uses seed `first_seed + i`.
///
/// At every position it checks: clone equality; the position text round-trip (to an equal
/// state); legal moves empty exactly when `to_move` is `None` and `outcome` is `Some`;
/// outcome shape; every legal move accepted (on a copy) and its notation round-trip and
/// uniqueness; moves legal elsewhere but not here refused with the state unchanged;
/// garbage text refused without panic; and, for hidden-information games, that
/// [`Game::sample`] keeps every view of the sampling seat (and the spectator's) and depends
/// only on that seat's view. At the end of each game the moves replay from the seed to an
/// equal state.
pub fn check_game<G: Game>(params: &G::Params, games: usize, first_seed: u64) -> Report {
    let params = G::automated(params);
    let mut report = Report::default();
    let mut rng = Rng::new(first_seed ^ 0x5EED);
    // Moves seen legal somewhere: the pool of candidates for "unlisted" moves.
    let mut pool: Vec<G::Move> = Vec::new();
    let mut pool_set: HashSet<G::Move> = HashSet::new();
    let mut buf = Vec::new();
    for game in 0..games {
        let seed = first_seed.wrapping_add(game as u64);
        let mut trail = Trail::<G> {
            params: &params,
            game,
            seed,
            moves: Vec::new(),
        };
        let mut state = match G::new(&params, seed) {
            Ok(s) => s,
            Err(e) => panic!("{}: cannot set up game with seed {seed}: {e}", G::INFO.id),
        };
        let mut history: Vec<G::Move> = Vec::new();
        // A whole playout from the start, then short ones from every position.
        check_playout(&state, &trail, &mut rng, usize::MAX);
        loop {
            check_position(&state, &params, &trail, &mut rng, &pool, &mut buf);
            if state.outcome().is_some() {
                break;
            }
            for &m in &buf {
                if pool_set.insert(m) {
                    pool.push(m);
                }
            }
            let Some(&m) = rng.pick(&buf) else {
                trail.fail(&state, "no legal move")
            };
            trail.moves.push(state.format_move(m));
            history.push(m);
            if let Err(e) = state.play(m) {
                trail.fail(&state, &format!("legal move refused by play: {e}"));
            }
            if history.len() > 1_000_000 {
                trail.fail(&state, "game did not end within a million plies");
            }
        }
        // Replay from the seed rebuilds the same state.
        let mut replay = G::new(&params, seed).expect("set up above");
        for (i, &m) in history.iter().enumerate() {
            if let Err(e) = replay.play(m) {
                trail.fail(
                    &replay,
                    &format!("replay refused move {i} ({}): {e}", trail.moves[i]),
                );
            }
        }
        if replay != state {
            trail.fail(
                &state,
                "replaying the moves from the seed gave a different state",
            );
        }
        let reason = state.outcome().map(|o| o.reason).unwrap_or_default();
        match report.reasons.iter_mut().find(|(r, _)| *r == reason) {
            Some((_, n)) => *n += 1,
            None => report.reasons.push((reason, 1)),
        }
        report.games += 1;
        report.plies += history.len();
        report.longest = report.longest.max(history.len());
    }
    report.reasons.sort();
    report
}

fn check_position<G: Game>(
    state: &G,
    params: &G::Params,
    trail: &Trail<'_, G>,
    rng: &mut Rng,
    pool: &[G::Move],
    buf: &mut Vec<G::Move>,
) {
    if state.clone() != *state {
        trail.fail(state, "a clone is not equal to the original");
    }
    // Position text round-trip.
    let text = state.to_text();
    match G::from_text(params, &text) {
        Ok(back) => {
            if back != *state {
                trail.fail(state, "from_text(to_text(s)) is not equal to s");
            }
            if back.to_text() != text {
                trail.fail(state, "to_text is not stable through from_text");
            }
        }
        Err(e) => trail.fail(state, &format!("cannot read back own position text: {e}")),
    }
    state.legal_moves_into(buf);
    let over = state.outcome();
    match (&over, state.to_move(), buf.is_empty()) {
        (None, Some(_), false) | (Some(_), None, true) => {}
        _ => trail.fail(
            state,
            &format!(
                "inconsistent end: outcome {:?}, to_move {:?}, {} legal moves",
                over,
                state.to_move(),
                buf.len()
            ),
        ),
    }
    if let Some(o) = &over
        && let Some(why) = o.inconsistency(state.seat_count())
    {
        trail.fail(state, &format!("bad outcome {o:?}: {why}"));
    }
    if let Some(seat) = state.to_move()
        && seat.index() >= state.seat_count()
    {
        trail.fail(state, &format!("to_move {seat:?} is not a seat"));
    }
    // The random-move sampler gives a listed move exactly while the game goes on.
    let mut scratch = Vec::new();
    match state.random_move(rng, &mut scratch) {
        Some(m) if !buf.contains(&m) => {
            trail.fail(state, &format!("random_move gave unlisted {m:?}"))
        }
        None if !buf.is_empty() => trail.fail(state, "random_move gave nothing in a live game"),
        Some(_) if buf.is_empty() => {
            trail.fail(state, "random_move gave a move in a finished game")
        }
        _ => {}
    }
    // Drawing and playing in one go is the same as drawing, then playing.
    let (mut fused_rng, mut plain_rng) = (rng.clone(), rng.clone());
    let mut fused = state.clone();
    let mut plain = state.clone();
    let fused_move = fused.play_random(&mut fused_rng, &mut scratch);
    let plain_move = plain.random_move(&mut plain_rng, &mut scratch);
    if let Some(m) = plain_move {
        plain.apply(m);
    }
    if fused_move != plain_move {
        trail.fail(
            state,
            &format!("play_random played {fused_move:?}, random_move drew {plain_move:?}"),
        );
    } else if fused != plain {
        trail.fail(
            state,
            "play_random left a different state than random_move and apply",
        );
    } else if fused_rng != plain_rng {
        trail.fail(state, "play_random used the generator unlike random_move");
    }
    let cap = rng.below(12);
    check_playout(state, trail, rng, cap);
    // Every legal move: accepted, notation round-trips, notation unique, data complete.
    let mut names = HashSet::new();
    let mut datas = HashSet::new();
    let unique: HashSet<_> = buf.iter().collect();
    if unique.len() != buf.len() {
        trail.fail(state, "legal_moves lists a move twice");
    }
    for &m in buf.iter() {
        let name = state.format_move(m);
        match state.parse_move(&name) {
            Ok(back) if back == m => {}
            Ok(back) => trail.fail(
                state,
                &format!("'{name}' parses back to {back:?}, not {m:?}"),
            ),
            Err(e) => trail.fail(state, &format!("cannot parse own notation '{name}': {e}")),
        }
        if !names.insert(name.clone()) {
            trail.fail(state, &format!("two legal moves are both written '{name}'"));
        }
        // A graphical client finds moves by their data: a kind, and places that are set.
        let data = state.move_data(m);
        if data.kind.is_empty()
            || [&data.from, &data.to]
                .iter()
                .any(|p| p.as_deref() == Some(""))
            || data.with.iter().any(String::is_empty)
        {
            trail.fail(
                state,
                &format!("move data of '{name}' is incomplete: {data:?}"),
            );
        }
        if !datas.insert(format!("{data:?}")) {
            trail.fail(
                state,
                &format!("two legal moves have the data of '{name}': {data:?}"),
            );
        }
        if let Err(e) = state.check(m) {
            trail.fail(state, &format!("listed move '{name}' fails check: {e}"));
        }
        let mut copy = state.clone();
        if let Err(e) = copy.play(m) {
            trail.fail(state, &format!("listed move '{name}' refused: {e}"));
        }
    }
    // Moves legal elsewhere but not here are refused and change nothing.
    if !pool.is_empty() {
        for _ in 0..4 {
            let m = pool[rng.below(pool.len())];
            if unique.contains(&m) {
                continue;
            }
            let mut copy = state.clone();
            if copy.play(m).is_ok() {
                trail.fail(state, &format!("unlisted move {m:?} was accepted"));
            }
            if copy != *state {
                trail.fail(state, &format!("refused move {m:?} changed the state"));
            }
        }
    }
    // Garbage text never panics and never parses into an unlisted move that play accepts.
    for junk in [
        "",
        " ",
        "zz9",
        "-",
        "pass pass",
        "?",
        "x",
        "99",
        "a0",
        "\u{1F600}",
        "1-",
        ":",
    ] {
        if let Ok(m) = state.parse_move(junk) {
            let mut copy = state.clone();
            if copy.play(m).is_ok() && !unique.contains(&m) {
                trail.fail(
                    state,
                    &format!("junk '{junk}' became an unlisted legal move"),
                );
            }
        }
    }
    // Views serialize-ready and sample() hides what it must.
    for seat in 0..state.seat_count() {
        let _ = state.view(Viewer::Seat(Seat(seat as u8)));
    }
    if G::INFO.hidden_information {
        check_sampling(state, trail, rng, buf);
    }
}

/// A playout of at most `cap` plies (`Game::playout`) plays exactly the moves of as many
/// `Game::play_random` calls with the same generator, and leaves the same state and
/// generator.
fn check_playout<G: Game>(state: &G, trail: &Trail<'_, G>, rng: &mut Rng, cap: usize) {
    let seed = rng.next_u64();
    let (mut fast, mut fast_rng) = (state.clone(), Rng::new(seed));
    let (mut slow, mut slow_rng) = (state.clone(), Rng::new(seed));
    let mut scratch = Vec::new();
    let played = fast.playout(&mut fast_rng, &mut scratch, cap);
    let mut moves = 0;
    while moves < cap && slow.play_random(&mut slow_rng, &mut scratch).is_some() {
        moves += 1;
        // Games that never end on their own are cut off where a playout would be.
        if moves > 1_000_000 {
            break;
        }
    }
    if played != moves {
        trail.fail(
            state,
            &format!("playout (cap {cap}) played {played} plies, play_random {moves}"),
        );
    } else if fast != slow {
        trail.fail(
            state,
            &format!("playout (cap {cap}) left another state than {moves} play_random calls"),
        );
    } else if fast_rng != slow_rng {
        trail.fail(
            state,
            &format!("playout (cap {cap}) used the generator differently"),
        );
    }
}

fn check_sampling<G: Game>(state: &G, trail: &Trail<'_, G>, rng: &mut Rng, legal: &[G::Move]) {
    for seat in (0..state.seat_count()).map(|i| Seat(i as u8)) {
        let viewer = Viewer::Seat(seat);
        let k = rng.next_u64();
        let world = state.sample(seat, &mut Rng::new(k));
        if world.view(viewer) != state.view(viewer) {
            trail.fail(
                state,
                &format!("sample for {seat:?} changed that seat's view"),
            );
        }
        if world.view(Viewer::Spectator) != state.view(Viewer::Spectator) {
            trail.fail(
                state,
                &format!("sample for {seat:?} changed the spectator's view"),
            );
        }
        if world.to_move() != state.to_move()
            || world.outcome().is_some() != state.outcome().is_some()
        {
            trail.fail(
                state,
                &format!("sample for {seat:?} changed whose turn it is"),
            );
        }
        if state.to_move() == Some(seat) && world.legal_moves() != legal {
            trail.fail(
                state,
                &format!("sample for {seat:?} changed its legal moves"),
            );
        }
        // The sample must be a function of the view: sampling again from the sampled world
        // (which differs only in what the seat cannot see) gives the same result.
        let k2 = rng.next_u64();
        if world.sample(seat, &mut Rng::new(k2)) != state.sample(seat, &mut Rng::new(k2)) {
            trail.fail(
                state,
                &format!("sample for {seat:?} depends on something the seat cannot see"),
            );
        }
    }
}

/// Checks the search hooks over seeded random games: the hash of a state equals the hash of
/// the same state rebuilt from its text (so an incremental hash equals a fresh one), and
/// evaluations stay within `±EVAL_LIMIT`.
pub fn check_heuristic<G: Heuristic>(params: &G::Params, games: usize, first_seed: u64) {
    let params = G::automated(params);
    let mut rng = Rng::new(first_seed ^ 0xAB);
    let mut buf = Vec::new();
    for game in 0..games {
        let seed = first_seed.wrapping_add(game as u64);
        let mut state = G::new(&params, seed).expect("valid params");
        let trail = Trail::<G> {
            params: &params,
            game,
            seed,
            moves: Vec::new(),
        };
        let mut plies = 0;
        while state.outcome().is_none() && plies < 100_000 {
            let fresh = G::from_text(&params, &state.to_text()).expect("own text");
            if fresh.hash() != state.hash() {
                trail.fail(&state, "incremental hash differs from a fresh one");
            }
            for seat in 0..state.seat_count() {
                let v = state.evaluate(Seat(seat as u8));
                if v.abs() > EVAL_LIMIT {
                    trail.fail(&state, &format!("evaluation {v} is beyond EVAL_LIMIT"));
                }
            }
            state.legal_moves_into(&mut buf);
            let m = *rng.pick(&buf).expect("game not over");
            state.apply(m);
            plies += 1;
        }
    }
}

/// For a hidden-information game: a bot's choice must not change when only things its seat
/// cannot see change. For positions from seeded random games, a fresh bot (from `make_bot`,
/// which must seed it the same way every time) chooses on the real state and on a state
/// sampled for its seat; the choices must be equal.
pub fn check_bot_is_blind<G: Game>(
    params: &G::Params,
    positions: usize,
    first_seed: u64,
    make_bot: impl Fn() -> Box<dyn Bot<G>>,
) {
    let params = G::automated(params);
    let mut rng = Rng::new(first_seed ^ 0xB11D);
    let mut checked = 0;
    let mut game = 0u64;
    while checked < positions {
        let seed = first_seed.wrapping_add(game);
        game += 1;
        let mut state = G::new(&params, seed).expect("valid params");
        while let Some(seat) = state.to_move() {
            if rng.chance(0.3) {
                let world = state.sample(seat, &mut rng);
                let a = make_bot().choose(&state, &Budget::unlimited());
                let b = make_bot().choose(&world, &Budget::unlimited());
                if a != b {
                    let trail = Trail::<G> {
                        params: &params,
                        game: game as usize,
                        seed,
                        moves: vec![],
                    };
                    trail.fail(
                        &state,
                        "the bot chose differently in a world its seat cannot tell apart",
                    );
                }
                checked += 1;
                if checked >= positions {
                    return;
                }
            }
            let legal = state.legal_moves();
            let m = *rng.pick(&legal).expect("game not over");
            state.apply(m);
        }
    }
}
