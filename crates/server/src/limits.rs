//! How much a client may send.

use std::time::Instant;

/// A token bucket: `burst` messages at once, then `rate` a second. People never meet it; a
/// script may play fast; a flood may not.
pub struct RateLimit {
    tokens: f64,
    burst: f64,
    rate: f64,
    last: Instant,
    /// Messages refused, less one for every message let through since: the door
    /// disconnects a client that keeps on. (Counted "in a row", a steady flood was never
    /// cut off: the bucket let one message through every so often, and that reset it.)
    pub refused: u32,
}

impl RateLimit {
    /// A full bucket.
    pub fn new(burst: u32, rate: u32) -> RateLimit {
        RateLimit {
            tokens: f64::from(burst),
            burst: f64::from(burst),
            rate: f64::from(rate),
            last: Instant::now(),
            refused: 0,
        }
    }

    /// Takes a token if there is one.
    pub fn allow(&mut self) -> bool {
        self.allow_at(Instant::now())
    }

    /// [`allow`](Self::allow) at the time `now`.
    fn allow_at(&mut self, now: Instant) -> bool {
        self.tokens =
            (self.tokens + now.duration_since(self.last).as_secs_f64() * self.rate).min(self.burst);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            self.refused = self.refused.saturating_sub(1);
            true
        } else {
            self.refused += 1;
            false
        }
    }
}

/// Refused messages (beyond those let through since) after which a client is disconnected.
pub const REFUSALS_BEFORE_DISCONNECT: u32 = 50;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_then_refusals() {
        let mut r = RateLimit::new(3, 1);
        assert!(r.allow() && r.allow() && r.allow());
        assert!(!r.allow());
        assert_eq!(r.refused, 1);
    }

    #[test]
    fn a_steady_flood_is_counted_though_some_of_it_gets_through() {
        // 20 messages a second allowed; 850 a second sent, for a second.
        let start = Instant::now();
        let mut r = RateLimit::new(20, 20);
        r.last = start;
        let mut through = 0;
        for i in 1..=850u32 {
            let now = start + std::time::Duration::from_micros(u64::from(i) * 1_000_000 / 850);
            through += u32::from(r.allow_at(now));
        }
        assert!((35..=45).contains(&through), "{through}");
        assert!(r.refused >= REFUSALS_BEFORE_DISCONNECT, "{}", r.refused);
        // A script that slows down is forgiven as it goes on within the rate.
        let later = start + std::time::Duration::from_secs(10);
        let mut quiet = RateLimit::new(20, 20);
        quiet.refused = 5;
        quiet.last = later;
        for i in 0..10u64 {
            assert!(quiet.allow_at(later + std::time::Duration::from_millis(100 * i)));
        }
        assert_eq!(quiet.refused, 0);
    }
}
