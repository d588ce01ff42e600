//! The password file PostgreSQL's own programs read (`~/.pgpass`, or the file `PGPASSFILE`
//! names), for a URL with no password when `PGPASSWORD` is not set either: an admin keeps
//! the password out of the command line, the environment and the unit file.
//!
//! Each line is `hostname:port:database:username:password`; `*` in the first four fields
//! matches anything, `\:` and `\\` stand for `:` and `\`, and lines starting with `#` are
//! comments. The first line that matches gives the password. As libpq does, a file that
//! others may read is not used (with a warning): a password in it is no secret.

use std::path::{Path, PathBuf};

/// What a connection is to: the fields a line of the file is matched against.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Target<'a> {
    /// The host name, or `localhost` for a Unix socket (as libpq matches it).
    host: &'a str,
    /// The port.
    port: u16,
    /// The database.
    database: &'a str,
    /// The user.
    user: &'a str,
}

/// The file to read: `PGPASSFILE`, else `.pgpass` in the home folder.
fn file() -> Option<PathBuf> {
    match std::env::var_os("PGPASSFILE") {
        Some(f) if !f.is_empty() => Some(PathBuf::from(f)),
        _ => std::env::var_os("HOME").map(|h| Path::new(&h).join(".pgpass")),
    }
}

/// The password the file gives for a connection of `config`, which has none of its own.
pub(crate) fn for_config(config: &postgres::Config) -> Option<String> {
    let path = file()?;
    // (A URL without a user is the system user's, as the client and libpq take it.)
    let named = crate::postgres::named(config)?;
    let host = match named.hosts.first() {
        Some(postgres::config::Host::Tcp(host)) => host.as_str(),
        // A Unix socket is matched as `localhost`, as libpq matches it.
        _ => "localhost",
    };
    let target = Target {
        host,
        port: named.ports[0],
        database: &named.database,
        user: &named.user,
    };
    password(&path, &target)
}

/// The password for `target` in the file at `path`, if it is there, may be read by its
/// owner alone, and has a matching line.
fn password(path: &Path, target: &Target) -> Option<String> {
    let text = std::fs::read_to_string(path).ok()?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(path).ok()?.permissions().mode();
        if mode & 0o077 != 0 {
            tracing::warn!(
                file = %path.display(),
                "the password file may be read by others than its owner: it is not used (chmod 600 it)"
            );
            return None;
        }
    }
    lookup(&text, target)
}

/// The password of the first line of `text` that matches `target`.
fn lookup(text: &str, target: &Target) -> Option<String> {
    let port = target.port.to_string();
    let wanted = [target.host, port.as_str(), target.database, target.user];
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .find_map(|line| {
            // (What follows a fifth field is ignored, as libpq ignores it.)
            let fields = fields(line);
            if fields.len() < 5 {
                return None;
            }
            let matches = fields[..4]
                .iter()
                .zip(wanted)
                .all(|(field, value)| field == "*" || field == value);
            matches.then(|| fields[4].clone())
        })
}

/// A line cut at its unescaped colons, with `\:` and `\\` read as `:` and `\`.
fn fields(line: &str) -> Vec<String> {
    let mut fields = Vec::new();
    let mut field = String::new();
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => field.extend(chars.next()),
            ':' => fields.push(std::mem::take(&mut field)),
            c => field.push(c),
        }
    }
    fields.push(field);
    fields
}

#[cfg(test)]
mod tests {
    use super::*;

    const TARGET: Target = Target {
        host: "db.club",
        port: 5432,
        database: "parlour",
        user: "parlour",
    };

    #[test]
    fn the_first_matching_line_gives_the_password() {
        let text = "# the club\n\
                    other:5432:parlour:parlour:no\n\
                    db.club:5432:parlour:parlour:s3cret\n\
                    *:*:*:*:fallback\n";
        assert_eq!(lookup(text, &TARGET).as_deref(), Some("s3cret"));
        let elsewhere = Target {
            host: "elsewhere",
            ..TARGET
        };
        assert_eq!(lookup(text, &elsewhere).as_deref(), Some("fallback"));
        assert_eq!(lookup("db.club:5433:parlour:parlour:x\n", &TARGET), None);
    }

    #[test]
    fn escaped_colons_and_backslashes_are_read_as_themselves() {
        let text = "*:*:parlour:parlour:pa\\:ss\\\\word\n";
        assert_eq!(lookup(text, &TARGET).as_deref(), Some("pa:ss\\word"));
        // A line with too few fields matches nothing; a field after the password is
        // ignored, as libpq ignores it.
        assert_eq!(lookup("db.club:5432:parlour\n", &TARGET), None);
        assert_eq!(lookup("*:*:*:*:pw:extra\n", &TARGET).as_deref(), Some("pw"));
    }

    #[cfg(unix)]
    #[test]
    fn a_file_others_may_read_is_not_used() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("pgpass");
        std::fs::write(&path, "*:*:*:*:s3cret\n").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
        assert_eq!(password(&path, &TARGET), None);
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
        assert_eq!(password(&path, &TARGET).as_deref(), Some("s3cret"));
    }
}
