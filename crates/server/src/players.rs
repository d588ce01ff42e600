//! Players: a nickname, the token that proves it, the tables they sit at, whether they are
//! connected.
//!
//! Players are accounts in the records (nickname and the hash of the token); this is the
//! server's memory of the ones it has seen since it started.

use crate::conn::{ConnId, Outbox};
use parlour_protocol::{PlayerInfo, TableId};
use std::collections::{BTreeSet, HashMap};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How a player is known on this server (their id in the records).
pub type PlayerId = u64;

struct Player {
    nick: String,
    /// Shared with the connections that signed in with it (a hash is 64 bytes: an idle
    /// connection should not carry its own copy).
    token_hash: Option<Arc<str>>,
    /// The player's open connections, each with the hash of the token it signed in with
    /// (signed out when the key changes). A list: a player has one or two, and every idle
    /// connection pays for the room a map would keep.
    conns: Vec<(Outbox, Arc<str>)>,
    tables: BTreeSet<TableId>,
    /// Tables where a computer took their place while they were away, not told yet.
    replaced: Vec<TableId>,
    last_seen: Instant,
}

impl Player {
    /// Removes and returns the connections for which `which(conn, token hash)` holds.
    fn take_conns(&mut self, which: impl Fn(ConnId, &str) -> bool) -> Vec<Outbox> {
        let (taken, kept) = std::mem::take(&mut self.conns)
            .into_iter()
            .partition(|(out, hash)| which(out.conn, hash));
        self.conns = kept;
        taken.into_iter().map(|(out, _)| out).collect()
    }
}

/// The players the server has seen since it started.
#[derive(Default)]
pub(crate) struct Players {
    by_id: HashMap<PlayerId, Player>,
    by_hash: HashMap<String, PlayerId>,
}

/// A new random token: 128 bits in hex. The operating system's generator, so tokens cannot
/// be guessed from each other.
///
/// ```
/// let token = parlour_server::new_token();
/// assert_eq!(token.len(), 32);
/// assert_ne!(token, parlour_server::new_token());
/// ```
pub fn new_token() -> String {
    let mut bytes = [0u8; 16];
    if getrandom::fill(&mut bytes).is_err() {
        // No entropy source is a broken machine; fall back on the clock rather than
        // refusing every player.
        let t = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        bytes = (t ^ (t << 64)).to_le_bytes();
    }
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

impl Players {
    /// Remembers a player (known by their token hash, when it is known).
    pub fn remember(&mut self, id: PlayerId, nick: &str, token_hash: Option<&str>) {
        self.by_id.entry(id).or_insert_with(|| Player {
            nick: nick.to_string(),
            token_hash: None,
            conns: Vec::new(),
            tables: BTreeSet::new(),
            replaced: Vec::new(),
            last_seen: Instant::now(),
        });
        // A key read from the records replaces the one remembered: the old one finds the
        // player no more.
        if token_hash.is_some() {
            self.set_key(id, token_hash);
        }
    }

    /// `id`'s key is `new` now (`None`: not known here): the one remembered before no longer
    /// finds them.
    fn set_key(&mut self, id: PlayerId, new: Option<&str>) {
        let Some(p) = self.by_id.get_mut(&id) else {
            return;
        };
        if let Some(old) = p.token_hash.take() {
            self.by_hash.remove(&*old);
        }
        if let Some(h) = new {
            p.token_hash = Some(h.into());
            self.by_hash.insert(h.to_string(), id);
        }
    }

    /// The player a token hash belongs to, if seen since the start.
    pub fn by_token_hash(&self, hash: &str) -> Option<PlayerInfo> {
        let id = *self.by_hash.get(hash)?;
        self.by_id.get(&id).map(|p| PlayerInfo {
            id,
            nick: p.nick.clone(),
        })
    }

    /// True when a player seen since the start has this nickname (any case).
    pub fn nick_in_use(&self, nick: &str) -> bool {
        let key = nick.to_lowercase();
        self.by_id.values().any(|p| p.nick.to_lowercase() == key)
    }

    /// A connection of `id` opened with the token whose hash is `hash` (its outbox, to sign
    /// it out should the key change). False, and not counted, when the player's key changed
    /// to another since that token was checked (a new key made in the meantime).
    pub fn connected(&mut self, id: PlayerId, out: &Outbox, hash: &str) -> bool {
        let Some(p) = self.by_id.get_mut(&id) else {
            return true;
        };
        let key = match &p.token_hash {
            Some(k) if &**k == hash => Arc::clone(k),
            Some(_) => return false,
            None => hash.into(),
        };
        p.conns.retain(|(o, _)| o.conn != out.conn);
        p.conns.push((out.clone(), key));
        p.last_seen = Instant::now();
        true
    }

    /// A connection of `id` closed.
    pub fn disconnected(&mut self, id: PlayerId, conn: ConnId) {
        if let Some(p) = self.by_id.get_mut(&id) {
            p.conns.retain(|(o, _)| o.conn != conn);
            p.last_seen = Instant::now();
        }
    }

    /// `id` has a new key (its hash `new_hash`; `None` when it changed on another node):
    /// the old one no longer finds them. Returns the player's connections other than
    /// `keep`, which used the old key and are to be signed out.
    pub fn rekeyed(
        &mut self,
        id: PlayerId,
        new_hash: Option<&str>,
        keep: Option<ConnId>,
    ) -> Vec<Outbox> {
        self.set_key(id, new_hash);
        self.by_id
            .get_mut(&id)
            .map(|p| p.take_conns(|c, _| Some(c) != keep))
            .unwrap_or_default()
    }

    /// The players with an open connection here (whose keys [`Players::stale`] checks).
    pub fn connected_players(&self) -> Vec<PlayerId> {
        self.by_id
            .iter()
            .filter(|(_, p)| !p.conns.is_empty())
            .map(|(id, _)| *id)
            .collect()
    }

    /// The connections of `id` that signed in with a token other than `current` (the hash
    /// the records hold now): removed, to be signed out.
    pub fn stale(&mut self, id: PlayerId, current: &str) -> Vec<Outbox> {
        self.by_id
            .get_mut(&id)
            .map(|p| p.take_conns(|_, hash| hash != current))
            .unwrap_or_default()
    }

    /// Forgets every key seen (the players stay): the next visit reads its key from the
    /// records. For a node that may have missed news of a key changed elsewhere.
    pub fn forget_keys(&mut self) {
        self.by_hash.clear();
        for p in self.by_id.values_mut() {
            p.token_hash = None;
        }
    }

    /// `id` sits at `table` (or no longer does).
    pub fn seated(&mut self, id: PlayerId, table: &str, sits: bool) {
        if let Some(p) = self.by_id.get_mut(&id) {
            if sits {
                p.tables.insert(table.to_string());
            } else {
                p.tables.remove(table);
            }
            p.last_seen = Instant::now();
        }
    }

    /// A computer took `id`'s place at `table` while they were away: they are told when
    /// they come back ([`Players::take_replaced`]).
    pub fn replaced(&mut self, id: PlayerId, table: &str) {
        if let Some(p) = self.by_id.get_mut(&id)
            && !p.replaced.iter().any(|t| t == table)
        {
            p.replaced.push(table.to_string());
        }
    }

    /// The tables where `id` was replaced since they were last told, once.
    pub fn take_replaced(&mut self, id: PlayerId) -> Vec<TableId> {
        self.by_id
            .get_mut(&id)
            .map(|p| std::mem::take(&mut p.replaced))
            .unwrap_or_default()
    }

    /// The tables `id` sits at.
    pub fn tables_of(&self, id: PlayerId) -> Vec<TableId> {
        self.by_id
            .get(&id)
            .map(|p| p.tables.iter().cloned().collect())
            .unwrap_or_default()
    }

    /// Nicknames of the players connected now, sorted.
    pub fn online(&self) -> Vec<String> {
        let mut v: Vec<String> = self
            .by_id
            .values()
            .filter(|p| !p.conns.is_empty())
            .map(|p| p.nick.clone())
            .collect();
        v.sort_by_key(|n| n.to_lowercase());
        v
    }

    /// Forgets (from memory only: the records keep them) players who have not been
    /// connected for `ttl` and sit nowhere.
    pub fn forget_idle(&mut self, ttl: Duration) {
        let now = Instant::now();
        let gone: Vec<PlayerId> = self
            .by_id
            .iter()
            .filter(|(_, p)| p.conns.is_empty() && p.tables.is_empty() && now - p.last_seen > ttl)
            .map(|(id, _)| *id)
            .collect();
        for id in gone {
            if let Some(p) = self.by_id.remove(&id)
                && let Some(h) = p.token_hash
            {
                self.by_hash.remove(&*h);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_are_remembered_and_forgotten() {
        let mut p = Players::default();
        p.remember(7, "Ann", Some("h7"));
        assert_eq!(p.by_token_hash("h7").unwrap().nick, "Ann");
        assert!(p.nick_in_use("ANN"));
        let (out, _inbox) = Outbox::new(3, tokio_util::sync::CancellationToken::new());
        p.connected(7, &out, "h7");
        assert_eq!(p.online(), vec!["Ann"]);
        p.disconnected(7, 3);
        assert!(p.online().is_empty());
        p.seated(7, "t1", true);
        p.forget_idle(Duration::ZERO);
        assert!(p.by_token_hash("h7").is_some(), "a seated player is kept");
        p.seated(7, "t1", false);
        p.forget_idle(Duration::ZERO);
        assert!(p.by_token_hash("h7").is_none());
        assert_eq!(new_token().len(), 32);
    }

    #[test]
    fn a_new_key_replaces_the_old_and_hands_over_the_other_connections() {
        let mut p = Players::default();
        p.remember(7, "Ann", Some("old"));
        let kill = tokio_util::sync::CancellationToken::new;
        let (here, _a) = Outbox::new(1, kill());
        let (there, _b) = Outbox::new(2, kill());
        p.connected(7, &here, "old");
        p.connected(7, &there, "old");
        let others = p.rekeyed(7, Some("new"), Some(1));
        assert_eq!(others.iter().map(|o| o.conn).collect::<Vec<_>>(), [2]);
        assert!(p.by_token_hash("old").is_none());
        assert_eq!(p.by_token_hash("new").unwrap().id, 7);
        assert_eq!(p.online(), vec!["Ann"], "the connection that asked stays");
        // Changed on another node: no key is known here until the records are read.
        let others = p.rekeyed(7, None, None);
        assert_eq!(others.len(), 1);
        assert!(p.by_token_hash("new").is_none());
        assert!(p.online().is_empty());
        assert!(
            p.rekeyed(99, None, None).is_empty(),
            "an unknown player: nothing"
        );
        p.remember(8, "Bob", Some("b"));
        p.forget_keys();
        assert!(p.by_token_hash("b").is_none());
    }

    #[test]
    fn connections_with_a_key_that_is_no_longer_the_player_s_are_found() {
        let mut p = Players::default();
        let kill = tokio_util::sync::CancellationToken::new;
        let (fresh, _a) = Outbox::new(1, kill());
        let (stale, _b) = Outbox::new(2, kill());
        // Connected with the old key; then this node lost track of keys (a Redis gap), and
        // the new key signed in here.
        p.remember(7, "Ann", Some("old"));
        assert!(p.connected(7, &stale, "old"));
        p.forget_keys();
        assert!(p.connected(7, &fresh, "new"));
        assert_eq!(p.connected_players(), [7]);
        let out = p.stale(7, "new");
        assert_eq!(out.iter().map(|o| o.conn).collect::<Vec<_>>(), [2]);
        assert!(p.stale(7, "new").is_empty());
        assert_eq!(p.online(), vec!["Ann"]);
        // A token checked just before the key changed comes too late to be counted.
        p.remember(7, "Ann", Some("old"));
        p.remember(7, "Ann", Some("new"));
        assert!(
            p.by_token_hash("old").is_none(),
            "the records' key replaced it"
        );
        let (late, _c) = Outbox::new(3, kill());
        assert!(!p.connected(7, &late, "old"));
        assert!(p.connected(7, &late, "new"));
    }
}
