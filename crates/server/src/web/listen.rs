//! The web door's accept loop: every connection served by hyper's HTTP/1, within bounds.
//!
//! `axum::serve` would do, but it cannot be told two things a public server needs: how
//! many connections may be open at once before an upgrade (the WebSockets are counted by
//! the hub's [`admissions`](crate::admission) once upgraded), and how long a client may
//! take to send a request's head. A client that opens connections and sends nothing, or a
//! byte now and then, would keep them all open for ever and leave the server without file
//! descriptors.
//!
//! Here a connection that has not sent a whole request head within [`HEAD_TIMEOUT`] is
//! closed; so is a kept-alive connection that sends no next request within that time (the
//! browser opens another). Before their upgrade, connections are bounded as the upgraded
//! ones are: `max_connections` at once, and `max_per_address` from one address; one more
//! is answered `503 Service Unavailable` with why, and closed.

use crate::admission::{Admissions, Refused, turn_away};
use crate::hub::Hub;
use axum::Router;
use axum::extract::ConnectInfo;
use axum::http::Request;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use std::pin::pin;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;
use tower::ServiceExt;

/// How long a connection may take to send a request's head, and how long a kept-alive
/// connection may wait before its next request.
pub(super) const HEAD_TIMEOUT: Duration = Duration::from_secs(20);

/// At shutdown, how long a connection may take to finish the request it is answering: one
/// half-sent head held the stop for the whole head timeout.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(2);

/// After a failed accept (out of file descriptors, most likely), the pause before the next.
const ACCEPT_PAUSE: Duration = Duration::from_millis(100);

/// Accepts connections on `listener` and serves `app` on them until the hub shuts down.
/// Each connection is a task of the hub's tracker: at shutdown it finishes the request it
/// is answering and closes, and the hub waits for it.
pub(super) async fn accept(listener: TcpListener, app: Router, hub: Arc<Hub>) {
    accept_within(listener, app, hub, HEAD_TIMEOUT).await;
}

async fn accept_within(listener: TcpListener, app: Router, hub: Arc<Hub>, timeout: Duration) {
    // Bounded as the upgraded connections are, but counted apart: a WebSocket gives its
    // place here back when it is upgraded, and takes one of the hub's.
    let open = Admissions::new(&hub.config);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    tracing::warn!(error = %e, "the web door could not accept a connection");
                    tokio::time::sleep(ACCEPT_PAUSE).await;
                    continue;
                }
            },
            () = hub.shutdown.cancelled() => return,
        };
        let permit = match open.admit(peer.ip()) {
            Ok(permit) => permit,
            Err(why) => {
                tracing::warn!(%peer, ?why, "web connection refused: too many open before their upgrade");
                let answer = unavailable(why);
                hub.tracker
                    .spawn(turn_away(stream, answer, hub.config.write_timeout));
                continue;
            }
        };
        // Every request knows its peer (`ConnectInfo`): the WebSocket upgrade counts it.
        let service = TowerToHyperService::new(app.clone().map_request(
            move |mut request: Request<Incoming>| {
                request.extensions_mut().insert(ConnectInfo(peer));
                request
            },
        ));
        let shutdown = hub.shutdown.clone();
        hub.tracker.spawn(async move {
            let mut conn = pin!(
                http1::Builder::new()
                    .timer(TokioTimer::new())
                    .header_read_timeout(timeout)
                    .serve_connection(TokioIo::new(stream), service)
                    .with_upgrades()
            );
            tokio::select! {
                served = conn.as_mut() => log_end(served),
                () = shutdown.cancelled() => {
                    // The request being answered is finished; an idle connection closes;
                    // one that is still sending its head is dropped after a moment.
                    conn.as_mut().graceful_shutdown();
                    match tokio::time::timeout(SHUTDOWN_GRACE, conn.as_mut()).await {
                        Ok(served) => log_end(served),
                        Err(_) => tracing::debug!("a web connection was dropped at shutdown"),
                    }
                }
            }
            drop(permit);
        });
    }
}

/// The answer to a connection that is not let in: `503 Service Unavailable`, with why in a
/// sentence (a browser shows it), before anything is read.
fn unavailable(why: Refused) -> String {
    let words = match why {
        Refused::Full => "the server is full; try again later",
        Refused::AddressFull => {
            "too many connections from your address; close one or try again later"
        }
    };
    format!(
        "HTTP/1.1 503 Service Unavailable\r\ncontent-type: text/plain; charset=utf-8\r\n\
         content-length: {}\r\nretry-after: 5\r\nconnection: close\r\n\r\n{words}\n",
        words.len() + 1
    )
}

fn log_end(served: Result<(), hyper::Error>) {
    if let Err(e) = served {
        tracing::debug!(error = %e, "a web connection ended");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::routing::get;
    use std::net::SocketAddr;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    use tokio::net::TcpStream;
    use tokio::time::timeout;

    /// A door with a short head timeout and room for `connections`, serving "hello".
    async fn door(connections: usize, head: Duration) -> (SocketAddr, Arc<Hub>) {
        let config = crate::ServerConfig {
            max_connections: connections,
            ..crate::ServerConfig::default()
        };
        door_of(config, head).await
    }

    async fn door_of(config: crate::ServerConfig, head: Duration) -> (SocketAddr, Arc<Hub>) {
        let hub = Hub::new(config, parlour_store::Store::memory());
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let app = Router::new().route("/", get(|| async { "hello" }));
        tokio::spawn(accept_within(listener, app, Arc::clone(&hub), head));
        (addr, hub)
    }

    /// What the server sends until it closes the connection (`None`: still open after 5 s).
    async fn until_closed(stream: &mut TcpStream) -> Option<String> {
        let mut got = Vec::new();
        let read = timeout(Duration::from_secs(5), stream.read_to_end(&mut got)).await;
        read.ok()
            .map(|_| String::from_utf8_lossy(&got).into_owned())
    }

    /// The answer to one whole request that asks for the connection to close.
    async fn asked(stream: &mut TcpStream) -> String {
        let request = b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
        stream.write_all(request).await.unwrap();
        until_closed(stream).await.expect("closed after the answer")
    }

    #[tokio::test]
    async fn a_client_that_never_finishes_its_request_is_let_go() {
        let (addr, _hub) = door(10, Duration::from_millis(300)).await;
        let mut slow = TcpStream::connect(addr).await.unwrap();
        slow.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n")
            .await
            .unwrap();
        let silent = TcpStream::connect(addr).await;
        assert!(
            until_closed(&mut slow).await.is_some(),
            "a half-sent head stays open"
        );
        assert!(
            until_closed(&mut silent.unwrap()).await.is_some(),
            "a silent one too"
        );
        // A whole request is answered, and the kept-alive connection closed once idle.
        let mut quick = TcpStream::connect(addr).await.unwrap();
        quick
            .write_all(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
            .await
            .unwrap();
        let answer = until_closed(&mut quick).await.expect("closed once idle");
        assert!(
            answer.starts_with("HTTP/1.1 200") && answer.ends_with("hello"),
            "{answer}"
        );
    }

    #[tokio::test]
    async fn a_half_sent_request_does_not_hold_the_shutdown() {
        let (addr, hub) = door(10, Duration::from_secs(600)).await;
        let mut slow = TcpStream::connect(addr).await.unwrap();
        slow.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n")
            .await
            .unwrap();
        // Accepted and being read before the stop.
        tokio::time::sleep(Duration::from_millis(100)).await;
        hub.shutdown.cancel();
        hub.tracker.close();
        // It waited for the head timeout (ten minutes here); now a moment.
        assert!(
            timeout(Duration::from_secs(60), hub.tracker.wait())
                .await
                .is_ok(),
            "the connection held the stop"
        );
        assert!(until_closed(&mut slow).await.is_some());
    }

    #[tokio::test]
    async fn connections_beyond_the_limit_are_closed_and_the_others_served() {
        let (addr, _hub) = door(2, Duration::from_secs(30)).await;
        let mut first = TcpStream::connect(addr).await.unwrap();
        let _second = TcpStream::connect(addr).await.unwrap();
        // Both are taken before the third comes (the loop takes them in order).
        tokio::time::sleep(Duration::from_millis(100)).await;
        let mut third = TcpStream::connect(addr).await.unwrap();
        let refused = until_closed(&mut third).await.unwrap();
        assert!(refused.starts_with("HTTP/1.1 503"), "{refused}");
        assert!(
            refused.ends_with("the server is full; try again later\n"),
            "{refused}"
        );
        let answer = asked(&mut first).await;
        assert!(answer.ends_with("hello"), "{answer}");
        // A place was freed: the next connection is served.
        tokio::time::sleep(Duration::from_millis(100)).await;
        let mut fourth = TcpStream::connect(addr).await.unwrap();
        assert!(asked(&mut fourth).await.ends_with("hello"));
    }

    #[tokio::test]
    async fn one_address_holds_its_share_of_connections_before_their_upgrade() {
        let config = crate::ServerConfig {
            max_per_address: 1,
            limit_loopback: true,
            ..crate::ServerConfig::default()
        };
        let (addr, _hub) = door_of(config, Duration::from_secs(30)).await;
        let mut first = TcpStream::connect(addr).await.unwrap();
        tokio::time::sleep(Duration::from_millis(100)).await;
        let mut second = TcpStream::connect(addr).await.unwrap();
        let refused = until_closed(&mut second).await.unwrap();
        assert!(
            refused.ends_with(
                "too many connections from your address; close one or try again later\n"
            ),
            "{refused}"
        );
        assert!(asked(&mut first).await.ends_with("hello"));
    }
}
