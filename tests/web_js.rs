//! Runs the page's JavaScript tests (`node --test web/tests/`) so that `cargo test` covers
//! the browser code too. Node.js is required: without it this test fails and says so.

use std::process::Command;

#[test]
fn javascript_tests_pass() {
    let root = env!("CARGO_MANIFEST_DIR");
    let output = Command::new("node")
        .args(["--test", "web/tests/"])
        .current_dir(root)
        .output()
        .unwrap_or_else(|e| {
            panic!("cannot run node ({e}); the page's tests need Node.js 20 or newer on the PATH")
        });
    assert!(
        output.status.success(),
        "node --test web/tests/ failed:\n{}\n{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}
