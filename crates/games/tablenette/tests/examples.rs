//! Worked examples of plays, deals, hand tallies and game ends, from literal positions.

use parlour_core::{Game, SeatResult, Viewer};
use parlour_tablenette::{Card, CardSet, MoveError, Play, Tablenette, TablenetteParams};

fn c(s: &str) -> Card {
    s.parse().unwrap()
}

fn cards(s: &str) -> Vec<Card> {
    s.split_whitespace().map(c).collect()
}

fn list(v: &[Card]) -> String {
    if v.is_empty() {
        "-".into()
    } else {
        v.iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(".")
    }
}

/// A first-hand position with south (the non-dealer) to move, holding `hand`, with `table`
/// on the table; north holds as many other cards, the deck as many as fit, and south's
/// pile the rest.
fn position(table: &str, hand: &str) -> Tablenette {
    let table = cards(table);
    let hand = cards(hand);
    let used = CardSet::of(&table).union(CardSet::of(&hand));
    let mut others: Vec<Card> = CardSet::FULL.minus(used).iter().collect();
    let north: Vec<Card> = others.drain(..hand.len()).collect();
    let deck_len = (others.len() / 12 * 12).min(36);
    let deck: Vec<Card> = others.drain(..deck_len).collect();
    let taker = if others.is_empty() { "-" } else { "south" };
    let text = format!(
        "hand=1 dealer=north seed=0000000000000001 scores=0,0 south={} north={} table={} \
         deck={} known=0 pile.south={} pile.north=- tablenettes=0,0 taker={taker} last=- prev=-",
        list(&hand),
        list(&north),
        list(&table),
        list(&deck),
        list(&others),
    );
    Tablenette::from_text(&TablenetteParams::default(), &text).unwrap()
}

/// The legal plays of `card` as `(taken cards in rank order, card points, Tablenette)`.
fn plays_of(g: &Tablenette, card: &str) -> Vec<(String, u32, u32)> {
    let card = c(card);
    g.legal_moves()
        .into_iter()
        .filter(|m| m.card == card)
        .map(|m| {
            let v = g.value_of(m);
            let taken: Vec<String> = m.take.iter().map(|c| c.to_string()).collect();
            (taken.join(" "), v.points, v.tablenette)
        })
        .collect()
}

fn expect(g: &Tablenette, card: &str, want: &[(&str, u32, u32)]) {
    let mut got = plays_of(g, card);
    let mut want: Vec<(String, u32, u32)> = want
        .iter()
        .map(|(t, p, b)| (t.to_string(), *p, *b))
        .collect();
    got.sort();
    want.sort();
    assert_eq!(got, want, "plays of {card}");
}

#[test]
fn client_example_5_1() {
    let g = position("10D 4S KH KS", "KC");
    expect(
        &g,
        "KC",
        &[("", 0, 0), ("KH KS", 3, 0), ("4S 10D KH KS", 5, 56)],
    );
    let best = g.parse_move("KC:10D+4S+KH+KS").unwrap();
    assert_eq!(g.value_of(best).total(), 61);
    assert_eq!(
        parlour_i18n::lines(parlour_i18n::Lang::En, &g.explain(best)),
        "K♣ took 10♦ 4♠ K♥ K♠ — Tablenette, 56 points, and 5 points for the cards"
    );
    // The Tablenette apart from the cards' points, as the score sheet counts them.
    assert_eq!(
        parlour_i18n::lines(parlour_i18n::Lang::Ru, &g.explain(best)),
        "K♣ берёт 10♦ 4♠ K♥ K♠ — Табланет: 56 очков, за карты ещё 5 очков"
    );
    assert_eq!(
        parlour_i18n::lines(parlour_i18n::Lang::Vi, &g.explain(best)),
        "K♣ ăn 10♦ 4♠ K♥ K♠ — Tablenette, 56 điểm, thêm 5 điểm từ các lá bài"
    );
    let mut after = g.clone();
    after.play(best).unwrap();
    let v = after.view(Viewer::Seat(parlour_core::Seat(0)));
    assert_eq!(v.piles[0].tablenettes, 56);
    assert!(v.table.is_empty());
    assert_eq!(v.last_play.unwrap().kind, "tablenette");
}

#[test]
fn aces_both_ways_5_2() {
    let g = position("AS 10H 5C 6D", "AH");
    expect(
        &g,
        "AH",
        &[
            ("", 0, 0),
            ("AS", 2, 0),
            ("AS 10H", 3, 0),
            ("AS 5C 6D", 2, 0),
        ],
    );
    // Taking all four would need two pairs.
    let all = g.parse_move("AH:AS+10H+5C+6D").unwrap();
    assert_eq!(g.check(all), Err(MoveError::TooMany(c("AH"))));
}

#[test]
fn two_aces_make_two_5_3() {
    let g = position("AS AD 7C", "2C");
    expect(&g, "2C", &[("", 0, 0), ("AD AS", 3, 0)]);
}

#[test]
fn ace_as_eleven_in_a_tablenette_5_4() {
    let g = position("AS 2D", "QH");
    expect(&g, "QH", &[("", 0, 0), ("AS 2D", 2, 26)]);
}

#[test]
fn table_ace_pinned_at_one_5_5() {
    let g = position("AS AD 10H", "AH");
    expect(
        &g,
        "AH",
        &[("", 0, 0), ("AD AS", 3, 0), ("AD AS 10H", 4, 33)],
    );
}

#[test]
fn jack_sweep_without_bonus_5_6() {
    let g = position("10D 5S 7H", "JC");
    expect(&g, "JC", &[("5S 7H 10D", 3, 0)]);
    assert_eq!(g.check(Play::trail(c("JC"))), Err(MoveError::JackTakesAll));
    // The bare jack is the sweep.
    assert_eq!(g.parse_move("jc").unwrap().take.len(), 3);
}

#[test]
fn jack_on_an_empty_table_5_7() {
    let g = position("", "JC");
    expect(&g, "JC", &[("", 0, 0)]);
    let g = position("JH 2S", "KS QD JD");
    expect(&g, "KS", &[("", 0, 0), ("2S JH", 2, 28)]);
    expect(&g, "QD", &[("", 0, 0)]);
    expect(&g, "JD", &[("2S JH", 2, 0)]);
}

#[test]
fn only_one_pair_5_8() {
    let g = position("3C 7D 4H 6S", "10H");
    expect(&g, "10H", &[("", 0, 0), ("3C 7D", 1, 0), ("4H 6S", 1, 0)]);
    let two_pairs = Play::capture(c("10H"), CardSet::of(&cards("3C 7D 4H 6S")));
    assert_eq!(g.check(two_pairs), Err(MoveError::TooMany(c("10H"))));
}

#[test]
fn no_sums_of_three_5_9() {
    let g = position("2C 3D 5H", "10S");
    expect(&g, "10S", &[("", 0, 0)]);
    let three = Play::capture(c("10S"), CardSet::of(&cards("2C 3D 5H")));
    assert!(g.check(three).is_err());
}

#[test]
fn rank_and_pair_together_5_10() {
    let g = position("9C 9D 4H 5S", "9H");
    expect(
        &g,
        "9H",
        &[("", 0, 0), ("9C 9D", 0, 0), ("4H 5S 9C 9D", 0, 36)],
    );
    // A pair without the same-rank cards is not a capture.
    let pair_only = Play::capture(c("9H"), CardSet::of(&cards("4H 5S")));
    assert!(matches!(
        g.check(pair_only),
        Err(MoveError::LeavesSameRank { .. })
    ));
    // But naming only the pair picks the one capture containing it.
    assert_eq!(
        g.parse_move("9H:4H+5S").unwrap().take,
        CardSet::of(&cards("9C 9D 4H 5S"))
    );
}

#[test]
fn king_with_several_pairs_5_11() {
    let g = position("AC 3D QS 4H 10C 7S 7H", "KD");
    expect(
        &g,
        "KD",
        &[
            ("", 0, 0),
            ("AC 3D", 2, 0),
            ("AC QS", 3, 0),
            ("4H 10C", 2, 0),
            ("7H 7S", 1, 0),
        ],
    );
}

#[test]
fn several_hand_cards_5_12() {
    let g = position("5C 5D 10S 2H 8D", "10H 5S AS");
    expect(
        &g,
        "10H",
        &[
            ("", 0, 0),
            ("10S", 2, 0),
            ("5C 5D 10S", 2, 0),
            ("2H 8D 10S", 2, 0),
        ],
    );
    expect(&g, "5S", &[("", 0, 0), ("5C 5D", 0, 0)]);
    expect(&g, "AS", &[("", 0, 0)]);
    // The bare card is a trail, and the console is offered every play of that card.
    assert!(g.parse_move("10h").unwrap().is_trail());
    assert_eq!(g.completions("10H").len(), 4);
    assert_eq!(g.completions("AS").len(), 0);
    assert_eq!(g.completions("10H:5C").len(), 0, "one capture holds 5C");
    // 10H:10S is a complete capture (the 10 alone), so nothing is offered.
    assert_eq!(g.completions("10H:10S").len(), 0);
    assert_eq!(g.parse_move("10H:10S").unwrap().take.len(), 1);
}

/// A position in round 4 where north (the dealer) plays the last card of the hand.
fn last_card(
    variant: &str,
    scores: [i32; 2],
    south_pile: &str,
    north_pile_extra: &str,
) -> Tablenette {
    // Points: south holds AS AH KC KD QS JH 10D 10C 2C (10), north the other 12.
    let north_points = "AC AD KH KS QC QD QH JC JD JS 10H 10S";
    let table = "4C";
    let last = "3D";
    let used = CardSet::of(&cards(&format!(
        "{south_pile} {north_points} {north_pile_extra} {table} {last}"
    )));
    let fill: Vec<Card> = CardSet::FULL.minus(used).iter().collect();
    let mut south: Vec<Card> = cards(south_pile);
    south.extend(fill);
    let mut north: Vec<Card> = cards(north_points);
    north.extend(cards(north_pile_extra));
    let hand = if scores == [0, 0] { 1 } else { 2 };
    let text = format!(
        "hand={hand} dealer=north seed=0000000000000001 scores={},{} south=- north={last} \
         table={table} deck=- known=0 pile.south={} pile.north={} tablenettes=36,0 \
         taker=south last=- prev=-",
        scores[0],
        scores[1],
        list(&south),
        list(&north),
    );
    let params = Tablenette::variant(variant).unwrap();
    Tablenette::from_text(&params, &text).unwrap()
}

const SOUTH_POINTS: &str = "AS AH KC KD QS JH 10D 10C 2C";

#[test]
fn hand_tally_5_14() {
    // South ends with 28 cards (26 + the last two), north with 24.
    let g = last_card(
        "hand",
        [0, 0],
        SOUTH_POINTS,
        "4D 5D 6D 7D 8D 9D 4H 5H 6H 7H 8H 9H",
    );
    assert_eq!(g.pile(parlour_core::Seat(1)).len(), 24);
    let mv = g.parse_move("3D").unwrap();
    assert_eq!(
        parlour_i18n::lines(parlour_i18n::Lang::En, &g.explain(mv)),
        "3♦ trailed to the table; the hand ends and 4♣ 3♦ go to South"
    );
    let mut g = g;
    g.play(mv).unwrap();
    let t = *g.previous_hand().unwrap();
    assert_eq!(t.cards, [28, 24]);
    assert_eq!(t.points, [10, 12]);
    assert_eq!(t.most_cards, [3, 0]);
    assert_eq!(t.total(parlour_core::Seat(0)), 49);
    assert_eq!(t.total(parlour_core::Seat(1)), 12);
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, Some(vec![49, 12]));
    assert_eq!(o.rounds, Some(1));
    assert_eq!(o.results, vec![SeatResult::Win, SeatResult::Loss]);
}

#[test]
fn one_last_card_is_told_in_the_singular() {
    // As in the tally above, but the table is empty: the 3♦ trailed is the only card left.
    let g = last_card(
        "hand",
        [0, 0],
        SOUTH_POINTS,
        "4D 5D 6D 7D 8D 9D 4H 5H 6H 7H 8H 9H",
    );
    let text = g.to_text();
    let pile = text
        .split_whitespace()
        .find(|t| t.starts_with("pile.south="))
        .unwrap();
    let text = text
        .replace("table=4C", "table=-")
        .replace(pile, &format!("{pile}.4C"));
    let g = Tablenette::from_text(&Tablenette::variant("hand").unwrap(), &text).unwrap();
    let mv = g.parse_move("3D").unwrap();
    assert_eq!(
        parlour_i18n::lines(parlour_i18n::Lang::En, &g.explain(mv)),
        "3♦ trailed to the table; the hand ends and 3♦ goes to South"
    );
    let ru = parlour_i18n::lines(parlour_i18n::Lang::Ru, &g.explain(mv));
    assert!(ru.contains("3♦ достаётся"), "{ru}");
    let mut g = g;
    g.play(mv).unwrap();
    let shown = g.render(Viewer::Seat(parlour_core::Seat(0)), &parlour_i18n::Lang::En);
    assert!(shown.contains("the last card 3♦ went to South"), "{shown}");
}

#[test]
fn no_bonus_on_27_25_or_26_26() {
    // South gets 27 cards in all (25 + 2): north 25.
    let g = last_card(
        "hand",
        [0, 0],
        SOUTH_POINTS,
        "4D 5D 6D 7D 8D 9D 4H 5H 6H 7H 8H 9H 4S",
    );
    let mut g = g;
    g.play(g.parse_move("3D").unwrap()).unwrap();
    let t = *g.previous_hand().unwrap();
    assert_eq!(t.cards, [27, 25]);
    assert_eq!(t.most_cards, [0, 0]);
    let mut g = last_card(
        "hand",
        [0, 0],
        SOUTH_POINTS,
        "4D 5D 6D 7D 8D 9D 4H 5H 6H 7H 8H 9H 4S 5S",
    );
    g.play(g.parse_move("3D").unwrap()).unwrap();
    let t = *g.previous_hand().unwrap();
    assert_eq!(t.cards, [26, 26]);
    assert_eq!(t.most_cards, [0, 0]);
    assert_eq!(t.points[0] + t.points[1], 22);
}

#[test]
fn end_of_game_5_15() {
    let extra = "4D 5D 6D 7D 8D 9D 4H 5H 6H 7H 8H 9H";
    // This hand scores 49 to 12.
    let finish = |before: [i32; 2]| {
        let mut g = last_card("client", before, SOUTH_POINTS, extra);
        g.play(g.parse_move("3D").unwrap()).unwrap();
        g
    };
    // 240 to 180: play on, and the other player deals.
    let g = finish([191, 168]);
    assert_eq!(g.scores(), [240, 180]);
    assert!(g.outcome().is_none());
    assert_eq!(g.hand_number(), 3);
    assert_eq!(g.dealer(), parlour_core::Seat(0));
    // 262 to 255: south wins.
    let g = finish([213, 243]);
    let o = g.outcome().unwrap();
    assert_eq!(o.results, vec![SeatResult::Win, SeatResult::Loss]);
    assert_eq!(o.scores, Some(vec![262, 255]));
    assert_eq!(o.reason, "over 251");
    // 252 to 252: another hand.
    assert!(finish([203, 240]).outcome().is_none());
    // 251 to 100: 251 is not over 251.
    assert!(finish([202, 88]).outcome().is_none());
}

#[test]
fn last_cards_5_16() {
    // B (north) trails 5C on 9D; A (south) picked up last and takes both, no Tablenette.
    let text_for = |last: &str, table: &str| {
        let used = CardSet::of(&cards(&format!("{last} {table}")));
        let rest: Vec<Card> = CardSet::FULL.minus(used).iter().collect();
        let (s, n) = rest.split_at(26);
        format!(
            "hand=1 dealer=north seed=0000000000000001 scores=0,0 south=- north={last} \
             table={} deck=- known=0 pile.south={} pile.north={} tablenettes=0,0 taker=south \
             last=- prev=-",
            list(&cards(table)),
            list(s),
            list(n)
        )
    };
    let params = Tablenette::variant("hand").unwrap();
    let mut g = Tablenette::from_text(&params, &text_for("5C", "9D")).unwrap();
    expect(&g, "5C", &[("", 0, 0)]);
    g.play(g.parse_move("5C").unwrap()).unwrap();
    let t = *g.previous_hand().unwrap();
    assert_eq!(t.leftover, CardSet::of(&cards("5C 9D")));
    assert_eq!(t.leftover_to, Some(parlour_core::Seat(0)));
    assert_eq!(t.tablenettes, [0, 0]);
    // The 48th card taking everything is a Tablenette: 9 + 4 + 5 = 18.
    let g = Tablenette::from_text(&params, &text_for("9H", "4C 5D")).unwrap();
    expect(&g, "9H", &[("", 0, 0), ("4C 5D", 0, 18)]);
    let mut g = g;
    g.play(g.parse_move("9H:4C+5D").unwrap()).unwrap();
    assert_eq!(g.previous_hand().unwrap().tablenettes, [0, 18]);
}

#[test]
fn notation_reads_and_writes() {
    let g = position("10D 4S KH KS", "KC 7H");
    let m = g.parse_move("kc:10d+4s+kh+ks").unwrap();
    assert_eq!(g.format_move(m), "KC:10D+4S+KH+KS");
    assert_eq!(g.parse_move("KC:KS+KH").unwrap().take.len(), 2);
    assert_eq!(g.format_move(g.parse_move("7h").unwrap()), "7H");
    // 10D+4S picks the Tablenette, the kings coming with the king.
    assert_eq!(g.parse_move("K♣:T♦+4♠").unwrap().take.len(), 4);
    assert!(matches!(
        g.parse_move("KC:KH"),
        Err(parlour_core::ParseMoveError::Ambiguous { .. })
    ));
    assert_eq!(
        g.check(g.parse_move("QS").unwrap()),
        Err(MoveError::NotInHand(c("QS")))
    );
    assert_eq!(
        g.check(g.parse_move("KC:QS").unwrap()),
        Err(MoveError::NotOnTable(c("QS")))
    );
    for junk in [
        "", "K", "KC:", "KC:+", "KC:KH+KH", "1C", "10", "KC::KH", "♠♠", "KCKH",
    ] {
        assert!(g.parse_move(junk).is_err(), "{junk}");
    }
    assert_eq!(g.completions("KC").len(), 3);
}

#[test]
fn views_hide_the_other_hand() {
    let g = Tablenette::new(&TablenetteParams::default(), 9).unwrap();
    let south = g.view(Viewer::Seat(parlour_core::Seat(0)));
    let north = g.view(Viewer::Seat(parlour_core::Seat(1)));
    let spectator = g.view(Viewer::Spectator);
    assert!(spectator.hand.is_none());
    let json = serde_json::to_string(&south).unwrap();
    for card in north.hand.unwrap() {
        assert!(
            !json.contains(&format!("\"{card}\"")),
            "{card} leaks into {json}"
        );
    }
    let drawing = g.render(Viewer::Seat(parlour_core::Seat(0)), &parlour_i18n::Lang::En);
    for card in g.view(Viewer::Seat(parlour_core::Seat(1))).hand.unwrap() {
        assert!(
            !drawing.contains(&card.pretty()),
            "{card} leaks into the drawing"
        );
    }
    assert!(drawing.contains("##"));
}
