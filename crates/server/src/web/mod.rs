//! The web door: the page, a small HTTP API, and the WebSocket.
//!
//! The page's files (`web/` in the repository) are embedded in the binary, so `parlour`
//! serves everything itself; `--web-dir` serves them from a folder instead, for developing
//! the page without rebuilding.

mod assets;
mod listen;
mod records;
mod ws;

use crate::hub::Hub;
use axum::Router;
use axum::extract::{Path, Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use parlour_catalog::GameKind;
use std::collections::HashMap;
use std::sync::Arc;
use tokio::net::TcpListener;
use tower_http::compression::CompressionLayer;

/// The routes of the web door.
pub fn router(hub: Arc<Hub>) -> Router {
    Router::new()
        .route("/ws", get(ws::upgrade))
        .route("/api/games", get(games))
        .route("/api/rules/{game}", get(rules))
        .route("/api/players/{nick}", get(records::player))
        .route("/api/leaderboard/{game}", get(records::leaderboard))
        .route("/api/records", get(records::list))
        .route("/api/records/{id}", get(records::game))
        .route("/api/records/{id}/{file}", get(records::export))
        .route("/", get(assets::index))
        .route("/{*path}", get(assets::file))
        // The page's scripts and a long game's record are text that gzip makes 5 to 20
        // times smaller (a card game's replay, every position of every seat, is megabytes).
        .layer(CompressionLayer::new())
        .with_state(hub)
}

/// Serves HTTP on `listener` until the server shuts down.
pub async fn serve(listener: TcpListener, hub: Arc<Hub>) {
    let app = router(Arc::clone(&hub));
    listen::accept(listener, app, hub).await;
}

/// The language a request asks for with `?lang=vi` (English without it).
fn lang_of(q: &HashMap<String, String>) -> parlour_i18n::Lang {
    q.get("lang")
        .and_then(|l| parlour_i18n::Lang::parse(l))
        .unwrap_or_default()
}

async fn games(Query(q): Query<HashMap<String, String>>) -> impl IntoResponse {
    axum::Json(crate::localized::games(lang_of(&q)))
}

async fn rules(
    State(_hub): State<Arc<Hub>>,
    Path(game): Path<String>,
    Query(q): Query<HashMap<String, String>>,
) -> Response {
    let kind: GameKind = match game.parse() {
        Ok(k) => k,
        Err(e) => return (StatusCode::NOT_FOUND, e.to_string()).into_response(),
    };
    match crate::words::rules(lang_of(&q), kind, q.get("variant").map(String::as_str)) {
        Ok(text) => ([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response(),
        Err(e) => (StatusCode::BAD_REQUEST, e.to_string()).into_response(),
    }
}
