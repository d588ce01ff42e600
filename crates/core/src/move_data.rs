//! A move as data, for graphical clients.
//!
//! The notation (`d6-d5`, `7S:7H+2C`) is for people and scripts; a board that is clicked
//! and dragged needs to know which places a move touches. [`MoveData`] says that in one
//! shape for every game, so a web page can find "the moves that start on this point"
//! without parsing any game's notation.

use serde::Serialize;

/// What a legal move does, in places a board can highlight.
///
/// ```
/// use parlour_core::MoveData;
/// let slide = MoveData::new("move").from("d6").to("d5");
/// assert_eq!(slide.kind, "move");
/// assert_eq!(slide.from.as_deref(), Some("d6"));
/// assert!(slide.with.is_empty());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveData {
    /// The kind of action, a lowercase word chosen by the game: `"place"`, `"move"`,
    /// `"remove"`, `"sow"`, `"grow"`, `"kill"`, `"pass"`, `"trail"`, `"capture"`…
    pub kind: &'static str,
    /// The place the move starts from or acts with (a point, a hole, a card in hand).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    /// The place the move goes to or acts on (a point, a cell).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    /// Other places involved, such as the table cards a capture takes.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub with: Vec<String>,
}

/// A [`MoveData`] as it is read back (a view travelling between nodes): owned names,
/// interned on the way in, so a flattened move reads from any input.
#[derive(serde::Deserialize)]
struct MoveDataRead {
    kind: String,
    #[serde(default)]
    from: Option<String>,
    #[serde(default)]
    to: Option<String>,
    #[serde(default)]
    with: Vec<String>,
}

// Written by hand: a derived impl would borrow the `&'static str` from the input, which
// only a `'static` input allows (and a flattened move never is).
impl<'de> serde::Deserialize<'de> for MoveData {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<MoveData, D::Error> {
        let m = MoveDataRead::deserialize(d)?;
        Ok(MoveData {
            kind: crate::interned::intern(&m.kind),
            from: m.from,
            to: m.to,
            with: m.with,
        })
    }
}

impl MoveData {
    /// A move of this kind that touches no place yet (add them with the builders).
    pub fn new(kind: &'static str) -> MoveData {
        MoveData {
            kind,
            from: None,
            to: None,
            with: Vec::new(),
        }
    }

    /// Sets the place the move starts from.
    pub fn from(mut self, place: impl Into<String>) -> MoveData {
        self.from = Some(place.into());
        self
    }

    /// Sets the place the move goes to.
    pub fn to(mut self, place: impl Into<String>) -> MoveData {
        self.to = Some(place.into());
        self
    }

    /// Sets the other places involved.
    pub fn with(mut self, places: Vec<String>) -> MoveData {
        self.with = places;
        self
    }
}
