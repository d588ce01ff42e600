// The page's address after the #: which page to show.
//
//   #/                     the lobby
//   #/table/t3             the room of table t3
//   #/replay/t3.1          the replay of game 1 of table t3
//   #/player/ann           ann's results, ratings and games
//   #/leaderboard/nines    the best ratings of a game (#/leaderboard: the first game)

const PAGES = ['table', 'replay', 'player', 'leaderboard'];

/** "#/table/t3" → {page: "table", id: "t3"}; anything unknown is the lobby. */
export function parseRoute(hash) {
  const m = /^#\/([a-z]+)(?:\/([^/?#]*))?/.exec(hash || '');
  if (!m || !PAGES.includes(m[1])) return { page: 'lobby' };
  // A mistyped address ("%zz") cannot be decoded: the lobby, not a page that never draws.
  let id = null;
  try {
    id = m[2] ? decodeURIComponent(m[2]) : null;
  } catch {
    return { page: 'lobby' };
  }
  if (id === null && m[1] !== 'leaderboard') return { page: 'lobby' };
  return { page: m[1], id };
}

/**
 * Whether a table of the records is a console's ("c3"): it has no room on the server, and
 * its unfinished game goes on in the console that played it (as the store tells them apart).
 */
export function isConsoleTable(id) {
  return /^c\d+$/.test(String(id));
}

/** The address of a table's room. */
export function tableRoute(id) {
  return `#/table/${encodeURIComponent(id)}`;
}

/** The address of a game's replay ("t3.1"). */
export function replayRoute(id) {
  return `#/replay/${encodeURIComponent(id)}`;
}

/** The address of a player's page. */
export function playerRoute(nick) {
  return `#/player/${encodeURIComponent(nick)}`;
}

/** The address of a game's leaderboard. */
export function leaderboardRoute(game) {
  return `#/leaderboard/${encodeURIComponent(game)}`;
}

/**
 * Which link of the header ("lobby", "leaderboard", "player") is the page on screen, or
 * null. "My games" only on one's own player page (nicknames are one player whatever their
 * case), not on anyone's. Without `me` the lobby's address shows the nickname page, which
 * is not the lobby: nothing is marked then (the records pages need no nickname).
 */
export function currentNav(at, me) {
  if (at.page === 'player') {
    const own = me && String(at.id).toLowerCase() === me.nick.toLowerCase();
    return own ? 'player' : null;
  }
  if (at.page === 'lobby' && !me) return null;
  return at.page;
}
