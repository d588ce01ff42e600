//! The transposition table: positions already examined, found again in O(1).
//!
//! Two slots per bucket (index = low bits of the 64-bit Zobrist key); the full key is stored
//! to reject collisions of the index. A new result goes to the slot that already holds its
//! key, else an empty slot, else the less valuable entry: one from an older search
//! (generation), or the shallower one. Two ways keep a deep entry alive while shallow ones
//! churn through its neighbour, which raises the hit rate at the same memory.

/// What kind of bound a stored value is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The exact value.
    Exact,
    /// The true value is at least this (a beta cut-off).
    Lower,
    /// The true value is at most this (no move raised alpha).
    Upper,
}

/// One stored search result.
#[derive(Copy, Clone, Debug)]
pub struct Entry<M> {
    /// The full position key.
    pub key: u64,
    /// Remaining depth (turns) the value was searched to.
    pub depth: i32,
    /// Value from the point of view of the seat to move, mate scores relative to this node.
    pub value: i32,
    /// Kind of bound.
    pub bound: Bound,
    /// The best move found, tried first next time.
    pub best: Option<M>,
    /// Search generation that wrote the entry.
    pub generation: u8,
}

/// A fixed-size table of `2^bits` entries.
#[derive(Debug)]
pub struct Table<M> {
    slots: Vec<Option<Entry<M>>>,
    mask: u64,
    generation: u8,
    /// Probes since the last [`Table::reset_counters`].
    pub probes: u64,
    /// Probes that found an entry with the same key.
    pub hits: u64,
}

impl<M: Copy> Table<M> {
    /// A table of `2^bits` slots in buckets of two (bits is clamped to 4..=26).
    pub fn new(bits: u32) -> Table<M> {
        let bits = bits.clamp(4, 26);
        Table {
            slots: vec![None; 1 << bits],
            // Even indices only: a bucket is the slot pair (i, i + 1).
            mask: ((1u64 << bits) - 1) & !1,
            generation: 0,
            probes: 0,
            hits: 0,
        }
    }

    fn bucket(&self, key: u64) -> usize {
        (key & self.mask) as usize
    }

    /// Starts a new search: older entries become preferred victims.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// Zeroes the probe counters.
    pub fn reset_counters(&mut self) {
        self.probes = 0;
        self.hits = 0;
    }

    /// Empties the table.
    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = None);
    }

    /// The entry for `key`, if stored.
    pub fn probe(&mut self, key: u64) -> Option<Entry<M>> {
        self.probes += 1;
        let b = self.bucket(key);
        let found = self.slots[b..b + 2]
            .iter()
            .flatten()
            .find(|e| e.key == key)
            .copied();
        if found.is_some() {
            self.hits += 1;
        }
        found
    }

    /// The entry for `key`, if stored, without counting a probe.
    pub fn peek(&self, key: u64) -> Option<Entry<M>> {
        let b = self.bucket(key);
        self.slots[b..b + 2]
            .iter()
            .flatten()
            .find(|e| e.key == key)
            .copied()
    }

    /// Stores a result (see the module docs for which slot of the bucket it takes).
    pub fn store(&mut self, entry: Entry<M>) {
        let b = self.bucket(entry.key);
        let generation = self.generation;
        let value = |slot: &Option<Entry<M>>| match slot {
            None => i64::MIN,
            // Current entries outrank old ones; among equals, deeper is worth more.
            Some(e) => i64::from(e.generation == generation) * 1_000 + i64::from(e.depth),
        };
        let same_key = (b..b + 2).find(|&i| self.slots[i].is_some_and(|e| e.key == entry.key));
        let victim = same_key.unwrap_or(if value(&self.slots[b]) <= value(&self.slots[b + 1]) {
            b
        } else {
            b + 1
        });
        if let (None, Some(old)) = (same_key, self.slots[victim]) {
            // A deeper current entry is not pushed out by a shallower bound.
            if old.generation == generation
                && old.depth > entry.depth
                && entry.bound != Bound::Exact
            {
                return;
            }
        }
        self.slots[victim] = Some(Entry {
            generation,
            ..entry
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(key: u64, depth: i32) -> Entry<u8> {
        Entry {
            key,
            depth,
            value: 0,
            bound: Bound::Lower,
            best: None,
            generation: 0,
        }
    }

    #[test]
    fn two_keys_share_a_bucket_and_both_are_found() {
        let mut t = Table::<u8>::new(4);
        t.store(entry(0x10, 3));
        t.store(entry(0x20, 1));
        assert_eq!(t.probe(0x10).map(|e| e.depth), Some(3));
        assert_eq!(t.probe(0x20).map(|e| e.depth), Some(1));
        assert_eq!((t.probes, t.hits), (2, 2));
    }

    #[test]
    fn a_third_key_replaces_the_shallower_and_keeps_the_deep_one() {
        let mut t = Table::<u8>::new(4);
        t.store(entry(0x10, 5));
        t.store(entry(0x20, 1));
        t.store(entry(0x30, 2));
        assert!(t.probe(0x10).is_some());
        assert!(t.probe(0x20).is_none());
        assert!(t.probe(0x30).is_some());
    }

    #[test]
    fn older_searches_give_way() {
        let mut t = Table::<u8>::new(4);
        t.store(entry(0x10, 9));
        t.store(entry(0x20, 9));
        t.new_search();
        t.store(entry(0x30, 1));
        assert!(t.probe(0x30).is_some());
    }

    #[test]
    fn the_same_key_is_updated_in_place() {
        let mut t = Table::<u8>::new(4);
        t.store(entry(0x10, 5));
        t.store(entry(0x10, 2));
        assert_eq!(t.probe(0x10).map(|e| e.depth), Some(2));
    }
}
