//! The `parlour` command: thin, it parses the command line and starts the chosen front-end.

mod cli;
mod loadtest;
mod progress;

use std::process::ExitCode;

fn main() -> ExitCode {
    // `parlour rules nines | head` ends quietly.
    parlour_testkit::quiet_on_closed_pipe();
    cli::main()
}
