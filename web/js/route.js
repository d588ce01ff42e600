// The page's address after the #: which page to show.
//
//   #/             the lobby
//   #/table/t3     the room of table t3

/** "#/table/t3" → {page: "table", id: "t3"}; anything else is the lobby. */
export function parseRoute(hash) {
  const m = /^#\/table\/([^/?#]+)/.exec(hash || '');
  return m ? { page: 'table', id: decodeURIComponent(m[1]) } : { page: 'lobby' };
}

/** The address of a table's room. */
export function tableRoute(id) {
  return `#/table/${encodeURIComponent(id)}`;
}
