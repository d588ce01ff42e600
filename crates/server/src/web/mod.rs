//! The web door: the page, a small HTTP API, and the WebSocket.
//!
//! The page's files (`web/` in the repository) are embedded in the binary, so `parlour`
//! serves everything itself; `--web-dir` serves them from a folder instead, for developing
//! the page without rebuilding.

mod assets;
mod listen;
mod records;
mod refusal;
mod ws;

use crate::hub::Hub;
use axum::Router;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use parlour_catalog::{CatalogError, GameKind};
use parlour_i18n::Lang;
use refusal::{Asked, Named, Refusal, not_found};
use std::collections::HashMap;
use std::sync::Arc;
use tokio::net::TcpListener;
use tower_http::compression::CompressionLayer;

/// The routes of the web door.
pub fn router(hub: Arc<Hub>) -> Router {
    let vary = axum::middleware::map_response(varies_by_language);
    Router::new()
        .route("/ws", get(ws::upgrade))
        .route("/api/status", get(status))
        .route("/api/games", get(games).layer(vary.clone()))
        .route("/api/rules/{game}", get(rules).layer(vary.clone()))
        .route("/api/players/{nick}", get(records::player))
        .route("/api/leaderboard/{game}", get(records::leaderboard))
        .route("/api/records", get(records::list))
        .route("/api/records/{id}", get(records::game).layer(vary.clone()))
        .route(
            "/api/records/{id}/{file}",
            get(records::export).layer(vary.clone()),
        )
        .route("/", get(assets::index))
        .route("/{*path}", get(assets::file))
        .method_not_allowed_fallback(assets::not_allowed)
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

/// For the routes whose words follow `Accept-Language` when the address names no language:
/// their answers say so (`Vary`), so a cache never hands one reader's language to another.
async fn varies_by_language(mut answer: Response) -> Response {
    varies_by_language_now(&mut answer);
    answer
}

/// Adds `Vary: accept-language` to an answer (beside what else it varies by).
fn varies_by_language_now(answer: &mut Response) {
    answer.headers_mut().append(
        header::VARY,
        header::HeaderValue::from_static("accept-language"),
    );
}

/// The language a request asks for: `?lang=` first (the page says its own), else
/// the first language of `Accept-Language` that Parlour speaks, else English.
fn reader_lang(asked: Option<&str>, headers: &HeaderMap) -> Lang {
    asked
        .and_then(Lang::parse)
        .or_else(|| {
            headers
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok())
                .and_then(accepted)
        })
        .unwrap_or_default()
}

/// The most wanted language of an `Accept-Language` value that Parlour speaks
/// (`ru-RU,ru;q=0.9,en;q=0.8` is Russian); a `q=0` tag is refused, not wanted.
fn accepted(value: &str) -> Option<Lang> {
    let mut wanted: Vec<(f32, Lang)> = value
        .split(',')
        .filter_map(|item| {
            let mut parts = item.split(';');
            let lang = Lang::parse(parts.next()?)?;
            let q = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
            (q > 0.0).then_some((q, lang))
        })
        .collect();
    // A stable sort: of equal weights, the first listed stays first.
    wanted.sort_by(|a, b| b.0.total_cmp(&a.0));
    wanted.first().map(|(_, lang)| *lang)
}

/// How the server stands, for a monitor (and a load balancer's health check): `200` with
/// `"status": "ok"` while the records answer, `503` with `"status": "records unavailable"`
/// when they do not (within two seconds), and the counts an operator watches.
async fn status(axum::extract::State(hub): axum::extract::State<Arc<Hub>>) -> Response {
    let asked = hub.store.run(|db| db.query("SELECT 1", &[]).map(|_| ()));
    let records = match tokio::time::timeout(std::time::Duration::from_secs(2), asked).await {
        Ok(Ok(())) => Ok(()),
        Ok(Err(e)) => Err(e.to_string()),
        Err(_) => Err("no answer within 2 s".to_string()),
    };
    let (code, status) = match &records {
        Ok(()) => (StatusCode::OK, "ok"),
        Err(_) => (StatusCode::SERVICE_UNAVAILABLE, "records unavailable"),
    };
    let body = serde_json::json!({
        "status": status,
        "version": env!("CARGO_PKG_VERSION"),
        "records": records.err(),
        "connections": hub.config.max_connections.saturating_sub(hub.admissions.free_slots()),
        "max_connections": hub.config.max_connections,
        "players_online": hub.online_count(),
        "tables": hub.table_count(),
        "node": hub.config.cluster.as_ref().map(|c| c.node.clone()),
        "shutting_down": hub.shutdown.is_cancelled(),
    });
    (code, axum::Json(body)).into_response()
}

/// The games and their variants, in the reader's language (`?lang=`, else `Accept-Language`).
async fn games(Asked(q): Asked<HashMap<String, String>>, headers: HeaderMap) -> impl IntoResponse {
    let lang = reader_lang(q.get("lang").map(String::as_str), &headers);
    axum::Json(crate::localized::games(lang))
}

/// A game's rules as Markdown, in the reader's language, with what `?variant=` sets; an
/// unknown game is a 404 and an unknown variant a 400, as JSON like every API refusal.
async fn rules(
    Named(game): Named<String>,
    Asked(q): Asked<HashMap<String, String>>,
    headers: HeaderMap,
) -> Result<Response, Refusal> {
    let kind: GameKind = game
        .parse()
        .map_err(|e: CatalogError| not_found(e.to_string()))?;
    let lang = reader_lang(q.get("lang").map(String::as_str), &headers);
    let text = crate::words::rules(lang, kind, q.get("variant").map(String::as_str))
        .map_err(|e| Refusal(StatusCode::BAD_REQUEST, e.to_string()))?;
    Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_language_wins_over_the_browser_s() {
        let mut headers = HeaderMap::new();
        headers.insert(header::ACCEPT_LANGUAGE, "vi-VN,vi;q=0.9".parse().unwrap());
        assert_eq!(reader_lang(Some("ru"), &headers), Lang::Ru);
        assert_eq!(reader_lang(None, &headers), Lang::Vi);
        assert_eq!(reader_lang(Some("xx"), &headers), Lang::Vi);
        assert_eq!(reader_lang(None, &HeaderMap::new()), Lang::En);
    }

    #[test]
    fn accept_language_is_read_by_weight() {
        assert_eq!(accepted("ru-RU,ru;q=0.9,en;q=0.8"), Some(Lang::Ru));
        assert_eq!(accepted("de-DE, en;q=0.5, vi;q=0.7"), Some(Lang::Vi));
        assert_eq!(accepted("ru;q=0, en;q=0.3"), Some(Lang::En));
        assert_eq!(accepted("de, fr;q=0.8"), None);
        assert_eq!(accepted("*"), None);
    }
}
