//! What a game tells a generic search about itself: a hash, an evaluation, an ordering.
//!
//! The generic players in `parlour-ai` need nothing else from a two-seat
//! perfect-information game. The hooks live here, not in the AI crate, so a rules crate
//! can implement them without depending on any search code.

use crate::{Game, InfoSet, Rng, Seat};
use std::fmt::Debug;
use std::time::Duration;

/// Evaluations must stay within `±EVAL_LIMIT`; larger magnitudes are reserved for proven
/// wins and losses.
pub const EVAL_LIMIT: i32 = 100_000;

/// The knowledge a game gives to alpha-beta search.
pub trait Heuristic: Game {
    /// A 64-bit key of everything that decides the future of the game (Zobrist hashing,
    /// ideally updated incrementally). Equal states must have equal keys.
    fn hash(&self) -> u64;

    /// The static value of this position for `seat`, within `±EVAL_LIMIT`. Positive is good
    /// for `seat`. Called on positions that are not over.
    fn evaluate(&self, seat: Seat) -> i32;

    /// A guess at how good `mv` is for the seat to move; larger is searched first.
    fn move_order(&self, mv: Self::Move) -> i32 {
        let _ = mv;
        0
    }

    /// True for moves a selective search must never prune (captures, kills, removals).
    fn is_forcing(&self, mv: Self::Move) -> bool {
        let _ = mv;
        false
    }

    /// Writes the forcing steps of this position (those [`Heuristic::is_forcing`] accepts)
    /// into `out`, in the order [`Game::legal_moves_into`] lists them, and says whether the
    /// side to act has other steps as well (the quiescence search may then stand on the
    /// evaluation). The default lists every step and keeps the forcing ones; a game can
    /// find them faster.
    fn forcing_moves_into(&self, out: &mut Vec<Self::Move>) -> bool {
        self.legal_moves_into(out);
        let n = out.len();
        out.retain(|&m| self.is_forcing(m));
        out.len() < n
    }

    /// True when the game itself suggests a draw by agreement is reasonable here
    /// (repetition, a long stretch without progress). Used by draw offers.
    fn draw_cue(&self) -> bool {
        false
    }

    /// The exact value of this position for the seat to move, when the game knows it
    /// without searching (an endgame table). The search then stops here. Called on
    /// positions that are not over; must be cheap when it answers `None`.
    fn known_value(&self) -> Option<Known> {
        None
    }

    /// The step the game's opening book plays here, with its value for the seat to move, if
    /// the book holds this position. Levels that play the book ([`SearchLevel::book`])
    /// answer with it and search nothing. Must be cheap.
    fn book_move(&self) -> Option<(Self::Move, i32)> {
        None
    }

    /// Refinements of the generic search that suit this game (see [`SearchTuning`]).
    fn search_tuning() -> SearchTuning {
        SearchTuning::NONE
    }
}

/// A game-theoretic value a game knows exactly, for the seat to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Known {
    /// The seat to move wins, at best after this many more plies.
    Win(u32),
    /// The seat to move loses, at worst after this many more plies.
    Loss(u32),
    /// Neither side can force a win.
    Draw,
}

/// Search refinements a game may ask the generic alpha-beta for (plain data, so that rules
/// crates can declare them without depending on the search code). Values are in the units
/// of the game's evaluation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SearchTuning {
    /// Half-width of the aspiration window around the previous iteration's value at the
    /// root (`None`: always a full window). It should be about the value of a small gain.
    pub aspiration: Option<i32>,
    /// A position with exactly one legal step (not a forcing one) is searched one turn
    /// deeper: forced lines, such as a blockade closing in, are followed to their end.
    pub single_reply_extension: bool,
    /// Late-move reductions: at remaining depth `lmr_min_depth` or more, quiet steps after
    /// the first `lmr_after` (in move order) are first searched one turn shallower, and
    /// again at full depth only when they beat the best so far (`None`: never reduce).
    pub lmr_after: Option<usize>,
    /// See [`SearchTuning::lmr_after`].
    pub lmr_min_depth: i32,
    /// At the end of the search depth, follow forcing steps ([`Heuristic::is_forcing`])
    /// for up to this many more turns before trusting the evaluation (a quiescence
    /// search; 0: evaluate at once). The side to act may stand on the evaluation instead,
    /// unless all its steps are forcing.
    pub quiescence: u8,
    /// How far a killer move (one that cut off a sibling node) ranks above the game's own
    /// order of it ([`Heuristic::move_order`]), in the units of that order (0: just ahead of
    /// the moves the game orders the same).
    pub killer_bonus: i32,
    /// What a draw is worth less than nothing to the seat the search plays for, and more
    /// than nothing to its opponent (0: a draw is worth 0 to both). A game whose
    /// evaluation leans against one side at the depths a level searches can otherwise
    /// read a draw, such as both seats passing, as better than playing on. Draws the game
    /// itself suggests ([`Heuristic::draw_cue`] before the last step) are worth 0 still.
    pub contempt: i32,
    /// A position that comes up again on the line being searched (the same
    /// [`Heuristic::hash`] as a position before it on that line) is a draw for the search.
    /// Such a line goes round in a circle, and a circle can be run for ever, so the side
    /// that is ahead must look for a line that makes progress, and the side that is behind
    /// may count on running one. For games whose positions can repeat; the rules need not
    /// draw a repetition (they may cap the game's length instead, as `standard` Nines does).
    pub repetition_draws: bool,
}

impl SearchTuning {
    /// No refinements: plain alpha-beta with principal-variation search.
    pub const NONE: SearchTuning = SearchTuning {
        aspiration: None,
        single_reply_extension: false,
        lmr_after: None,
        lmr_min_depth: 3,
        quiescence: 0,
        killer_bonus: 0,
        contempt: 0,
        repetition_draws: false,
    };
}

/// The settings of one alpha-beta level, as plain data.
///
/// Rules crates declare their easy, medium and hard levels in this type (they may not
/// depend on the search code), and `parlour-ai` searches with it as it is.
///
/// ```
/// use parlour_core::SearchLevel;
/// const HARD: SearchLevel = SearchLevel { max_depth: 8, node_limit: Some(500_000), ..SearchLevel::named("hard") };
/// assert_eq!(HARD.name, "hard");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchLevel {
    /// Name shown in arenas and logs: `"easy"`, `"medium"`, `"hard"`.
    pub name: &'static str,
    /// Deepest iteration, in turns (plies after which the same seat moves again are free).
    pub max_depth: u32,
    /// Wall-clock limit per move: a safety cap (the iteration in progress is abandoned).
    pub time_limit: Option<Duration>,
    /// Node limit per move: the real budget of a level, reproducible with a fixed seed.
    pub node_limit: Option<u64>,
    /// The transposition table holds `2^tt_bits` entries.
    pub tt_bits: u32,
    /// Uniform noise `±noise` added to each root move's value before choosing (0 = none).
    /// Root moves are then all searched with a full window: use it for the easy levels.
    pub noise: i32,
    /// Inner nodes keep only this many non-forcing moves (best ordered first); `None` = all.
    pub width: Option<usize>,
    /// The root keeps only this many non-forcing moves; `None` = all.
    pub root_width: Option<usize>,
    /// Accept a draw offer when the search value for us is at most this.
    pub draw_accept_margin: i32,
    /// With a draw cue from the game (repetition, no progress), accept or offer a draw when
    /// the value for us is at most this (and offer only when it is at least its negation).
    pub draw_cue_margin: i32,
    /// Whether this level follows forcing steps beyond its depth, as far as the game's
    /// [`SearchTuning::quiescence`] says (`false`: it evaluates where its depth ends, and
    /// sees no further than its depth says).
    pub quiescence: bool,
    /// Spend less on a step whose choice is settled, more on one that is not (`None`: every
    /// search may use all of `node_limit`). See [`Settling`].
    pub settling: Option<Settling>,
    /// Whether this level plays the game's opening book ([`Heuristic::book_move`]) where it
    /// has a step for the position, instead of searching.
    pub book: bool,
}

/// How a search spends its positions: a few on a settled choice, all on an unsettled one.
///
/// A search that deepens turn by turn and keeps finding the same best step, worth about
/// the same, will most likely not change its mind with a little more depth: it stops after
/// [`Settling::nodes`] positions. When an iteration finds a new best step, or the best
/// step's value falls by [`Settling::drop`] or more (a threat seen late), the choice is
/// unsettled and the search may go on to the level's `node_limit`, the time limit still
/// applying. Measured on Nines (`docs/measurements.md`): at the same mean number of
/// positions a step, this wins more than spending the same budget on every step.
///
/// ```
/// use parlour_core::{SearchLevel, Settling};
/// const HARD: SearchLevel = SearchLevel {
///     node_limit: Some(8_000_000),
///     settling: Some(Settling { nodes: 4_000_000, drop: 20 }),
///     ..SearchLevel::named("hard")
/// };
/// assert!(HARD.settling.is_some_and(|s| s.nodes < HARD.node_limit.unwrap()));
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Settling {
    /// Positions a settled search stops after.
    pub nodes: u64,
    /// A fall of the best value by this much (in the game's evaluation units) unsettles it.
    pub drop: i32,
}

impl SearchLevel {
    /// Defaults: depth 64 (so time or nodes decide), no limits, no noise, full width,
    /// 2^20 table entries, no draws accepted, the game's quiescence search, no settling, no
    /// opening book.
    pub const fn named(name: &'static str) -> SearchLevel {
        SearchLevel {
            name,
            max_depth: 64,
            time_limit: None,
            node_limit: None,
            tt_bits: 20,
            noise: 0,
            width: None,
            root_width: None,
            draw_accept_margin: 0,
            draw_cue_margin: 0,
            quiescence: true,
            settling: None,
            book: false,
        }
    }
}

/// What a game with hidden information gives to the determinized searches of `parlour-ai`
/// (PIMC and information-set MCTS).
///
/// Those searches never see the real state: they play in worlds drawn from a seat's
/// [`InfoSet`], where everything is visible. In such a world the game
/// offers a fast rollout policy (which may look at every card of the world), a horizon
/// where a search stops and scores (the end of a hand), where it can an exact answer, and
/// what its opponents' choices say about the worlds (a weight).
pub trait Determinized: Game {
    /// What a player keeps from one decision to the next to judge how likely each world is
    /// (in Tablenette, the opponent's plays this round and the tables they were made on).
    /// `()` for a game that keeps nothing.
    type Memory: Clone + Debug + Default + Send;

    /// Adds to `memory` what the seat knows now. Called once at every decision, before any
    /// world is drawn; the default keeps nothing.
    fn remember(memory: &mut Self::Memory, seen: &InfoSet<Self>) {
        let _ = (memory, seen);
    }

    /// How likely this world is, up to a constant factor, given what `seat` remembers: the
    /// opponents' earlier choices say something about their hidden cards. By default every
    /// world weighs 1, as likely as [`InfoSet::sample`] draws it.
    fn world_weight(&self, seat: Seat, memory: &Self::Memory) -> f64 {
        let _ = (seat, memory);
        1.0
    }

    /// Writes into `out` (clearing it first) the legal moves with one representative per
    /// class of moves that can never differ in value (in Tablenette, two tens that score
    /// the same). The default lists every legal move.
    fn distinct_moves_into(&self, out: &mut Vec<Self::Move>) {
        self.legal_moves_into(out);
    }

    /// The rollout policy's move for the seat to move in this world, reached by play from
    /// `root` (where the searching seat was to move: a policy may play that seat and its
    /// opponents differently), or `None` when the game is over. `buf` is scratch space.
    fn rollout_move(
        &self,
        root: &Self,
        rng: &mut Rng,
        buf: &mut Vec<Self::Move>,
    ) -> Option<Self::Move>;

    /// True once this state, reached by play from `root`, is at the horizon of a search
    /// started at `root` (by default, the end of the game).
    fn past_horizon(&self, root: &Self) -> bool {
        let _ = root;
        self.to_move().is_none()
    }

    /// The value for `seat` of this state at the horizon of a search from `root`: a score
    /// margin, or by default the outcome (1 a win, 0 a draw, −1 a loss). Searches assume
    /// two-seat games are zero-sum.
    fn horizon_value(&self, root: &Self, seat: Seat) -> f64 {
        let _ = root;
        self.outcome().map_or(0.0, |o| o.value(seat))
    }

    /// The exact best of `moves` for the seat to move, when nothing hidden from that seat
    /// can matter any more (every world it imagines plays out alike, as in Tablenette's
    /// last round): `None`, the default, otherwise.
    fn solve_exactly(&self, moves: &[Self::Move]) -> Option<ExactChoice> {
        let _ = moves;
        None
    }
}

/// An exact answer of [`Determinized::solve_exactly`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ExactChoice {
    /// The index of the best move among those given (the first of equals).
    pub index: usize,
    /// Its exact value for the seat to move, in the units of
    /// [`Determinized::horizon_value`].
    pub value: i32,
    /// Positions searched.
    pub nodes: u64,
}

/// The settings of one determinized level (PIMC or information-set MCTS), as plain data.
///
/// Like [`SearchLevel`], declared by rules crates (which may not depend on the search code)
/// and searched with as it is by `parlour-ai`.
#[derive(Clone, Debug, PartialEq)]
pub struct DeterminizedLevel {
    /// Name shown in arenas and logs.
    pub name: &'static str,
    /// Which search.
    pub search: DeterminizedSearch,
    /// The work per move: worlds for PIMC (each candidate played out once in each),
    /// iterations for information-set MCTS. A fixed seed then gives a fixed choice.
    pub budget: u64,
    /// Wall-clock safety cap per move (at least one world or iteration is finished).
    pub time_limit: Option<Duration>,
    /// Information-set MCTS: the exploration constant, in the units of
    /// [`Determinized::horizon_value`]. Unused by PIMC.
    pub exploration: f64,
    /// Use [`Determinized::solve_exactly`] where the game offers it.
    pub exact: bool,
    /// Information-set MCTS: the other seats' moves inside the tree are the ones the game's
    /// rollout policy makes for them in each world (a model of how they play, as in the
    /// playouts), instead of being chosen by UCB over the tree's statistics; only the
    /// searching seat's moves are searched. Unused by PIMC.
    pub model_opponents: bool,
}

/// The determinized searches of `parlour-ai`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DeterminizedSearch {
    /// Determinized Monte Carlo: every candidate played out in each of many sampled worlds.
    Pimc,
    /// Information-set Monte-Carlo tree search: one tree over the seat's information set.
    Ismcts,
}
