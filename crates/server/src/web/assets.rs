//! The page's files: embedded in the binary, or read from `--web-dir`.

use crate::hub::Hub;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use rust_embed::RustEmbed;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// Everything in `web/` except the page's own tests.
#[derive(RustEmbed)]
#[folder = "../../web/"]
#[exclude = "tests/*"]
struct Embedded;

pub(super) async fn index(State(hub): State<Arc<Hub>>, headers: HeaderMap) -> Response {
    serve(&hub, "index.html", &headers).await
}

pub(super) async fn file(
    State(hub): State<Arc<Hub>>,
    Path(path): Path<String>,
    headers: HeaderMap,
) -> Response {
    serve(&hub, &path, &headers).await
}

async fn serve(hub: &Hub, path: &str, headers: &HeaderMap) -> Response {
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
    // The page changes with the binary (or the folder), so the browser asks again every
    // time (`no-cache`), and the tag lets it keep what it has when nothing changed.
    let tag = etag(&bytes);
    let cache = [
        (header::CACHE_CONTROL, "no-cache".to_string()),
        (header::ETAG, tag.clone()),
    ];
    let known = headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| already_has(v, &tag));
    if known {
        return (StatusCode::NOT_MODIFIED, cache).into_response();
    }
    let mime = mime_for(path);
    (cache, [(header::CONTENT_TYPE, mime)], bytes).into_response()
}

/// A file's entity tag: a hash of its bytes, quoted (the same bytes, the same tag, as long
/// as the binary is the same).
///
/// The tag is *weak* (`W/"…"`): the compression layer sends the same file gzipped to a
/// browser that asks and plain to one that does not, under the same tag, and a strong tag
/// promises the same bytes (RFC 9110, 8.8.1). A weak one promises the same content, which
/// is what it means here, and `If-None-Match` compares tags weakly anyway.
fn etag(bytes: &[u8]) -> String {
    let mut h = std::hash::DefaultHasher::new();
    bytes.hash(&mut h);
    format!("W/\"{:016x}\"", h.finish())
}

/// Whether an `If-None-Match` value names `tag` (or is `*`): the weak comparison of RFC
/// 9110, 13.1.2, where `W/"x"` and `"x"` are the same tag.
fn already_has(if_none_match: &str, tag: &str) -> bool {
    let opaque = |t: &str| t.trim().trim_start_matches("W/").to_string();
    let wanted = opaque(tag);
    if_none_match
        .split(',')
        .any(|t| t.trim() == "*" || opaque(t) == wanted)
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

    #[test]
    fn a_tag_sent_back_is_compared_weakly() {
        let tag = etag(b"body");
        assert!(tag.starts_with("W/\"") && tag.ends_with('"'), "{tag}");
        let strong = tag.trim_start_matches("W/");
        assert!(already_has(&tag, &tag));
        assert!(already_has(strong, &tag), "a strong copy of the tag");
        assert!(already_has(&format!("\"other\", {tag}"), &tag), "in a list");
        assert!(already_has("*", &tag));
        assert!(!already_has(&etag(b"other body"), &tag));
        assert!(!already_has("", &tag));
    }
}
