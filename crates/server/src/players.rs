//! Players: a nickname, the token that proves it, the tables they sit at, whether they are
//! connected.

use parlour_protocol::{ErrorCode, ErrorInfo, PlayerInfo, TableId, valid_nick};
use std::collections::{BTreeSet, HashMap};
use std::time::{Duration, Instant};

/// How a player is known on this server.
pub type PlayerId = u64;

struct Player {
    id: PlayerId,
    nick: String,
    token: String,
    conns: usize,
    tables: BTreeSet<TableId>,
    last_seen: Instant,
}

/// Everyone who has a nickname on this server.
#[derive(Default)]
pub(crate) struct Players {
    by_id: HashMap<PlayerId, Player>,
    by_token: HashMap<String, PlayerId>,
    by_nick: HashMap<String, PlayerId>,
    next: PlayerId,
}

/// A new random token: 128 bits in hex. The operating system's generator, so tokens cannot
/// be guessed from each other.
fn new_token() -> String {
    let mut bytes = [0u8; 16];
    if getrandom::fill(&mut bytes).is_err() {
        // No entropy source is a broken machine; fall back on the clock and a counter
        // rather than refusing every player.
        let t = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        bytes = (t ^ (t << 64)).to_le_bytes();
    }
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

impl Players {
    fn info(p: &Player) -> PlayerInfo {
        PlayerInfo {
            id: p.id,
            nick: p.nick.clone(),
        }
    }

    /// A new player with `nick`; returns who they are and their token.
    pub fn register(&mut self, nick: &str) -> Result<(PlayerInfo, String), ErrorInfo> {
        let nick = nick.trim();
        if !valid_nick(nick) {
            return Err(ErrorInfo::new(
                ErrorCode::NickInvalid,
                "a nickname is 1 to 16 letters, digits, _ or -",
            )
            .arg("nick", nick));
        }
        let key = nick.to_lowercase();
        if self.by_nick.contains_key(&key) {
            return Err(ErrorInfo::new(
                ErrorCode::NickTaken,
                format!("the nickname '{nick}' is taken"),
            )
            .arg("nick", nick));
        }
        self.next += 1;
        let id = self.next;
        let token = new_token();
        let player = Player {
            id,
            nick: nick.to_string(),
            token: token.clone(),
            conns: 0,
            tables: BTreeSet::new(),
            last_seen: Instant::now(),
        };
        let info = Players::info(&player);
        self.by_token.insert(token.clone(), id);
        self.by_nick.insert(key, id);
        self.by_id.insert(id, player);
        Ok((info, token))
    }

    /// The player a token belongs to.
    pub fn resume(&mut self, token: &str) -> Result<(PlayerInfo, String), ErrorInfo> {
        let id = self.by_token.get(token.trim()).copied().ok_or_else(|| {
            ErrorInfo::new(
                ErrorCode::UnknownToken,
                "that token is not known here (it may have expired); choose a nickname",
            )
        })?;
        let p = &self.by_id[&id];
        Ok((Players::info(p), p.token.clone()))
    }

    /// A connection of `id` opened.
    pub fn connected(&mut self, id: PlayerId) {
        if let Some(p) = self.by_id.get_mut(&id) {
            p.conns += 1;
            p.last_seen = Instant::now();
        }
    }

    /// A connection of `id` closed.
    pub fn disconnected(&mut self, id: PlayerId) {
        if let Some(p) = self.by_id.get_mut(&id) {
            p.conns = p.conns.saturating_sub(1);
            p.last_seen = Instant::now();
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
            .filter(|p| p.conns > 0)
            .map(|p| p.nick.clone())
            .collect();
        v.sort_by_key(|n| n.to_lowercase());
        v
    }

    /// Forgets players who have not been connected for `ttl` and sit nowhere: their
    /// nickname is free again and their token expires.
    pub fn forget_idle(&mut self, ttl: Duration) {
        let now = Instant::now();
        let gone: Vec<PlayerId> = self
            .by_id
            .values()
            .filter(|p| p.conns == 0 && p.tables.is_empty() && now - p.last_seen > ttl)
            .map(|p| p.id)
            .collect();
        for id in gone {
            if let Some(p) = self.by_id.remove(&id) {
                self.by_token.remove(&p.token);
                self.by_nick.remove(&p.nick.to_lowercase());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nicknames_are_unique_and_tokens_bring_players_back() {
        let mut p = Players::default();
        let (ann, token) = p.register("Ann").unwrap();
        assert_eq!(token.len(), 32);
        assert_eq!(p.register("ANN").unwrap_err().code, ErrorCode::NickTaken);
        assert_eq!(
            p.register("two words").unwrap_err().code,
            ErrorCode::NickInvalid
        );
        assert_eq!(p.resume(&token).unwrap().0, ann);
        assert_eq!(p.resume("nope").unwrap_err().code, ErrorCode::UnknownToken);
        p.connected(ann.id);
        assert_eq!(p.online(), vec!["Ann"]);
        p.disconnected(ann.id);
        assert!(p.online().is_empty());
        p.seated(ann.id, "t1", true);
        p.forget_idle(Duration::ZERO);
        assert!(p.resume(&token).is_ok(), "a seated player is kept");
        p.seated(ann.id, "t1", false);
        p.forget_idle(Duration::ZERO);
        assert!(p.resume(&token).is_err());
        assert!(p.register("ann").is_ok(), "the nickname is free again");
    }
}
