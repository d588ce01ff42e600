//! Command-line programs whose reader goes away: `nines_suite run | head`.

/// Makes a program end quietly when the pipe it prints to is closed.
///
/// `println!` panics once its reader has gone (`nines_arena … | head` closes the pipe
/// before everything is printed). Printing to nobody is the end of the command, not an
/// error: the program ends with status 141, as a shell reports a command ended by SIGPIPE,
/// and without a panic message. (The usual fix, restoring SIGPIPE, needs `unsafe`.) Any
/// other panic is reported as before. Call it first thing in `main`; the `parlour` command
/// and the workspace's example programs do.
pub fn quiet_on_closed_pipe() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let text = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("");
        if text.starts_with("failed printing to stdout") && text.contains("Broken pipe") {
            std::process::exit(141);
        }
        default(info);
    }));
}
