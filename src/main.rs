//! The `parlour` command: thin, it parses the command line and starts the chosen front-end.

mod cli;
mod loadtest;
mod progress;

use std::process::ExitCode;

fn main() -> ExitCode {
    quiet_on_closed_pipe();
    cli::main()
}

/// `parlour rules nines | head` closes the pipe before everything is printed; `println!`
/// then panics. Printing to a reader who has gone is the end of the command, not an error:
/// end quietly, as other command-line tools do (the usual fix, restoring SIGPIPE, needs
/// `unsafe`).
fn quiet_on_closed_pipe() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let text = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("");
        if text.starts_with("failed printing to stdout") && text.contains("Broken pipe") {
            std::process::exit(141); // as a shell reports a command ended by SIGPIPE
        }
        default(info);
    }));
}
