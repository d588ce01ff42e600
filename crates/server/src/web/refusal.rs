//! The API's refusals: JSON `{"error": "…"}` with a fitting status, whatever went wrong,
//! so a program reading the API reads one shape (a query axum cannot read, an address
//! that names nothing, a record that cannot be read).

use axum::Json;
use axum::extract::{FromRequestParts, Path, Query};
use axum::http::StatusCode;
use axum::http::request::Parts;
use axum::response::{IntoResponse, Response};
use serde::de::DeserializeOwned;

/// A refusal, as JSON with its status.
pub(super) struct Refusal(pub(super) StatusCode, pub(super) String);

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        (self.0, Json(serde_json::json!({ "error": self.1 }))).into_response()
    }
}

/// The query of an API route (`?limit=…`), refused as JSON like every other answer of
/// the API when it cannot be read (`?limit=abc` is a 400 that says why).
pub(super) struct Asked<T>(pub(super) T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequestParts<S> for Asked<T> {
    type Rejection = Refusal;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Refusal> {
        match Query::<T>::from_request_parts(parts, state).await {
            Ok(Query(q)) => Ok(Asked(q)),
            Err(e) => Err(unreadable("the query", &e.body_text())),
        }
    }
}

/// What the address of an API route names (a nickname, a game, a record), refused as
/// JSON when it cannot be read (a nickname of bytes that are not UTF-8).
pub(super) struct Named<T>(pub(super) T);

impl<S: Send + Sync, T: DeserializeOwned + Send> FromRequestParts<S> for Named<T> {
    type Rejection = Refusal;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Refusal> {
        match Path::<T>::from_request_parts(parts, state).await {
            Ok(Path(p)) => Ok(Named(p)),
            Err(e) => Err(unreadable("the address", &e.body_text())),
        }
    }
}

/// A 400 for a part of the request that cannot be read, with the reader's reason after
/// axum's heading ("Failed to deserialize query string: limit: invalid digit…").
fn unreadable(what: &str, text: &str) -> Refusal {
    let why = text.split_once(": ").map_or(text, |(_, why)| why);
    let mut chars = why.chars();
    let why = match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    };
    Refusal(
        StatusCode::BAD_REQUEST,
        format!("{what} cannot be read: {why}"),
    )
}

/// A 404 saying what is not there; what the request named is quoted by its start only
/// (a nickname of thousands of letters is not sent back whole).
pub(super) fn not_found(what: String) -> Refusal {
    Refusal(
        StatusCode::NOT_FOUND,
        parlour_protocol::shorten_quotes(&what, 40),
    )
}
