//! A game's rules as players read them: a document per language, and the variant's part.

use crate::Message;

/// The rules of a game for one variant.
///
/// The documents are written for players in each language (not word for word), beside the
/// game's crate (`crates/games/<game>/rules/<lang>.md`); what the chosen variant sets — a
/// row length, a rule set, a move cap — is said as messages after the document, so the
/// document stays the same for every variant.
///
/// ```
/// use parlour_core::{Message, RulesText};
/// let r = RulesText {
///     documents: &[("en", "# Rules\n"), ("ru", "# Правила\n")],
///     variant: vec![Message::new("toy-variant")],
/// };
/// assert_eq!(r.document("ru"), "# Правила\n");
/// assert_eq!(r.document("vi"), "# Rules\n"); // the first one when a language is missing
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesText {
    /// The rules document (Markdown, lines of at most 78 columns) of each language, by
    /// language code (`"en"`, `"vi"`, `"ru"`); English first.
    pub documents: &'static [(&'static str, &'static str)],
    /// What this variant sets, one message a paragraph, said after the document.
    pub variant: Vec<Message>,
}

impl RulesText {
    /// The document in the language `code`, or the first (English) when there is none.
    pub fn document(&self, code: &str) -> &'static str {
        self.documents
            .iter()
            .find(|(c, _)| *c == code)
            .or(self.documents.first())
            .map_or("", |(_, d)| d)
    }
}
