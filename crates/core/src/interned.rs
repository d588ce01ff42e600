//! Static strings read back from data, for the `&'static str` fields of views.
//!
//! Views name their game and seats with `&'static str` (they come from the games'
//! constants). When a view travels between Parlour nodes it has to be read back; the few
//! distinct names are interned once, so reading a view leaks nothing per message.

use serde::{Deserialize, Deserializer};
use std::collections::HashSet;
use std::sync::{Mutex, OnceLock};

/// A name from the games' constants, in a field that is read back with [`static_str`].
///
/// An alias on purpose: serde borrows a field spelled `&'static str` from its input, which
/// only a `'static` input allows; spelled this way, the field is read by `static_str`.
pub type StaticStr = &'static str;

/// The static copy of `s`: the same one every time it is asked for.
pub fn intern(s: &str) -> &'static str {
    static SEEN: OnceLock<Mutex<HashSet<&'static str>>> = OnceLock::new();
    let mut seen = SEEN
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|p| p.into_inner());
    if let Some(found) = seen.get(s) {
        return found;
    }
    // Leaked once per distinct name: the names are the games' own, a few dozen in all.
    let leaked: &'static str = Box::leak(s.to_string().into_boxed_str());
    seen.insert(leaked);
    leaked
}

/// Reads a `&'static str` field (`#[serde(deserialize_with = "parlour_core::interned::static_str")]`).
pub fn static_str<'de, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    let s = String::deserialize(d)?;
    Ok(intern(&s))
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_same_name_is_interned_once() {
        let a = super::intern("Elephant");
        let b = super::intern(&String::from("Elephant"));
        assert!(std::ptr::eq(a, b));
    }
}
