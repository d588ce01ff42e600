//! A player of the Nines tools that searches with another judgement than the catalog's
//! ([`parlour_nines::judged`]): the sparring partner, or hard with other weights.
// Each tool uses part of it (only `nines_spsa` writes weights, only `nines_arena` searches
// at every step).
#![allow(dead_code)]

use parlour_ai::{AlphaBeta, TurnPlanner};
use parlour_core::{Bot, BotStats, Budget, Seat};
use parlour_nines::eval::{Term, Weights};
use parlour_nines::judged::{Judge, Judged};
use parlour_nines::{Level, Nines, Step};

/// A player of judged positions (a search, or a search planning whole turns), seen by the
/// tools as a Nines player.
pub struct JudgedBot<J: Judge> {
    player: Box<dyn Bot<Judged<J>>>,
    judge: J,
}

impl<J: Judge> JudgedBot<J> {
    /// A player searching at every step with `level`'s settings and `judge`'s evaluation.
    pub fn new(level: Level, seed: u64, judge: J) -> JudgedBot<J> {
        JudgedBot {
            player: Box::new(AlphaBeta::new(level, seed)),
            judge,
        }
    }

    /// The same, seated as the catalog seats its levels: one search a turn, the removal
    /// played from its plan (`parlour_ai::TurnPlanner`).
    pub fn by_turns(level: Level, seed: u64, judge: J) -> JudgedBot<J> {
        JudgedBot {
            player: Box::new(TurnPlanner::new(AlphaBeta::new(level, seed))),
            judge,
        }
    }

    fn judged(&self, state: &Nines) -> Judged<J> {
        Judged(state.clone(), self.judge.clone())
    }
}

impl<J: Judge> Bot<Nines> for JudgedBot<J> {
    fn name(&self) -> &str {
        self.player.name()
    }

    fn choose(&mut self, state: &Nines, budget: &Budget) -> Option<Step> {
        let judged = self.judged(state);
        self.player.choose(&judged, budget)
    }

    fn stats(&self) -> BotStats {
        self.player.stats()
    }

    fn accepts_draw(&mut self, state: &Nines, seat: Seat) -> bool {
        let judged = self.judged(state);
        self.player.accepts_draw(&judged, seat)
    }

    fn offers_draw(&mut self, state: &Nines, seat: Seat) -> bool {
        let judged = self.judged(state);
        self.player.offers_draw(&judged, seat)
    }
}

/// The weights of a file of `Term=hundredths` lines (the names of
/// `parlour_nines::eval::Term`, `#` comments and blank lines allowed); a term the file does
/// not name keeps the catalog's weight.
pub fn read_weights(path: &str) -> Result<Weights, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let mut w = Weights::CATALOG;
    for (i, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let at = |why: &str| format!("{path}:{}: {why}: {line}", i + 1);
        let (name, value) = line.split_once('=').ok_or_else(|| at("not Term=weight"))?;
        let term = Term::ALL
            .into_iter()
            .find(|t| format!("{t:?}") == name.trim())
            .ok_or_else(|| at("no such term"))?;
        let value: f64 = value.trim().parse().map_err(|_| at("not a number"))?;
        w.set(term, value);
    }
    Ok(w)
}

/// `w` as the lines [`read_weights`] reads, every term, with the catalog's weight as a
/// comment where it differs.
pub fn format_weights(w: &Weights) -> String {
    let mut out = String::new();
    for t in Term::ALL {
        let (now, catalog) = (w.get(t), Weights::CATALOG.get(t));
        out.push_str(&format!("{t:?}={now}"));
        if now != catalog {
            out.push_str(&format!("  # catalog {catalog}"));
        }
        out.push('\n');
    }
    out
}
