use super::*;

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
