//! Who may stay connected: the server's connection slots, and each address's share of them.
//!
//! Every connection of either door (a text-door connection, a WebSocket once upgraded)
//! holds one of the `--max-connections` slots for as long as it lasts, and one of its
//! address's `--max-per-address`: one machine that opens connections without end fills
//! its own share, not the whole server, and the others can still come in.
//!
//! Loopback addresses have no share of their own: a reverse proxy on the same machine
//! forwards every player from `127.0.0.1`, and the load tests run there.
//! [`ServerConfig::limit_loopback`](crate::ServerConfig) counts them too, for tests. Behind
//! such a proxy, `--forwarded-for` takes a web player's address from the proxy's
//! `X-Forwarded-For` header instead ([`client_address`]), so each player has a share again.

use crate::ServerConfig;
use crate::hub::lock;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// Why a connection was not let in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    /// Every slot of the server is taken (`--max-connections`).
    Full,
    /// The address already has its share of connections (`--max-per-address`).
    AddressFull,
}

/// The right to stay connected: given back when dropped, with the connection.
#[derive(Debug)]
pub struct Admission {
    _slot: OwnedSemaphorePermit,
    _share: Option<Share>,
}

/// One connection of an address, counted while it lasts.
#[derive(Debug)]
struct Share {
    counts: Arc<Mutex<HashMap<IpAddr, usize>>>,
    address: IpAddr,
}

impl Drop for Share {
    fn drop(&mut self) {
        let mut counts = lock(&self.counts);
        if let Some(n) = counts.get_mut(&self.address) {
            *n -= 1;
            if *n == 0 {
                counts.remove(&self.address);
            }
        }
    }
}

/// The slots of the server and the shares of the addresses.
#[derive(Debug)]
pub struct Admissions {
    slots: Arc<Semaphore>,
    per_address: usize,
    limit_loopback: bool,
    counts: Arc<Mutex<HashMap<IpAddr, usize>>>,
}

impl Admissions {
    /// The limits of `config`.
    pub fn new(config: &ServerConfig) -> Admissions {
        Admissions {
            slots: Arc::new(Semaphore::new(config.max_connections)),
            per_address: config.max_per_address,
            limit_loopback: config.limit_loopback,
            counts: Arc::default(),
        }
    }

    /// Lets a connection from `peer` in, or says why not. A refused connection takes
    /// nothing: it may be told so and closed.
    pub fn admit(&self, peer: IpAddr) -> Result<Admission, Refused> {
        // A dual-stack listener (`[::]`) sees an IPv4 client as `::ffff:1.2.3.4`: the same
        // client, and the same loopback, as `1.2.3.4`.
        let peer = peer.to_canonical();
        let counted = self.per_address > 0 && (self.limit_loopback || !peer.is_loopback());
        let share = if !counted {
            None
        } else {
            let mut counts = lock(&self.counts);
            let n = counts.entry(peer).or_insert(0);
            // A share is counted only when there is a limit (`per_address > 0`), so an
            // address at its limit has an entry to keep.
            if *n >= self.per_address {
                return Err(Refused::AddressFull);
            }
            *n += 1;
            Some(Share {
                counts: Arc::clone(&self.counts),
                address: peer,
            })
        };
        // A share taken for a connection that finds the server full is given back with it.
        let slot = Arc::clone(&self.slots)
            .try_acquire_owned()
            .map_err(|_| Refused::Full)?;
        Ok(Admission {
            _slot: slot,
            _share: share,
        })
    }

    /// Slots of the server not taken.
    pub fn free_slots(&self) -> usize {
        self.slots.available_permits()
    }

    /// Connections open from `peer` (0 for a loopback address that is not counted).
    pub fn open_from(&self, peer: IpAddr) -> usize {
        lock(&self.counts)
            .get(&peer.to_canonical())
            .copied()
            .unwrap_or(0)
    }
}

/// The address a web player connects from: the connection's own (`peer`), or, when the
/// server trusts a reverse proxy on its own machine (`--forwarded-for`) and the connection
/// comes from loopback, the last address of the proxy's `X-Forwarded-For` header (nginx's
/// `$proxy_add_x_forwarded_for` adds the address it saw after any the client sent, so only
/// the last is the proxy's word). A header that names no address leaves `peer`; a client
/// that connects directly cannot choose its address with the header.
///
/// ```
/// use parlour_server::admission::client_address;
/// let proxy = "127.0.0.1".parse().unwrap();
/// let seen = Some("10.0.0.9, 203.0.113.7");
/// assert_eq!(client_address(proxy, seen, true).to_string(), "203.0.113.7");
/// assert_eq!(client_address(proxy, seen, false), proxy);
/// ```
pub fn client_address(peer: IpAddr, forwarded_for: Option<&str>, trusted: bool) -> IpAddr {
    let peer = peer.to_canonical();
    if !trusted || !peer.is_loopback() {
        return peer;
    }
    let Some(last) = forwarded_for.and_then(|list| list.rsplit(',').next()) else {
        return peer;
    };
    let last = last.trim();
    let bare = last.strip_prefix('[').and_then(|l| l.strip_suffix(']'));
    bare.unwrap_or(last)
        .parse::<IpAddr>()
        .ok()
        .or_else(|| last.parse::<std::net::SocketAddr>().ok().map(|a| a.ip()))
        .map_or(peer, |a| a.to_canonical())
}

/// Tells a client it was not let in (`refusal`: what the door says, whole), then closes the
/// connection in order: its side is shut, and what the client sent meanwhile is read
/// (briefly) and dropped, so the kernel ends the connection with a FIN rather than a reset
/// that could swallow the refusal.
pub async fn turn_away(mut stream: TcpStream, refusal: String, timeout: Duration) {
    let polite = async {
        stream.write_all(refusal.as_bytes()).await?;
        stream.shutdown().await?;
        let mut sink = [0u8; 512];
        while stream.read(&mut sink).await? > 0 {}
        Ok::<_, std::io::Error>(())
    };
    let _ = tokio::time::timeout(timeout.min(Duration::from_secs(2)), polite).await;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn admissions(connections: usize, per_address: usize) -> Admissions {
        Admissions::new(&ServerConfig {
            max_connections: connections,
            max_per_address: per_address,
            ..ServerConfig::default()
        })
    }

    #[test]
    fn an_address_has_its_share_and_the_others_come_in() {
        let a = admissions(10, 2);
        let greedy: IpAddr = "203.0.113.7".parse().unwrap();
        let other: IpAddr = "2001:db8::1".parse().unwrap();
        let first = a.admit(greedy).unwrap();
        let _second = a.admit(greedy).unwrap();
        assert_eq!(a.admit(greedy).unwrap_err(), Refused::AddressFull);
        assert!(a.admit(other).is_ok(), "another address comes in");
        drop(first);
        assert_eq!(a.open_from(greedy), 1);
        assert!(a.admit(greedy).is_ok(), "a share given back is taken again");
        // 0: no share, the server's slots only.
        let open = admissions(10, 0);
        let many: Vec<Admission> = (0..10).map(|_| open.admit(greedy).unwrap()).collect();
        assert_eq!(
            (many.len(), open.admit(other).unwrap_err()),
            (10, Refused::Full)
        );
    }

    #[test]
    fn a_full_server_refuses_and_keeps_no_share() {
        let a = admissions(1, 5);
        let one: IpAddr = "192.0.2.1".parse().unwrap();
        let two: IpAddr = "192.0.2.2".parse().unwrap();
        let _in = a.admit(one).unwrap();
        assert_eq!(a.admit(two).unwrap_err(), Refused::Full);
        assert_eq!(a.open_from(two), 0, "the refused one counts for nothing");
    }

    #[test]
    fn loopback_has_no_share_unless_asked() {
        let local: IpAddr = "127.0.0.1".parse().unwrap();
        let a = admissions(10, 1);
        let _kept: Vec<Admission> = (0..5).map(|_| a.admit(local).unwrap()).collect();
        assert_eq!(a.open_from(local), 0);
        // Loopback seen through a dual-stack listener is loopback; an IPv4 client so seen
        // has the share of its IPv4 address.
        let _mapped = a.admit("::ffff:127.0.0.1".parse().unwrap()).unwrap();
        let client: IpAddr = "192.0.2.1".parse().unwrap();
        let _one = a.admit("::ffff:192.0.2.1".parse().unwrap()).unwrap();
        assert_eq!(a.admit(client).unwrap_err(), Refused::AddressFull);
        let strict = Admissions::new(&ServerConfig {
            max_per_address: 1,
            limit_loopback: true,
            ..ServerConfig::default()
        });
        let _one = strict.admit(local).unwrap();
        assert_eq!(strict.admit(local).unwrap_err(), Refused::AddressFull);
    }

    #[test]
    fn only_a_proxy_on_this_machine_names_the_client() {
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        let proxy = ip("127.0.0.1");
        let named = |header| client_address(proxy, Some(header), true);
        assert_eq!(named("203.0.113.7"), ip("203.0.113.7"));
        assert_eq!(named(" 1.2.3.4 ,2001:db8::1 "), ip("2001:db8::1"));
        assert_eq!(named("[2001:db8::2]:4711"), ip("2001:db8::2"));
        assert_eq!(named("[2001:db8::3]"), ip("2001:db8::3"));
        assert_eq!(
            named("::ffff:1.2.3.4"),
            ip("1.2.3.4"),
            "one client, one share"
        );
        // A proxy reached through a dual-stack listener (`[::]`) is loopback too.
        let mapped = ip("::ffff:127.0.0.1");
        assert_eq!(client_address(mapped, Some("1.2.3.4"), true), ip("1.2.3.4"));
        assert_eq!(client_address(mapped, None, true), proxy);
        assert_eq!(named("1.2.3.4:80"), ip("1.2.3.4"));
        assert_eq!(named("unknown"), proxy, "a name that is no address");
        assert_eq!(named(""), proxy);
        assert_eq!(client_address(proxy, None, true), proxy);
        assert_eq!(
            client_address(ip("::1"), Some("1.2.3.4"), true),
            ip("1.2.3.4")
        );
        // A client that connects directly cannot choose its address.
        let direct = ip("198.51.100.9");
        assert_eq!(client_address(direct, Some("1.2.3.4"), true), direct);
    }
}
