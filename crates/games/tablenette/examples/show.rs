//! Prints the rules and a few drawings, to look at the console output.
//!
//! ```text
//! cargo run --example show -- [seed] [en|vi|ru]
//! ```
#![allow(clippy::print_stdout)]

use parlour_core::{Bot, Budget, Game, Seat, Viewer};
use parlour_i18n::Lang;
use parlour_tablenette::{Tablenette, bots};

fn main() {
    parlour_testkit::quiet_on_closed_pipe();
    let seed = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(7);
    let lang = std::env::args()
        .nth(2)
        .and_then(|l| Lang::parse(&l))
        .unwrap_or_default();
    let params = Tablenette::variant("client").expect("variant");
    println!("{}", parlour_i18n::rules(lang, &Tablenette::rules(&params)));
    let mut g = Tablenette::new(&params, seed).expect("new game");
    let mut players = [bots::medium(1), bots::medium(2)];
    for ply in 0..60 {
        let Some(seat) = g.to_move() else { break };
        let mv = players[seat.index()]
            .choose(&g, &Budget::unlimited())
            .expect("a move");
        if ply % 20 == 0 {
            println!("{}", g.render(Viewer::Seat(Seat(0)), &lang));
            println!(
                "legal: {:?}",
                g.legal_moves()
                    .iter()
                    .map(|&m| g.format_move(m))
                    .collect::<Vec<_>>()
            );
            println!(
                "{} plays {}: {}\n",
                parlour_tablenette::seat_name(seat),
                g.format_move(mv),
                parlour_i18n::lines(lang, &g.explain(mv))
            );
        }
        g.play(mv).expect("legal");
    }
    println!("{}", g.render(Viewer::Spectator, &lang));
    println!("{}", g.to_text());
    println!(
        "{}",
        serde_json::to_string(&g.view(Viewer::Seat(Seat(1)))).expect("json")
    );
}
