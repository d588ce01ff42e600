//! Helpers for the browser tests: the real server, ChromeDriver, headless Chromium, and
//! small readers of the page.
//!
//! The page is read through data attributes (`data-point`, `data-piece`, `data-legal`,
//! `data-version` on the board), so the tests follow whatever the computer plays instead of
//! relying on fixed sequences.

#![allow(dead_code)]

use fantoccini::actions::{InputSource, KeyAction, KeyActions};
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How long a page may take to show what a test waits for.
pub const PATIENCE: Duration = Duration::from_secs(30);

/// One browser test at a time: each starts its own Chromium, and the machine is small.
/// (An async mutex, because the turn is held across the test's awaits; a failing test
/// releases it as it unwinds.)
static SERIAL: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// Takes the turn of this test; released when the guard drops.
pub async fn one_at_a_time() -> tokio::sync::MutexGuard<'static, ()> {
    SERIAL.lock().await
}

/// A directory removed on drop.
pub struct TempDir(pub PathBuf);

impl TempDir {
    /// A fresh, empty directory under the system's temporary directory.
    pub fn new(prefix: &str) -> TempDir {
        static COUNT: AtomicU32 = AtomicU32::new(0);
        let n = COUNT.fetch_add(1, Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!("{prefix}-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).expect("create a temporary directory");
        TempDir(path)
    }

    /// Its path.
    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A child process killed on drop.
struct Killed(Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// The `parlour` binary serving the web door on free ports.
pub struct Server {
    _child: Killed,
    _data: TempDir,
    /// The page's address, e.g. `http://127.0.0.1:41234/`.
    pub url: String,
    /// The TCP door's port on 127.0.0.1 (for `nc`-style clients).
    pub tcp: Option<u16>,
}

impl Server {
    /// Starts `parlour serve` on port 0 with seed 1 and reads the address it prints.
    pub fn start() -> Server {
        Server::start_with(&[])
    }

    /// Starts `parlour serve` as [`Server::start`] does, with more arguments
    /// (`--computer-pace 0`…).
    pub fn start_with(extra: &[&str]) -> Server {
        let data = TempDir::new("parlour-web-data");
        match Server::spawn(Some(data.path()), extra) {
            Ok((child, url, tcp)) => Server {
                _child: child,
                _data: data,
                url,
                tcp,
            },
            // A server without `--data` refuses it; it is only there to keep tests apart.
            Err(e) if e.contains("--data") => {
                let (child, url, tcp) =
                    Server::spawn(None, extra).unwrap_or_else(|e| panic!("{e}"));
                Server {
                    _child: child,
                    _data: data,
                    url,
                    tcp,
                }
            }
            Err(e) => panic!("{e}"),
        }
    }

    fn spawn(data: Option<&Path>, extra: &[&str]) -> Result<(Killed, String, Option<u16>), String> {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_parlour"));
        cmd.env("LC_ALL", "C.UTF-8"); // English, whatever the machine speaks
        cmd.args(["serve", "--http", "127.0.0.1:0", "--tcp", "127.0.0.1:0"]);
        // Seed 1 unless the test chose its own: the same deals every run.
        if !extra.contains(&"--seed") {
            cmd.args(["--seed", "1"]);
        }
        if let Some(dir) = data {
            cmd.arg("--data").arg(dir);
        }
        cmd.args(extra);
        let mut child = cmd
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start the parlour binary: {e}"))?;
        let stdout = child.stdout.take().expect("piped stdout");
        let mut stderr = child.stderr.take().expect("piped stderr");
        let mut child = Killed(child);
        let (tx, rx) = mpsc::channel();
        // Read the banner (the Web: line, then the TCP: line if there is one), then keep
        // draining stdout so the server never blocks on it.
        std::thread::spawn(move || {
            let mut url: Option<String> = None;
            let mut sent = false;
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sent {
                    continue;
                }
                if line.starts_with("  Web:") {
                    url = Some(
                        line.split_whitespace()
                            .find(|w| w.starts_with("http"))
                            .unwrap_or_default()
                            .to_string(),
                    );
                } else if let Some(web) = url.take() {
                    // `  TCP:  nc 127.0.0.1 PORT …`
                    let tcp = line
                        .strip_prefix("  TCP:")
                        .and_then(|rest| rest.split_whitespace().nth(2))
                        .and_then(|port| port.parse::<u16>().ok());
                    let _ = tx.send((web, tcp));
                    sent = true;
                }
            }
        });
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Ok((url, tcp)) = rx.recv_timeout(Duration::from_millis(100)) {
                if url.is_empty() {
                    return Err("the server printed a Web: line without an address".into());
                }
                // Keep draining stderr too.
                std::thread::spawn(move || {
                    let _ = std::io::copy(&mut stderr, &mut std::io::sink());
                });
                return Ok((child, url, tcp));
            }
            if let Ok(Some(status)) = child.0.try_wait() {
                let mut err = String::new();
                let _ = stderr.read_to_string(&mut err);
                return Err(format!(
                    "`parlour serve` exited ({status}) before printing its address:\n{err}"
                ));
            }
            if Instant::now() > deadline {
                return Err("`parlour serve` did not print `  Web: <url>` in time".into());
            }
        }
    }
}

/// ChromeDriver on a free port, killed on drop.
pub struct Driver {
    _child: Killed,
    /// Its address, e.g. `http://127.0.0.1:45678`.
    pub url: String,
}

/// Where a program is on the PATH.
fn which(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|p| p.is_file())
}

const INSTALL: &str = "the browser tests need Chromium and ChromeDriver: \
     apt-get install chromium chromium-driver";

impl Driver {
    /// Starts ChromeDriver; fails (never skips) when Chromium or ChromeDriver is missing.
    pub fn start() -> Driver {
        let driver = which("chromedriver").unwrap_or_else(|| panic!("no chromedriver: {INSTALL}"));
        if which("chromium").is_none() && which("chromium-browser").is_none() {
            panic!("no chromium: {INSTALL}");
        }
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let child = Command::new(driver)
            .arg(format!("--port={port}"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start chromedriver ({e}): {INSTALL}"));
        let child = Killed(child);
        let deadline = Instant::now() + Duration::from_secs(20);
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < deadline, "chromedriver did not start");
            std::thread::sleep(Duration::from_millis(50));
        }
        Driver {
            _child: child,
            url: format!("http://127.0.0.1:{port}"),
        }
    }
}

/// A headless Chromium session with its own profile (so its own localStorage).
pub struct Browser {
    /// The WebDriver client.
    pub c: Client,
    _profile: TempDir,
}

impl Browser {
    /// Opens a browser window of `width`×`height` pixels.
    pub async fn open(driver: &Driver, width: u32, height: u32) -> Browser {
        let profile = TempDir::new("parlour-chromium");
        let args = vec![
            "--headless".to_string(),
            "--no-sandbox".into(),
            "--disable-gpu".into(),
            "--disable-dev-shm-usage".into(),
            "--no-first-run".into(),
            "--disable-background-networking".into(),
            "--disable-component-update".into(),
            "--disable-sync".into(),
            "--disable-quic".into(),
            format!("--user-data-dir={}", profile.path().display()),
            format!("--window-size={width},{height}"),
        ];
        let caps = json!({
            "browserName": "chrome",
            "goog:chromeOptions": { "args": args },
        });
        let Value::Object(caps) = caps else {
            unreachable!()
        };
        let c = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
            .capabilities(caps)
            .connect(&driver.url)
            .await
            .unwrap_or_else(|e| panic!("no browser session ({e}): {INSTALL}"));
        Browser {
            c,
            _profile: profile,
        }
    }

    /// Closes the session.
    pub async fn close(self) {
        let _ = self.c.close().await;
    }

    /// Runs JavaScript in the page and returns its value.
    pub async fn js(&self, script: &str) -> Value {
        self.c
            .execute(script, vec![])
            .await
            .unwrap_or_else(|e| panic!("script failed ({e}): {script}"))
    }

    /// Which of a board's two side lines (`.{class}.top` and `.{class}.bottom`) is shaded
    /// as the side to move: `[top, bottom]`.
    pub async fn shaded_sides(&self, class: &str) -> [bool; 2] {
        let v = self
            .js(&format!(
                "const shaded = (where) => getComputedStyle(document.querySelector('.{class}.' + where)).backgroundColor !== 'rgba(0, 0, 0, 0)'; \
                 return [shaded('top'), shaded('bottom')]"
            ))
            .await;
        [v[0] == true, v[1] == true]
    }

    /// The page's visible text, for failure messages.
    pub async fn text(&self) -> String {
        self.js("return document.body ? document.body.innerText : ''")
            .await
            .as_str()
            .unwrap_or_default()
            .to_string()
    }

    /// Waits until `condition` (a JavaScript expression) is true, or fails saying `what`.
    pub async fn wait_for(&self, what: &str, condition: &str) {
        let script = format!("return !!({condition});");
        let deadline = Instant::now() + PATIENCE;
        loop {
            if self.c.execute(&script, vec![]).await.ok() == Some(Value::Bool(true)) {
                return;
            }
            if Instant::now() > deadline {
                panic!(
                    "timed out waiting for {what} ({condition}); the page says:\n{}",
                    self.text().await
                );
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Clicks the element matching a CSS selector.
    pub async fn click(&self, css: &str) {
        let element = self
            .c
            .find(Locator::Css(css))
            .await
            .unwrap_or_else(|e| panic!("no {css} to click ({e})"));
        element
            .click()
            .await
            .unwrap_or_else(|e| panic!("cannot click {css} ({e})"));
    }

    /// Presses keys on whatever has the focus (as a person would).
    pub async fn press(&self, keys: &[char]) {
        let mut actions = KeyActions::new("keyboard".into());
        for &k in keys {
            actions = actions
                .then(KeyAction::Down { value: k })
                .then(KeyAction::Up { value: k });
        }
        self.c
            .perform_actions(actions)
            .await
            .expect("keyboard actions");
    }

    /// Goes to `url`.
    pub async fn goto(&self, url: &str) {
        self.c.goto(url).await.expect("open the page");
    }

    /// Types `text` into the element matching a CSS selector.
    pub async fn type_into(&self, css: &str, text: &str) {
        let field = self
            .c
            .find(Locator::Css(css))
            .await
            .unwrap_or_else(|e| panic!("no {css} ({e})"));
        field.send_keys(text).await.expect("type");
    }

    /// Opens the page, chooses a nickname and waits for the lobby.
    pub async fn sign_in(&self, url: &str, nick: &str) {
        self.goto(url).await;
        self.wait_for("the nickname form", "document.querySelector('#nick')")
            .await;
        self.type_into("#nick", nick).await;
        self.click("[data-action='enter']").await;
        self.wait_for("the lobby", "document.querySelector('#new-table')")
            .await;
    }

    /// Creates a Nines table from the lobby form: `variant`, me against `second`
    /// (a computer level or `open`). Waits for the room.
    pub async fn create_nines(&self, variant: &str, second: &str) -> String {
        self.select("#new-game", "nines").await;
        self.select("#new-variant", variant).await;
        self.select("#new-seat-0", "me").await;
        self.select("#new-seat-1", second).await;
        self.click("[data-action='create']").await;
        self.wait_for(
            "the new table's room",
            "document.querySelector('svg.nines-board[data-version]')",
        )
        .await;
        let hash = self.js("return location.hash").await;
        let hash = hash.as_str().unwrap_or_default();
        hash.strip_prefix("#/table/")
            .unwrap_or_else(|| panic!("the room's address is {hash}"))
            .to_string()
    }

    /// Chooses an option of a `<select>`.
    pub async fn select(&self, css: &str, value: &str) {
        let select = self
            .c
            .find(Locator::Css(css))
            .await
            .unwrap_or_else(|e| panic!("no {css} ({e})"));
        select
            .select_by_value(value)
            .await
            .unwrap_or_else(|e| panic!("cannot choose {value} in {css} ({e})"));
    }

    /// The Nines board as the page shows it.
    pub async fn board(&self) -> Board {
        let v = self.js(BOARD_JS).await;
        assert!(
            !v.is_null(),
            "no Nines board on the page:\n{}",
            self.text().await
        );
        Board(v)
    }

    /// Waits until the board shows a state newer than `after` in which the viewer acts (or
    /// the game is over), and returns it.
    pub async fn my_turn_after(&self, after: u64) -> Board {
        self.wait_for(
            "my turn",
            &format!(
                "(() => {{ const b = document.querySelector('svg.nines-board'); \
                 return b && Number(b.dataset.version) > {after} && !b.dataset.pending && \
                 (b.dataset.turn === 'you' || b.dataset.turn === 'over'); }})()"
            ),
        )
        .await;
        self.board().await
    }

    /// Clicks a point of the Nines board.
    pub async fn click_point(&self, label: &str) {
        self.click(&format!("svg.nines-board [data-point='{label}']"))
            .await;
    }

    /// Waits until the move list shows `notation`.
    pub async fn wait_move_listed(&self, notation: &str) {
        self.wait_for(
            &format!("{notation} in the move list"),
            &format!(
                "[...document.querySelectorAll('.moves code')].some(c => c.textContent === '{notation}')"
            ),
        )
        .await;
    }
}

const BOARD_JS: &str = r#"
const svg = document.querySelector('svg.nines-board');
if (!svg) return null;
const pieces = {};
for (const g of svg.querySelectorAll('[data-point]')) pieces[g.dataset.point] = g.dataset.piece;
const you = document.querySelector('.seat[data-you]');
return {
  version: Number(svg.dataset.version),
  turn: svg.dataset.turn,
  action: svg.dataset.action,
  pieces,
  legal: [...svg.querySelectorAll('[data-legal]')].map(g => g.dataset.point),
  removable: [...svg.querySelectorAll('[data-removable]')].map(g => g.dataset.point),
  selected: [...svg.querySelectorAll('[data-selected]')].map(g => g.dataset.point),
  colour: you ? you.dataset.seatName : null,
  moves: [...document.querySelectorAll('.moves code')].map(c => c.textContent),
  banner: (document.querySelector('.banner') || {}).textContent || '',
  hint: (document.querySelector('.hint') || {}).textContent || '',
};
"#;

/// A snapshot of the Nines board read from the page.
#[derive(Clone, Debug)]
pub struct Board(pub Value);

impl Board {
    /// The state version on the board.
    pub fn version(&self) -> u64 {
        self.0["version"].as_u64().unwrap_or(0)
    }

    /// `you`, `other`, `watching` or `over`.
    pub fn turn(&self) -> &str {
        self.0["turn"].as_str().unwrap_or("")
    }

    /// `place`, `move`, `fly`, `remove` or `over`.
    pub fn action(&self) -> &str {
        self.0["action"].as_str().unwrap_or("")
    }

    /// `white`, `black` or `empty` at a point.
    pub fn piece(&self, label: &str) -> &str {
        self.0["pieces"][label].as_str().unwrap_or("")
    }

    /// Every point and its piece.
    pub fn pieces(&self) -> Vec<(String, String)> {
        let mut v: Vec<(String, String)> = self.0["pieces"]
            .as_object()
            .map(|m| {
                m.iter()
                    .map(|(k, v)| (k.clone(), v.as_str().unwrap_or("").to_string()))
                    .collect()
            })
            .unwrap_or_default();
        v.sort();
        v
    }

    fn list(&self, key: &str) -> Vec<String> {
        self.0[key]
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|x| x.as_str().map(str::to_string))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The highlighted points (where a click does something).
    pub fn legal(&self) -> Vec<String> {
        self.list("legal")
    }

    /// The pieces highlighted for removal.
    pub fn removable(&self) -> Vec<String> {
        self.list("removable")
    }

    /// The selected piece, if any.
    pub fn selected(&self) -> Option<String> {
        self.list("selected").into_iter().next()
    }

    /// The viewer's colour.
    pub fn colour(&self) -> &str {
        self.0["colour"].as_str().unwrap_or("")
    }

    /// The notations in the move list.
    pub fn moves(&self) -> Vec<String> {
        self.list("moves")
    }

    /// The turn banner.
    pub fn banner(&self) -> &str {
        self.0["banner"].as_str().unwrap_or("")
    }

    /// The hint under the board.
    pub fn hint(&self) -> &str {
        self.0["hint"].as_str().unwrap_or("")
    }
}

/// The 32 lines of the board between neighbouring points.
pub const EDGES: [(&str, &str); 32] = [
    ("a7", "d7"),
    ("d7", "g7"),
    ("b6", "d6"),
    ("d6", "f6"),
    ("c5", "d5"),
    ("d5", "e5"),
    ("a4", "b4"),
    ("b4", "c4"),
    ("e4", "f4"),
    ("f4", "g4"),
    ("c3", "d3"),
    ("d3", "e3"),
    ("b2", "d2"),
    ("d2", "f2"),
    ("a1", "d1"),
    ("d1", "g1"),
    ("a7", "a4"),
    ("a4", "a1"),
    ("b6", "b4"),
    ("b4", "b2"),
    ("c5", "c4"),
    ("c4", "c3"),
    ("d7", "d6"),
    ("d6", "d5"),
    ("d3", "d2"),
    ("d2", "d1"),
    ("e5", "e4"),
    ("e4", "e3"),
    ("f6", "f4"),
    ("f4", "f2"),
    ("g7", "g4"),
    ("g4", "g1"),
];

/// The 16 lines of three (mills).
pub const MILLS: [[&str; 3]; 16] = [
    ["a7", "d7", "g7"],
    ["b6", "d6", "f6"],
    ["c5", "d5", "e5"],
    ["a4", "b4", "c4"],
    ["e4", "f4", "g4"],
    ["c3", "d3", "e3"],
    ["b2", "d2", "f2"],
    ["a1", "d1", "g1"],
    ["a7", "a4", "a1"],
    ["b6", "b4", "b2"],
    ["c5", "c4", "c3"],
    ["d7", "d6", "d5"],
    ["d3", "d2", "d1"],
    ["e5", "e4", "e3"],
    ["f6", "f4", "f2"],
    ["g7", "g4", "g1"],
];

/// The arrow key that leads from `a` to its neighbour `b` along a line.
pub fn arrow_between(a: &str, b: &str) -> char {
    use fantoccini::key::Key;
    let (fa, ra) = (a.as_bytes()[0], a.as_bytes()[1]);
    let (fb, rb) = (b.as_bytes()[0], b.as_bytes()[1]);
    let key = if fa == fb && rb > ra {
        Key::Up
    } else if fa == fb {
        Key::Down
    } else if fb > fa {
        Key::Right
    } else {
        Key::Left
    };
    key.into()
}

/// The points from `from` to `to` along the lines (breadth-first), both included.
pub fn path(from: &str, to: &str) -> Vec<String> {
    let mut previous = std::collections::HashMap::new();
    let mut queue = std::collections::VecDeque::from([from.to_string()]);
    previous.insert(from.to_string(), String::new());
    while let Some(p) = queue.pop_front() {
        if p == to {
            break;
        }
        for (a, b) in EDGES {
            let next = if a == p {
                b
            } else if b == p {
                a
            } else {
                continue;
            };
            if !previous.contains_key(next) {
                previous.insert(next.to_string(), p.clone());
                queue.push_back(next.to_string());
            }
        }
    }
    let mut out = vec![to.to_string()];
    while let Some(p) = previous.get(out.last().expect("non-empty")) {
        if p.is_empty() {
            break;
        }
        out.push(p.clone());
    }
    out.reverse();
    out
}
