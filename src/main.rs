//! The `parlour` command.
fn main() {}
