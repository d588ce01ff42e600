//! What [`Pimc`](crate::Pimc) and [`Ismcts`](crate::Ismcts) do before they search: draw a
//! first world, list and shuffle the root moves, answer at once when there is one move or
//! an exact answer, and work out the deadline and the amount of work. Shared so that both
//! searches make the same random draws in the same order, as each did on its own.

use parlour_core::{BotStats, Budget, Determinized, DeterminizedLevel, InfoSet, Rng, Seat};
use std::time::Instant;

/// How a determinized search starts on one decision.
pub(crate) enum Start<G: Determinized> {
    /// No search is needed: the only move, the exact solver's move, or `None` when there
    /// is no move at all.
    Decided(Option<G::Move>),
    /// Search from here.
    Search(Prelude<G>),
}

/// What a search needs once it knows it has to search.
pub(crate) struct Prelude<G: Determinized> {
    /// The seat searching.
    pub me: Seat,
    /// The first world drawn; the root moves are listed from it (they are the same in
    /// every world, the seat knowing its own moves).
    pub first: G,
    /// The distinct root moves, shuffled so that equally good moves vary with the seed.
    pub moves: Vec<G::Move>,
    /// When to stop, if the budget or the level sets a time.
    pub deadline: Option<Instant>,
    /// The work to do: [`DeterminizedLevel::budget`], capped by the budget's nodes, at
    /// least 1.
    pub work: u64,
}

/// Starts a decision: remembers what the seat knows (`memory`), resets `stats`, and draws
/// from `rng` the first world and then the shuffle of the root moves. The deadline counts
/// from the call.
pub(crate) fn begin<G: Determinized>(
    level: &DeterminizedLevel,
    seen: &InfoSet<G>,
    budget: &Budget,
    rng: &mut Rng,
    memory: &mut G::Memory,
    stats: &mut BotStats,
) -> Start<G> {
    let start = Instant::now();
    let Some(me) = seen.to_move() else {
        return Start::Decided(None);
    };
    G::remember(memory, seen);
    let first = seen.sample(rng);
    let mut moves = Vec::new();
    first.distinct_moves_into(&mut moves);
    rng.shuffle(&mut moves);
    *stats = BotStats::default();
    if moves.len() <= 1 {
        return Start::Decided(moves.first().copied());
    }
    if level.exact
        && let Some(exact) = first.solve_exactly(&moves)
    {
        stats.nodes = exact.nodes;
        stats.score = Some(exact.value);
        return Start::Decided(moves.get(exact.index).copied());
    }
    let deadline = budget.deadline(start, level.time_limit);
    let work = budget
        .nodes
        .map_or(level.budget, |n| level.budget.min(n))
        .max(1);
    Start::Search(Prelude {
        me,
        first,
        moves,
        deadline,
        work,
    })
}
