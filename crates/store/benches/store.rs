//! What saving costs: moves saved per second, and the time one save adds to a move on the
//! server's path, with SQLite at both durabilities (a file in a temporary folder).
//!
//! `cargo bench -p parlour-store --bench store` prints one line per setting. Each move is a
//! separate `save` (its own commit unless others arrive at the same time: group commit).

#![allow(clippy::print_stdout)]

use parlour_core::Seat;
use parlour_store::{Durability, Holder, Location, LogEntry, LogKind, Store, Write};
use std::time::{Duration, Instant};

const SECONDS: f64 = 3.0;

fn table(store: &Store, id: &str) {
    store
        .save_blocking(vec![
            Write::Table {
                id: id.into(),
                game: "nines".into(),
                variant: "client".into(),
                seed: 1,
                quick: false,
                at: 0,
            },
            Write::GameStarted {
                table: id.into(),
                number: 1,
                game: "nines".into(),
                variant: "client".into(),
                params: serde_json::json!({}),
                seed: 1,
                seats: vec![Holder::person(1, "a"), Holder::computer("hard")],
                at: 0,
            },
        ])
        .unwrap();
}

fn a_move(id: &str, k: usize) -> Vec<Write> {
    vec![Write::Log {
        table: id.into(),
        number: 1,
        entry: LogEntry {
            seat: Seat((k % 2) as u8).0,
            kind: LogKind::Move,
            notation: Some("d6-d5".into()),
            at: k as i64,
        },
    }]
}

fn quantile(v: &mut [Duration], q: f64) -> Duration {
    v.sort();
    v[((q * v.len() as f64).ceil() as usize).clamp(1, v.len()) - 1]
}

fn main() {
    for durability in [Durability::Full, Durability::Normal] {
        let dir = std::env::temp_dir().join(format!("parlour-store-bench-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let store = Store::open(&Location::Sqlite {
            path: dir.join("parlour.db"),
            durability,
        })
        .unwrap();
        // One mover at a time: the latency a move waits for.
        table(&store, "t1");
        let mut times = Vec::new();
        let start = Instant::now();
        while start.elapsed().as_secs_f64() < SECONDS {
            let t = Instant::now();
            store.save_blocking(a_move("t1", times.len())).unwrap();
            times.push(t.elapsed());
        }
        let n = times.len();
        let rate = n as f64 / start.elapsed().as_secs_f64();
        let (p50, p99) = (quantile(&mut times, 0.5), quantile(&mut times, 0.99));
        println!(
            "{durability:?}, one writer: {rate:.0} moves/s, save latency median {p50:?} p99 {p99:?}"
        );
        // Many tables at once: saves arriving together share a commit.
        let writers = 32;
        for w in 0..writers {
            table(&store, &format!("w{w}"));
        }
        let start = Instant::now();
        let threads: Vec<_> = (0..writers)
            .map(|w| {
                let s = store.clone();
                std::thread::spawn(move || {
                    let mut times = Vec::new();
                    let id = format!("w{w}");
                    while start.elapsed().as_secs_f64() < SECONDS {
                        let t = Instant::now();
                        s.save_blocking(a_move(&id, times.len())).unwrap();
                        times.push(t.elapsed());
                    }
                    times
                })
            })
            .collect();
        let mut all: Vec<Duration> = threads
            .into_iter()
            .flat_map(|t| t.join().unwrap())
            .collect();
        let rate = all.len() as f64 / start.elapsed().as_secs_f64();
        let (p50, p99) = (quantile(&mut all, 0.5), quantile(&mut all, 0.99));
        println!(
            "{durability:?}, {writers} writers: {rate:.0} moves/s, save latency median {p50:?} p99 {p99:?}"
        );
        drop(store);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
