//! A small seeded random number generator owned by the project.
//!
//! Rules crates draw deals, start placements and turn orders from it. It is ours (not the
//! `rand` crate) so that a game record's seed replays to the same game forever, whatever
//! version of a dependency is installed.

use serde::{Deserialize, Serialize};

/// xoshiro256** seeded through SplitMix64: fast, good enough for games, fully reproducible.
///
/// ```
/// use parlour_core::Rng;
/// let mut a = Rng::new(7);
/// let mut b = Rng::new(7);
/// assert_eq!(a.next_u64(), b.next_u64());
/// assert!(a.below(6) < 6);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rng {
    s: [u64; 4],
}

/// One step of SplitMix64; also a good 64-bit mixing function for deriving sub-seeds.
#[inline]
pub fn splitmix64(x: &mut u64) -> u64 {
    *x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *x;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Mixes two numbers into one well-spread seed (for example a game seed and a hand number).
pub fn mix_seed(a: u64, b: u64) -> u64 {
    let mut x = a ^ b.rotate_left(32) ^ 0xD1B5_4A32_D192_ED03;
    splitmix64(&mut x)
}

impl Rng {
    /// A generator whose whole future is decided by `seed`.
    pub fn new(seed: u64) -> Rng {
        let mut x = seed;
        let s = [
            splitmix64(&mut x),
            splitmix64(&mut x),
            splitmix64(&mut x),
            splitmix64(&mut x),
        ];
        Rng { s }
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        let result = self.s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = self.s[1] << 17;
        self.s[2] ^= self.s[0];
        self.s[3] ^= self.s[1];
        self.s[1] ^= self.s[2];
        self.s[0] ^= self.s[3];
        self.s[2] ^= t;
        self.s[3] = self.s[3].rotate_left(45);
        result
    }

    /// A uniform number in `0..n` (0 when `n` is 0), without modulo bias.
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        if n <= 1 {
            return 0;
        }
        let n = n as u64;
        // Lemire's multiply-shift with rejection of the biased low zone. The zone's size
        // `2^64 mod n` is below `n`, so the division that finds it is only needed in the
        // rare case `low < n`: the same draws are accepted, without a division per call.
        let mut m = u128::from(self.next_u64()) * u128::from(n);
        if (m as u64) < n {
            let zone = n.wrapping_neg() % n;
            while (m as u64) < zone {
                m = u128::from(self.next_u64()) * u128::from(n);
            }
        }
        (m >> 64) as usize
    }

    /// A uniform float in `[0, 1)`.
    #[inline]
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// True with probability `p`.
    #[inline]
    pub fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }

    /// A uniformly chosen element, or `None` for an empty slice.
    #[inline]
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            items.get(self.below(items.len()))
        }
    }

    /// Shuffles in place (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_is_in_range_and_covers_values() {
        let mut r = Rng::new(1);
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            seen[r.below(7)] += 1;
        }
        assert!(seen.iter().all(|&c| c > 800), "{seen:?}");
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut r = Rng::new(3);
        let mut v: Vec<u32> = (0..52).collect();
        r.shuffle(&mut v);
        let mut s = v.clone();
        s.sort_unstable();
        assert_eq!(s, (0..52).collect::<Vec<_>>());
        assert_ne!(v, s);
    }

    /// What `below` drew before it skipped the division; it must draw the same forever.
    const PINNED_BELOW: [usize; 8] = [1, 2, 13, 21, 25, 29, 37, 43];

    #[test]
    fn below_keeps_its_stream() {
        // Pinned values: records replay only if `below` draws exactly as it always did.
        let mut r = Rng::new(2026);
        let got: Vec<usize> = (0..8).map(|i| r.below(3 + i * 7)).collect();
        assert_eq!(got, PINNED_BELOW);
    }

    #[test]
    fn fixed_seed_fixed_stream() {
        // Pinned so that records made today replay tomorrow.
        let mut r = Rng::new(42);
        let first: Vec<u64> = (0..3).map(|_| r.next_u64() % 1000).collect();
        let mut again = Rng::new(42);
        let second: Vec<u64> = (0..3).map(|_| again.next_u64() % 1000).collect();
        assert_eq!(first, second);
    }
}
