//! Conservation laws, checked on random games with proptest.

use parlour_core::{Game, Rng, Seat, Viewer};
use parlour_tablenette::{CardSet, Tablenette};
use proptest::prelude::*;

/// The cards a spectator and the two seats see, together, with the deck count: every
/// card is somewhere exactly once.
fn check_all_cards_once(g: &Tablenette) {
    let spectator = g.view(Viewer::Spectator);
    let mut seen = CardSet::EMPTY;
    let mut count = 0;
    let mut add = |set: CardSet| {
        assert!(set.intersection(seen).is_empty(), "a card is in two places");
        seen = seen.union(set);
        count += set.len();
    };
    for seat in [Seat(0), Seat(1)] {
        let v = g.view(Viewer::Seat(seat));
        add(CardSet::of(&v.hand.unwrap_or_default()));
    }
    add(spectator.table.set());
    add(spectator.piles[0].cards);
    add(spectator.piles[1].cards);
    if !g.is_over() {
        assert_eq!(count + spectator.deck_count, 52);
        assert!(spectator.deck_bottom.iter().all(|c| !seen.contains(c)));
    } else {
        assert_eq!(count, 52);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Every card is always somewhere exactly once; every finished hand shares out 22 card
    /// points and 52 cards; scores only grow, by exactly the hand totals.
    #[test]
    fn cards_and_points_are_conserved(seed in any::<u64>(), choice in any::<u64>(), single in any::<bool>()) {
        let params = Tablenette::automated(&Tablenette::variant(if single { "hand" } else { "client" }).unwrap());
        let mut g = Tablenette::new(&params, seed).unwrap();
        let mut rng = Rng::new(choice);
        let mut plays = 0;
        while g.to_move().is_some() {
            check_all_cards_once(&g);
            let before = (g.hand_number(), g.scores());
            let moves = g.legal_moves();
            let m = *rng.pick(&moves).unwrap();
            g.play(m).unwrap();
            plays += 1;
            if g.hand_number() != before.0 || g.is_over() {
                let t = *g.previous_hand().unwrap();
                prop_assert_eq!(t.points[0] + t.points[1], 22);
                prop_assert_eq!(t.cards[0] + t.cards[1], 52);
                for s in [Seat(0), Seat(1)] {
                    prop_assert_eq!(g.scores()[s.index()], before.1[s.index()] + t.total(s));
                    let bonus = if t.cards[s.index()] > 27 { 3 } else { 0 };
                    prop_assert_eq!(t.most_cards[s.index()], bonus);
                }
            }
        }
        check_all_cards_once(&g);
        prop_assert_eq!(plays % 48, 0);
        let o = g.outcome().unwrap();
        prop_assert_eq!(o.rounds, Some(g.hand_number()));
        prop_assert_eq!(plays as u32, 48 * g.hand_number());
    }

    /// No text makes the parser or the position reader panic, and whatever parses as a
    /// move is either legal or refused with the state unchanged.
    #[test]
    fn any_text_is_survived(seed in any::<u64>(), text in "\\PC{0,20}", tail in "[0-9AJQKTCDHS:+.=\\- ]{0,30}") {
        let g = Tablenette::new(&Default::default(), seed).unwrap();
        for t in [text.as_str(), tail.as_str()] {
            if let Ok(m) = g.parse_move(t) {
                let mut copy = g.clone();
                if copy.play(m).is_err() {
                    prop_assert_eq!(&copy, &g);
                }
                let _ = parlour_i18n::lines(parlour_i18n::Lang::En, &g.explain(m));
            }
            let _ = g.completions(t);
            let _ = Tablenette::from_text(&Default::default(), t);
        }
        // Damaged position texts are refused or read, never a panic.
        let full = g.to_text();
        let cut = full.len() * (seed as usize % 97) / 97;
        if full.is_char_boundary(cut) {
            let _ = Tablenette::from_text(&Default::default(), &format!("{}{}", &full[..cut], tail));
        }
    }
}

/// A move-generator signature: the number of legal plays summed over seeded random
/// hands (a perft-style count for a game of chance).
#[test]
fn move_generation_signature() {
    let params = Tablenette::variant("hand").unwrap();
    let mut total = 0usize;
    let mut captures = 0usize;
    for seed in 0..50u64 {
        let mut g = Tablenette::new(&params, seed).unwrap();
        let mut rng = Rng::new(seed);
        while g.to_move().is_some() {
            let moves = g.legal_moves();
            total += moves.len();
            captures += moves.iter().filter(|m| !m.is_trail()).count();
            g.apply(*rng.pick(&moves).unwrap());
        }
    }
    assert_eq!(
        (total, captures),
        (12468, 4827),
        "update when the rules change on purpose"
    );
}

/// The capture rule (docs/rules/tablenette.md, "A turn") read literally, by brute force over
/// every subset of the table:
/// `S` is legal for card `c` when it holds every table card of `c`'s rank (`R`) and
/// `S = R`, or `S = R ∪ P` for a pair `P` of two table cards adding up to `c`'s value
/// with aces as 1 or 11.
fn oracle(card: parlour_tablenette::Card, table: &[parlour_tablenette::Card]) -> Vec<CardSet> {
    use parlour_tablenette::Rank;
    let values = |c: parlour_tablenette::Card| -> Vec<u32> {
        match c.rank() {
            Rank::Ace => vec![1, 11],
            r => vec![u32::from(r.face())],
        }
    };
    if card.is_jack() {
        return if table.is_empty() {
            vec![CardSet::EMPTY]
        } else {
            vec![CardSet::of(table)]
        };
    }
    let target = u32::from(card.rank().face());
    let r: Vec<_> = table
        .iter()
        .copied()
        .filter(|c| c.rank() == card.rank())
        .collect();
    let r_set = CardSet::of(&r);
    let mut out = vec![CardSet::EMPTY];
    for mask in 1u32..(1 << table.len()) {
        let s: Vec<_> = (0..table.len())
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| table[i])
            .collect();
        let s_set = CardSet::of(&s);
        if !r_set.is_subset(s_set) {
            continue;
        }
        let ok = s_set == r_set
            || s.iter().enumerate().any(|(i, &a)| {
                s[i + 1..].iter().any(|&b| {
                    r_set.with(a).with(b) == s_set
                        && values(a)
                            .iter()
                            .any(|x| values(b).iter().any(|y| x + y == target))
                })
            });
        if ok {
            out.push(s_set);
        }
    }
    out
}

#[test]
fn captures_match_the_rule_read_literally() {
    let params = Tablenette::variant("hand").unwrap();
    let mut checked = 0;
    for seed in 0..300u64 {
        let mut g = Tablenette::new(&params, seed).unwrap();
        let mut rng = Rng::new(seed ^ 77);
        while let Some(seat) = g.to_move() {
            let table: Vec<_> = g.table().iter().collect();
            let moves = g.legal_moves();
            if table.len() <= 12 {
                let hand = g.view(Viewer::Seat(seat)).hand.unwrap();
                for card in hand {
                    let mut want = oracle(card, &table);
                    let mut got: Vec<CardSet> = moves
                        .iter()
                        .filter(|m| m.card == card)
                        .map(|m| m.take)
                        .collect();
                    want.sort_by_key(|s| s.bits());
                    got.sort_by_key(|s| s.bits());
                    assert_eq!(got, want, "{card} on {}", g.to_text());
                    checked += 1;
                }
            }
            g.apply(*rng.pick(&moves).unwrap());
        }
    }
    assert!(checked > 10_000);
}
