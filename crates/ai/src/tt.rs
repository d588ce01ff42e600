//! The transposition table: positions already examined, found again in O(1).
//!
//! One slot per key (index = low bits of the 64-bit Zobrist key); the full key is stored to
//! reject collisions of the index. Replacement prefers the deeper search unless the stored
//! entry is from an older search (generation), which keeps the table fresh across moves.

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
    /// A table of `2^bits` slots (bits is clamped to 4..=26).
    pub fn new(bits: u32) -> Table<M> {
        let bits = bits.clamp(4, 26);
        Table {
            slots: vec![None; 1 << bits],
            mask: (1u64 << bits) - 1,
            generation: 0,
            probes: 0,
            hits: 0,
        }
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
        let e = self.slots[(key & self.mask) as usize]?;
        if e.key == key {
            self.hits += 1;
            Some(e)
        } else {
            None
        }
    }

    /// Stores a result, replacing the slot's entry when the new one is at least as deep, or
    /// exact, or the old one is from an earlier search.
    pub fn store(&mut self, entry: Entry<M>) {
        let slot = &mut self.slots[(entry.key & self.mask) as usize];
        let replace = match slot {
            None => true,
            Some(old) => {
                old.key == entry.key
                    || old.generation != self.generation
                    || entry.depth >= old.depth
                    || entry.bound == Bound::Exact
            }
        };
        if replace {
            *slot = Some(Entry {
                generation: self.generation,
                ..entry
            });
        }
    }
}
