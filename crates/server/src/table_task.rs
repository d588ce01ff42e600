//! One task per table: the only code that changes the table.
//!
//! Doors send [`TableCmd`]s; the task checks each against the table (which checks it
//! against the rules), applies what is allowed, and sends every connection that views the
//! table its own [`Update`]. Computer players think on blocking threads, at most
//! `ai_threads` at once across the server; the task keeps answering people meanwhile.
//!
//! People who close their last connection are *away*: their seat waits. After
//! `takeover_after` the others may let a computer take it; after `abandon_after` with every
//! person away, the table closes (after `abandon_waiting_after` if no game has begun there).

use crate::conn::{ConnId, Outbox, Outgoing, Update};
use crate::hub::Hub;
use crate::players::PlayerId;
use crate::pool::Priority;
use parlour_catalog::table::{ComputerDone, Event, Participant, Phase, Table, TableError};
use parlour_core::{Budget, Viewer};
use parlour_i18n::Lang;
use parlour_protocol::{ErrorCode, ErrorInfo, PlayerInfo, SeatSummary, TableId, TableSummary};
use parlour_store::journal::{self, People};
use parlour_store::{StoreError, Write, now_ms};
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use tokio::sync::{mpsc, oneshot};
use tokio::task::JoinHandle;
use tokio::time::{Instant, sleep_until};

/// What a door asks of a table.
pub enum TableCmd {
    /// Receive the table's states (as a seat if the player sits here, else as a spectator).
    Open {
        /// Who asks (`None`: an anonymous spectator).
        player: Option<PlayerInfo>,
        /// Where to send.
        out: Outbox,
        /// Request id.
        req: Option<u64>,
    },
    /// Stop receiving the table (ignored for a connection of a seated player: their seat
    /// keeps it).
    Close {
        /// The connection.
        conn: ConnId,
    },
    /// Sit down in an open place (and receive the table).
    Join {
        /// Who.
        player: PlayerInfo,
        /// Which place (`None`: the first open one).
        place: Option<usize>,
        /// Where to send.
        out: Outbox,
        /// Request id.
        req: Option<u64>,
        /// Told whether it worked, if the door waits for it.
        reply: Option<oneshot::Sender<Result<usize, ErrorInfo>>>,
    },
    /// A seated player acts.
    Act {
        /// Who.
        player: PlayerId,
        /// The version the action was decided in, if quoted.
        version: Option<u64>,
        /// What.
        action: Action,
        /// Where to send errors.
        out: Outbox,
        /// Request id.
        req: Option<u64>,
    },
    /// A connection closed.
    Gone {
        /// The connection.
        conn: ConnId,
    },
    /// Stop without closing the table in the records: another node serves it now.
    Stop,
}

/// What a seated player does.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// A move in exact notation (from the legal list).
    Move(String),
    /// Typed text: a move, several moves of one turn, or the number of an offered choice.
    Typed(String),
    /// Offer a draw.
    OfferDraw,
    /// Answer the pending offer.
    AnswerDraw(bool),
    /// Resign.
    Resign,
    /// Take back a turn.
    Undo,
    /// Ready for the next game.
    Ready,
    /// Leave the place.
    Leave,
    /// Leave the place only if the player has not moved in a game being played there: a door
    /// that takes its player to another table gives up a seat that waits (or calls off a
    /// game begun a moment ago), never resigns a game the player has played.
    LeaveBetweenGames,
    /// Let a computer take an away person's place.
    TakeOver {
        /// The place.
        place: usize,
        /// The level.
        level: String,
    },
}

/// How long computers wait after the records failed before they play again.
const STORE_PAUSE: std::time::Duration = std::time::Duration::from_secs(2);

/// How long a new table with nobody at it waits for its first viewer.
const EMPTY_GRACE: std::time::Duration = std::time::Duration::from_secs(5);

/// How long a table of computers alone shows a game's result to those watching before the
/// next game of its series starts.
const BETWEEN_COMPUTER_GAMES: std::time::Duration = std::time::Duration::from_secs(5);

/// Why a table closed, when its game goes on elsewhere: another node serves it now.
pub(crate) const MOVED: &str = "moved to another node";

/// Why a table closed, when its game goes on elsewhere: its server stops (the table stays
/// open in the records, and is resumed when a server is back, or by another node).
pub(crate) const SHUTDOWN: &str = "shutdown";

struct Sub {
    /// Who is connected (`None`: a connection that has not said who it is).
    who: Option<PlayerInfo>,
    out: Outbox,
}

impl Sub {
    fn player(&self) -> Option<PlayerId> {
        self.who.as_ref().map(|p| p.id)
    }
}

struct Thinking {
    handle: JoinHandle<Option<ComputerDone>>,
    stop: Arc<AtomicBool>,
}

struct Task {
    hub: Arc<Hub>,
    id: TableId,
    table: Table,
    quick: bool,
    /// On several nodes: the keeper number this copy saves under (see [`Task::kept`]).
    keeper: Option<u64>,
    subs: HashMap<ConnId, Sub>,
    /// Seated people with no open connection to the table, and since when.
    away: HashMap<PlayerId, Instant>,
    /// Since when a quick table has waited with a person at it and a place open.
    waiting_since: Option<Instant>,
    /// When the table opened: an empty table gets a moment for its first viewer to arrive.
    born: Instant,
    /// When the records last failed to save a change of this table.
    store_trouble: Option<Instant>,
    /// A computer moves no sooner than this (people follow the game at a readable pace).
    computer_not_before: Option<Instant>,
    /// Since when a table of computers alone, watched, has shown a game's result: its next
    /// game starts a moment later (nobody else would start it: computers are always ready,
    /// and the series stopped after one game, "2/2 ready").
    computers_over_since: Option<Instant>,
    thinking: Option<Thinking>,
    /// Stopped because another node serves the table now.
    moved: bool,
}

/// The summary the lobby lists for a table; `away` counts its seated people who have no
/// connection to it.
pub fn summary(
    id: &str,
    table: &Table,
    quick: bool,
    spectators: usize,
    away: usize,
) -> TableSummary {
    let info = table.info();
    let who: Vec<Option<&Participant>> = (0..table.places())
        .map(|s| table.seated(parlour_core::Seat(s as u8)))
        .collect();
    let names: Vec<Option<String>> = who.iter().map(|w| w.map(Participant::name)).collect();
    // Two computers of one level are told apart by a number, as at the table (by place).
    let numbers = table.seat_numbers();
    TableSummary {
        id: id.to_string(),
        game: info.id,
        name: info.name.to_string(),
        variant: table.variant().to_string(),
        variant_name: table.variant().to_string(),
        phase: table.phase(),
        seats: who
            .iter()
            .enumerate()
            .map(|(s, who)| {
                let level = match who {
                    Some(Participant::Computer { level }) => Some(level.clone()),
                    _ => None,
                };
                let number = numbers.get(s).copied().flatten();
                SeatSummary {
                    seat_name: info.seat_names.get(s).copied().unwrap_or("?"),
                    player: names[s].clone(),
                    computer: level.is_some(),
                    level,
                    number,
                }
            })
            .collect(),
        open: table.open_places(),
        games: table.games_finished(),
        spectators,
        away,
        quick,
    }
}

/// Runs a table until everyone has left, its people have been away too long, or the
/// server stops.
pub async fn run(
    hub: Arc<Hub>,
    id: TableId,
    table: Table,
    quick: bool,
    keeper: Option<u64>,
    mut commands: mpsc::Receiver<TableCmd>,
) {
    let mut task = Task {
        keeper,
        away: HashMap::new(),
        hub,
        id,
        table,
        quick,
        subs: HashMap::new(),
        waiting_since: None,
        thinking: None,
        born: Instant::now(),
        store_trouble: None,
        computer_not_before: None,
        computers_over_since: None,
        moved: false,
    };
    // The people the table was opened with have no connection to it yet.
    let now = Instant::now();
    for (_, player) in task.table.people() {
        task.away.insert(player, now);
    }
    task.publish();
    loop {
        if task.moved {
            break; // another node keeps the table now
        }
        task.start_computer();
        if task.should_close() {
            break;
        }
        let deadline = task.next_deadline();
        tokio::select! {
            cmd = commands.recv() => match cmd {
                Some(TableCmd::Stop) => {
                    task.moved = true;
                    break;
                }
                Some(cmd) => task.handle(cmd).await,
                None => break,
            },
            done = async { match &mut task.thinking { Some(t) => (&mut t.handle).await, None => std::future::pending().await } } => {
                task.thinking = None;
                match done {
                    Ok(Some(done)) => task.finish_computer(done).await,
                    Ok(None) => {}
                    Err(e) => tracing::error!(table = %task.id, error = %e, "a computer player's thread failed"),
                }
            }
            _ = async { match deadline { Some(d) => sleep_until(d).await, None => std::future::pending().await } } => task.on_deadline().await,
            _ = task.hub.shutdown.cancelled() => break,
        }
    }
    task.close().await;
}

impl Task {
    fn viewer_of(&self, player: Option<PlayerId>) -> Viewer {
        player
            .and_then(|p| self.table.seat_of(p))
            .map_or(Viewer::Spectator, Viewer::Seat)
    }

    fn spectators(&self) -> usize {
        self.subs
            .values()
            .filter(|s| s.player().is_none_or(|p| self.table.place_of(p).is_none()))
            .count()
    }

    /// The state for one viewer, with what the table itself cannot know: who is away, and
    /// whose place a computer may take.
    fn update_for(&self, viewer: Viewer, text: Option<Lang>) -> Arc<Update> {
        let mut view = self.table.view(viewer);
        let now = Instant::now();
        for seat in &mut view.seats {
            let person = self
                .table
                .participant(seat.place)
                .and_then(Participant::person_id);
            if let Some(since) = person.and_then(|p| self.away.get(&p)) {
                seat.away_secs = Some((now - *since).as_secs());
            }
        }
        // During a game, and between games too: a player who went away and is not ready
        // would hold up the next game for ever.
        if view.you.is_some() && self.table.phase() != Phase::Waiting {
            view.actions.take_over = self.replaceable(now);
        }
        let text = match text {
            Some(lang) => crate::words::render(lang, &self.table, viewer),
            None => String::new(),
        };
        Arc::new(Update::new(self.id.clone(), viewer, view, text))
    }

    /// Places whose person has been away long enough for a computer to take over.
    fn replaceable(&self, now: Instant) -> Vec<usize> {
        let mut places: Vec<usize> = self
            .away
            .iter()
            .filter(|(_, since)| now - **since >= self.hub.config.takeover_after)
            .filter_map(|(p, _)| self.table.place_of(*p))
            .collect();
        places.sort_unstable();
        places
    }

    /// Sends every viewer their state and the lobby the table's summary.
    fn publish(&mut self) {
        // One state per viewer, and per language for the connections that read the
        // position drawn in text (the web's share one without a drawing).
        let mut built: HashMap<(Viewer, Option<Lang>), Arc<Update>> = HashMap::new();
        let mut dead = Vec::new();
        for (&conn, sub) in &self.subs {
            let viewer = self.viewer_of(sub.player());
            let text = sub.out.text.then(|| sub.out.lang());
            let update = built
                .entry((viewer, text))
                .or_insert_with(|| self.update_for(viewer, text))
                .clone();
            if !sub.out.send(Outgoing::State(update)) && sub.out.is_closed() {
                dead.push(conn);
            }
        }
        for conn in dead {
            self.drop_sub(conn);
        }
        self.update_lobby();
    }

    fn update_lobby(&self) {
        let s = summary(
            &self.id,
            &self.table,
            self.quick,
            self.spectators(),
            self.seated_away(),
        );
        self.hub.update_summary(&self.id, Some(s));
    }

    fn send_one(&self, out: &Outbox, player: Option<PlayerId>) {
        out.send(Outgoing::State(self.update_for(
            self.viewer_of(player),
            out.text.then(|| out.lang()),
        )));
    }

    /// `writes`, to be saved only while this copy keeps the table (on several nodes).
    fn kept(&self, mut writes: Vec<Write>) -> Vec<Write> {
        if let (Some(keeper), false) = (self.keeper, writes.is_empty()) {
            writes.insert(
                0,
                Write::Keeper {
                    table: self.id.clone(),
                    keeper,
                },
            );
        }
        writes
    }

    /// Runs `change` on the table, saves what it did, and only then lets anyone know; if
    /// the records cannot be saved the table is taken back and the change never happened.
    async fn change(
        &mut self,
        change: impl FnOnce(&mut Self) -> Result<Vec<Event>, ErrorInfo>,
    ) -> Result<Vec<Event>, ErrorInfo> {
        let checkpoint = self.table.checkpoint();
        let people_before = self.table.people();
        let events = change(self)?;
        let writes = journal::writes(&self.id, &self.table, &events, People::Accounts, now_ms());
        if let Err(e) = self.hub.store.save(self.kept(writes)).await {
            if matches!(e, StoreError::NotKeeper(_)) {
                // Another node took the table over while this one was cut off: its history
                // is the table's now, and this copy stops without a word to the records.
                tracing::warn!(table = %self.id, "another node keeps this table now: stopping here");
                self.table.rollback(checkpoint);
                self.moved = true;
                return Err(crate::hub::not_saved(&e));
            }
            tracing::warn!(table = %self.id, error = %e, "a change could not be saved: taken back");
            self.table.rollback(checkpoint);
            self.store_trouble = Some(Instant::now());
            return Err(crate::hub::not_saved(&e));
        }
        // Who sits here now, for the players' lists of their tables.
        let people_after = self.table.people();
        for (_, p) in people_before.iter().filter(|x| !people_after.contains(x)) {
            if self.table.place_of(*p).is_none() {
                self.hub.seated(*p, &self.id, false);
                self.away.remove(p);
            }
        }
        for (_, p) in people_after.iter().filter(|x| !people_before.contains(x)) {
            self.hub.seated(*p, &self.id, true);
            self.away.remove(p);
        }
        self.log(&events);
        if events.iter().any(|e| matches!(e, Event::Moved(_))) && !self.subs.is_empty() {
            self.computer_not_before = Some(Instant::now() + self.hub.config.computer_pace);
        }
        Ok(events)
    }

    async fn handle(&mut self, cmd: TableCmd) {
        match cmd {
            TableCmd::Open { player, out, .. } => {
                let pid = player.as_ref().map(|p| p.id);
                self.subscribe(player, out.clone());
                if pid.is_some_and(|p| self.away.remove(&p).is_some()) {
                    // Everyone sees that the person is back.
                    self.publish();
                } else {
                    self.send_one(&out, pid);
                    self.update_lobby();
                }
            }
            TableCmd::Close { conn } => {
                let seated = self
                    .subs
                    .get(&conn)
                    .and_then(Sub::player)
                    .is_some_and(|p| self.table.place_of(p).is_some());
                if !seated && let Some(sub) = self.subs.remove(&conn) {
                    sub.out.send(Outgoing::closed(self.id.clone(), "closed"));
                    // One spectator fewer in the lobby's line.
                    self.update_lobby();
                }
            }
            TableCmd::Join {
                player,
                place,
                out,
                req,
                reply,
            } => {
                let who = Participant::person(player.id, &player.nick);
                let mut seated_at = 0;
                let result = self
                    .change(|t| {
                        let (p, events) =
                            t.table.sit(who, place).map_err(|e| ErrorInfo::from(&e))?;
                        seated_at = p;
                        Ok(events)
                    })
                    .await;
                match result {
                    Ok(_) => {
                        self.subscribe(Some(player), out);
                        if let Some(r) = reply {
                            let _ = r.send(Ok(seated_at));
                        }
                        self.publish();
                    }
                    Err(info) => match reply {
                        Some(r) => {
                            let _ = r.send(Err(info));
                        }
                        None => out.error(Some(&self.id), req, info),
                    },
                }
            }
            TableCmd::Act {
                player,
                version,
                action,
                out,
                req,
            } => {
                // One who sits nowhere here hears that first, not that the version moved.
                if version.is_some() && self.table.place_of(player).is_none() {
                    out.error(
                        Some(&self.id),
                        req,
                        ErrorInfo::from(&parlour_catalog::table::TableError::NotSeated),
                    );
                    return;
                }
                if let Some(v) = version
                    && v != self.table.version()
                {
                    out.error(
                        Some(&self.id),
                        req,
                        ErrorInfo::stale(v, self.table.version()),
                    );
                    return;
                }
                match self.change(|t| t.act(player, action)).await {
                    Ok(_) => self.publish(),
                    Err(e) => {
                        out.error(Some(&self.id), req, e);
                        // After a take-back, everyone sees the table as it is again.
                        if self
                            .store_trouble
                            .is_some_and(|t| t.elapsed() < STORE_PAUSE)
                        {
                            self.publish();
                        }
                    }
                }
            }
            TableCmd::Gone { conn } => self.drop_sub(conn),
            TableCmd::Stop => {}
        }
    }

    fn subscribe(&mut self, who: Option<PlayerInfo>, out: Outbox) {
        self.subs.insert(out.conn, Sub { who, out });
    }

    /// A connection stopped viewing; a seated person with no other connection is away.
    fn drop_sub(&mut self, conn: ConnId) {
        let Some(sub) = self.subs.remove(&conn) else {
            return;
        };
        match sub.player().filter(|&p| self.table.place_of(p).is_some()) {
            Some(p) => {
                if !self.subs.values().any(|s| s.player() == Some(p)) {
                    self.away.insert(p, Instant::now());
                    self.publish();
                }
            }
            // A spectator went: one fewer in the lobby's line.
            None => self.update_lobby(),
        }
    }

    fn act(&mut self, player: PlayerId, action: Action) -> Result<Vec<Event>, ErrorInfo> {
        let not_seated = || {
            ErrorInfo::new(
                ErrorCode::NotSeated,
                "you do not sit at this table (spectators act for nobody)",
            )
        };
        let table_err = |e: TableError| ErrorInfo::from(&e);
        match action {
            Action::Leave => self.table.leave(player).map_err(table_err),
            // A quick seat given up as its game began (the player had gone elsewhere and
            // never saw it): left, which calls that game off; once they have moved in it,
            // it is theirs and stays.
            Action::LeaveBetweenGames
                if self.table.phase() == Phase::Playing
                    && self
                        .table
                        .seat_of(player)
                        .is_none_or(|s| self.table.has_moved(s)) =>
            {
                Err(table_err(TableError::GameRunning))
            }
            Action::LeaveBetweenGames => self.table.leave(player).map_err(table_err),
            Action::Ready => self.table.ready(player).map_err(table_err),
            Action::TakeOver { place, level } => {
                if self.table.place_of(player).is_none() {
                    return Err(not_seated());
                }
                if place >= self.table.places() {
                    return Err(table_err(TableError::NoSuchPlace(place)));
                }
                // A level the game does not have is said so first (it was answered "not
                // away", true or not, which would not have helped).
                self.table
                    .kind()
                    .check_level(&level)
                    .map_err(|e| ErrorInfo::from(&e))?;
                // The other person at the place, if any.
                let other = self
                    .table
                    .participant(place)
                    .and_then(Participant::person_id)
                    .filter(|&p| p != player);
                let away = other.filter(|_| self.replaceable(Instant::now()).contains(&place));
                let Some(away) = away else {
                    // Away, but not for long enough yet: how long is left.
                    if let Some(since) = other.and_then(|p| self.away.get(&p)) {
                        let left = self
                            .hub
                            .config
                            .takeover_after
                            .saturating_sub(since.elapsed())
                            .as_secs()
                            .max(1);
                        return Err(ErrorInfo::new(
                            ErrorCode::NotAway,
                            format!("a computer may take this place in {left} s, if its player is still away then"),
                        )
                        .arg("place", place)
                        .arg("problem", "too_soon")
                        .arg("wait_secs", left));
                    }
                    return Err(ErrorInfo::new(
                        ErrorCode::NotAway,
                        "a computer may take only the place of a person who has been away for a while",
                    )
                    .arg("place", place));
                };
                let events = self.table.take_over(place, &level).map_err(table_err)?;
                // The person is told when they come back.
                self.hub.replaced(away, &self.id);
                Ok(events)
            }
            action => {
                let seat = self.table.seat_of(player).ok_or_else(not_seated)?;
                match action {
                    Action::Move(m) => self.table.play_exact(seat, &m),
                    Action::Typed(t) => self.table.play(seat, &t),
                    Action::OfferDraw => self.table.offer_draw(seat),
                    Action::AnswerDraw(accept) => self.table.answer_draw(seat, accept),
                    Action::Resign => self.table.resign(seat),
                    Action::Undo => self.table.undo(seat),
                    Action::Leave
                    | Action::LeaveBetweenGames
                    | Action::Ready
                    | Action::TakeOver { .. } => Ok(Vec::new()),
                }
                .map_err(table_err)
            }
        }
    }

    fn log(&self, events: &[Event]) {
        for e in events {
            match e {
                Event::GameStarted { number } => {
                    tracing::info!(table = %self.id, game = self.table.kind().id(), number, "game started")
                }
                Event::GameOver(o) => {
                    // Who had each result, in seat order ("ann: Win, hard: Loss").
                    let results: Vec<String> = o
                        .results
                        .iter()
                        .enumerate()
                        .map(|(i, r)| {
                            let seat = parlour_core::Seat(i as u8);
                            let who = self
                                .table
                                .seated(seat)
                                .map_or_else(String::new, |p| p.name());
                            format!("{who}: {r:?}")
                        })
                        .collect();
                    tracing::info!(table = %self.id, reason = %o.reason, results = %results.join(", "), "game over")
                }
                Event::Moved(r) => {
                    tracing::debug!(table = %self.id, seat = r.seat.0, notation = %r.notation, "move")
                }
                other => tracing::debug!(table = %self.id, event = ?other, "table event"),
            }
        }
    }

    /// Hands a computer's turn to the pool of blocking threads, if one is due (not while
    /// the records are failing: the computer would only think again for nothing).
    fn start_computer(&mut self) {
        if self.thinking.is_some()
            || self
                .store_trouble
                .is_some_and(|t| t.elapsed() < STORE_PAUSE)
            || self.computer_not_before.is_some_and(|t| Instant::now() < t)
        {
            return;
        }
        let Some(job) = self.table.computer_job() else {
            return;
        };
        let stop = Arc::new(AtomicBool::new(false));
        let budget = Budget {
            stop: Some(Arc::clone(&stop)),
            ..Budget::default()
        };
        let pool = Arc::clone(&self.hub.ai_pool);
        // A person at the table is waiting for this answer: it goes before the turns of
        // tables where only computers play.
        let priority = if self.table.people().is_empty() {
            Priority::Computers
        } else {
            Priority::People
        };
        let stopped = Arc::clone(&stop);
        // Tracked, so a shutdown waits for the search to stop rather than leaving a thread
        // thinking for a table that is gone.
        let handle = self.hub.tracker.spawn(async move {
            // Computers wait for a thread of the pool, so a server full of computer games
            // never runs more searches at once than it has threads for.
            let _permit = pool.acquire(priority).await;
            if stopped.load(Ordering::Relaxed) {
                return None;
            }
            tokio::task::spawn_blocking(move || job.run(&budget))
                .await
                .ok()
        });
        self.thinking = Some(Thinking { handle, stop });
        // Viewers see that the computer is thinking.
        self.publish();
    }

    async fn finish_computer(&mut self, done: ComputerDone) {
        let result = self
            .change(|t| t.table.finish(done).map_err(|e| ErrorInfo::from(&e)))
            .await;
        match result {
            Ok(_) => self.publish(),
            Err(info) => {
                tracing::error!(table = %self.id, error = %info.message, "a computer's move was not played");
                for sub in self.subs.values() {
                    sub.out.error(Some(&self.id), None, info.clone());
                }
                self.publish();
            }
        }
    }

    fn next_deadline(&mut self) -> Option<Instant> {
        let config = &self.hub.config;
        let mut deadlines = Vec::new();
        // Fill a waiting quick table with computers, once somebody has waited there for a
        // while (not for people who are away: they would come back to a game begun without them).
        let has_person = self.table.people().len() > self.seated_away();
        if self.quick && config.bots && self.table.phase() != Phase::Playing && has_person {
            if self.table.open_places() > 0 {
                let since = *self.waiting_since.get_or_insert_with(Instant::now);
                deadlines.push(since + config.bot_wait);
            }
        } else {
            self.waiting_since = None;
        }
        // A computer's turn that waits for the pace.
        if let Some(t) = self.computer_not_before {
            deadlines.push(t);
        }
        // Computers alone go on with their series while someone watches.
        if self.computers_alone_between_games() {
            let since = *self.computers_over_since.get_or_insert_with(Instant::now);
            deadlines.push(since + BETWEEN_COMPUTER_GAMES);
        } else {
            self.computers_over_since = None;
        }
        // Computers try again once the records may be back.
        if let Some(t) = self.store_trouble {
            deadlines.push(t + STORE_PAUSE);
        }
        // The moment a computer may take an away person's place (shown to the others).
        for since in self.away.values() {
            let at = *since + config.takeover_after;
            if at > Instant::now() {
                deadlines.push(at);
            }
        }
        // Everyone away for too long.
        if let Some(latest) = self.everyone_away_since() {
            deadlines.push(latest + self.abandon_after());
        }
        if self.subs.is_empty() {
            deadlines.push(self.born + EMPTY_GRACE);
        }
        // A deadline already passed has done its work (or will be seen at the loop's top).
        let now = Instant::now();
        deadlines.into_iter().filter(|d| *d > now).min()
    }

    /// Seated people who are away.
    fn seated_away(&self) -> usize {
        self.table
            .people()
            .iter()
            .filter(|(_, p)| self.away.contains_key(p))
            .count()
    }

    /// When every seated person is away: since the most recent departure.
    fn everyone_away_since(&self) -> Option<Instant> {
        let people = self.table.people();
        if people.is_empty() {
            return None;
        }
        people
            .iter()
            .map(|(_, p)| self.away.get(p).copied())
            .collect::<Option<Vec<Instant>>>()
            .and_then(|v| v.into_iter().max())
    }

    /// A table of computers alone, watched, between games (a finished one on show).
    fn computers_alone_between_games(&self) -> bool {
        self.table.phase() == Phase::Over
            && self.table.people().is_empty()
            && self.table.open_places() == 0
            && !self.subs.is_empty()
    }

    async fn on_deadline(&mut self) {
        let now = Instant::now();
        let mut changed = false;
        if let Some(since) = self.computers_over_since
            && now >= since + BETWEEN_COMPUTER_GAMES
            && self.computers_alone_between_games()
        {
            self.computers_over_since = None;
            let started = self
                .change(|t| t.table.next_game().map_err(|e| ErrorInfo::from(&e)))
                .await;
            match started {
                Ok(_) => changed = true,
                Err(e) => {
                    tracing::error!(table = %self.id, error = %e.message, "cannot start the computers' next game")
                }
            }
        }
        if let Some(since) = self.waiting_since
            && now >= since + self.hub.config.bot_wait
            && self.table.phase() != Phase::Playing
        {
            let level = self.hub.config.bot_level.clone();
            let filled = self
                .change(|t| {
                    let mut events = Vec::new();
                    for place in 0..t.table.places() {
                        if t.table.participant(place).is_none() {
                            events.extend(
                                t.table
                                    .take_over(place, &level)
                                    .map_err(|e| ErrorInfo::from(&e))?,
                            );
                        }
                    }
                    Ok(events)
                })
                .await;
            match filled {
                Ok(_) => changed = true,
                Err(e) => {
                    tracing::error!(table = %self.id, error = %e.message, "cannot seat computers")
                }
            }
            self.waiting_since = None;
        }
        // Re-send states when something changed, or when away clocks and take-over buttons
        // have moved on. Not else: the end of a computer's pace or of a pause for the
        // records changes nothing, and re-sent every state of a game against the computer.
        if changed || !self.away.is_empty() {
            self.publish();
        }
    }

    fn should_close(&self) -> bool {
        if self.table.people().is_empty() {
            // Nobody sits here and nobody watches (after a moment for the first to come).
            return self.subs.is_empty() && Instant::now() >= self.born + EMPTY_GRACE;
        }
        self.everyone_away_since()
            .is_some_and(|since| Instant::now() >= since + self.abandon_after())
    }

    /// How long the table waits for its people once all are away: a game under way is
    /// worth coming back to; a table where none has begun is out of the lobby meanwhile,
    /// waits for nobody, and would hold a place of the server's table list.
    fn abandon_after(&self) -> std::time::Duration {
        let config = &self.hub.config;
        if self.table.game_number() == 0 {
            config.abandon_waiting_after.min(config.abandon_after)
        } else {
            config.abandon_after
        }
    }

    async fn close(mut self) {
        if let Some(t) = self.thinking.take() {
            t.stop.store(true, Ordering::Relaxed);
        }
        let reason = if self.moved {
            // Its record goes on at the node that serves it now.
            MOVED
        } else if self.hub.shutdown.is_cancelled() {
            // The table stays open in the records: it resumes when the server is back.
            SHUTDOWN
        } else {
            let closed = Write::TableClosed {
                table: self.id.clone(),
                at: now_ms(),
            };
            if let Err(e) = self.hub.store.save(self.kept(vec![closed])).await {
                tracing::warn!(table = %self.id, error = %e, "could not record that the table closed");
            }
            "abandoned"
        };
        tracing::info!(table = %self.id, reason, "table closed");
        for (_, p) in self.table.people() {
            self.hub.seated(p, &self.id, false);
        }
        self.hub.update_summary(&self.id, None);
        for sub in self.subs.into_values() {
            if !self.moved {
                sub.out.send(Outgoing::closed(self.id.clone(), reason));
                continue;
            }
            // Its connections follow it to the node that serves it now (through a stand-in
            // here, the table being out of this node's list), rather than being told it
            // closed: their game goes on there (they were sent back to the lobby from a game
            // still being played).
            let open = TableCmd::Open {
                player: sub.who,
                out: sub.out.clone(),
                req: None,
            };
            self.hub.send_to_table(&self.id, open, &sub.out, None);
        }
    }
}
