// Every sentence the page shows, in one place.
//
// Other modules never hold text meant for people: they call t("key", {args}).
// A later issue adds Vietnamese and Russian catalogues next to this one; only
// this file changes then. Placeholders are written {name}. An entry may be an
// object of plural forms ({one, other}, and few/many for Russian), chosen by
// the number in args.count with the browser's own plural rules.

const en = {
  // The frame of the page
  'app.title': 'Parlour',
  'app.tagline': 'Five traditional games',
  'app.signedIn': 'You are {nick}',
  'conn.connecting': 'Connecting…',
  'conn.open': 'Connected',
  'conn.closed': 'Connection lost. Trying again in {secs} s…',
  'conn.offline': 'Not connected',
  'conn.bye': 'The server is shutting down. Your games are kept.',
  'common.close': 'Close',
  'common.loading': 'Loading…',

  // First visit
  'nick.title': 'Welcome to Parlour',
  'nick.intro': 'Choose a nickname to play. Other players see it at the table.',
  'nick.label': 'Nickname',
  'nick.help': '1 to 16 letters, digits, _ or -',
  'nick.submit': 'Enter',
  'nick.connecting': 'Connecting to the server…',

  // Lobby
  'lobby.title': 'Lobby',
  'lobby.games': 'The games',
  'lobby.rules': 'Rules',
  'lobby.choose': 'Play',
  'lobby.rulesOf': 'Rules of {game}',
  'lobby.newTable': 'New table',
  'lobby.game': 'Game',
  'lobby.variant': 'Rules variant',
  'lobby.seats': 'Who plays',
  'lobby.create': 'Create the table',
  'lobby.seatMe': 'Me',
  'lobby.seatOpen': 'Open for another person',
  'lobby.seatComputer': 'Computer ({level})',
  'lobby.oneMe': 'Only one seat can be yours.',
  'lobby.yourTables': 'Your tables',
  'lobby.noYourTables': 'You are not sitting at any table.',
  'lobby.return': 'Go back to the table',
  'lobby.open': 'Open tables',
  'lobby.noOpen': 'No table is waiting for players. Create one, and choose "Open for another person" for a seat.',
  'lobby.playing': 'Games being played',
  'lobby.noPlaying': 'No game is being played right now.',
  'lobby.join': 'Join',
  'lobby.watch': 'Watch',
  'lobby.online': 'Online',
  'lobby.nobody': 'Nobody else is here.',
  'lobby.openSeat': 'open',
  'lobby.seatLine': '{seat}: {who}',
  'lobby.tableTitle': '{name} ({variant})',
  'lobby.spectators': { one: '{count} watching', other: '{count} watching' },
  'lobby.gamesPlayed': { one: '{count} game played', other: '{count} games played' },

  // Levels and variants
  'level.easy': 'easy',
  'level.medium': 'medium',
  'level.hard': 'hard',
  'level.random': 'random',

  // Seat names of the five games
  'seat.white': 'White',
  'seat.black': 'Black',
  'seat.south': 'South',
  'seat.north': 'North',
  'seat.x': 'X',
  'seat.o': 'O',
  'seat.elephant': 'Elephant',
  'seat.fox': 'Fox',
  'seat.mouse': 'Mouse',

  // The room
  'room.back': '← Lobby',
  'room.title': '{name}, {variant} rules',
  'room.gameNumber': 'Game {n}',
  'room.rules': 'Rules',
  'room.loading': 'Opening the table…',
  'room.seats': 'Players',
  'room.you': 'you',
  'room.open': 'Open place',
  'room.ready': 'ready',
  'room.away': 'away for {time}',
  'room.moves': 'Moves',
  'room.noMoves': 'No moves yet.',
  'room.series': 'Score of the series',
  'room.seriesGames': { one: '{count} game played', other: '{count} games played' },
  'room.wins': 'Wins',
  'room.losses': 'Losses',
  'room.survivals': 'Survived',
  'room.drawsLine': 'Draws: {draws} · {games}',
  'room.player': 'Player',
  'room.actions': 'Actions',
  'room.keys': 'Keys:',
  'room.keysBoard': 'Arrow keys move the cursor along the lines, Enter or Space acts, Escape cancels.',
  'room.keysActions': 'D offers a draw (or accepts one), R resigns, N starts the next game.',
  'room.spectating': 'You are watching this table.',

  // Buttons for `actions`
  'action.offerDraw': 'Offer a draw',
  'action.acceptDraw': 'Accept the draw',
  'action.declineDraw': 'Decline',
  'action.resign': 'Resign',
  'action.confirmResign': 'Really resign this game?',
  'action.confirmLeave': 'Leaving now resigns the game. Leave?',
  'action.yes': 'Yes',
  'action.no': 'No',
  'action.undo': 'Take back my move',
  'action.ready': 'Next game',
  'action.readyFirst': 'Start the game',
  'action.sit': 'Sit down here',
  'action.leave': 'Leave the table',
  'action.takeOver': 'Let a computer play for {name}',
  'action.drawOffered': '{name} offers a draw.',
  'action.drawYouOffered': 'You offered a draw. Waiting for an answer…',

  // The turn banner
  'turn.you': 'Your turn',
  'turn.thinking': '{name} is thinking…',
  'turn.waitingFor': 'Waiting for {name}',
  'turn.waitingAway': 'Waiting for {name} (away for {time})',
  'turn.toMove': '{seat} to move: {name}',
  'turn.openPlaces': { one: 'Waiting for a player to sit down ({count} open place)', other: 'Waiting for players to sit down ({count} open places)' },
  'turn.notReady': 'Waiting for {names} to be ready',
  'turn.pressReady': 'Press "{button}" when you are ready',
  'turn.starting': 'The game is about to start',

  // The end of a game
  'outcome.youWin': 'You won!',
  'outcome.youLose': 'You lost.',
  'outcome.wins': '{names} won.',
  'outcome.draw': 'The game is drawn.',
  'outcome.survivors': 'Came through: {names}.',
  'outcome.scores': 'Points: {scores}.',
  'reason.blockade': '{losers} had no legal move.',
  'reason.elimination': '{losers} had no pieces left.',
  'reason.too few men': '{losers} had only two pieces left.',
  'reason.turn limit': 'The limit on the number of turns was reached.',
  'reason.no removal limit': 'Too many turns passed without a piece being removed.',
  'reason.agreement': 'Both sides agreed to a draw.',
  'reason.resignation': '{losers} resigned.',
  'reason.eaten': '{losers} was eaten.',
  'reason.ply cap': 'The limit on the number of moves was reached.',
  'reason.destruction': '{losers} had no living virus left.',
  'reason.double pass': 'Both sides passed.',
  'reason.board full': 'The board is full.',
  'reason.row emptied': '{losers} had an empty row.',
  'reason.endless laps': 'The seeds would go round for ever.',
  'reason.equal hands': 'The hands scored the same.',
  'reason.higher hand': 'The higher hand wins.',
  'reason.over 251': 'A player passed 251 points.',
  'reason.hand limit': 'The limit on the number of hands was reached.',
  'reason.other': 'Reason: {reason}.',

  // Nines
  'nines.board': 'Nines board',
  'nines.point': 'Point {label}',
  'nines.pointWith': 'Point {label}, {piece} piece',
  'nines.stateSelected': 'selected',
  'nines.stateRemovable': 'can be removed',
  'nines.statePlayable': 'playable',
  'nines.white': 'white',
  'nines.black': 'black',
  'nines.inHand': { one: '{count} in hand', other: '{count} in hand' },
  'nines.onBoard': { one: '{count} on the board', other: '{count} on the board' },
  'nines.lost': { one: '{count} removed', other: '{count} removed' },
  'nines.doPlace': 'Click an empty point to place a piece.',
  'nines.doMove': 'Click one of your pieces, then the empty point next to it where it goes (or drag it).',
  'nines.doFly': 'You have three pieces left: a piece may fly to any empty point.',
  'nines.doRemove': 'You closed a line! Click one of the highlighted {colour} pieces to remove it.',
  'nines.selected': 'Piece on {label} selected: click where it goes (Escape cancels).',
  'nines.removalLost': '{seat} closed a line, but every piece of {other} stands in a complete line, so none could be removed.',
  'nines.lastMove': 'Last move: {notation}',
  'nines.sending': 'One moment: your move is on its way.',
  'hint.noLine': 'No line leads that way from here.',
  'hint.watching': 'You are watching this game.',
  'hint.over': 'This game is over.',
  'hint.notStarted': 'The game has not started yet.',
  'hint.notYourTurn': 'Please wait: it is not your turn.',
  'hint.taken': 'That point is taken.',
  'hint.ownPiece': 'Choose one of your own pieces.',
  'hint.cannotMove': 'That piece cannot move: no empty point next to it.',
  'hint.chooseFirst': 'First click one of your pieces, then where it goes.',
  'hint.notNeighbour': 'That piece cannot go there: a piece slides along a line to the next point.',
  'hint.notLegal': 'That move is not allowed here.',
  'hint.protected': 'That piece stands in a complete line and cannot be removed.',
  'hint.removeEnemy': 'Choose one of the highlighted pieces of your opponent to remove.',

  // The plain board of the games that do not have their own yet
  'fallback.moves': 'Your moves',
  'fallback.noMoves': 'No move to make now.',
  'fallback.position': 'Position',
  'fallback.kind.place': 'Place',
  'fallback.kind.move': 'Move',
  'fallback.kind.fly': 'Fly',
  'fallback.kind.remove': 'Remove',
  'fallback.kind.sow': 'Sow',
  'fallback.kind.grow': 'Grow',
  'fallback.kind.kill': 'Kill',
  'fallback.kind.pass': 'Pass',
  'fallback.kind.eat': 'Eat',
  'fallback.kind.trail': 'Trail',
  'fallback.kind.capture': 'Capture',
  'fallback.yes': 'yes',
  'fallback.no': 'no',
  'fallback.none': '–',

  // Errors sent by the server (by code); `message` is used for any code not here
  'error.prefix': 'Sorry: {text}',
  'error.bad_message': 'the server did not understand that message.',
  'error.too_large': 'that message was too large.',
  'error.rate_limited': 'too many actions at once; please slow down.',
  'error.not_identified': 'the page is not signed in yet.',
  'error.nick_invalid': 'a nickname is 1 to 16 letters, digits, _ or -.',
  'error.nick_taken': 'that nickname is taken; please choose another.',
  'error.unknown_token': 'the server no longer knows you; please choose a nickname again.',
  'error.unknown_game': 'there is no such game.',
  'error.unknown_variant': 'this game has no such rules variant.',
  'error.unknown_level': 'there is no such computer level.',
  'error.bad_seats': 'those seats do not fit this game.',
  'error.unknown_table': 'that table does not exist (any more).',
  'error.stale_version': 'the position changed before your move arrived. Look again and play.',
  'error.server_full': 'the server is full; please try again later.',
  'error.shutting_down': 'the server is shutting down.',
  'error.not_started': 'the game has not started yet.',
  'error.game_over': 'the game is over.',
  'error.not_your_turn': 'it is not your turn.',
  'error.malformed_move': 'that move could not be read.',
  'error.illegal_move': 'that move is not allowed.',
  'error.choose_move': 'that move is not complete; choose one of: {options}.',
  'error.draw_refused': 'a draw cannot be offered or answered now.',
  'error.draw_refused.not_in_this_game': 'these rules have no draw by agreement.',
  'error.draw_refused.not_your_turn': 'a draw can be offered only on your own turn.',
  'error.draw_refused.not_now': 'a draw cannot be offered at this point of the game.',
  'error.draw_refused.no_offer': 'there is no draw offer to answer.',
  'error.draw_refused.own_offer': 'you cannot answer your own offer.',
  'error.draw_refused.already_accepted': 'you have already accepted.',
  'error.draw_refused.game_over': 'the game is over.',
  'error.table_full': 'that table is full.',
  'error.place_taken': 'that place is taken.',
  'error.no_such_place': 'there is no such place at that table.',
  'error.already_seated': 'you already sit at that table.',
  'error.not_seated': 'only the players at the table can do that.',
  'error.game_running': 'places change only between games.',
  'error.undo_not_allowed': 'moves can be taken back only in practice against the computer.',
  'error.nothing_to_undo': 'there is no move to take back.',
  'error.not_away': 'that player is not away.',
  'error.bad_setup': 'the table could not be set up.',
  'error.computer_failed': 'the computer player failed.',
  'error.not_connected': 'the page is not connected to the server, so that was not sent. It reconnects by itself; please try again in a moment.',
  'error.closed_abandoned': 'everyone left that table, so it was closed.',
  'error.closed_shutdown': 'the server closed that table.',
  'error.rules_failed': 'the rules could not be loaded.',
  'error.client_version': 'the page expects protocol {want}, the server speaks {got}; please reload.',
};

/** The catalogues by language; the page chooses one at start. */
const catalogues = { en };

let lang = 'en';
let plural = new Intl.PluralRules(lang);

/** Chooses the language (a key of the catalogues; English when unknown). */
export function setLanguage(code) {
  lang = catalogues[code] ? code : 'en';
  plural = new Intl.PluralRules(lang);
}

/** The current language code, e.g. "en". */
export function language() {
  return lang;
}

/** True when the catalogue has this key (for text that may be missing, such as an outcome reason). */
export function has(key) {
  return key in catalogues[lang] || key in en;
}

/** The keys of the English catalogue (the tests check every t() call against them). */
export function keys() {
  return Object.keys(en);
}

/**
 * The text for `key`, with {placeholders} filled from `args`. A missing key
 * shows itself (so a mistake is visible, not silent).
 */
export function t(key, args = {}) {
  let entry = catalogues[lang][key] ?? en[key];
  if (entry === undefined) return key;
  if (typeof entry === 'object') {
    const form = plural.select(Number(args.count ?? 0));
    entry = entry[form] ?? entry.other;
  }
  return entry.replace(/\{(\w+)\}/g, (whole, name) => (name in args ? String(args[name]) : whole));
}
