//! The page's files: embedded in the binary, or read from `--web-dir`.

use super::refusal::{Refusal, not_found};
use crate::hub::Hub;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use parlour_core::{Arg, Message};
use percent_encoding::percent_decode_str;
use rust_embed::RustEmbed;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// Everything in `web/` except the page's own tests.
#[derive(RustEmbed)]
#[folder = "../../web/"]
#[exclude = "tests/*"]
struct Embedded;

pub(super) async fn index(State(hub): State<Arc<Hub>>, headers: HeaderMap) -> Response {
    let missing = || (StatusCode::NOT_FOUND, "the page is missing").into_response();
    serve(&hub, "index.html", &headers)
        .await
        .unwrap_or_else(missing)
}

pub(super) async fn file(State(hub): State<Arc<Hub>>, uri: Uri, headers: HeaderMap) -> Response {
    // The address decoded here rather than by axum's `Path`, which refuses one that is not
    // UTF-8 (`/api/x/%FF`) with a plain-text 400 of its own: every address the page does
    // not have gets the answers of `missing`.
    let raw = uri.path();
    let path = percent_decode_str(raw.trim_start_matches('/')).decode_utf8_lossy();
    match serve(&hub, &path, &headers).await {
        Some(answer) => answer,
        None => missing(&path, raw, &headers),
    }
}

/// A request with another method than GET (or HEAD), on any address: every route of the
/// server only answers. Under `/api/` said in JSON, as the API's every refusal.
pub(super) async fn not_allowed(uri: Uri) -> Response {
    let allow = [(header::ALLOW, "GET, HEAD")];
    if is_api(uri.path().trim_start_matches('/')) {
        let why = Refusal(
            StatusCode::METHOD_NOT_ALLOWED,
            "the API only answers GET requests".into(),
        );
        return (allow, why).into_response();
    }
    (StatusCode::METHOD_NOT_ALLOWED, allow, "method not allowed").into_response()
}

/// Whether a path (without its leading `/`) is the API's.
fn is_api(path: &str) -> bool {
    path == "api" || path.starts_with("api/")
}

/// A file of the page, or `None` when there is no such file.
async fn serve(hub: &Hub, path: &str, headers: &HeaderMap) -> Option<Response> {
    // Only plain relative paths: no "..", no absolute paths, no tests.
    let clean = !path.is_empty()
        && !path.starts_with('/')
        && !path.starts_with("tests/")
        && path
            .split('/')
            .all(|part| !part.is_empty() && part != "." && part != "..");
    if !clean {
        return None;
    }
    let bytes = match &hub.config.web_dir {
        Some(dir) => match tokio::fs::read(dir.join(path)).await {
            Ok(b) => b,
            Err(_) => return None,
        },
        None => match Embedded::get(path) {
            Some(f) => f.data.into_owned(),
            None => return None,
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
        return Some((StatusCode::NOT_MODIFIED, cache).into_response());
    }
    let mime = mime_for(path);
    Some((cache, [(header::CONTENT_TYPE, mime)], bytes).into_response())
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

/// An address the page does not have, answered in the asker's terms: JSON under `/api/`
/// (as every refusal of the API), a small page in the reader's language with the way back
/// to the lobby for a browser (a mistyped or old address is no dead end), and two words
/// for anything else. A browser that asks for one of the page's own addresses without its
/// `#` (`/table/t3`, a link shared by hand) is sent to it (`/#/table/t3`); `raw` is the
/// address as asked, still encoded. What is answered depends on `Accept` (and the page on
/// `Accept-Language`), and the answers say so, for caches.
fn missing(path: &str, raw: &str, headers: &HeaderMap) -> Response {
    if is_api(path) {
        let why = format!("there is no such address in the API: '/{path}'");
        return not_found(why).into_response();
    }
    let browser = headers
        .get(header::ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains("text/html"));
    let mut answer = if !browser {
        (StatusCode::NOT_FOUND, "not found").into_response()
    } else {
        let page = path.split('/').next().unwrap_or_default();
        match HeaderValue::from_str(&format!("/#{raw}")) {
            Ok(to) if PAGES.contains(&page) => {
                (StatusCode::SEE_OTHER, [(header::LOCATION, to)]).into_response()
            }
            _ => missing_page(path, headers),
        }
    };
    answer
        .headers_mut()
        .append(header::VARY, HeaderValue::from_static("accept"));
    answer
}

/// The page for an address there is no page at, in the reader's language.
fn missing_page(path: &str, headers: &HeaderMap) -> Response {
    let shown = parlour_protocol::shorten_quotes(&format!("'/{path}'"), 40);
    let lang = super::reader_lang(None, headers);
    let say = |key| html_text(&parlour_i18n::tr(lang, key));
    let said = parlour_i18n::say(
        lang,
        &Message::new("server-page-missing").with("path", Arg::Text(shown)),
    );
    let page = format!(
        "<!doctype html>\n<html lang=\"{code}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{title} · Parlour</title>\n<link rel=\"stylesheet\" href=\"/css/parlour.css\">\n\
         </head>\n<body>\n<main>\n<h1>{title}</h1>\n<p>{said}</p>\n\
         <p><a href=\"/\">{back}</a></p>\n</main>\n</body>\n</html>\n",
        code = lang.code(),
        title = say("server-page-missing-title"),
        said = html_text(&said),
        back = say("server-page-missing-back"),
    );
    let mut answer = (
        StatusCode::NOT_FOUND,
        [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
        page,
    )
        .into_response();
    super::varies_by_language_now(&mut answer);
    answer
}

/// The page's own addresses (`web/js/route.js`), which live after the `#`.
const PAGES: [&str; 4] = ["table", "replay", "player", "leaderboard"];

/// Text made safe to put between HTML tags, never inside an attribute (the address a
/// visitor typed is shown).
fn html_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            c => out.push(c),
        }
    }
    out
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
    fn the_page_addresses_are_those_of_the_page() {
        // The page's router (web/js/route.js) names them in `const PAGES = [...]`.
        let route = include_str!("../../../../web/js/route.js");
        let list = route
            .split_once("const PAGES = [")
            .and_then(|(_, rest)| rest.split_once(']'))
            .map(|(list, _)| list)
            .expect("route.js lists its pages");
        let pages: Vec<&str> = list
            .split(',')
            .map(|p| p.trim().trim_matches('\''))
            .collect();
        assert_eq!(pages, PAGES);
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
