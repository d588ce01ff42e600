//! The `parlour` command: thin, it parses the command line and starts the chosen front-end.

mod cli;
mod help;
mod loadtest;
mod misread;
mod progress;

use std::process::ExitCode;

// The server allocates small pieces from many threads at once (a state is built, turned
// into JSON and sent after every move); with the system's allocator about half its time
// under load went into malloc and free. mimalloc served the same load test half again as
// many moves a second (docs/measurements.md, "The server under load").
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    // `parlour rules nines | head` ends quietly.
    parlour_testkit::quiet_on_closed_pipe();
    cli::main()
}
