// The programmer guide is this crate's documentation, so `cargo test -p parlour-guide`
// compiles and runs every `rust` block of it as a doctest. Blocks marked `ignore` are
// pieces of real files; `tests/excerpts.rs` checks that they still say what those files
// say. The crate has no code of its own.
//
// `src/game.rs` of the example is shown in three blocks, cut between methods of one `impl`:
// the first and the last are not Rust on their own, and rustdoc need not say so.
#![allow(rustdoc::invalid_rust_codeblocks)]
#![doc = include_str!("../../../docs/guide/programmer.md")]
