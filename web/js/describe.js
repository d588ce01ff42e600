// Table states in words: whose turn it is, how a game ended, what an error
// means. Pure functions over the server's data (no DOM), tested with node.

import { t, has, catalogue, LANGUAGES } from './i18n.js';
import { awaySeconds } from './store.js';

/** "white" → "White"; a seat name the catalogue does not know is capitalised. */
export function seatName(name) {
  const key = `seat.${name}`;
  return has(key) ? t(key) : name.charAt(0).toUpperCase() + name.slice(1);
}

/** A level as people read it ("hard"). */
export function levelName(level) {
  return has(`level.${level}`) ? t(`level.${level}`) : level;
}

/** 75 → "1:15". */
export function clock(secs) {
  const m = Math.floor(secs / 60);
  const s = String(secs % 60).padStart(2, '0');
  return `${m}:${s}`;
}

/**
 * A player as people read it: a person's nickname, or a computer named from its
 * level (and its number, when two of one level sit at the table) in the page's
 * language: "Máy tính (khó) 2". The server's `name` is English for computers.
 */
export function personName(player) {
  if (!player) return null;
  if (!player.computer || !player.level) return player.name;
  const level = has(`level.${player.level}`) ? t(`level.${player.level}`) : player.level;
  return player.number ? t('player.computerNumbered', { level, number: player.number }) : t('player.computer', { level });
}

/**
 * A person who played at a console's keyboard without a nickname, in the page's words:
 * the console calls them "You", or "Player 2" at a shared keyboard, in the language it
 * spoke, and the records keep that word («Вы» reads "You" on an English page). The words
 * are the console's own (`console-you`, `console-player-number`), copied into each
 * catalogue; any other name is shown as it is.
 */
export function keyboardPerson(name) {
  for (const { code } of LANGUAGES) {
    const words = catalogue(code);
    if (name === words['records.consoleYou']) return t('records.consoleYou');
    const [before, after] = words['records.consolePlayer'].split('{number}');
    if (name.startsWith(before) && name.endsWith(after)) {
      const number = name.slice(before.length, name.length - after.length);
      if (/^[1-9]$/.test(number)) return t('records.consolePlayer', { number });
    }
  }
  return name;
}

/**
 * A player named with their seat: "ann (the fox)". A computer's name has brackets of its
 * own, and the seat goes inside them: "Computer (hard, the fox)", not "Computer (hard)
 * (the fox)" (a nickname holds no brackets). As the console and the records say it.
 */
export function inSeat(name, seat) {
  if (name.endsWith(')') && name.includes('(')) return `${name.slice(0, -1)}, ${seat})`;
  return t('player.inSeat', { name, seat });
}

/**
 * Who played the game on screen, by seat, once it is over: the server's
 * `outcome_players` (the people of the last game, whoever sits there now), or
 * null from a server that does not send them.
 */
function lastPlayers(view) {
  return view.phase === 'over' && Array.isArray(view.outcome_players) && view.outcome_players.length > 0 ? view.outcome_players : null;
}

/**
 * The viewer's seat in the game on screen: during a game `you`; once it is over,
 * `played` (null for someone who sat down after it, or a spectator).
 */
export function playedSeat(view) {
  if (lastPlayers(view)) return view.played === undefined ? null : view.played;
  return view.you === undefined ? null : view.you;
}

/**
 * The name of whoever sits in a seat ("Computer (hard)", "ann"), or null. Once a game
 * is over, whoever played that seat in it, though they may have left.
 */
export function playerName(view, seat) {
  const last = lastPlayers(view);
  if (last) return last[seat] ? personName(last[seat]) : null;
  const entry = view.seats.find((s) => s.seat === seat);
  return entry && entry.player ? personName(entry.player) : null;
}

/**
 * Who a board's side line names beside a seat's name: {name, open}. An open place is said
 * so, in the Players panel's words: the seat's own name as the fallback would read
 * "North North" beside the seat.
 */
export function sideName(view, seat) {
  const name = playerName(view, seat);
  return name ? { name, open: false } : { name: t('room.open'), open: true };
}

/**
 * The seat whose draw offer waits for the viewer's answer, or null. The server says when
 * an answer is the viewer's to give (`actions.answer_draw`: an offer by someone else,
 * during a game, that the viewer has not accepted yet); the page does not work it out again.
 */
export function drawOfferFor(view) {
  const answerable = !!(view.actions && view.actions.answer_draw && view.draw);
  return answerable ? view.draw.offered_by : null;
}

/**
 * What a point or cell named `at` has to do with the last move (`{from, to}`), in words
 * for its accessible name ("last move here"), or null: the board marks it with a ring or a
 * line.
 */
export function lastMoveWords(last, at) {
  if (last && last.to === at) return t('board.lastTo');
  if (last && last.from === at) return t('board.lastFrom');
  return null;
}

/**
 * The turn banner: {kind, text}. `kind` is "you" (act now), "thinking",
 * "waiting", "over", "idle" or "offline"; the page styles them differently.
 * `at` is when the state came and `now` the time now (ms), for away clocks;
 * `showing` is true while the board is still showing the last moves (the viewer's turn
 * waits for it, a result is said after it); `offline` while
 * the connection is down (a finished game's result is still said); `yourTurn(view)`, the
 * board's, may name what the viewer's turn asks (a catalogue key) when "Your turn" says too
 * little, and `theirTurn(view)` the same for a spectator ({seat} and {name}).
 */
export function turnBanner(view, at = 0, now = 0, { showing = false, offline = false, yourTurn = null, theirTurn = null } = {}) {
  // The board is still showing the moves that ended the game (`showing`): the result is
  // said once it shows the final position, not while the seeds are still moving.
  if (view.phase === 'over' && showing) return { kind: 'waiting', text: t('turn.showingLast') };
  if (view.phase === 'over' && view.outcome) {
    return { kind: 'over', text: outcomeHeadline(view) };
  }
  // With the connection down (or its table not yet heard from again) "Your turn" would be
  // a promise the page cannot keep: no move goes anywhere until the server answers.
  if (offline) return { kind: 'offline', text: t('turn.offline') };
  if (view.phase === 'playing') {
    // A draw offer waits for the viewer's answer: that is what to do now, whoever is to
    // move (the one who offered, on their own turn, is waiting for us).
    const offerer = drawOfferFor(view);
    if (offerer !== null) {
      return { kind: 'you', text: t('turn.drawOffered', { name: playerName(view, offerer) || seatName(view.seats[offerer].seat_name) }) };
    }
    const seat = view.to_move;
    if (seat === null || seat === undefined) return { kind: 'waiting', text: t('turn.starting') };
    // The board still shows the last move (Isolo sows it seed by seed) and takes no
    // choice meanwhile: "Your turn" would promise a click that is refused.
    if (view.you === seat && showing) return { kind: 'waiting', text: t('turn.showingThenYou') };
    if (view.you === seat) return { kind: 'you', text: t((yourTurn && yourTurn(view)) || 'turn.you') };
    const name = playerName(view, seat) || seatName(view.seats[seat].seat_name);
    if (view.thinking === seat) return { kind: 'thinking', text: t('turn.thinking', { name }) };
    const away = awaySeconds(view.seats[seat], at, now);
    if (view.you === null || view.you === undefined) {
      // A spectator is told too when the game waits for someone who is away (the Players
      // panel's small clock was the only sign).
      const toMove = { seat: seatName(view.seats[seat].seat_name), name };
      const words = (theirTurn && theirTurn(view)) || 'turn.toMove';
      return { kind: 'waiting', text: away === null ? t(words, toMove) : t('turn.toMoveAway', { ...toMove, time: clock(away) }) };
    }
    if (away !== null) {
      // Once a computer may take the place, the banner says so: the button is under the
      // board, out of sight on a laptop.
      const offered = !!view.actions && (view.actions.take_over || []).length > 0;
      return { kind: 'waiting', text: t(offered ? 'turn.waitingAwayTakeOver' : 'turn.waitingAway', { name, time: clock(away) }) };
    }
    return { kind: 'waiting', text: t('turn.waitingFor', { name }) };
  }
  // Waiting between games: for open places to fill, then for everyone to be ready.
  const open = view.seats.filter((s) => !s.player).length;
  if (open > 0) return { kind: 'idle', text: t('turn.openPlaces', { count: open }) };
  if (view.actions && view.actions.ready) {
    const button = view.game_number === 0 ? t('action.readyFirst') : t('action.ready');
    return { kind: 'you', text: t('turn.pressReady', { button }) };
  }
  const notReady = view.seats.filter((s) => s.player && !s.player.computer && !s.ready).map((s) => personName(s.player));
  if (notReady.length > 0) return { kind: 'waiting', text: t('turn.notReady', { names: notReady.join(', ') }) };
  return { kind: 'waiting', text: t('turn.starting') };
}

/**
 * Under a game's result, once the viewer has pressed "Next game" (its button gone, and the
 * banner busy with the result): whom the next game waits for, {key, args}, or null when
 * there is nothing to say (the viewer still to press it, a spectator, everyone ready).
 * Computers are always ready.
 */
export function nextGameWait(view) {
  if (view.phase !== 'over' || !view.outcome) return null;
  if (view.you === null || view.you === undefined || !view.actions || view.actions.ready) return null;
  const open = view.seats.filter((s) => !s.player).length;
  if (open > 0) return { key: 'next.openPlaces', args: { count: open } };
  const names = view.seats.filter((s) => s.seat !== view.you && s.player && !s.player.computer && !s.ready).map((s) => personName(s.player));
  if (names.length === 0) return null;
  return { key: 'next.waiting', args: { count: names.length, names: names.join(', ') } };
}

/**
 * Why a shortcut key of the room (D, X, R, N; `key` in lower case) does nothing now, as a
 * notice {code, args} in the server's error codes (`errorText` words them); null when the
 * key is not one of them or it acts now. "Never silence": the button a key stands for
 * may not be on screen to show why. `draws`: whether the game has draws by agreement.
 */
export function keyRefusal(key, view, { draws = true } = {}) {
  const a = view.actions || {};
  const acts = { d: a.answer_draw || a.offer_draw, x: a.answer_draw, r: a.resign, n: a.ready };
  if (!(key in acts) || acts[key]) return null;
  if (view.you === null || view.you === undefined) return { code: 'not_seated', args: {} };
  if (key === 'n') return { code: 'ready_refused', args: { reason: view.phase === 'playing' ? 'playing' : 'already' } };
  if (key === 'd' && !draws) return { code: 'draw_refused', args: { reason: 'not_in_this_game' } };
  if (view.phase !== 'playing') return { code: view.phase === 'over' ? 'game_over' : 'not_started', args: {} };
  if (key === 'r') return null; // resigning is always open during a game
  const draw = (reason) => ({ code: 'draw_refused', args: { reason } });
  const offer = view.draw;
  if (key === 'x') {
    if (offer && offer.offered_by === view.you) return draw('own_offer');
    if (offer && (offer.accepted_by || []).includes(view.you)) return draw('already_accepted');
    return draw('no_offer');
  }
  if (offer && offer.offered_by === view.you) return draw('already_offered');
  if (offer && (offer.accepted_by || []).includes(view.you)) return draw('already_accepted');
  if (view.draw_declined && view.draw_declined.offered_by === view.you) return draw('declined');
  if (view.to_move !== view.you) return draw('not_your_turn');
  return draw('not_now');
}

/**
 * The sentence of a game called off: who did what (`by`: {how, name}, `how` being the
 * server's `resigned`, `left` or `went_away`), or, when nobody is named, only that it was
 * called off before everyone had moved.
 */
export function calledOffLine(by) {
  return by ? t(`outcome.calledOff.${by.how}`, { name: by.name }) : t('outcome.calledOff');
}

/**
 * Whether leaving now resigns the game (true) or calls it off (false), as the server
 * says (`actions.leave_resigns`): during a game, leaving resigns once every seat has made
 * a move in it; before that the game is called off, with no result, counted for nobody.
 * Between games leaving costs nothing (false).
 */
export function leavingResigns(view) {
  return view.phase === 'playing' && Boolean(view.actions && view.actions.leave_resigns);
}

/**
 * The sentences of the key legend under a board, as catalogue keys: the board's keys
 * (`help`, a board module's KEY_HELP) and the action keys (D, X, R, N) for a player; for
 * a spectator only what works for one (none of the action keys does).
 */
export function keyLegend(help, { watching = false, draws = true } = {}) {
  if (watching) return help && help.watch ? [help.watch] : [];
  return [help && help.play, draws ? 'room.keysActions' : 'room.keysActionsNoDraw'].filter(Boolean);
}

/**
 * The lines of the series table: its players, then those who left a place after playing
 * (what they had when they went). The server lists an open place too (with no name, and
 * nothing won: a place that changes hands starts again from zero); it is nobody's score,
 * so it is left out.
 */
export function seriesRows(series) {
  return (series.players || []).filter((p) => p.name !== null && p.name !== undefined && p.name !== '');
}

/**
 * A line of the series table in the page's words: a computer's place is looked up among
 * the seats, which say its level; one who left is said so ("ann (left)").
 */
export function seriesName(view, entry) {
  if (entry.left) return t('room.seriesLeft', { name: entry.name });
  const seat = view.seats.find((s) => s.place === entry.place);
  if (seat && seat.player && seat.player.name === entry.name) return personName(seat.player);
  return entry.name;
}

/** Names of the seats with a given result ("win", "loss"…), but for seat `except`, joined. */
function namesWith(view, result, except = null) {
  const results = view.outcome.results || [];
  return results
    .map((r, seat) => (r === result && seat !== except ? playerName(view, seat) || seatName(view.seats[seat].seat_name) : null))
    .filter(Boolean);
}

/**
 * One line that names who won, however the game ended: "You won!", "You lost: bob won.",
 * "Computer (easy) 1 won; you came through.", "bob won.", "The game is drawn." A bare
 * "You lost." would leave a player of three (Elephant–Fox–Mouse) to guess which of the
 * others it was, so the winners are named to the losers too.
 */
export function outcomeHeadline(view) {
  const o = view.outcome;
  const results = o.results || [];
  if (!results.includes('win')) return t('outcome.draw');
  // "You" only to one who played it: not to whoever sat down in a seat since.
  const you = playedSeat(view);
  // Someone went away and a computer played on: leaving loses, so one who stayed won,
  // whatever the computer made of it; the details say what the board said (the banner
  // said "You lost" above a line that counted the game as the reader's win).
  const left = leavers(view);
  if (you !== null && left.length > 0 && !left.some((l) => l.seat === you)) {
    const names = left.map((l) => l.name || seatName(view.seats[l.seat].seat_name));
    return t('outcome.youWinLeft', { names: names.join(', ') });
  }
  const mine = you !== null ? results[you] : null;
  const others = namesWith(view, 'win', you).join(', ');
  if (mine === 'win') return others ? t('outcome.youWinWith', { names: others }) : t('outcome.youWin');
  if (mine === 'loss') return t('outcome.youLose', { names: others });
  if (mine === 'survivor') return t('outcome.youSurvive', { names: others });
  return t('outcome.wins', { names: others });
}

/** The seats whose people went away mid-game, with their names when the table knows them. */
function leavers(view) {
  const names = view.left_names || [];
  return (view.left || []).map((seat, i) => ({ seat, name: names[i] || null })).filter((l) => view.seats[l.seat]);
}

/** Why the game ended, in words, plus survivors and scores where the game has them. */
export function outcomeDetails(view) {
  const o = view.outcome;
  const lines = [];
  const losers = namesWith(view, 'loss').join(', ');
  const winners = namesWith(view, 'win').join(', ');
  const key = `reason.${o.reason}`;
  const reason = has(key) ? t(key, { losers, winners }) : t('reason.other', { reason: o.reason });
  // Someone went away: the board's result is said as the board's, under a banner that
  // counts the game otherwise ("You won: Bob left" over "Alice had an empty row" read as
  // two results).
  const left = leavers(view);
  lines.push(left.length > 0 ? t('outcome.onBoard', { what: reason }) : reason);
  const survivors = namesWith(view, 'survivor');
  if (survivors.length > 0) lines.push(t('outcome.survivors', { names: survivors.join(', ') }));
  if (Array.isArray(o.scores)) {
    const scores = o.scores.map((s, seat) => `${playerName(view, seat) || seatName(view.seats[seat].seat_name)} ${s}`);
    lines.push(t('outcome.scores', { scores: scores.join(', ') }));
  }
  // Someone went away and a computer played on: the board's result is not how it counts.
  // Named as the people who left (the computer now in the seat is not who left), when the
  // table knows them all; else by seat.
  const seatOf = (l) => seatName(view.seats[l.seat].seat_name);
  if (left.length > 0 && left.every((l) => l.name)) lines.push(t('outcome.leftLostNamed', { names: left.map((l) => `${l.name} (${seatOf(l)})`).join(', ') }));
  else if (left.length > 0) lines.push(t('outcome.leftLost', { seats: left.map(seatOf).join(', ') }));
  return lines;
}

/** A server error as a polite sentence: our own words for known codes, else the server's. */
export function errorText(notice) {
  let key = `error.${notice.code}`;
  if (notice.args && typeof notice.args.reason === 'string' && has(`${key}.${notice.args.reason}`)) {
    key = `${key}.${notice.args.reason}`;
  }
  const args = { ...notice.args };
  if (Array.isArray(args.options)) args.options = args.options.join(', ');
  const text = has(key) ? t(key, args) : notice.message || notice.code;
  return t('error.prefix', { text });
}
