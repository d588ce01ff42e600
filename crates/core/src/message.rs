//! Words as data: what a game, a table or a door wants to say to a person, without saying
//! it in any language.
//!
//! A rules crate never builds an English sentence for people. It returns a [`Message`] — a
//! key of the message catalogues and the values the sentence needs — and the front-end that
//! shows it chooses the words in its reader's language (`parlour-i18n` holds the
//! catalogues, in English, Vietnamese and Russian).
//!
//! ```
//! use parlour_core::{Arg, Message};
//! let m = Message::new("nines-place").with("seat", Arg::msg("seat-white")).with("point", "d6");
//! assert_eq!(m.key, "nines-place");
//! assert_eq!(m.args.len(), 2);
//! ```

use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// One thing to say: a catalogue key and its arguments.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Message {
    /// The key in the catalogues, e.g. `"nines-place"`.
    pub key: Cow<'static, str>,
    /// The values the sentence mentions, by name.
    pub args: Vec<(Cow<'static, str>, Arg)>,
}

/// A value inside a message.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Arg {
    /// Text shown as it is (a nickname, a move in notation, a card code).
    Text(String),
    /// A number (also chooses plural forms: 1 семя, 2 семени, 5 семян).
    Number(i64),
    /// Another message, put into words in the same language first (a seat's name, an
    /// animal, a list of cards).
    Msg(Box<Message>),
    /// Several messages or texts, joined as the language lists things ("a, b and c").
    List(Vec<Arg>),
}

impl Message {
    /// A message without arguments.
    pub fn new(key: impl Into<Cow<'static, str>>) -> Message {
        Message {
            key: key.into(),
            args: Vec::new(),
        }
    }

    /// Adds an argument.
    pub fn with(mut self, name: impl Into<Cow<'static, str>>, value: impl Into<Arg>) -> Message {
        self.args.push((name.into(), value.into()));
        self
    }

    /// The argument called `name`, if any.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| n == name).map(|(_, a)| a)
    }
}

impl Arg {
    /// A nested message without arguments: `Arg::msg("seat-white")`.
    pub fn msg(key: impl Into<Cow<'static, str>>) -> Arg {
        Arg::Msg(Box::new(Message::new(key)))
    }
}

impl From<Message> for Arg {
    fn from(m: Message) -> Arg {
        Arg::Msg(Box::new(m))
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(i64::from(n))
            }
        }
    )*};
}
number_args!(u8, u16, u32, i8, i16, i32, i64);

impl From<u64> for Arg {
    fn from(n: u64) -> Arg {
        Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl<T: Into<Arg>> From<Vec<T>> for Arg {
    fn from(items: Vec<T>) -> Arg {
        Arg::List(items.into_iter().map(Into::into).collect())
    }
}

/// Something that can be said to a person: errors, outcomes, events.
pub trait Describe {
    /// What to say.
    fn message(&self) -> Message;
}

/// Puts messages into words in one language, for drawings a game makes itself
/// ([`crate::Game::render`]). `parlour-i18n` implements it for its `Lang`; any
/// `Fn(&Message) -> String` is one too (tests use a closure that shows the keys).
pub trait Words {
    /// The words of `m`.
    fn say(&self, m: &Message) -> String;

    /// The words of a key without arguments.
    fn word(&self, key: &'static str) -> String {
        self.say(&Message::new(key))
    }
}

impl<F: Fn(&Message) -> String> Words for F {
    fn say(&self, m: &Message) -> String {
        self(m)
    }
}
