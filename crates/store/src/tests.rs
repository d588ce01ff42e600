use super::*;
use parlour_catalog::Lang;

#[test]
fn tokens_are_kept_as_hashes() {
    let h = token_hash("abc");
    assert_eq!(h.len(), 64);
    assert_eq!(h, token_hash(" abc\n"));
    assert_ne!(h, token_hash("abd"));
}

#[test]
fn locations_from_options() {
    let dir = Path::new("/data");
    assert_eq!(
        Location::from_options(None, dir),
        Location::Sqlite {
            path: PathBuf::from("/data/parlour.db"),
            durability: Durability::Normal
        }
    );
    assert!(matches!(
        Location::from_options(Some("postgres://u:secret@h:5432/db"), dir),
        Location::Postgres(_)
    ));
    assert_eq!(
        Location::from_options(Some("postgres://u:secret@h:5432/db"), dir).describe(),
        "postgres://…@h:5432/db"
    );
    assert_eq!(
        Location::from_options(Some(":memory:"), dir),
        Location::Memory
    );
}

#[test]
fn two_computers_of_one_level_are_numbered_in_the_reader_s_language() {
    let seats = [
        Holder::person(1, "ann"),
        Holder::computer("medium"),
        Holder::computer("medium"),
    ];
    assert_eq!(
        replay::holder_names(&seats, Lang::En),
        ["ann", "Computer (medium) 1", "Computer (medium) 2"]
    );
    let one = [Holder::computer("hard"), Holder::person(2, "bob")];
    assert_eq!(
        replay::holder_names(&one, Lang::Ru),
        ["Компьютер (сильный)", "bob"]
    );
}

/// Two computers of one level are numbered as their table numbered them, by place: the
/// seats turn each game, so the second game's White is "Computer (random) 2".
#[test]
fn computers_of_one_level_keep_their_numbers_as_the_seats_turn() {
    let two = || vec![Holder::computer("random"), Holder::computer("random")];
    let names = |game: u64| replay::holder_names(&Holder::numbered(two(), game), Lang::En);
    assert_eq!(names(1), ["Computer (random) 1", "Computer (random) 2"]);
    assert_eq!(names(2), ["Computer (random) 2", "Computer (random) 1"]);
    assert_eq!(names(3), names(1));
    // Three seats turn one place a game.
    let efm = vec![
        Holder::computer("easy"),
        Holder::person(1, "ann"),
        Holder::computer("easy"),
    ];
    let numbers: Vec<Option<u32>> = Holder::numbered(efm, 2).iter().map(|h| h.number).collect();
    // Game 2 of a three-seat table: seat s holds place (s + 1) % 3, so the computers at
    // seats 0 and 2 hold places 1 and 0, numbered 2 and 1.
    assert_eq!(numbers, [Some(2), None, Some(1)]);
    // A computer alone at its level has no number.
    let one = Holder::numbered(vec![Holder::computer("hard"), Holder::person(1, "ann")], 2);
    assert_eq!(one[0].number, None);
}

/// A console game keeps "You" (or "Player 2") in the language it was played in; the records
/// show it in the reader's. A name someone typed, and an account's nickname, stay as they are.
#[test]
fn a_console_s_you_is_shown_in_the_reader_s_language() {
    let named = |name: &str| Holder {
        player: None,
        name: name.into(),
        level: None,
        number: None,
    };
    let console = [named("Вы"), Holder::computer("easy")];
    assert_eq!(
        replay::holder_names(&console, Lang::En),
        ["You", "Computer (easy)"]
    );
    let shared = [named("Player 1"), named("Người chơi 2"), named("Вы2")];
    assert_eq!(
        replay::holder_names(&shared, Lang::Ru),
        ["Игрок 1", "Игрок 2", "Вы2"]
    );
    let account = [Holder::person(3, "You"), named("ann"), named("Bạn")];
    assert_eq!(
        replay::holder_names(&account, Lang::En),
        ["You", "ann", "You"]
    );
    assert_eq!(
        replay::holder_names(&account, Lang::Vi),
        ["You", "ann", "Bạn"]
    );
}
