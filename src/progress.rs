//! Progress of long commands (`parlour arena`): a bar with the running score on a terminal,
//! plain lines now and then otherwise (a log, a pipe, CI), so nobody waits minutes on a
//! silent command.

#![allow(clippy::print_stderr)]

use indicatif::{ProgressBar, ProgressStyle};
use std::time::{Duration, Instant};

/// How often plain progress lines are written when stderr is not a terminal.
const PLAIN_EVERY: Duration = Duration::from_secs(5);

/// Shows how far a run of `total` steps has got, on stderr.
pub enum Progress {
    /// A terminal: one bar, redrawn in place.
    Bar(ProgressBar),
    /// Not a terminal: a line at most every few seconds, and one at the end.
    Lines {
        what: String,
        total: usize,
        last: Instant,
    },
}

impl Progress {
    /// Progress of `total` steps of `what` ("games"): a bar when `terminal`.
    pub fn new(what: &str, total: usize, terminal: bool) -> Progress {
        if terminal {
            let bar = ProgressBar::new(total as u64);
            // The template is a constant that parses; fall back to the default style anyway
            // rather than fail a long run over its decoration.
            let style = ProgressStyle::with_template(&format!(
                "{{bar:30}} {{pos}}/{{len}} {what} ({{elapsed}}, about {{eta}} left)  {{msg}}"
            ))
            .unwrap_or_else(|_| ProgressStyle::default_bar());
            bar.set_style(style);
            Progress::Bar(bar)
        } else {
            Progress::Lines {
                what: what.to_string(),
                total,
                last: Instant::now(),
            }
        }
    }

    /// `done` steps are done; `status` is the running score.
    pub fn update(&mut self, done: usize, status: &str) {
        match self {
            Progress::Bar(bar) => {
                bar.set_position(done as u64);
                bar.set_message(status.to_string());
            }
            Progress::Lines { what, total, last } => {
                if done == *total || last.elapsed() >= PLAIN_EVERY || done == 1 {
                    *last = Instant::now();
                    eprintln!("{done}/{total} {what}: {status}");
                }
            }
        }
    }

    /// The run is over: the bar is cleared (the report follows on stdout).
    pub fn finish(self) {
        if let Progress::Bar(bar) = self {
            bar.finish_and_clear();
        }
    }
}
