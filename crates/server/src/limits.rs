//! How much a client may send.

use std::time::Instant;

/// A token bucket: `burst` messages at once, then `rate` a second. People never meet it; a
/// script may play fast; a flood may not.
pub struct RateLimit {
    tokens: f64,
    burst: f64,
    rate: f64,
    last: Instant,
    /// Messages refused in a row; the door disconnects a client that keeps on.
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
        let now = Instant::now();
        self.tokens =
            (self.tokens + now.duration_since(self.last).as_secs_f64() * self.rate).min(self.burst);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            self.refused = 0;
            true
        } else {
            self.refused += 1;
            false
        }
    }
}

/// Refused messages in a row after which a client is disconnected.
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
}
