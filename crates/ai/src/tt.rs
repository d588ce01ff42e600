//! The transposition table: positions already examined, found again in O(1).
//!
//! Four slots per bucket, and a bucket is one 64-byte cache line (for moves of up to four
//! bytes): a probe costs one memory access, which is most of its price, since the table is
//! far larger than the caches and the search probes it at every node. The low bits of the
//! 64-bit Zobrist key choose the bucket; the high 32 bits are kept in the slot to tell the
//! positions of a bucket apart (with the bucket's bits that is over 50 bits of key, and a
//! stored move is only used when it is legal, so a rare false match costs little). A new
//! result goes to the slot that already holds its key, else an empty slot, else the least
//! valuable: one from an older search (generation), or the shallowest. Several ways keep
//! deep entries alive while shallow ones churn through their neighbours.

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

/// An entry as stored: 16 bytes for small moves.
#[derive(Copy, Clone, Debug)]
struct Slot<M> {
    /// The high half of the key (the low half chose the bucket).
    check: u32,
    value: i32,
    depth: i16,
    bound: Bound,
    generation: u8,
    best: Option<M>,
}

const WAYS: usize = 4;

/// The slots of one bucket, aligned so that a bucket never straddles two cache lines.
#[derive(Copy, Clone, Debug)]
#[repr(align(64))]
struct Bucket<M>([Option<Slot<M>>; WAYS]);

/// A fixed-size table of `2^bits` entries.
#[derive(Debug)]
pub struct Table<M> {
    buckets: Vec<Bucket<M>>,
    mask: u64,
    generation: u8,
    /// Probes since the last [`Table::reset_counters`].
    pub probes: u64,
    /// Probes that found an entry with the same key.
    pub hits: u64,
}

fn check_of(key: u64) -> u32 {
    (key >> 32) as u32
}

impl<M: Copy> Table<M> {
    /// A table of `2^bits` slots in buckets of four (bits is clamped to 4..=26).
    pub fn new(bits: u32) -> Table<M> {
        let bits = bits.clamp(4, 26);
        let n = 1usize << (bits - 2);
        Table {
            buckets: vec![Bucket([None; WAYS]); n],
            mask: n as u64 - 1,
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
        self.buckets
            .iter_mut()
            .for_each(|b| *b = Bucket([None; WAYS]));
    }

    /// The entry for `key`, if stored.
    pub fn probe(&mut self, key: u64) -> Option<Entry<M>> {
        self.probes += 1;
        let found = self.peek(key);
        if found.is_some() {
            self.hits += 1;
        }
        found
    }

    /// The entry for `key`, if stored, without counting a probe.
    pub fn peek(&self, key: u64) -> Option<Entry<M>> {
        let check = check_of(key);
        self.buckets[self.bucket(key)]
            .0
            .iter()
            .flatten()
            .find(|s| s.check == check)
            .map(|s| Entry {
                key,
                depth: i32::from(s.depth),
                value: s.value,
                bound: s.bound,
                best: s.best,
                generation: s.generation,
            })
    }

    /// Stores a result (see the module docs for which slot of the bucket it takes).
    pub fn store(&mut self, entry: Entry<M>) {
        let generation = self.generation;
        let check = check_of(entry.key);
        let b = self.bucket(entry.key);
        let slots = &mut self.buckets[b].0;
        let worth = |slot: &Option<Slot<M>>| match slot {
            None => i64::MIN,
            // Current entries outrank old ones; among equals, deeper is worth more.
            Some(s) => i64::from(s.generation == generation) * 1_000 + i64::from(s.depth),
        };
        let same_key = slots
            .iter()
            .position(|s| s.is_some_and(|s| s.check == check));
        let victim =
            same_key.unwrap_or_else(|| (0..WAYS).min_by_key(|&i| worth(&slots[i])).unwrap_or(0));
        if let (None, Some(old)) = (same_key, slots[victim]) {
            // A deeper current entry is not pushed out by a shallower bound.
            if old.generation == generation
                && i32::from(old.depth) > entry.depth
                && entry.bound != Bound::Exact
            {
                return;
            }
        }
        slots[victim] = Some(Slot {
            check,
            value: entry.value,
            depth: entry.depth.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16,
            bound: entry.bound,
            generation,
            best: entry.best,
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

    /// Keys that share bucket 0 of a small table and differ in their high halves.
    fn key(i: u64) -> u64 {
        i << 32
    }

    #[test]
    fn four_keys_share_a_bucket_and_all_are_found() {
        let mut t = Table::<u8>::new(4);
        for i in 1..=4 {
            t.store(entry(key(i), i as i32));
        }
        for i in 1..=4 {
            assert_eq!(t.probe(key(i)).map(|e| e.depth), Some(i as i32));
        }
        assert_eq!((t.probes, t.hits), (4, 4));
    }

    #[test]
    fn a_fifth_key_replaces_the_shallowest_and_keeps_the_deep_ones() {
        let mut t = Table::<u8>::new(4);
        t.store(entry(key(1), 5));
        t.store(entry(key(2), 1));
        t.store(entry(key(3), 4));
        t.store(entry(key(4), 3));
        t.store(entry(key(5), 2));
        assert!(t.probe(key(2)).is_none());
        for i in [1, 3, 4, 5] {
            assert!(t.probe(key(i)).is_some(), "{i}");
        }
    }

    #[test]
    fn older_searches_give_way() {
        let mut t = Table::<u8>::new(4);
        for i in 1..=4 {
            t.store(entry(key(i), 9));
        }
        t.new_search();
        t.store(entry(key(5), 1));
        assert!(t.probe(key(5)).is_some());
    }

    #[test]
    fn the_same_key_is_updated_in_place() {
        let mut t = Table::<u8>::new(4);
        t.store(entry(key(1), 5));
        t.store(entry(key(1), 2));
        assert_eq!(t.probe(key(1)).map(|e| e.depth), Some(2));
    }

    #[test]
    fn a_bucket_is_one_cache_line_for_small_moves() {
        assert_eq!(std::mem::size_of::<Bucket<[u8; 3]>>(), 64);
    }
}
