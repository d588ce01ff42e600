//! `parlour --help` in the reader's language (`--lang`, else the machine's).
//!
//! English is the commands' own doc comments (clap's derive); another language puts its
//! words over them from the `help` catalogue (`crates/i18n/locales/<lang>/help.ftl`), keyed
//! by the command's path and the option's name:
//!
//! - `help-cmd` is the program's description, `help-cmd-records-list` a command's;
//! - `help-records-list--player` an option or argument of one command, and
//!   `help-arg-data` one that means the same wherever it is (`--data`, `--lang`);
//! - `help-usage`, `help-options`, `help-arguments`, `help-commands`, `help-help`,
//!   `help-version` and `help-cmd-help` (the `help` command) are clap's own words.
//!
//! A translated option says its default and its values in its words: clap's
//! `[default: …]` is hidden there.
//!
//! Every command is described in every language; the options of the commands players use
//! are too (`FOR_PLAYERS` in the tests below). Those of the administrator's and
//! developer's tools (`serve`, `loadtest`, `bench`, `arena`, `engine`, `moves`) stay in
//! English, as their guides do. The tests hold the catalogues to the commands, both ways.

use clap::{Arg, ArgAction, Command};
use parlour_core::Message;
use parlour_i18n::{Lang, has, say};

/// `cmd` with its help in `lang` (English as it is).
pub(crate) fn localized(cmd: Command, lang: Lang) -> Command {
    if lang == Lang::En {
        return cmd;
    }
    let words = |key: &str| say(lang, &Message::new(key.to_string()));
    let version = Arg::new("version")
        .short('V')
        .long("version")
        .global(true)
        .action(ArgAction::Version)
        .help(words("help-version"))
        .help_heading(words("help-options"))
        .display_order(usize::MAX);
    let mut cmd = localize(cmd, lang, "")
        .disable_version_flag(true)
        .arg(version);
    // clap makes the `help` command (`parlour help play`) as it builds the others: it is
    // described once they are built.
    cmd.build();
    help_command(cmd, &words("help-cmd-help"))
}

/// `cmd` and every command under it with their `help` command described as `about`.
fn help_command(cmd: Command, about: &str) -> Command {
    cmd.mut_subcommands(|sub| {
        if sub.get_name() == "help" {
            sub.about(about.to_string())
        } else {
            help_command(sub, about)
        }
    })
}

/// The key of a command's description.
fn command_key(path: &str) -> String {
    if path.is_empty() {
        "help-cmd".to_string()
    } else {
        format!("help-cmd-{path}")
    }
}

/// The keys an option of a command may be described under: its own, then the shared one.
fn arg_keys(path: &str, id: &str) -> [String; 2] {
    [format!("help-{path}--{id}"), format!("help-arg-{id}")]
}

fn localize(cmd: Command, lang: Lang, path: &str) -> Command {
    let words = |key: &str| say(lang, &Message::new(key.to_string()));
    let about = command_key(path);
    let cmd = if has(lang, &about) {
        // One description for `-h` and `--help` alike (clap shows the long one, the
        // English doc comment's whole text, for `--help`).
        cmd.about(words(&about)).long_about(None)
    } else {
        cmd
    };
    let (options, arguments) = (words("help-options"), words("help-arguments"));
    let help = Arg::new("help")
        .short('h')
        .long("help")
        .action(ArgAction::Help)
        .help(words("help-help"))
        .help_heading(options.clone())
        .display_order(usize::MAX - 1);
    cmd.mut_args(|a| {
        let id = a.get_id().as_str().to_string();
        let text = arg_keys(path, &id)
            .into_iter()
            .find(|key| has(lang, key))
            .map(|key| words(&key));
        // clap's `[default: …]` and `[possible values: …]` are English: the words say them.
        let a = match text {
            Some(text) if a.get_action().takes_values() => a
                .help(text)
                .long_help(None)
                .hide_default_value(true)
                .hide_possible_values(true),
            Some(text) => a.help(text).long_help(None),
            None => a,
        };
        let heading = if a.is_positional() {
            arguments.clone()
        } else {
            options.clone()
        };
        a.help_heading(heading)
    })
    .disable_help_flag(true)
    .arg(help)
    .subcommand_help_heading(words("help-commands"))
    .help_template(format!(
        "{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
        words("help-usage")
    ))
    .mut_subcommands(|sub| {
        let name = sub.get_name().to_string();
        let inner = if path.is_empty() {
            name
        } else {
            format!("{path}-{name}")
        };
        localize(sub, lang, &inner)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// The keys of clap's own words.
    const CLAP_WORDS: [&str; 7] = [
        "help-usage",
        "help-options",
        "help-arguments",
        "help-commands",
        "help-help",
        "help-version",
        "help-cmd-help",
    ];

    /// The commands (by path, the program itself as `""`) whose options are said in every
    /// language: what a player runs.
    const FOR_PLAYERS: &[&str] = &[
        "",
        "play",
        "rules",
        "connect",
        "records",
        "records-list",
        "records-show",
        "records-export",
        "records-replay",
        "records-player",
        "records-new-key",
        "records-leaderboard",
        "records-backup",
        "records-copy",
    ];

    /// Every command by its path, with its options (their names) but the help's own.
    fn commands() -> Vec<(String, Vec<String>)> {
        fn walk(cmd: &Command, path: &str, out: &mut Vec<(String, Vec<String>)>) {
            let args = cmd
                .get_arguments()
                .map(|a| a.get_id().as_str().to_string())
                .filter(|id| id != "help" && id != "version")
                .collect();
            out.push((path.to_string(), args));
            for sub in cmd.get_subcommands() {
                let inner = if path.is_empty() {
                    sub.get_name().to_string()
                } else {
                    format!("{path}-{}", sub.get_name())
                };
                walk(sub, &inner, out);
            }
        }
        let mut out = Vec::new();
        walk(&crate::cli::Cli::command(), "", &mut out);
        out
    }

    #[test]
    fn every_command_and_every_option_players_use_is_said_in_every_language() {
        let mut missing = Vec::new();
        for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
            for key in CLAP_WORDS {
                if !has(lang, key) {
                    missing.push(format!("{lang}: {key}"));
                }
            }
            for (path, args) in commands() {
                if !has(lang, &command_key(&path)) {
                    missing.push(format!("{lang}: {}", command_key(&path)));
                }
                if !FOR_PLAYERS.contains(&path.as_str()) {
                    continue;
                }
                for id in args {
                    let keys = arg_keys(&path, &id);
                    if !keys.iter().any(|k| has(lang, k)) {
                        missing.push(format!("{lang}: {} (or {})", keys[0], keys[1]));
                    }
                }
            }
        }
        assert!(missing.is_empty(), "no words for:\n{}", missing.join("\n"));
    }

    /// A key of the help catalogue that names no command or option is a mistake (a
    /// command renamed, a word misspelt): its words would never be shown.
    #[test]
    fn every_help_key_names_a_command_or_an_option() {
        let commands = commands();
        let mut known: Vec<String> = CLAP_WORDS.iter().map(|k| k.to_string()).collect();
        for (path, args) in &commands {
            known.push(command_key(path));
            for id in args {
                known.extend(arg_keys(path, id));
            }
        }
        let catalogue = parlour_i18n::CATALOGUES
            .iter()
            .find(|c| c.group == "help")
            .expect("the help catalogue");
        let mut stray = Vec::new();
        for source in &catalogue.sources[1..] {
            for line in source.lines() {
                let Some((key, _)) = line.split_once(" = ") else {
                    continue;
                };
                if !line.starts_with(' ') && !known.iter().any(|k| k == key.trim()) {
                    stray.push(key.trim().to_string());
                }
            }
        }
        assert!(stray.is_empty(), "keys of no command: {stray:?}");
    }

    #[test]
    fn the_help_speaks_russian() {
        let mut cmd = localized(crate::cli::Cli::command(), Lang::Ru);
        let text = cmd.render_help().to_string();
        assert!(text.contains("Использование: parlour"), "{text}");
        assert!(text.contains("Команды:"), "{text}");
        let mut play = localized(crate::cli::Cli::command(), Lang::Ru);
        let play = play
            .find_subcommand_mut("play")
            .expect("play")
            .render_help()
            .to_string();
        assert!(play.contains("Не показывать правила в начале"), "{play}");
        assert!(play.contains("Показать справку"), "{play}");
        assert!(!play.contains("Print help"), "{play}");
    }
}
