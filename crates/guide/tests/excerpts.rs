//! The programmer guide's code blocks that are not doctests still say what the code says.
//!
//! In `docs/guide/programmer.md`, a code block right after an HTML comment
//! `<!-- file: PATH -->` is (a part of) that file: the blocks of one file, in the guide's
//! order and joined by one blank line, must be the whole file, byte for byte. A block
//! right after `<!-- excerpt: PATH -->` must be whole consecutive lines of that file. Every
//! block marked `ignore` must be one of the two (an unchecked `ignore` would be a block
//! that can rot), and every file of the worked example's crate must be shown. Paths are
//! from the repository's root.
//!
//! After changing the example's code, `GUIDE_BLESS=1 cargo test -p parlour-guide --test
//! excerpts` copies the files into their blocks (a file shown in several blocks is cut
//! again where each block now starts); then read the guide's text around them again.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

const GUIDE: &str = "docs/guide/programmer.md";
/// The worked example's crate: the guide shows all of it.
const EXAMPLE: &str = "crates/guide/pebbles";

/// What a code block claims to be.
#[derive(Clone, Debug, PartialEq)]
enum Claim {
    /// A part of this file (all the parts make the whole).
    File(String),
    /// Consecutive lines of this file.
    Excerpt(String),
}

/// One fenced code block of the guide.
#[derive(Debug)]
struct Block {
    /// The line of the opening fence, from 1.
    line: usize,
    /// The info string: `rust,ignore`, `toml`…
    info: String,
    text: String,
    claim: Option<Claim>,
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn blocks(guide: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut claim: Option<Claim> = None;
    let mut open: Option<Block> = None;
    for (i, line) in guide.lines().enumerate() {
        if let Some(block) = open.as_mut() {
            if line.trim_start().starts_with("```") {
                out.push(open.take().expect("a block is open"));
            } else {
                block.text.push_str(line);
                block.text.push('\n');
            }
            continue;
        }
        let trimmed = line.trim();
        if let Some(info) = trimmed.strip_prefix("```") {
            open = Some(Block {
                line: i + 1,
                info: info.trim().to_string(),
                text: String::new(),
                claim: claim.take(),
            });
        } else if let Some(path) = marker(trimmed, "file:") {
            claim = Some(Claim::File(path));
        } else if let Some(path) = marker(trimmed, "excerpt:") {
            claim = Some(Claim::Excerpt(path));
        } else if !trimmed.is_empty() {
            // A marker belongs to the block right after it, not to one further on.
            claim = None;
        }
    }
    out
}

fn marker(line: &str, kind: &str) -> Option<String> {
    let inner = line.strip_prefix("<!--")?.strip_suffix("-->")?.trim();
    Some(inner.strip_prefix(kind)?.trim().to_string())
}

/// Everything wrong with the guide's blocks, given a way to read the files they name.
fn problems(guide: &str, read: &dyn Fn(&str) -> Option<String>) -> Vec<String> {
    let mut found = Vec::new();
    let mut files: BTreeMap<String, Vec<&Block>> = BTreeMap::new();
    let all = blocks(guide);
    for block in &all {
        let at = format!("{GUIDE}:{}", block.line);
        match &block.claim {
            None if block.info.split(',').any(|w| w.trim() == "ignore") => found.push(format!(
                "{at}: an `ignore` block must be a checked file or excerpt \
                 (put <!-- file: PATH --> or <!-- excerpt: PATH --> right before it)"
            )),
            None => {}
            Some(Claim::File(path)) => files.entry(path.clone()).or_default().push(block),
            Some(Claim::Excerpt(path)) => match read(path) {
                None => found.push(format!("{at}: cannot read {path}")),
                Some(text) if !has_lines(&text, &block.text) => found.push(format!(
                    "{at}: this excerpt is no longer in {path}; copy the lines again \
                     (or change the guide's text if the code moved on)"
                )),
                Some(_) => {}
            },
        }
    }
    for (path, parts) in &files {
        let shown: Vec<&str> = parts.iter().map(|b| b.text.as_str()).collect();
        let shown = shown.join("\n");
        match read(path) {
            None => found.push(format!("{GUIDE}: cannot read {path}")),
            Some(text) if text != shown => found.push(format!(
                "{GUIDE}:{}: the guide's {path} differs from the file at its line {}",
                parts[0].line,
                first_difference(&text, &shown)
            )),
            Some(_) => {}
        }
    }
    found
}

/// True when `part` is whole consecutive lines of `text`.
fn has_lines(text: &str, part: &str) -> bool {
    let lines: Vec<&str> = text.lines().collect();
    let want: Vec<&str> = part.lines().collect();
    !want.is_empty() && lines.windows(want.len()).any(|w| w == want.as_slice())
}

/// The first line (from 1) where two texts differ.
fn first_difference(a: &str, b: &str) -> usize {
    let (a, b): (Vec<&str>, Vec<&str>) = (a.lines().collect(), b.lines().collect());
    a.iter().zip(&b).take_while(|(x, y)| x == y).count() + 1
}

fn read_from_root(path: &str) -> Option<String> {
    std::fs::read_to_string(root().join(path)).ok()
}

/// The example crate's files, relative to the repository's root.
fn example_files() -> Vec<String> {
    fn walk(dir: &Path, base: &Path, out: &mut Vec<String>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, base, out);
            } else if let Ok(rel) = path.strip_prefix(base) {
                out.push(rel.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    let base = root();
    let mut out = Vec::new();
    walk(&base.join(EXAMPLE), &base, &mut out);
    out.sort();
    out
}

/// The guide with every file block copied again from its file, or why that cannot be done.
fn blessed(guide: &str, read: &dyn Fn(&str) -> Option<String>) -> Result<String, String> {
    let all = blocks(guide);
    // The new text of each block, by the line of its opening fence.
    let mut new_text: BTreeMap<usize, String> = BTreeMap::new();
    let mut files: BTreeMap<String, Vec<&Block>> = BTreeMap::new();
    for block in &all {
        if let Some(Claim::File(path)) = &block.claim {
            files.entry(path.clone()).or_default().push(block);
        }
    }
    for (path, parts) in files {
        let text = read(&path).ok_or_else(|| format!("cannot read {path}"))?;
        let lines: Vec<&str> = text.lines().collect();
        // Each part after the first starts where its first line is now, after a blank line.
        let mut starts = vec![0];
        for part in &parts[1..] {
            let first = part.text.lines().next().unwrap_or_default();
            let from = starts.last().copied().unwrap_or(0) + 1;
            let at = (from..lines.len())
                .find(|&i| lines[i] == first && i > 0 && lines[i - 1].is_empty())
                .ok_or_else(|| format!("{path}: no blank line before `{first}` any more"))?;
            starts.push(at);
        }
        for (k, part) in parts.iter().enumerate() {
            let end = match starts.get(k + 1) {
                Some(&next) => next - 1,
                None => lines.len(),
            };
            let mut piece = lines[starts[k]..end].join("\n");
            piece.push('\n');
            new_text.insert(part.line, piece);
        }
    }
    let mut out = String::new();
    let mut skipping = false;
    for (i, line) in guide.lines().enumerate() {
        if skipping {
            if line.trim_start().starts_with("```") {
                skipping = false;
            } else {
                continue;
            }
        }
        out.push_str(line);
        out.push('\n');
        if let Some(text) = new_text.get(&(i + 1)) {
            out.push_str(text);
            skipping = true;
        }
    }
    Ok(out)
}

#[test]
fn the_guides_files_and_excerpts_match_the_code() {
    let mut guide = read_from_root(GUIDE).expect("the guide is there");
    if std::env::var_os("GUIDE_BLESS").is_some() {
        guide = blessed(&guide, &read_from_root).unwrap_or_else(|e| panic!("{e}"));
        std::fs::write(root().join(GUIDE), &guide).expect("the guide can be written");
    }
    let found = problems(&guide, &read_from_root);
    assert!(found.is_empty(), "{}", found.join("\n"));
    let checked = blocks(&guide).iter().filter(|b| b.claim.is_some()).count();
    assert!(checked >= 15, "only {checked} checked blocks were found");
}

#[test]
fn the_guide_shows_the_whole_example_crate() {
    let guide = read_from_root(GUIDE).expect("the guide is there");
    let shown: Vec<String> = blocks(&guide)
        .into_iter()
        .filter_map(|b| match b.claim {
            Some(Claim::File(path)) => Some(path),
            _ => None,
        })
        .collect();
    let files = example_files();
    assert!(files.len() >= 6, "{files:?}");
    let missing: Vec<&String> = files.iter().filter(|f| !shown.contains(f)).collect();
    assert!(missing.is_empty(), "the guide does not show {missing:?}");
}

#[test]
fn a_change_on_either_side_is_caught() {
    let guide = "Intro.\n\n<!-- file: a.rs -->\n```rust,ignore\nfn a() {}\n```\n\n\
                 <!-- excerpt: b.rs -->\n```rust,ignore\n    two();\n```\n\n\
                 ```rust,ignore\nunchecked();\n```\n";
    let files = |a: &'static str, b: &'static str| {
        move |path: &str| match path {
            "a.rs" => Some(a.to_string()),
            "b.rs" => Some(b.to_string()),
            _ => None,
        }
    };
    let same = problems(
        guide,
        &files("fn a() {}\n", "one();\n    two();\nthree();\n"),
    );
    assert_eq!(same.len(), 1, "{same:?}");
    assert!(same[0].contains("must be a checked file"), "{same:?}");
    let changed = problems(guide, &files("fn a() { 1 }\n", "one();\ntwo();\n"));
    assert_eq!(changed.len(), 3, "{changed:?}");
    assert!(
        changed
            .iter()
            .any(|p| p.contains("differs from the file at its line 1"))
    );
    assert!(changed.iter().any(|p| p.contains("no longer in b.rs")));
}

#[test]
fn blessing_copies_files_into_their_blocks_cut_where_they_were() {
    let guide = "<!-- file: a.rs -->\n```rust,ignore\nfn a() {}\n```\n\ntext\n\n\
                 <!-- file: a.rs -->\n```rust,ignore\nfn b() {}\n```\n";
    let read = |_: &str| Some("fn a() { 1 }\n\nfn a2() {}\n\nfn b() {}\n".to_string());
    let out = blessed(guide, &read).unwrap();
    assert_eq!(
        out,
        "<!-- file: a.rs -->\n```rust,ignore\nfn a() { 1 }\n\nfn a2() {}\n```\n\ntext\n\n\
         <!-- file: a.rs -->\n```rust,ignore\nfn b() {}\n```\n"
    );
    assert!(problems(&out, &read).is_empty());
    let gone = |_: &str| Some("fn a() {}\nfn b() {}\n".to_string());
    assert!(
        blessed(guide, &gone)
            .unwrap_err()
            .contains("no blank line before `fn b() {}`")
    );
}
