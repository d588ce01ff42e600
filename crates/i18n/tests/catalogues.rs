//! The catalogues against each other and against the code: every file reads without an
//! error, every language has every key of its group with the same placeholders (a
//! translation may leave out a value English only chooses its words by), no key is
//! in two groups, and every key is used — by the code (a literal key, or a literal prefix of
//! keys made from data such as `"reason-{}"`) or by another message.

use fluent_syntax::ast;
use parlour_i18n::{CATALOGUES, Lang};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The variables of an entry: those its text shows, and every one it uses (selectors too).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Vars {
    shown: BTreeSet<String>,
    all: BTreeSet<String>,
}

type Entries = BTreeMap<String, Vars>;

/// Each message and term of a source with the variables it uses (`$count`), and the other
/// messages and terms it refers to (`{ seat-white }`, `{ -game-name }`).
fn entries(group: &str, lang: Lang, source: &str) -> (Entries, BTreeSet<String>) {
    let resource = fluent_syntax::parser::parse(source)
        .unwrap_or_else(|(_, errors)| panic!("{group} ({lang}) does not read: {errors:?}"));
    let mut out = Entries::new();
    let mut refs = BTreeSet::new();
    for entry in resource.body {
        let (id, patterns) = match entry {
            ast::Entry::Message(m) => {
                let mut p: Vec<ast::Pattern<&str>> = m.value.into_iter().collect();
                p.extend(m.attributes.into_iter().map(|a| a.value));
                (m.id.name.to_string(), p)
            }
            ast::Entry::Term(t) => {
                let mut p = vec![t.value];
                p.extend(t.attributes.into_iter().map(|a| a.value));
                (format!("-{}", t.id.name), p)
            }
            _ => continue,
        };
        let mut vars = Vars::default();
        for p in &patterns {
            pattern(p, &mut vars, &mut refs);
        }
        assert!(
            out.insert(id.clone(), vars).is_none(),
            "{group} ({lang}): {id} twice"
        );
    }
    (out, refs)
}

fn pattern(p: &ast::Pattern<&str>, vars: &mut Vars, refs: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expr(expression, vars, refs, true);
        }
    }
}

fn expr(e: &ast::Expression<&str>, vars: &mut Vars, refs: &mut BTreeSet<String>, shown: bool) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline(selector, vars, refs, false);
            for v in variants {
                pattern(&v.value, vars, refs);
            }
        }
        ast::Expression::Inline(i) => inline(i, vars, refs, shown),
    }
}

fn inline(
    i: &ast::InlineExpression<&str>,
    vars: &mut Vars,
    refs: &mut BTreeSet<String>,
    shown: bool,
) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            vars.all.insert(id.name.to_string());
            if shown {
                vars.shown.insert(id.name.to_string());
            }
        }
        ast::InlineExpression::MessageReference { id, .. } => {
            refs.insert(id.name.to_string());
        }
        ast::InlineExpression::TermReference { id, arguments, .. } => {
            refs.insert(format!("-{}", id.name));
            if let Some(a) = arguments {
                call(a, vars, refs);
            }
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => call(arguments, vars, refs),
        ast::InlineExpression::Placeable { expression } => expr(expression, vars, refs, shown),
        ast::InlineExpression::StringLiteral { .. }
        | ast::InlineExpression::NumberLiteral { .. } => {}
    }
}

fn call(a: &ast::CallArguments<&str>, vars: &mut Vars, refs: &mut BTreeSet<String>) {
    for p in &a.positional {
        inline(p, vars, refs, true);
    }
    for n in &a.named {
        inline(&n.value, vars, refs, true);
    }
}

#[test]
fn every_language_has_every_key_with_the_same_placeholders() {
    let mut problems = Vec::new();
    for c in CATALOGUES {
        let (english, _) = entries(c.group, Lang::En, c.sources[0]);
        for (i, lang) in Lang::ALL.into_iter().enumerate().skip(1) {
            let (other, _) = entries(c.group, lang, c.sources[i]);
            for (key, vars) in &english {
                // A translation says everything the English says, and uses no value the
                // code does not give; it may do without a value English only chooses by
                // (a language without "you win"/"he wins" has no use for `$you`).
                match other.get(key) {
                    None => problems.push(format!("{} ({lang}): no {key}", c.path)),
                    Some(v) if !v.all.is_subset(&vars.all) || !vars.shown.is_subset(&v.all) => {
                        problems.push(format!(
                            "{} ({lang}): {key} uses {:?}, English {:?} (shown {:?})",
                            c.path, v.all, vars.all, vars.shown
                        ))
                    }
                    Some(_) => {}
                }
            }
            // The help's English is the commands' doc comments, not a catalogue: its keys
            // are held to the commands by src/help.rs's tests instead.
            let english_elsewhere = c.group == "help";
            for key in other
                .keys()
                .filter(|k| !english.contains_key(*k) && !english_elsewhere)
            {
                problems.push(format!("{} ({lang}): {key} is not in English", c.path));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn no_key_is_in_two_groups() {
    let mut seen: BTreeMap<String, &str> = BTreeMap::new();
    for c in CATALOGUES {
        let (english, _) = entries(c.group, Lang::En, c.sources[0]);
        for key in english.into_keys() {
            if let Some(other) = seen.insert(key.clone(), c.group) {
                panic!("{key} is in {other} and in {}", c.group);
            }
        }
    }
}

/// Every Rust source of the workspace (not the tests of this crate, nor build outputs).
fn rust_sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().to_string();
        if path.is_dir() {
            if !name.starts_with('.') && name != "target" && !name.starts_with("target-") {
                rust_sources(&path, out);
            }
        } else if name.ends_with(".rs") && !path.ends_with("i18n/tests/catalogues.rs") {
            out.push(path);
        }
    }
}

/// The string literals of Rust code (plain and raw strings; good enough for keys, which
/// have no quotes or escapes).
fn literals(code: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(start) = rest.find('"') {
        let after = &rest[start + 1..];
        let Some(end) = after.find('"') else { break };
        out.push(&after[..end]);
        rest = &after[end + 1..];
    }
    out
}

#[test]
fn every_key_is_used() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    rust_sources(&root, &mut files);
    let mut used = BTreeSet::new();
    let mut prefixes = BTreeSet::new();
    for f in files {
        let code = std::fs::read_to_string(&f).unwrap_or_default();
        for lit in literals(&code) {
            // `format!("reason-{}", …)` uses every `reason-…` key.
            // So does a prefix of two words or more written alone (`("server-draw-",
            // "reason")`), completed from data where it is used (one word, "nines-", is a
            // game's name in a test, not a family of keys).
            let alone = lit.matches('-').count() >= 2
                && lit.ends_with('-')
                && lit.starts_with(|c: char| c.is_ascii_lowercase())
                && lit.chars().all(|c| c.is_ascii_lowercase() || c == '-');
            match lit.find('{') {
                Some(i) if i > 0 && lit[..i].ends_with('-') => {
                    prefixes.insert(lit[..i].to_string());
                }
                _ if alone => {
                    prefixes.insert(lit.to_string());
                }
                _ => {
                    used.insert(lit.to_string());
                }
            }
        }
    }
    let mut unused = Vec::new();
    for c in CATALOGUES {
        let (english, refs) = entries(c.group, Lang::En, c.sources[0]);
        used.extend(refs);
        for key in english.keys() {
            let by_code = used.contains(key) || prefixes.iter().any(|p| key.starts_with(p));
            if !by_code && !key.starts_with('-') {
                unused.push(format!("{}: {key}", c.path));
            }
        }
    }
    assert!(
        unused.is_empty(),
        "keys no code uses:\n{}",
        unused.join("\n")
    );
}

#[test]
fn the_environment_chooses_the_language() {
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| {
            pairs
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        }
    };
    assert_eq!(
        Lang::from_locale_vars(env(&[("LANG", "vi_VN.UTF-8")])),
        Lang::Vi
    );
    assert_eq!(
        Lang::from_locale_vars(env(&[("LANG", "vi_VN.UTF-8"), ("LC_ALL", "ru_RU.UTF-8")])),
        Lang::Ru
    );
    assert_eq!(
        Lang::from_locale_vars(env(&[("LC_ALL", ""), ("LANG", "ru")])),
        Lang::Ru
    );
    assert_eq!(
        Lang::from_locale_vars(env(&[("LANG", "C.UTF-8")])),
        Lang::En
    );
    assert_eq!(Lang::from_locale_vars(env(&[])), Lang::En);
}

/// The texts laid out in lines for a terminal (the console's commands, the text door's
/// `HELP`) keep every line within the width of the rules texts, in every language: the
/// console and `parlour connect` would break a longer one in the middle of the layout.
#[test]
fn texts_laid_out_in_lines_fit_a_terminal() {
    for lang in Lang::ALL {
        for key in ["console-help", "tcp-help"] {
            let text = parlour_i18n::tr(lang, key);
            for line in text.lines() {
                assert!(
                    line.chars().count() <= parlour_i18n::RULES_WIDTH,
                    "{key} in {lang:?}: {line}"
                );
            }
        }
    }
}
