//! Reading lines from a socket safely: bounded length, any bytes, telnet chatter removed.

use tokio::io::{AsyncRead, AsyncReadExt};

/// Longest line accepted, in bytes; longer lines are reported and discarded.
pub const MAX_LINE: usize = 512;

/// One line read from a client.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// A line of text, trimmed, invalid UTF-8 replaced.
    Text(String),
    /// A line longer than [`MAX_LINE`] bytes (its content is dropped).
    TooLong,
}

/// Splits a byte stream into lines. `\n`, `\r\n`, a lone `\r` and telnet's `\r\0` each end
/// a line; telnet negotiation (`IAC` sequences, byte 255) is skipped so `telnet` works as
/// well as `nc`.
pub struct LineReader<R> {
    inner: R,
    buf: Vec<u8>,
    pending: Vec<u8>,
    overflow: bool,
    /// The last line ended with `\r`: a `\n` or `\0` right after it belongs to that ending
    /// (it may come in the next read).
    after_cr: bool,
}

impl<R: AsyncRead + Unpin> LineReader<R> {
    /// Reads lines from `inner`.
    pub fn new(inner: R) -> Self {
        LineReader {
            inner,
            buf: vec![0; 1024],
            pending: Vec::new(),
            overflow: false,
            after_cr: false,
        }
    }

    /// Reads and throws away what the other side still sends, up to `most` bytes or the end
    /// of the stream. Before a connection is dropped: closing a socket with input unread
    /// makes the close a reset, and the other side may then lose the last lines sent to it
    /// (the `BYE` that says why).
    pub async fn drain(&mut self, most: usize) {
        self.pending.clear();
        let mut read = 0;
        while read < most {
            match self.inner.read(&mut self.buf).await {
                Ok(0) | Err(_) => break,
                Ok(n) => read += n,
            }
        }
    }

    /// The next line, or `None` at the end of the stream.
    pub async fn next_line(&mut self) -> std::io::Result<Option<Line>> {
        loop {
            if self.after_cr && !self.pending.is_empty() {
                if matches!(self.pending[0], b'\n' | 0) {
                    self.pending.remove(0);
                }
                self.after_cr = false;
            }
            if let Some(pos) = self.pending.iter().position(|&b| b == b'\n' || b == b'\r') {
                let raw: Vec<u8> = self.pending.drain(..=pos).collect();
                self.after_cr = raw[pos] == b'\r';
                // The limit counts the line without its ending, however it arrived.
                let body = raw.len() - 1;
                if std::mem::take(&mut self.overflow) || body > MAX_LINE {
                    return Ok(Some(Line::TooLong));
                }
                return Ok(Some(Line::Text(clean(&raw))));
            }
            if self.pending.len() > MAX_LINE {
                self.pending.clear();
                self.overflow = true;
            }
            let n = self.inner.read(&mut self.buf).await?;
            if n == 0 {
                if self.pending.is_empty() || self.overflow {
                    return Ok(None);
                }
                let raw = std::mem::take(&mut self.pending);
                return Ok(Some(Line::Text(clean(&raw))));
            }
            self.pending.extend_from_slice(&self.buf[..n]);
        }
    }
}

/// Removes telnet IAC sequences, marks control characters (U+FFFD), decodes, trims.
fn clean(raw: &[u8]) -> String {
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while i < raw.len() {
        let b = raw[i];
        if b == 255 {
            // IAC: WILL/WONT/DO/DONT take one option byte; SB runs to IAC SE.
            match raw.get(i + 1) {
                Some(251..=254) => i += 3,
                Some(250) => {
                    i += 2;
                    while i + 1 < raw.len() && !(raw[i] == 255 && raw[i + 1] == 240) {
                        i += 1;
                    }
                    i += 2;
                }
                _ => i += 2,
            }
            continue;
        }
        if b == b'\r' || b == b'\n' {
            // The line ending (or a stray carriage return): not part of the text.
        } else if b >= 32 || b == b'\t' {
            out.push(b);
        } else {
            // A control character is kept visible (as U+FFFD once decoded) rather than
            // dropped: dropping would turn "bo\x01b" into another valid name or move.
            out.push(0xFF);
        }
        i += 1;
    }
    // DEL and the C1 controls (U+0080 to U+009F) are control characters too: marked alike.
    parlour_protocol::mark_controls(&String::from_utf8_lossy(&out))
        .trim()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn lines(input: &[u8]) -> Vec<Line> {
        let mut r = LineReader::new(input);
        let mut v = Vec::new();
        while let Some(l) = r.next_line().await.unwrap() {
            v.push(l);
        }
        v
    }

    #[tokio::test]
    async fn splits_trims_and_cleans() {
        let got = lines(b"hello\r\n  c3 \n\xff\xfb\x01alice\n\xc3\x28x\nlast").await;
        assert_eq!(
            got,
            vec![
                Line::Text("hello".into()),
                Line::Text("c3".into()),
                Line::Text("alice".into()),
                Line::Text("\u{FFFD}(x".into()),
                Line::Text("last".into()),
            ]
        );
    }

    /// A client that sends one byte at a time: a line ending split between two reads.
    struct Trickle(Vec<u8>);

    impl AsyncRead for Trickle {
        fn poll_read(
            mut self: std::pin::Pin<&mut Self>,
            _: &mut std::task::Context<'_>,
            buf: &mut tokio::io::ReadBuf<'_>,
        ) -> std::task::Poll<std::io::Result<()>> {
            if !self.0.is_empty() {
                let b = self.0.remove(0);
                buf.put_slice(&[b]);
            }
            std::task::Poll::Ready(Ok(()))
        }
    }

    #[tokio::test]
    async fn every_line_ending_ends_a_line_once() {
        let input = b"one\rtwo\r\0three\r\nfour\n\r\nfive";
        let want: Vec<Line> = ["one", "two", "three", "four", "", "five"]
            .iter()
            .map(|s| Line::Text(s.to_string()))
            .collect();
        assert_eq!(lines(input).await, want);
        let mut r = LineReader::new(Trickle(input.to_vec()));
        let mut got = Vec::new();
        while let Some(l) = r.next_line().await.unwrap() {
            got.push(l);
        }
        assert_eq!(got, want, "the same, a byte at a time");
    }

    #[tokio::test]
    async fn control_characters_stay_visible_instead_of_vanishing() {
        assert_eq!(
            lines(b"bo\x01b\r\n\x1b[A\nde\x7fl\nc\xc2\x851\n").await,
            vec![
                Line::Text("bo\u{FFFD}b".into()),
                Line::Text("\u{FFFD}[A".into()),
                Line::Text("de\u{FFFD}l".into()),
                Line::Text("c\u{FFFD}1".into()),
            ]
        );
    }

    #[tokio::test]
    async fn the_limit_holds_for_lines_that_arrive_in_one_piece() {
        let mut input = vec![b'a'; MAX_LINE];
        input.extend_from_slice(b"\r\n");
        input.extend(vec![b'b'; MAX_LINE + 1]);
        input.extend_from_slice(b"\n");
        let got = lines(&input).await;
        assert_eq!(got.len(), 2);
        assert_eq!(got[0], Line::Text("a".repeat(MAX_LINE)));
        assert_eq!(got[1], Line::TooLong);
    }

    #[tokio::test]
    async fn overlong_lines_are_reported_once() {
        let mut input = vec![b'a'; 5000];
        input.extend_from_slice(b"\nok\n");
        assert_eq!(
            lines(&input).await,
            vec![Line::TooLong, Line::Text("ok".into())]
        );
    }
}
