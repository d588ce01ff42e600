//! The easy level: take the most points now.

use super::trail_cost;
use crate::state::{Play, Tablenette};
use parlour_core::{Budget, Game, InfoSet, InfoSetBot, Rng};

/// How much greedy likes a play: any capture beats any trail, captures by points (card
/// points plus Tablenette) then by cards taken, trails by what they give away. A jack is
/// kept back rather than sweep one or two cards worth little, unless nothing else can be
/// played.
pub(crate) fn greedy_score(state: &Tablenette, mv: Play, only_jacks: bool) -> i64 {
    if mv.is_trail() {
        return -i64::from(trail_cost(mv.card));
    }
    let v = state.value_of(mv);
    let score = 1_000 + i64::from(v.total()) * 100 + i64::from(v.cards);
    if mv.card.is_jack() && !only_jacks && mv.take.len() <= 2 && mv.take.points() <= 1 {
        // Below every trail: better laid aside for a bigger table.
        return -100 + i64::from(v.cards);
    }
    score
}

/// The greedy play among `moves` (non-empty), ties broken by `rng` when given, else the
/// first.
pub(crate) fn greedy_pick(state: &Tablenette, moves: &[Play], rng: Option<&mut Rng>) -> Play {
    let only_jacks = moves.iter().all(|m| m.card.is_jack());
    let mut best = i64::MIN;
    let mut ties: Vec<Play> = Vec::new();
    for &m in moves {
        let s = greedy_score(state, m, only_jacks);
        if s > best {
            best = s;
            ties.clear();
        }
        if s == best {
            ties.push(m);
        }
    }
    // `moves` is never empty (callers pass the legal moves of a game not over), so
    // neither is `ties`.
    match rng {
        Some(r) => *r.pick(&ties).unwrap_or(&moves[0]),
        None => ties[0],
    }
}

/// The easy level: greedy, taking the most points now.
#[derive(Debug, Clone)]
pub struct Greedy {
    rng: Rng,
}

impl Greedy {
    /// A greedy player; `seed` breaks ties between equally good plays.
    pub fn new(seed: u64) -> Greedy {
        Greedy {
            rng: Rng::new(seed),
        }
    }
}

impl InfoSetBot<Tablenette> for Greedy {
    fn name(&self) -> &str {
        "easy"
    }

    /// Greedy only looks at its hand and the table, which every world of its seat shows
    /// as they are.
    fn choose(&mut self, seen: &InfoSet<Tablenette>, _: &Budget) -> Option<Play> {
        let world = seen.world();
        let moves = world.legal_moves();
        if moves.is_empty() {
            return None;
        }
        Some(greedy_pick(world, &moves, Some(&mut self.rng)))
    }
}
