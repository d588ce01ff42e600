//! 500 tables full of computer players do not starve a person's table: the pool of
//! computer threads serves a person's table first. Measured by order, not by the clock:
//! while the pool is saturated (one thread, 500 computer tables asking all the time), no
//! computer table's turn is served while a person's is waiting, and the person's game goes
//! on move after move. (How long the answer takes under such load is measured by
//! `parlour loadtest`, see docs/measurements.md.)

mod common;

use common::{Ws, eventually, server};
use parlour_protocol::SeatChoice;
use parlour_server::ServerConfig;
use parlour_server::conn::Outbox;
use parlour_server::table_task::TableCmd;
use serde_json::json;
use std::time::Duration;
use tokio_util::sync::CancellationToken;

const COMPUTER_TABLES: usize = 500;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_is_answered_before_500_computer_tables() {
    let srv = server(ServerConfig {
        ai_threads: 1,
        computer_pace: Duration::ZERO,
        max_tables: COMPUTER_TABLES + 10,
        max_computers: 2 * COMPUTER_TABLES + 10,
        ..ServerConfig::default()
    })
    .await;
    let hub = &srv.hub;
    // 500 tables of computers playing each other, each watched (a table nobody watches
    // closes), the watchers reading everything. Tablenette's hard players think a few
    // milliseconds a card and keep little memory (a search player with a transposition
    // table of its own, such as Nines' hard, keeps 24 MB: 1,000 of them fill the machine).
    let computers = [
        SeatChoice::Computer("hard".into()),
        SeatChoice::Computer("hard".into()),
    ];
    for i in 0..COMPUTER_TABLES {
        let id = hub
            .create_table(None, None, "tablenette", None, None, &computers, false)
            .await
            .expect("a computer table");
        let conn = 1_000_000 + i as u64;
        let (out, mut rx) = Outbox::new(conn, CancellationToken::new());
        hub.tracker
            .spawn(async move { while rx.recv().await.is_some() {} });
        hub.send_to_table(
            &id,
            TableCmd::Open {
                player: None,
                out: out.clone(),
                req: None,
            },
            &out,
            None,
        );
    }
    // The pool is saturated before the person arrives.
    eventually("computer turns queue up", || {
        hub.ai_pool.stats().computers_waiting > COMPUTER_TABLES * 9 / 10
    })
    .await;

    let (mut ann, _) = Ws::player(srv.http.unwrap(), "ann").await;
    ann.send(json!({"type": "create_table", "game": "nines", "seats": ["me", "random"]}))
        .await;
    let table = ann.until("created").await["table"]
        .as_str()
        .unwrap()
        .to_string();
    let mut state = ann.my_turn(&table).await;
    let before = hub.ai_pool.stats();
    for n in 1..=6 {
        let legal = state["legal"].as_array().unwrap();
        let m = legal[n % legal.len()]["notation"].clone();
        ann.send(json!({"type": "move", "table": table, "version": state["version"], "move": m}))
            .await;
        state = ann.my_turn(&table).await;
        assert_eq!(state["moves"].as_array().unwrap().len(), 2 * n, "answered");
    }
    let after = hub.ai_pool.stats();
    assert!(
        after.people_served - before.people_served >= 6,
        "{before:?} {after:?}"
    );
    assert!(
        after.people_queued_behind_computers >= 1,
        "the person's turns met a queue of computer turns: {after:?}"
    );
    assert_eq!(
        after.most_computers_served_while_a_person_waited, 0,
        "no computer table went before a waiting person: {after:?}"
    );
    assert!(
        after.computers_served > before.computers_served,
        "the computer tables played on meanwhile: {before:?} {after:?}"
    );
    assert!(
        after.computers_waiting > COMPUTER_TABLES / 2,
        "and the pool stayed saturated: {after:?}"
    );
    srv.shutdown().await;
}
