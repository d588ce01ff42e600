//! The Nines engine protocol of `parlour engine nines`, as a small program of its own: it
//! builds in seconds rather than minutes (no server in it), which suits engine matches
//! while working on the search (see `engine_match.rs`).
//!
//! ```text
//! cargo build --release -p parlour-catalog --example nines_engine
//! echo -e "position startpos\ngo nodes 100000" | target/release/examples/nines_engine
//! ```

fn main() -> std::io::Result<()> {
    parlour_catalog::engine::run_nines(std::io::stdin().lock(), std::io::stdout())
}
