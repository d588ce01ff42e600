//! The page's files: embedded in the binary, or read from `--web-dir`.

use crate::hub::Hub;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use rust_embed::RustEmbed;
use std::sync::Arc;

/// Everything in `web/` except the page's own tests.
#[derive(RustEmbed)]
#[folder = "../../web/"]
#[exclude = "tests/*"]
struct Embedded;

pub(super) async fn index(State(hub): State<Arc<Hub>>) -> Response {
    serve(&hub, "index.html").await
}

pub(super) async fn file(State(hub): State<Arc<Hub>>, Path(path): Path<String>) -> Response {
    serve(&hub, &path).await
}

async fn serve(hub: &Hub, path: &str) -> Response {
    // Only plain relative paths: no "..", no absolute paths, no tests.
    let clean = !path.is_empty()
        && !path.starts_with('/')
        && !path.starts_with("tests/")
        && path
            .split('/')
            .all(|part| !part.is_empty() && part != "." && part != "..");
    if !clean {
        return not_found();
    }
    let bytes = match &hub.config.web_dir {
        Some(dir) => match tokio::fs::read(dir.join(path)).await {
            Ok(b) => b,
            Err(_) => return not_found(),
        },
        None => match Embedded::get(path) {
            Some(f) => f.data.into_owned(),
            None => return not_found(),
        },
    };
    let mime = mime_for(path);
    (
        [
            (header::CONTENT_TYPE, mime),
            // The page is small and changes with the binary: always revalidate.
            (header::CACHE_CONTROL, "no-cache"),
        ],
        bytes,
    )
        .into_response()
}

fn mime_for(path: &str) -> &'static str {
    match path.rsplit('.').next().unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "svg" => "image/svg+xml",
        "json" => "application/json",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        _ => "application/octet-stream",
    }
}

fn not_found() -> Response {
    (StatusCode::NOT_FOUND, "not found").into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_is_embedded() {
        assert!(Embedded::get("index.html").is_some(), "web/index.html");
        assert!(
            Embedded::iter().all(|p| !p.starts_with("tests/")),
            "the page's tests are not shipped"
        );
    }
}
